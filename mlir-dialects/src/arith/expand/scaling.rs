//! `scaling_extf` and `scaling_truncf` as plain casts and a product or
//! quotient by the scale (MLIR's `ScalingExtFOpConverter`,
//! `ScalingTruncFOpConverter`). The scale is an `f8E8M0FNU` power of two;
//! a scale of 16 bits or more is first truncated to one (its exponent).
//! Every op created keeps the op's fast-math flags.

use mlir_core::Type;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::float::FloatKind;

use super::build::{float_element, shaped_like};
use crate::arith::{
    DivFOp, ExtFOp, FastMathFlags, MulFOp, ScalingExtFOp, ScalingTruncFOp, TruncFOp,
};

/// `scale` as an `f8E8M0FNU` value: a `truncf` of a scale of 16 bits or
/// more; `None` when its type is another 8-bit kind (or narrower).
fn scale_as_f8e8m0(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    scale: Value,
    fastmath: Option<FastMathFlags>,
) -> Option<Value> {
    let ctx = rw.ctx();
    let scale_ty = scale.ty(rw);
    let width = scale_ty.element_type_or_self(ctx).int_or_float_bit_width(ctx).unwrap_or(0);
    if width >= 16 {
        let f8 = ctx.float_type(FloatKind::F8E8M0FNU);
        let ty: Type = shaped_like(rw, scale_ty, f8);
        let loc = op.loc(rw);
        return Some(TruncFOp::build(rw, loc, ty, scale, None, fastmath).out(rw));
    }
    (float_element(rw, scale_ty) == Some(FloatKind::F8E8M0FNU)).then_some(scale)
}

pattern! {
    /// `scaling_extf(x, s)` is `extf(x) * extf(s)`.
    ScalingExtFOpConverter on ScalingExtFOp,
    creates ["arith.truncf", "arith.extf", "arith.mulf"],
    expand_scaling_ext
}

fn expand_scaling_ext(ext: ScalingExtFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = ext.as_op();
    let fastmath = ext.fastmath(rw);
    let (input, scale) = (ext.r#in(rw), ext.scale(rw));
    let Some(scale) = scale_as_f8e8m0(rw, op, scale, fastmath) else {
        return rw.notify_match_failure(
            op,
            "scaling_extf is using scales of type which can not be converted to f8E8M0FNU",
        );
    };
    let loc = op.loc(rw);
    let result_ty = ext.out(rw).ty(rw);
    let scale = ExtFOp::build(rw, loc, result_ty, scale, fastmath).out(rw);
    let input = ExtFOp::build(rw, loc, result_ty, input, fastmath).out(rw);
    let result = MulFOp::build(rw, loc, result_ty, input, scale, fastmath).result(rw);
    rw.replace_op(op, &[result]);
    Ok(())
}

pattern! {
    /// `scaling_truncf(x, s)` is `truncf(x / extf(s))`, with the op's
    /// rounding mode.
    ScalingTruncFOpConverter on ScalingTruncFOp,
    creates ["arith.truncf", "arith.extf", "arith.divf"],
    expand_scaling_trunc
}

fn expand_scaling_trunc(trunc: ScalingTruncFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = trunc.as_op();
    let fastmath = trunc.fastmath(rw);
    let (input, scale) = (trunc.r#in(rw), trunc.scale(rw));
    let Some(scale) = scale_as_f8e8m0(rw, op, scale, fastmath) else {
        return rw.notify_match_failure(
            op,
            "scaling_truncf is using scales type which can not be converted to f8E8M0FNU",
        );
    };
    let loc = op.loc(rw);
    let input_ty = input.ty(rw);
    let scale = ExtFOp::build(rw, loc, input_ty, scale, fastmath).out(rw);
    let quotient = DivFOp::build(rw, loc, input_ty, input, scale, fastmath).result(rw);
    let result_ty = trunc.out(rw).ty(rw);
    let rounding = trunc.roundingmode(rw);
    let result = TruncFOp::build(rw, loc, result_ty, quotient, rounding, fastmath).out(rw);
    rw.replace_op(op, &[result]);
    Ok(())
}
