//! What the patterns' native expressions and guards compute: integer
//! constants combined at a result's type (DRR's `AddIntAttrs`,
//! `SubIntAttrs`, `MulIntAttrs`), the values a constant operand must hold
//! (all ones, one, a shift amount), an integer type's width, a zero of a
//! value's type.

use mlir_core::ir::{IrView, Value};
use mlir_core::support::apint::APInt;
use mlir_core::{Attribute, Context, Type};

use super::super::int_fold::{const_int, int_width};

/// `f(a, b)` of two integer constants as an integer attribute of `like`'s
/// type (the result the new constant replaces), wrapping at its width.
fn combine(
    ir: &IrView,
    like: Value,
    a: Attribute,
    b: Attribute,
    f: fn(&APInt, &APInt) -> APInt,
) -> Attribute {
    let ctx = ir.ctx();
    let (a, b) = (integer(ctx, a), integer(ctx, b));
    ctx.integer_attr(like.ty(ir), f(&a, &b))
}

/// The value of an integer attribute (a pattern matched it with
/// `APIntAttr`).
fn integer(ctx: &Context, attr: Attribute) -> APInt {
    attr.as_integer(ctx).cloned().unwrap_or_else(|| APInt::zero(1))
}

/// `a + b` at `like`'s type.
pub(crate) fn add_ints(ir: &IrView, like: Value, a: Attribute, b: Attribute) -> Attribute {
    combine(ir, like, a, b, APInt::wrapping_add)
}

/// `a - b` at `like`'s type.
pub(crate) fn sub_ints(ir: &IrView, like: Value, a: Attribute, b: Attribute) -> Attribute {
    combine(ir, like, a, b, APInt::wrapping_sub)
}

/// `a * b` at `like`'s type.
pub(crate) fn mul_ints(ir: &IrView, like: Value, a: Attribute, b: Attribute) -> Attribute {
    combine(ir, like, a, b, APInt::wrapping_mul)
}

/// Whether `attr` is an integer scalar or splat with all bits set (-1).
pub(crate) fn is_all_ones(ir: &IrView, attr: Attribute) -> bool {
    const_int(ir.ctx(), Some(attr)).is_some_and(|v| v.is_all_ones())
}

/// Whether `attr` is an integer scalar with all bits set (`true` for `i1`).
pub(crate) fn is_scalar_all_ones(ir: &IrView, attr: Attribute) -> bool {
    attr.as_integer(ir.ctx()).is_some_and(APInt::is_all_ones)
}

/// Whether `attr` is the scalar `i1` constant `value`.
pub(crate) fn is_bool(ir: &IrView, attr: Attribute, value: bool) -> bool {
    attr == ir.ctx().bool_attr(value)
}

/// Whether `attr` is an integer scalar or splat equal to one.
pub(crate) fn is_one(ir: &IrView, attr: Attribute) -> bool {
    const_int(ir.ctx(), Some(attr)).is_some_and(|v| v.is_one())
}

/// Whether `attr` is an integer scalar or splat equal to zero.
pub(crate) fn is_zero(ir: &IrView, attr: Attribute) -> bool {
    const_int(ir.ctx(), Some(attr)).is_some_and(|v| v.is_zero())
}

/// Whether `attr` is an integer scalar or splat equal to one as a signed
/// value (so not `i1`'s `true`, which is -1).
pub(crate) fn is_signed_one(ir: &IrView, attr: Attribute) -> bool {
    const_int(ir.ctx(), Some(attr)).is_some_and(|v| v.is_one() && !v.sign_bit())
}

/// Whether `attr` is an integer scalar or splat equal to `n`.
pub(crate) fn is_int(ir: &IrView, attr: Attribute, n: u64) -> bool {
    const_int(ir.ctx(), Some(attr)).is_some_and(|v| v.as_u64() == Some(n))
}

/// The bit width of `value`'s element type (an integer or float; 64 for
/// `index`, 0 for anything else).
pub(crate) fn width(ir: &IrView, value: Value) -> u32 {
    let ctx = ir.ctx();
    let element = value.ty(ir).element_type_or_self(ctx);
    int_width(ctx, element).or_else(|| element.int_or_float_bit_width(ctx)).unwrap_or(0)
}

/// Whether `value`'s type is an integer type other than `i1` (not
/// `index`, not a vector).
pub(crate) fn is_wide_int(ir: &IrView, value: Value) -> bool {
    value.ty(ir).as_integer(ir.ctx()).is_some_and(|(w, _)| w != 1)
}

/// The zero of `value`'s type: an integer, or a splat of one for a shaped
/// type (`Builder::getZeroAttr`).
pub(crate) fn zero_like(ir: &IrView, value: Value) -> Attribute {
    let ctx = ir.ctx();
    let ty: Type = value.ty(ir);
    let element = ty.element_type_or_self(ctx);
    let zero = APInt::zero(int_width(ctx, element).unwrap_or(1));
    if element == ty {
        return ctx.integer_attr(ty, zero);
    }
    ctx.dense_apint_elements(ty, &[zero])
        .unwrap_or_else(|| ctx.integer_attr(element, APInt::zero(1)))
}

/// `true` (an `i1` constant).
pub(crate) fn true_attr(ir: &IrView) -> Attribute {
    ir.ctx().bool_attr(true)
}
