//! The checks of `scf.reduce` and `scf.reduce.return` beyond their
//! constraints, with mlir-opt 22's messages.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;

use super::terminators::{ReduceOp, ReduceReturnOp};

impl ReduceOp {
    /// One reduction region per operand, each taking two arguments of the
    /// operand's type and ending in `scf.reduce.return`.
    pub(super) fn verify_regions(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let regions: Vec<_> = self.reductions(ir).collect();
        let operands: Vec<_> = self.operands(ir).collect();
        if regions.len() != operands.len() {
            return fail(format!(
                "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                regions.len(),
                operands.len()
            ));
        }
        for (i, (region, operand)) in regions.iter().zip(&operands).enumerate() {
            let ty = operand.ty(ir);
            let Some(block) = region.first_block(ir) else { continue };
            let args_match = block.num_args(ir) == 2 && block.args(ir).all(|a| a.ty(ir) == ty);
            if !args_match {
                return fail(format!(
                    "expected two block arguments with type '{}' in the {i}-th reduction region",
                    ty.display(ctx)
                ));
            }
            let last = block.last_op(ir);
            if !last.is_some_and(|t| ReduceReturnOp::isa(ir, t)) {
                return fail(
                    "reduction bodies must be terminated with an 'scf.reduce.return' op".into(),
                );
            }
        }
        Ok(())
    }
}

impl ReduceReturnOp {
    /// The returned value has the type of the reduction's arguments.
    pub(super) fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(expected) = op.block(ir).filter(|b| b.num_args(ir) > 0).map(|b| b.arg(ir, 0))
        else {
            return Ok(());
        };
        let expected = expected.ty(ir);
        if self.result(ir).ty(ir) != expected {
            let message = format!(
                "must have type '{}' (the type of the reduction inputs)",
                expected.display(ir.ctx())
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}
