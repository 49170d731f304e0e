//! `f8E8M0FNU`, the exponent-only scale type, to and from `f32` in integer
//! ops (MLIR's `F8E8M0ExtFOpConverter`, `F8E8M0TruncFOpConverter`): its
//! 8 bits are an `f32`'s exponent field, `0xff` its NaN. Other float
//! types go through `f32` with an `extf` or `truncf` that keeps the op's
//! fast-math flags.

use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::float::FloatKind;

use super::build::{cmpi, float_element, int_const, select, shaped_like};
use crate::arith::{
    BitcastOp, CmpIPredicate, ExtFOp, ExtUIOp, ShLIOp, ShRUIOp, TruncFOp, TruncIOp,
};

/// Where an `f32` keeps its exponent: above its 23 mantissa bits.
const F32_MANTISSA_WIDTH: i64 = 23;

pattern! {
    /// `extf` from `f8E8M0FNU`: the bits shifted into an `f32`'s exponent,
    /// NaN to an all-ones NaN.
    F8E8M0ExtFOpConverter on ExtFOp,
    creates [
        "arith.bitcast", "arith.constant", "arith.extui", "arith.shli", "arith.cmpi",
        "arith.select", "arith.truncf", "arith.extf"
    ],
    expand_f8e8m0_ext
}

fn expand_f8e8m0_ext(ext: ExtFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = ext.as_op();
    let operand = ext.r#in(rw);
    let (operand_ty, result_ty) = (operand.ty(rw), ext.out(rw).ty(rw));
    if float_element(rw, operand_ty) != Some(FloatKind::F8E8M0FNU) {
        return rw.notify_match_failure(op, "not a ext of F8E8M0FNU");
    }
    let loc = op.loc(rw);
    let ctx = rw.ctx();
    let (i8, i32, f32) = (ctx.integer_type(8), ctx.integer_type(32), ctx.f32_type());
    let i8_ty = shaped_like(rw, operand_ty, i8);
    let i32_ty = shaped_like(rw, operand_ty, i32);
    let f32_ty = shaped_like(rw, operand_ty, f32);
    let bits = BitcastOp::build(rw, loc, i8_ty, operand).out(rw);
    let f8_nan = int_const(rw, loc, i8_ty, 0xff);
    let f32_nan = int_const(rw, loc, i32_ty, 0xffff_ffff);
    let width = int_const(rw, loc, i32_ty, F32_MANTISSA_WIDTH);
    let wide = ExtUIOp::build(rw, loc, i32_ty, bits).out(rw);
    let exponent = ShLIOp::build(rw, loc, i32_ty, wide, width, None).result(rw);
    let is_nan = cmpi(rw, loc, CmpIPredicate::Eq, bits, f8_nan);
    let f32_bits = select(rw, loc, is_nan, f32_nan, exponent);
    let mut result = BitcastOp::build(rw, loc, f32_ty, f32_bits).out(rw);
    let fastmath = ext.fastmath(rw);
    let result_width = result_ty.element_type_or_self(rw.ctx()).int_or_float_bit_width(rw.ctx());
    match result_width {
        Some(w) if w < 32 => {
            result = TruncFOp::build(rw, loc, result_ty, result, None, fastmath).out(rw);
        }
        Some(w) if w > 32 => {
            result = ExtFOp::build(rw, loc, result_ty, result, fastmath).out(rw);
        }
        _ => {}
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

pattern! {
    /// `truncf` to `f8E8M0FNU` (default rounding only): the exponent field
    /// of the value as an `f32`; infinities and NaNs all become NaN.
    F8E8M0TruncFOpConverter on TruncFOp,
    creates [
        "arith.extf", "arith.truncf", "arith.bitcast", "arith.constant", "arith.shrui",
        "arith.trunci"
    ],
    expand_f8e8m0_trunc
}

fn expand_f8e8m0_trunc(trunc: TruncFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = trunc.as_op();
    let mut operand = trunc.r#in(rw);
    let (operand_ty, result_ty) = (operand.ty(rw), trunc.out(rw).ty(rw));
    if float_element(rw, result_ty) != Some(FloatKind::F8E8M0FNU) {
        return rw.notify_match_failure(op, "not a truncf to f8E8M0FNU");
    }
    if trunc.roundingmode(rw).is_some() {
        return rw.notify_match_failure(op, "only applicable to default rounding mode.");
    }
    let loc = op.loc(rw);
    let ctx = rw.ctx();
    let (i8, i32, f32) = (ctx.integer_type(8), ctx.integer_type(32), ctx.f32_type());
    let i8_ty = shaped_like(rw, operand_ty, i8);
    let i32_ty = shaped_like(rw, operand_ty, i32);
    let f32_ty = shaped_like(rw, operand_ty, f32);
    let fastmath = trunc.fastmath(rw);
    let operand_width = operand_ty.element_type_or_self(rw.ctx()).int_or_float_bit_width(rw.ctx());
    match operand_width {
        Some(w) if w < 32 => {
            operand = ExtFOp::build(rw, loc, f32_ty, operand, fastmath).out(rw);
        }
        Some(w) if w > 32 => {
            operand = TruncFOp::build(rw, loc, f32_ty, operand, None, fastmath).out(rw);
        }
        _ => {}
    }
    let bits = BitcastOp::build(rw, loc, i32_ty, operand).out(rw);
    let width = int_const(rw, loc, i32_ty, F32_MANTISSA_WIDTH);
    let sign_exponent = ShRUIOp::build(rw, loc, i32_ty, bits, width, false).result(rw);
    let exponent = TruncIOp::build(rw, loc, i8_ty, sign_exponent, None).out(rw);
    let result = BitcastOp::build(rw, loc, result_ty, exponent).out(rw);
    rw.replace_op(op, &[result]);
    Ok(())
}
