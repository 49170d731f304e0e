//! `index.casts` and `index.castu`: once `index` is an integer of the
//! lowered width, a cast between equal widths is no op at all (its result
//! is the converted input), a narrowing one is `llvm.trunc` and a widening
//! one `llvm.sext` (`casts`) or `llvm.zext` (`castu`).

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Op;
use mlir_core::rewrite::RewriteResult;

use crate::conversion::llvm_common::{
    converted_result_type, pattern_type_converter, single_values,
};
use crate::index::{CastSOp, CastUOp};
use crate::llvm::{SExtOp, TruncOp, ZExtOp};

/// `index.casts`.
pub struct CastSLowering;

impl OpConversionPattern for CastSLowering {
    type Op = CastSOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.sext", "llvm.trunc"]
    }

    fn match_and_rewrite(
        &self,
        op: CastSOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        lower_cast(op.as_op(), operands, rw, true)
    }
}

/// `index.castu`.
pub struct CastULowering;

impl OpConversionPattern for CastULowering {
    type Op = CastUOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.zext", "llvm.trunc"]
    }

    fn match_and_rewrite(
        &self,
        op: CastUOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        lower_cast(op.as_op(), operands, rw, false)
    }
}

/// Replaces the cast `op` by its converted input, truncated or extended
/// (with sign when `signed`) to the converted result type.
fn lower_cast(
    op: Op,
    operands: &[ValueVector],
    rw: &mut ConversionPatternRewriter<'_>,
    signed: bool,
) -> RewriteResult {
    let input = match single_values(operands).as_deref() {
        Ok([input]) => *input,
        Ok(_) => return rw.notify_match_failure(op, "a cast has one operand"),
        Err(reason) => return rw.notify_match_failure(op, *reason),
    };
    let converter = pattern_type_converter(rw, op)?;
    let out = converted_result_type(rw, op, &converter)?;
    let ctx = rw.ctx_arc().clone();
    let input_ty = input.ty(rw);
    if input_ty == out {
        rw.replace_op(op, &[input]);
        return Ok(());
    }
    let (Some(from), Some(to)) =
        (input_ty.int_or_float_bit_width(&ctx), out.int_or_float_bit_width(&ctx))
    else {
        return rw.notify_match_failure(op, "a cast between integers");
    };
    let loc = op.loc(rw);
    let result = if from > to {
        TruncOp::build(rw, loc, out, input, None).res(rw)
    } else if signed {
        SExtOp::build(rw, loc, out, input).res(rw)
    } else {
        ZExtOp::build(rw, loc, out, input, false).res(rw)
    };
    rw.replace_op(op, &[result]);
    Ok(())
}
