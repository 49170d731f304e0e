//! Confined attribute constraints (ODS's `ConfinedAttr`): a base constraint
//! and extra predicates, composed as Rust types —
//! `Confined<I32Attr, (IntMinValue<0>, IntMaxValue<3>)>` is described as
//! mlir-opt describes it: "32-bit signless integer attribute whose minimum
//! value is 0 whose maximum value is 3".

use std::borrow::Cow;
use std::marker::PhantomData;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::semantics::constraints::AttrConstraint;

/// One extra condition of a [`Confined`] attribute.
pub trait AttrPredicate {
    /// Its part of the description (`whose minimum value is 0`).
    fn summary() -> Cow<'static, str>;

    /// Whether `attr` (already satisfying the base constraint) meets it.
    fn holds(ctx: &Context, attr: Attribute) -> bool;
}

/// A list of predicates: a tuple of [`AttrPredicate`]s, all of which hold.
pub trait AttrPredicates {
    /// The summaries, each preceded by a blank.
    fn summaries(out: &mut String);

    /// Whether all hold.
    fn all_hold(ctx: &Context, attr: Attribute) -> bool;
}

macro_rules! predicate_tuples {
    ($(($($p:ident),+)),+) => {$(
        impl<$($p: AttrPredicate),+> AttrPredicates for ($($p,)+) {
            fn summaries(out: &mut String) {
                $(
                    out.push(' ');
                    out.push_str(&$p::summary());
                )+
            }

            fn all_hold(ctx: &Context, attr: Attribute) -> bool {
                $($p::holds(ctx, attr))&&+
            }
        }
    )+};
}

predicate_tuples!((A), (A, B), (A, B, C), (A, B, C, D));

/// `B` with the extra predicates `P` (a tuple).
pub struct Confined<B, P>(PhantomData<(B, P)>);

impl<B: AttrConstraint, P: AttrPredicates> AttrConstraint for Confined<B, P> {
    type Value<'a> = B::Value<'a>;
    const SYNTAX: crate::semantics::constraints::syntax::AttrSyntax = B::SYNTAX;

    fn value(ctx: &Context, attr: Attribute) -> Option<B::Value<'_>> {
        B::value(ctx, attr)
    }

    fn to_attr(ctx: &Context, value: B::Value<'_>) -> Attribute {
        B::to_attr(ctx, value)
    }

    fn description() -> Cow<'static, str> {
        let mut text = B::description().into_owned();
        P::summaries(&mut text);
        Cow::Owned(text)
    }

    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        B::is_satisfied(ctx, attr) && P::all_hold(ctx, attr)
    }

    fn converts(ctx: &Context, attr: Attribute) -> bool {
        B::converts(ctx, attr)
    }

    fn conversion_error(ctx: &Context, name: &str, attr: Attribute) -> Option<String> {
        B::conversion_error(ctx, name, attr)
    }
}

/// The value of an integer attribute, as `i128` (so every width compares).
fn int_value(ctx: &Context, attr: Attribute) -> Option<i128> {
    match attr.data(ctx) {
        AttrData::Integer { value, .. } => value.as_i64().map(i128::from),
        _ => None,
    }
}

/// The number of elements of an array or dense array attribute.
fn element_count(ctx: &Context, attr: Attribute) -> Option<usize> {
    match attr.data(ctx) {
        AttrData::Array(elements) => Some(elements.len()),
        AttrData::DenseArray { len, .. } => Some(*len),
        _ => None,
    }
}

/// An integer attribute's value is at least `N`.
pub struct IntMinValue<const N: i64>;
impl<const N: i64> AttrPredicate for IntMinValue<N> {
    fn summary() -> Cow<'static, str> {
        Cow::Owned(format!("whose minimum value is {N}"))
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr).is_some_and(|v| v >= i128::from(N))
    }
}

/// An integer attribute's value is at most `N`.
pub struct IntMaxValue<const N: i64>;
impl<const N: i64> AttrPredicate for IntMaxValue<N> {
    fn summary() -> Cow<'static, str> {
        Cow::Owned(format!("whose maximum value is {N}"))
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr).is_some_and(|v| v <= i128::from(N))
    }
}

/// An integer attribute's value is not negative.
pub struct IntNonNegative;
impl AttrPredicate for IntNonNegative {
    fn summary() -> Cow<'static, str> {
        Cow::Borrowed("whose value is non-negative")
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr).is_some_and(|v| v >= 0)
    }
}

/// An integer attribute's value is positive.
pub struct IntPositive;
impl AttrPredicate for IntPositive {
    fn summary() -> Cow<'static, str> {
        Cow::Borrowed("whose value is positive")
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr).is_some_and(|v| v > 0)
    }
}

/// An integer attribute's value is a positive power of two (ODS's
/// `AllAttrOf<[IntPositive, IntPowerOf2]>`, described as mlir-opt 22
/// describes the pair: the alignment of `memref.alloc` and `memref.load`).
pub struct IntPositivePowerOf2;
impl AttrPredicate for IntPositivePowerOf2 {
    fn summary() -> Cow<'static, str> {
        Cow::Borrowed("whose value is positive and whose value is a power of two > 0")
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr).is_some_and(|v| v > 0 && (v & (v - 1)) == 0)
    }
}

/// An array (or dense array) has at least `N` elements.
pub struct ArrayMinCount<const N: usize>;
impl<const N: usize> AttrPredicate for ArrayMinCount<N> {
    fn summary() -> Cow<'static, str> {
        Cow::Owned(format!("with at least {N} elements"))
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        element_count(ctx, attr).is_some_and(|n| n >= N)
    }
}

/// An array (or dense array) has at most `N` elements.
pub struct ArrayMaxCount<const N: usize>;
impl<const N: usize> AttrPredicate for ArrayMaxCount<N> {
    fn summary() -> Cow<'static, str> {
        Cow::Owned(format!("with at most {N} elements"))
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        element_count(ctx, attr).is_some_and(|n| n <= N)
    }
}

/// An array (or dense array) has exactly `N` elements.
pub struct ArrayCount<const N: usize>;
impl<const N: usize> AttrPredicate for ArrayCount<N> {
    fn summary() -> Cow<'static, str> {
        Cow::Owned(format!("with exactly {N} elements"))
    }
    fn holds(ctx: &Context, attr: Attribute) -> bool {
        element_count(ctx, attr) == Some(N)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::constraints::I32Attr;

    #[test]
    fn descriptions_and_checks_compose() {
        type Hint = Confined<I32Attr, (IntMinValue<0>, IntMaxValue<3>)>;
        // mlir-opt 22's description of `memref.prefetch`'s `localityHint`.
        assert_eq!(
            Hint::description(),
            "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"
        );
        let ctx = Context::new();
        let i32t = ctx.integer_type(32);
        assert!(Hint::is_satisfied(&ctx, ctx.integer_attr_i64(i32t, 3)));
        assert!(!Hint::is_satisfied(&ctx, ctx.integer_attr_i64(i32t, 5)));
        assert!(!Hint::is_satisfied(&ctx, ctx.integer_attr_i64(i32t, -1)));
        assert!(!Hint::is_satisfied(&ctx, ctx.integer_attr_i64(ctx.integer_type(64), 1)));
        type AtLeastTwo =
            Confined<crate::semantics::constraints::DenseI32ArrayAttr, (ArrayMinCount<2>,)>;
        assert!(AtLeastTwo::is_satisfied(&ctx, ctx.dense_i32_array(&[1, 2])));
        assert!(!AtLeastTwo::is_satisfied(&ctx, ctx.dense_i32_array(&[1])));
    }
}
