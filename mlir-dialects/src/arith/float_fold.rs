//! What arith's float folders share: reading float constants (scalars,
//! splats and dense elements), folding element by element as MLIR's
//! `constFoldBinaryOp`, `constFoldUnaryOp` and `constFoldCastOp` do, and the
//! constant matchers of the identities (`m_OneFloat`, `m_NegZeroFloat`, …),
//! which accept a scalar or a splat. A poison operand folds to poison, as
//! upstream's constant folders make it (not in `cmpf`, which folds no
//! poison). `math`'s float folders use it too.

use std::cmp::Ordering;

use mlir_core::definitions::interfaces::elements_attr::{
    ElementsAttrInterfaceRef, sparse_elements,
};
use mlir_core::support::float::APFloat;
use mlir_core::{AttrData, Attribute, Context, Type};

use super::enums::CmpFPredicate;
use super::int_fold::is_poison;

/// A constant operand seen element by element (a `sparse` one expanded,
/// as upstream's folders read it through its values).
enum Elements {
    /// A scalar attribute (`FloatAttr`, `IntegerAttr`) of this type.
    Scalar(Type, Attribute),
    /// A dense elements attribute of this shaped type: its elements, and
    /// whether one value stands for all.
    Dense(Type, Vec<Attribute>, bool),
}

fn elements(ctx: &Context, attr: Attribute) -> Option<Elements> {
    match attr.data(ctx) {
        AttrData::Float { ty, .. } | AttrData::Integer { ty, .. } => {
            Some(Elements::Scalar(*ty, attr))
        }
        AttrData::DenseElements { .. } => {
            let dense = ElementsAttrInterfaceRef::get(ctx, attr)?;
            let ty = dense.shaped_type(ctx);
            let splat = dense.is_splat(ctx);
            let n = if splat { 1 } else { dense.num_elements(ctx) };
            let values = (0..n).map(|i| dense.element(ctx, i).ok()).collect::<Option<Vec<_>>>()?;
            Some(Elements::Dense(ty, values, splat))
        }
        AttrData::Sparse { ty, .. } => {
            Some(Elements::Dense(*ty, sparse_elements(ctx, attr)?.ok()?, false))
        }
        _ => None,
    }
}

/// The float value of a float attribute.
pub(crate) fn float_value(ctx: &Context, attr: Attribute) -> Option<APFloat> {
    match attr.data(ctx) {
        AttrData::Float { ty, bits } => Some(APFloat::new(ty.as_float(ctx)?, bits.get())),
        _ => None,
    }
}

/// The float attribute of type `ty` holding `value`.
pub(crate) fn float_attr(ctx: &Context, ty: Type, value: APFloat) -> Attribute {
    ctx.get_attr(AttrData::Float { ty, bits: value.bits().into() })
}

/// The value of a float constant that is a scalar or a splat (what MLIR's
/// float matchers such as `m_OneFloat` look through).
pub(crate) fn scalar_or_splat(ctx: &Context, attr: Option<Attribute>) -> Option<APFloat> {
    match elements(ctx, attr?)? {
        Elements::Scalar(_, a) => float_value(ctx, a),
        Elements::Dense(_, values, true) => float_value(ctx, values[0]),
        Elements::Dense(..) => None,
    }
}

/// Whether the constant is a scalar or splat float satisfying `pred`.
pub(crate) fn matches_float(
    ctx: &Context,
    attr: Option<Attribute>,
    pred: impl Fn(APFloat) -> bool,
) -> bool {
    scalar_or_splat(ctx, attr).is_some_and(pred)
}

/// Whether `value` is exactly 1.0 (`isExactlyValue(1.0)`).
pub(crate) fn is_one(value: APFloat) -> bool {
    value == APFloat::from_f64(value.kind(), 1.0) && value.to_f64() == 1.0
}

/// Folds two constants element by element (MLIR's `constFoldBinaryOp`):
/// two scalars of one type, two splats, or two dense attributes of one
/// type; the result has the left operand's type. A poison operand (either
/// side; the other need not be constant) gives that poison.
pub(crate) fn fold_binary(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    f: impl Fn(APFloat, APFloat) -> APFloat,
) -> Option<Attribute> {
    fold_binary_partial(ctx, lhs, rhs, |x, y| Some(f(x, y)))
}

/// [`fold_binary`] with a calculation that may refuse an element (MLIR's
/// `constFoldBinaryOpConditional`): one refused element and nothing folds.
pub(crate) fn fold_binary_partial(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    f: impl Fn(APFloat, APFloat) -> Option<APFloat>,
) -> Option<Attribute> {
    for side in [lhs, rhs] {
        if is_poison(ctx, side) {
            return side;
        }
    }
    let apply = |a: Attribute, b: Attribute, ty: Type| {
        let (x, y) = (float_value(ctx, a)?, float_value(ctx, b)?);
        Some(float_attr(ctx, ty, f(x, y)?))
    };
    match (elements(ctx, lhs?)?, elements(ctx, rhs?)?) {
        (Elements::Scalar(t, a), Elements::Scalar(u, b)) if t == u => apply(a, b, t),
        (Elements::Dense(t, a, sa), Elements::Dense(u, b, sb)) if t == u => {
            let element = t.element_type_or_self(ctx);
            let at = |v: &[Attribute], splat: bool, i: usize| v[if splat { 0 } else { i }];
            let n = if sa && sb { 1 } else { a.len().max(b.len()) };
            let values = (0..n)
                .map(|i| apply(at(&a, sa, i), at(&b, sb, i), element))
                .collect::<Option<Vec<_>>>()?;
            ctx.dense_elements(t, &values)
        }
        _ => None,
    }
}

/// Folds one constant element by element into `result_ty` (MLIR's
/// `constFoldUnaryOp` and `constFoldCastOp`): `f` maps an element to the
/// result's element, or `None` when that element does not fold (then
/// nothing folds). Poison stays poison.
pub(crate) fn fold_elementwise(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    f: impl Fn(Attribute, Type) -> Option<Attribute>,
) -> Option<Attribute> {
    if is_poison(ctx, operand) {
        return operand;
    }
    match elements(ctx, operand?)? {
        Elements::Scalar(_, a) => f(a, result_ty),
        Elements::Dense(_, values, _) => {
            let element = result_ty.element_type_or_self(ctx);
            let values = values.iter().map(|&v| f(v, element)).collect::<Option<Vec<_>>>()?;
            ctx.dense_elements(result_ty, &values)
        }
    }
}

/// Whether `predicate` holds between `lhs` and `rhs` (ordered predicates
/// fail on a NaN, unordered ones hold).
pub(crate) fn cmpf_holds(predicate: CmpFPredicate, lhs: APFloat, rhs: APFloat) -> bool {
    use CmpFPredicate as P;
    let order = lhs.compare(rhs);
    let is = |o: Ordering| order == Some(o);
    match predicate {
        P::AlwaysFalse => false,
        P::AlwaysTrue => true,
        P::Oeq => is(Ordering::Equal),
        P::Ogt => is(Ordering::Greater),
        P::Oge => is(Ordering::Greater) || is(Ordering::Equal),
        P::Olt => is(Ordering::Less),
        P::Ole => is(Ordering::Less) || is(Ordering::Equal),
        P::One => is(Ordering::Less) || is(Ordering::Greater),
        P::Ord => order.is_some(),
        P::Ueq => !(is(Ordering::Less) || is(Ordering::Greater)),
        P::Ugt => !(is(Ordering::Less) || is(Ordering::Equal)),
        P::Uge => !is(Ordering::Less),
        P::Ult => !(is(Ordering::Greater) || is(Ordering::Equal)),
        P::Ule => !is(Ordering::Greater),
        P::Une => !is(Ordering::Equal),
        P::Uno => order.is_none(),
    }
}
