//! `bf16` to and from `f32` in integer ops (MLIR's
//! `BFloat16ExtFOpConverter`, `BFloat16TruncFOpConverter`), for targets
//! without `bf16` conversions: an extension shifts the 16 bits into the
//! high half of an `f32`; a truncation rounds to nearest, ties to even,
//! by adding a bias that carries into the kept bits, and gives a quiet NaN
//! for a NaN.

use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::float::FloatKind;

use super::build::{cmpf, float_element, int_const, select, shaped_like};
use crate::arith::{
    AddIOp, AndIOp, BitcastOp, CmpFPredicate, ExtFOp, ExtUIOp, ShLIOp, ShRUIOp, TruncFOp, TruncIOp,
};

pattern! {
    /// `extf` from `bf16` to `f32` as bits shifted left by 16.
    BFloat16ExtFOpConverter on ExtFOp,
    creates ["arith.bitcast", "arith.extui", "arith.constant", "arith.shli"],
    expand_bf16_ext
}

fn expand_bf16_ext(ext: ExtFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = ext.as_op();
    let operand = ext.r#in(rw);
    let (operand_ty, result_ty) = (operand.ty(rw), ext.out(rw).ty(rw));
    if float_element(rw, operand_ty) != Some(FloatKind::BF16)
        || float_element(rw, result_ty) != Some(FloatKind::F32)
    {
        return rw.notify_match_failure(op, "not a ext of bf16 to f32.");
    }
    let loc = op.loc(rw);
    let i16_ty = shaped_like(rw, operand_ty, rw.ctx().integer_type(16));
    let i32_ty = shaped_like(rw, operand_ty, rw.ctx().integer_type(32));
    let bits = BitcastOp::build(rw, loc, i16_ty, operand).out(rw);
    let wide = ExtUIOp::build(rw, loc, i32_ty, bits).out(rw);
    let c16 = int_const(rw, loc, i32_ty, 16);
    let shifted = ShLIOp::build(rw, loc, i32_ty, wide, c16, None).result(rw);
    let result = BitcastOp::build(rw, loc, result_ty, shifted).out(rw);
    rw.replace_op(op, &[result]);
    Ok(())
}

pattern! {
    /// `truncf` from `f32` to `bf16` (default rounding only), rounding to
    /// nearest even with a bias; NaN becomes the quiet NaN `0x7fc0`.
    BFloat16TruncFOpConverter on TruncFOp,
    creates [
        "arith.cmpf", "arith.constant", "arith.bitcast", "arith.shrui", "arith.andi",
        "arith.addi", "arith.trunci", "arith.select"
    ],
    expand_bf16_trunc
}

fn expand_bf16_trunc(trunc: TruncFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = trunc.as_op();
    let operand = trunc.r#in(rw);
    let (operand_ty, result_ty) = (operand.ty(rw), trunc.out(rw).ty(rw));
    if float_element(rw, operand_ty) != Some(FloatKind::F32)
        || float_element(rw, result_ty) != Some(FloatKind::BF16)
    {
        return rw.notify_match_failure(op, "not a trunc of f32 to bf16.");
    }
    if trunc.roundingmode(rw).is_some() {
        return rw.notify_match_failure(op, "only applicable to default rounding mode.");
    }
    let loc = op.loc(rw);
    let i16_ty = shaped_like(rw, operand_ty, rw.ctx().integer_type(16));
    let i32_ty = shaped_like(rw, operand_ty, rw.ctx().integer_type(32));
    let is_nan = cmpf(rw, loc, CmpFPredicate::Une, operand, operand);
    let c7fff = int_const(rw, loc, i32_ty, 0x7fff);
    let quiet_nan = int_const(rw, loc, i16_ty, 0x7fc0);
    let c16 = int_const(rw, loc, i32_ty, 16);
    let c1 = int_const(rw, loc, i32_ty, 1);
    let bits = BitcastOp::build(rw, loc, i32_ty, operand).out(rw);
    // Bit 16, the lowest kept bit, makes the bias 0x8000 on odd values:
    // ties round to even.
    let high = ShRUIOp::build(rw, loc, i32_ty, bits, c16, false).result(rw);
    let bit16 = AndIOp::build(rw, loc, i32_ty, high, c1).result(rw);
    let bias = AddIOp::build(rw, loc, i32_ty, bit16, c7fff, None).result(rw);
    // A carry out of the mantissa increments the exponent, as rounding up
    // should.
    let biased = AddIOp::build(rw, loc, i32_ty, bits, bias, None).result(rw);
    let kept = ShRUIOp::build(rw, loc, i32_ty, biased, c16, false).result(rw);
    let rounded = TruncIOp::build(rw, loc, i16_ty, kept, None).out(rw);
    let chosen = select(rw, loc, is_nan, quiet_nan, rounded);
    let result = BitcastOp::build(rw, loc, result_ty, chosen).out(rw);
    rw.replace_op(op, &[result]);
    Ok(())
}
