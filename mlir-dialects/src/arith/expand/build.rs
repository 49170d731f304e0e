//! What the expansions build with: constants of a scalar or a shaped type
//! (a splat for vectors and tensors, MLIR's `createConst`), a type with
//! another element type in the same shape, and the `arith` ops they
//! create most, at the rewriter's insertion point.

use mlir_core::definitions::interfaces::shaped_type::ShapedTypeInterfaceRef;
use mlir_core::ir::Value;
use mlir_core::rewrite::PatternRewriter;
use mlir_core::support::float::{APFloat, FloatKind};
use mlir_core::{Attribute, Location, Type};

use crate::arith::constraints::i1_same_shape;
use crate::arith::float_fold::float_attr;
use crate::arith::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ConstantOp, SelectOp};

/// `ty` itself, or the vector or tensor of `ty`'s shape with elements
/// `element` (MLIR's `cloneToShapedType`).
pub(super) fn shaped_like(b: &PatternRewriter<'_>, ty: Type, element: Type) -> Type {
    let ctx = b.ctx();
    ShapedTypeInterfaceRef::get(ctx, ty).map_or(element, |s| s.clone_with(ctx, None, element))
}

/// `arith.constant` of `attr`, an element attribute, at `ty`: the scalar
/// itself, or its splat when `ty` is shaped.
fn constant(b: &mut PatternRewriter<'_>, loc: Location, ty: Type, attr: Attribute) -> Value {
    let value = if ty.is_shaped(b.ctx()) {
        b.ctx().dense_splat(ty, attr).expect("a splat of the element type")
    } else {
        attr
    };
    ConstantOp::build(b, loc, ty, value).result(b)
}

/// An integer constant of `ty` (an integer type or a shape of one),
/// truncated to its width.
pub(super) fn int_const(b: &mut PatternRewriter<'_>, loc: Location, ty: Type, value: i64) -> Value {
    let element = ty.element_type_or_self(b.ctx());
    let attr = b.ctx().integer_attr_i64(element, value);
    constant(b, loc, ty, attr)
}

/// An `f32` constant of `ty` (`f32` or a shape of it).
pub(super) fn f32_const(b: &mut PatternRewriter<'_>, loc: Location, ty: Type, value: f64) -> Value {
    let element = ty.element_type_or_self(b.ctx());
    let attr = float_attr(b.ctx(), element, APFloat::from_f64(FloatKind::F32, value));
    constant(b, loc, ty, attr)
}

/// `arith.cmpi pred, lhs, rhs`.
pub(super) fn cmpi(
    b: &mut PatternRewriter<'_>,
    loc: Location,
    pred: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ty = i1_same_shape(b.ctx(), lhs.ty(b));
    CmpIOp::build(b, loc, ty, pred, lhs, rhs).result(b)
}

/// `arith.cmpf pred, lhs, rhs` without fast-math flags.
pub(super) fn cmpf(
    b: &mut PatternRewriter<'_>,
    loc: Location,
    pred: CmpFPredicate,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ty = i1_same_shape(b.ctx(), lhs.ty(b));
    CmpFOp::build(b, loc, ty, pred, lhs, rhs, None).result(b)
}

/// `arith.select cond, t, f`.
pub(super) fn select(
    b: &mut PatternRewriter<'_>,
    loc: Location,
    cond: Value,
    t: Value,
    f: Value,
) -> Value {
    let ty = t.ty(b);
    SelectOp::build(b, loc, ty, cond, t, f).result(b)
}

/// The element type of `ty` as a float kind, if it is a float.
pub(super) fn float_element(b: &PatternRewriter<'_>, ty: Type) -> Option<FloatKind> {
    let ctx = b.ctx();
    ty.element_type_or_self(ctx).as_float(ctx)
}
