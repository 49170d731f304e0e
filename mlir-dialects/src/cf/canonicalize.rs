//! `cf`'s canonicalizations, in upstream's order: `cf.assert` of a true
//! constant is erased.

use mlir_core::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::transforms::folding::constant_value;

use super::AssertOp;

impl AssertOp {
    /// An assertion of the constant `true` can never fail: it is erased
    /// (MLIR's `AssertOp::canonicalize`).
    pub(super) fn canonicalize(self, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = self.as_op();
        let arg = op.operand(rw, 0);
        let holds = constant_value(rw, arg)
            .and_then(|c| c.as_integer(rw.ctx()).map(|v| !v.is_zero()))
            .unwrap_or(false);
        if !holds {
            return rw.notify_match_failure(op, "the condition is not the constant true");
        }
        rw.erase_op(op);
        Ok(())
    }
}
