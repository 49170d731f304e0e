//! Constraints built from others: shaped containers (`TensorOf<F32>`,
//! `VectorOf<(I32, I64)>`), unions (`AnyTypeOf<(I32, F32)>`), intersections
//! and negations, and user predicates written as plain Rust functions.
//! Descriptions follow ODS's wording (`tensor of 32-bit float values`,
//! `32-bit signless integer or 32-bit float`).

use std::borrow::Cow;
use std::marker::PhantomData;

use super::TypeConstraint;
use crate::builtin::types::{Type, TypeData};
use crate::context::Context;

/// A tuple of type constraints (`(A, B, …)`), or a single one.
pub trait TypeConstraintSet {
    /// Whether any member accepts `ty`.
    fn any(ctx: &Context, ty: Type) -> bool;
    /// Whether every member accepts `ty`.
    fn all(ctx: &Context, ty: Type) -> bool;
    /// The members' descriptions, in order.
    fn descriptions() -> Vec<Cow<'static, str>>;
}

impl<C: TypeConstraint> TypeConstraintSet for C {
    fn any(ctx: &Context, ty: Type) -> bool {
        C::is_satisfied(ctx, ty)
    }
    fn all(ctx: &Context, ty: Type) -> bool {
        C::is_satisfied(ctx, ty)
    }
    fn descriptions() -> Vec<Cow<'static, str>> {
        vec![C::description()]
    }
}

macro_rules! constraint_tuples {
    ($(($($t:ident),+)),+ $(,)?) => {$(
        impl<$($t: TypeConstraint),+> TypeConstraintSet for ($($t,)+) {
            fn any(ctx: &Context, ty: Type) -> bool {
                false $(|| $t::is_satisfied(ctx, ty))+
            }
            fn all(ctx: &Context, ty: Type) -> bool {
                true $(&& $t::is_satisfied(ctx, ty))+
            }
            fn descriptions() -> Vec<Cow<'static, str>> {
                vec![$($t::description()),+]
            }
        }
    )+};
}
constraint_tuples!((A, B), (A, B, C), (A, B, C, D), (A, B, C, D, E), (A, B, C, D, E, F));

/// `AnyTypeOf<(A, B)>`: a type accepted by any member ("A or B").
pub struct AnyTypeOf<S>(PhantomData<S>);
impl<S: TypeConstraintSet> TypeConstraint for AnyTypeOf<S> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(S::descriptions().join(" or "))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        S::any(ctx, ty)
    }
}

/// `AllOf<(A, B)>`: a type accepted by every member ("A and B").
pub struct AllOf<S>(PhantomData<S>);
impl<S: TypeConstraintSet> TypeConstraint for AllOf<S> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(S::descriptions().join(" and "))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        S::all(ctx, ty)
    }
}

/// `Not<C>`: a type `C` rejects ("not C").
pub struct Not<C>(PhantomData<C>);
impl<C: TypeConstraint> TypeConstraint for Not<C> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("not {}", C::description()))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        !C::is_satisfied(ctx, ty)
    }
}

/// Declares a shaped-container constraint: the container kind and an
/// element type accepted by the set `S`.
macro_rules! container {
    ($(#[$doc:meta])* $name:ident, $word:literal, $matches:pat) => {
        $(#[$doc])*
        pub struct $name<S>(PhantomData<S>);
        impl<S: TypeConstraintSet> TypeConstraint for $name<S> {
            fn description() -> Cow<'static, str> {
                Cow::Owned(format!(concat!($word, " of {} values"), S::descriptions().join(" or ")))
            }
            fn is_satisfied(ctx: &Context, ty: Type) -> bool {
                let data = ty.data(ctx);
                matches!(data, $matches) && element_of(data).is_some_and(|e| S::any(ctx, e))
            }
        }
    };
}

container!(
    /// `TensorOf<S>`: a ranked or unranked tensor whose elements `S` accepts.
    TensorOf, "tensor", TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
);
container!(
    /// `RankedTensorOf<S>`: a ranked tensor whose elements `S` accepts.
    RankedTensorOf, "ranked tensor", TypeData::RankedTensor { .. }
);
container!(
    /// `VectorOf<S>`: a vector whose elements `S` accepts.
    VectorOf, "vector", TypeData::Vector { .. }
);
container!(
    /// `MemRefOf<S>`: a ranked or unranked memref whose elements `S` accepts.
    MemRefOf, "memref", TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
);

/// The element type of a shaped type's payload.
fn element_of(data: &TypeData) -> Option<Type> {
    match data {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// A ranked tensor of any element type.
pub type AnyRankedTensor = RankedTensorOf<super::AnyType>;
/// A tensor of any element type.
pub type AnyTensor = TensorOf<super::AnyType>;
/// A vector of any element type.
pub type AnyVector = VectorOf<super::AnyType>;
/// A memref of any element type.
pub type AnyMemRef = MemRefOf<super::AnyType>;

/// A user predicate: implement it on a unit struct with a plain Rust
/// function, and use `Pred<MyCheck>` in field position.
pub trait TypePredicate {
    /// The description used in messages.
    const DESCRIPTION: &'static str;
    /// The check.
    fn check(ctx: &Context, ty: Type) -> bool;
}

/// `Pred<P>`: the type constraint of a user predicate.
pub struct Pred<P>(PhantomData<P>);
impl<P: TypePredicate> TypeConstraint for Pred<P> {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed(P::DESCRIPTION)
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        P::check(ctx, ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraints::{F32, I32, I64, SignlessIntegerLike};

    #[test]
    fn descriptions_compose_like_ods() {
        assert_eq!(TensorOf::<F32>::description(), "tensor of 32-bit float values");
        assert_eq!(
            VectorOf::<(I32, I64)>::description(),
            "vector of 32-bit signless integer or 64-bit signless integer values"
        );
        assert_eq!(
            AnyTypeOf::<(I32, F32)>::description(),
            "32-bit signless integer or 32-bit float"
        );
        assert_eq!(Not::<I32>::description(), "not 32-bit signless integer");
        assert_eq!(AnyRankedTensor::description(), "ranked tensor of any type values");
    }

    #[test]
    fn combinators_accept_what_their_members_accept() {
        let ctx = Context::new();
        let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
        let tensor = ctx.ranked_tensor_type(&[2], i32t);
        let vector = ctx.vector_type(&[4], i64t);
        assert!(TensorOf::<I32>::is_satisfied(&ctx, tensor));
        assert!(!TensorOf::<I64>::is_satisfied(&ctx, tensor));
        assert!(!TensorOf::<I32>::is_satisfied(&ctx, i32t));
        assert!(VectorOf::<(I32, I64)>::is_satisfied(&ctx, vector));
        assert!(!VectorOf::<I32>::is_satisfied(&ctx, tensor));
        assert!(AnyTypeOf::<(I32, TensorOf<I32>)>::is_satisfied(&ctx, tensor));
        assert!(AllOf::<(SignlessIntegerLike, Not<I64>)>::is_satisfied(&ctx, i32t));
        assert!(!AllOf::<(SignlessIntegerLike, Not<I64>)>::is_satisfied(&ctx, i64t));
        assert!(AnyRankedTensor::is_satisfied(&ctx, tensor));
        assert!(!AnyRankedTensor::is_satisfied(&ctx, vector));
    }

    struct EvenWidth;
    impl TypePredicate for EvenWidth {
        const DESCRIPTION: &'static str = "integer of even width";
        fn check(ctx: &Context, ty: Type) -> bool {
            matches!(ty.data(ctx), TypeData::Integer { width, .. } if width % 2 == 0)
        }
    }

    #[test]
    fn user_predicates_are_plain_functions() {
        let ctx = Context::new();
        assert!(Pred::<EvenWidth>::is_satisfied(&ctx, ctx.integer_type(8)));
        assert!(!Pred::<EvenWidth>::is_satisfied(&ctx, ctx.integer_type(7)));
        assert_eq!(Pred::<EvenWidth>::description(), "integer of even width");
    }
}
