//! `ub.unreachable` to `llvm.unreachable`.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::RewriteResult;

use crate::llvm::UnreachableOp as LlvmUnreachableOp;
use crate::ub::UnreachableOp;

/// `ub.unreachable`.
pub struct UnreachableLowering;

impl OpConversionPattern for UnreachableLowering {
    type Op = UnreachableOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.unreachable"]
    }

    fn match_and_rewrite(
        &self,
        op: UnreachableOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let loc = op.as_op().loc(rw);
        LlvmUnreachableOp::build(rw, loc);
        rw.replace_op(op.as_op(), &[]);
        Ok(())
    }
}
