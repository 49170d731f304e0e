//! `f4E2M1FN` to and from `f32` in integer ops (MLIR's
//! `F4E2M1ExtFOpConverter`, `F4E2M1TruncFOpConverter`). Its eight
//! magnitudes (0, 0.5, 1, 1.5, 2, 3, 4, 6) map onto two `f32` exponent
//! patterns and a one-bit mantissa; a truncation clamps to ±6, rebiases
//! the exponent, and rounds to nearest even, the subnormal 0.5 apart.

use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::float::FloatKind;

use super::build::{cmpi, f32_const, float_element, int_const, select, shaped_like};
use crate::arith::{
    AddIOp, AndIOp, BitcastOp, CmpIPredicate, ExtFOp, ExtUIOp, MaxNumFOp, MinNumFOp, OrIOp, ShLIOp,
    ShRUIOp, SubIOp, TruncFOp, TruncIOp,
};

pattern! {
    /// `extf` from `f4E2M1FN`: the `f32` assembled from the four bits; a
    /// result other than `f32` is a `truncf` of it.
    F4E2M1ExtFOpConverter on ExtFOp,
    creates [
        "arith.bitcast", "arith.constant", "arith.andi", "arith.shli", "arith.cmpi",
        "arith.select", "arith.extui", "arith.addi", "arith.truncf"
    ],
    expand_f4e2m1_ext
}

fn expand_f4e2m1_ext(ext: ExtFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = ext.as_op();
    let operand = ext.r#in(rw);
    let (operand_ty, result_ty) = (operand.ty(rw), ext.out(rw).ty(rw));
    if float_element(rw, operand_ty) != Some(FloatKind::F4E2M1FN) {
        return rw.notify_match_failure(op, "not a ext of F4E2M1FN");
    }
    let loc = op.loc(rw);
    let ctx = rw.ctx();
    let (i4, i32, f32) = (ctx.integer_type(4), ctx.integer_type(32), ctx.f32_type());
    let f32_ty = shaped_like(rw, operand_ty, f32);
    let i4_ty = shaped_like(rw, operand_ty, i4);
    let i32_ty = shaped_like(rw, operand_ty, i32);
    let bits = BitcastOp::build(rw, loc, i4_ty, operand).out(rw);
    let c0 = int_const(rw, loc, i4_ty, 0x0);
    let c1 = int_const(rw, loc, i4_ty, 0x1);
    let c2 = int_const(rw, loc, i4_ty, 0x2);
    let c4 = int_const(rw, loc, i4_ty, 0x4);
    let c7 = int_const(rw, loc, i4_ty, 0x7);
    let magnitude = AndIOp::build(rw, loc, i4_ty, bits, c7).result(rw);

    // The low exponent bit and the mantissa: the magnitude's two low bits
    // at f32's bits 23 and 22, but 0.5 (a subnormal) has none.
    let shift = int_const(rw, loc, i32_ty, 0x14);
    let low = ShLIOp::build(rw, loc, i4_ty, magnitude, c2, None).result(rw);
    let is_half = cmpi(rw, loc, CmpIPredicate::Eq, magnitude, c1);
    let low = select(rw, loc, is_half, c0, low);
    let low = ExtUIOp::build(rw, loc, i32_ty, low).out(rw);
    let low = ShLIOp::build(rw, loc, i32_ty, low, shift, None).result(rw);

    // The high exponent bits: 2 and above, below 2, or zero.
    let zero_bits = int_const(rw, loc, i32_ty, 0);
    let high_exponent = int_const(rw, loc, i32_ty, 0x4000_0000);
    let low_exponent = int_const(rw, loc, i32_ty, 0x3f00_0000);
    let large = cmpi(rw, loc, CmpIPredicate::Uge, magnitude, c4);
    let high = select(rw, loc, large, high_exponent, low_exponent);
    let is_zero = cmpi(rw, loc, CmpIPredicate::Eq, magnitude, c0);
    let high = select(rw, loc, is_zero, zero_bits, high);

    let sign_bit = int_const(rw, loc, i32_ty, 0x8000_0000);
    let c8 = int_const(rw, loc, i4_ty, 0x8);
    let negative = cmpi(rw, loc, CmpIPredicate::Uge, bits, c8);
    let sign = select(rw, loc, negative, sign_bit, zero_bits);

    let unsigned = AddIOp::build(rw, loc, i32_ty, low, high, None).result(rw);
    let all = AddIOp::build(rw, loc, i32_ty, unsigned, sign, None).result(rw);
    let mut result = BitcastOp::build(rw, loc, f32_ty, all).out(rw);
    if float_element(rw, result_ty) != Some(FloatKind::F32) {
        result = TruncFOp::build(rw, loc, result_ty, result, None, None).out(rw);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

pattern! {
    /// `truncf` to `f4E2M1FN`: the operand (through `f32`) clamped to ±6,
    /// its sign, rebiased exponent and first mantissa bit, with rounding
    /// to nearest even.
    F4E2M1TruncFOpConverter on TruncFOp,
    creates [
        "arith.extf", "arith.constant", "arith.minnumf", "arith.maxnumf", "arith.bitcast",
        "arith.shrui", "arith.trunci", "arith.shli", "arith.subi", "arith.addi", "arith.andi",
        "arith.cmpi", "arith.select", "arith.ori"
    ],
    expand_f4e2m1_trunc
}

fn expand_f4e2m1_trunc(trunc: TruncFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = trunc.as_op();
    let mut operand = trunc.r#in(rw);
    let (operand_ty, result_ty) = (operand.ty(rw), trunc.out(rw).ty(rw));
    let loc = op.loc(rw);
    let ctx = rw.ctx();
    let (i4, i8, i32, f32) =
        (ctx.integer_type(4), ctx.integer_type(8), ctx.integer_type(32), ctx.f32_type());
    let i4_ty = shaped_like(rw, operand_ty, i4);
    let i8_ty = shaped_like(rw, operand_ty, i8);
    let i32_ty = shaped_like(rw, operand_ty, i32);
    let f32_ty = shaped_like(rw, operand_ty, f32);
    if float_element(rw, result_ty) != Some(FloatKind::F4E2M1FN) {
        return rw.notify_match_failure(op, "not a trunc of F4E2M1FN");
    }
    if float_element(rw, operand_ty) != Some(FloatKind::F32) {
        operand = ExtFOp::build(rw, loc, f32_ty, operand, None).out(rw);
    }
    let c1 = int_const(rw, loc, i4_ty, 1);
    let c3 = int_const(rw, loc, i4_ty, 3);
    let c22 = int_const(rw, loc, i32_ty, 22);
    let c0_i8 = int_const(rw, loc, i8_ty, 0x00);
    let cff_i8 = int_const(rw, loc, i8_ty, 0xff);
    let zero_bits = int_const(rw, loc, i32_ty, 0);

    // Clamp to the largest magnitude.
    let upper = f32_const(rw, loc, f32_ty, 6.0);
    let lower = f32_const(rw, loc, f32_ty, -6.0);
    let clamped = MinNumFOp::build(rw, loc, f32_ty, upper, operand, None).result(rw);
    let clamped = MaxNumFOp::build(rw, loc, f32_ty, lower, clamped, None).result(rw);
    let f32_bits = BitcastOp::build(rw, loc, i32_ty, clamped).out(rw);

    // The sign.
    let c31 = int_const(rw, loc, i32_ty, 31);
    let sign = ShRUIOp::build(rw, loc, i32_ty, f32_bits, c31, false).result(rw);
    let sign = TruncIOp::build(rw, loc, i4_ty, sign, None).out(rw);
    let f4_bits = ShLIOp::build(rw, loc, i4_ty, sign, c3, None).result(rw);

    // The exponent, rebiased.
    let bias_adjustment = int_const(rw, loc, i32_ty, 0x7e);
    let c23 = int_const(rw, loc, i32_ty, 23);
    let sign_exponent = ShRUIOp::build(rw, loc, i32_ty, f32_bits, c23, false).result(rw);
    let rebiased = SubIOp::build(rw, loc, i32_ty, sign_exponent, bias_adjustment, None).result(rw);
    let exponent = TruncIOp::build(rw, loc, i4_ty, rebiased, None).out(rw);
    let exponent = ShLIOp::build(rw, loc, i4_ty, exponent, c1, None).result(rw);
    let f4_bits = AddIOp::build(rw, loc, i4_ty, f4_bits, exponent, None).result(rw);

    // The first mantissa bit.
    let first_bit_mask = int_const(rw, loc, i32_ty, 0x40_0000);
    let mantissa = AndIOp::build(rw, loc, i32_ty, f32_bits, first_bit_mask).result(rw);
    let mantissa = ShRUIOp::build(rw, loc, i32_ty, mantissa, c22, false).result(rw);
    let mantissa = TruncIOp::build(rw, loc, i4_ty, mantissa, None).out(rw);
    let f4_bits = AddIOp::build(rw, loc, i4_ty, f4_bits, mantissa, None).result(rw);

    // Subnormal and zero exponents: 0.5 and what rounds to it.
    let mantissa_mask = int_const(rw, loc, i32_ty, 0x7f_ffff);
    let f8_exponent = TruncIOp::build(rw, loc, i8_ty, rebiased, None).out(rw);
    let is_subnormal = cmpi(rw, loc, CmpIPredicate::Sle, f8_exponent, c0_i8);
    let is_minus_one = cmpi(rw, loc, CmpIPredicate::Eq, f8_exponent, cff_i8);
    let mantissa = AndIOp::build(rw, loc, i32_ty, f32_bits, mantissa_mask).result(rw);
    let nonzero_mantissa = cmpi(rw, loc, CmpIPredicate::Ugt, mantissa, zero_bits);
    let cond_ty = is_minus_one.ty(rw);
    let to_half = AndIOp::build(rw, loc, cond_ty, is_minus_one, nonzero_mantissa).result(rw);
    let is_zero_exponent = cmpi(rw, loc, CmpIPredicate::Eq, f8_exponent, c0_i8);
    let subnormal_bits = int_const(rw, loc, i4_ty, 0xf);
    let half_bits = int_const(rw, loc, i4_ty, 0x0);
    let small = select(rw, loc, is_subnormal, subnormal_bits, f4_bits);
    let small = select(rw, loc, to_half, half_bits, small);
    let f4_bits = select(rw, loc, is_zero_exponent, f4_bits, small);

    // Round up when the dropped bits are at least half, or subnormal.
    let last_22_mask = int_const(rw, loc, i32_ty, 0x3f_ffff);
    let half = int_const(rw, loc, i32_ty, 0x20_0000);
    let dropped = AndIOp::build(rw, loc, i32_ty, f32_bits, last_22_mask).result(rw);
    let round = cmpi(rw, loc, CmpIPredicate::Uge, dropped, half);
    let round_ty = round.ty(rw);
    let round = OrIOp::build(rw, loc, round_ty, round, is_subnormal).result(rw);
    let rounded = AddIOp::build(rw, loc, i4_ty, f4_bits, c1, None).result(rw);
    let f4_bits = select(rw, loc, round, rounded, f4_bits);

    let result = BitcastOp::build(rw, loc, result_ty, f4_bits).out(rw);
    rw.replace_op(op, &[result]);
    Ok(())
}
