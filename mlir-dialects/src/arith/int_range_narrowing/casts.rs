//! The casts narrowing needs: whether a range survives truncation to a
//! width and then extension back (read signed, unsigned, or both), the
//! narrower type, and the cast op between two integer-like types.

use mlir_core::context::builtin::location::Location;
use mlir_core::definitions::interfaces::infer_int_range::ConstantIntRanges;
use mlir_core::ir::Value;
use mlir_core::rewrite::PatternRewriter;
use mlir_core::support::apint::APInt;
use mlir_core::{Context, Type, TypeData};

use crate::arith::{ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, TruncIOp};

/// Which extension gets a truncated value back.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum CastKind {
    /// Neither.
    None,
    /// Sign extension.
    Signed,
    /// Zero extension.
    Unsigned,
    /// Either.
    Both,
}

/// The number of leading bits equal to the sign bit.
fn sign_bits(x: &APInt) -> u32 {
    if x.sign_bit() { x.not().count_leading_zeros() } else { x.count_leading_zeros() }
}

/// How values in `range` can be truncated to `width` bits and recovered:
/// none when the range is no wider already.
pub(super) fn truncatability(range: &ConstantIntRanges, width: u32) -> CastKind {
    let source = range.width();
    if source <= width {
        return CastKind::None;
    }
    let removed = source - width;
    let signed = sign_bits(range.smin()) > removed && sign_bits(range.smax()) > removed;
    let unsigned = range.umin().count_leading_zeros() >= removed
        && range.umax().count_leading_zeros() >= removed;
    match (signed, unsigned) {
        (true, true) => CastKind::Both,
        (true, false) => CastKind::Signed,
        (false, true) => CastKind::Unsigned,
        (false, false) => CastKind::None,
    }
}

/// The kind that serves two values.
pub(super) fn merge(a: CastKind, b: CastKind) -> CastKind {
    match (a, b) {
        (CastKind::None, _) | (_, CastKind::None) => CastKind::None,
        (CastKind::Both, other) | (other, CastKind::Both) => other,
        (a, b) if a == b => a,
        _ => CastKind::None,
    }
}

/// `ty` with its integer (element) type replaced by `i<width>`; `None`
/// for a shaped type other than a vector or ranked tensor.
pub(super) fn narrowed_type(ctx: &Context, ty: Type, width: u32) -> Option<Type> {
    let int = ctx.integer_type(width);
    match ty.data(ctx) {
        TypeData::Vector { shape, scalable, .. } => Some(ctx.get_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: int,
        })),
        TypeData::RankedTensor { shape, .. } => Some(ctx.ranked_tensor_type(&shape.clone(), int)),
        TypeData::Integer { .. } | TypeData::Index => Some(int),
        _ => None,
    }
}

/// `value` cast to `to` as `kind` allows: `index_cast` (signed) or
/// `index_castui` to and from `index`, `trunci` to a narrower integer,
/// `extsi` (signed) or `extui` to a wider one; `value` itself when the
/// types agree.
pub(super) fn cast(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: Value,
    to: Type,
    kind: CastKind,
) -> Value {
    let ctx = rw.ctx_arc().clone();
    let from = value.ty(rw);
    if from == to {
        return value;
    }
    let (from_element, to_element) =
        (from.element_type_or_self(&ctx), to.element_type_or_self(&ctx));
    if from_element.is_index(&ctx) || to_element.is_index(&ctx) {
        return if kind == CastKind::Signed {
            IndexCastOp::build(rw, loc, to, value).out(rw)
        } else {
            IndexCastUIOp::build(rw, loc, to, value).out(rw)
        };
    }
    let width = |ty: Type| ty.as_integer(&ctx).map_or(0, |(w, _)| w);
    if width(to_element) < width(from_element) {
        return TruncIOp::build(rw, loc, to, value, None).out(rw);
    }
    if kind == CastKind::Signed {
        ExtSIOp::build(rw, loc, to, value).out(rw)
    } else {
        ExtUIOp::build(rw, loc, to, value).out(rw)
    }
}
