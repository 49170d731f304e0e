//! `affine.yield`: the terminator of `affine.for`, `affine.if` and
//! `affine.parallel`, giving their results.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::semantics::constraints::{AnyType, Variadic};
use mlir_core::semantics::traits::{IsTerminator, MemRefsNormalizable, Pure, ReturnLike};
use mlir_derive::op;

use super::Affine;

/// Yield values to parent operation.
///
/// Ends the body of an `affine.for`, `affine.if` or `affine.parallel`
/// with as many values, of the same types, as the parent has results;
/// without values it may be left out of the custom form.
#[op(
    dialect = Affine,
    name = "yield",
    format = "attr-dict ($operands^ `:` type($operands))?",
    traits = [Pure, IsTerminator, ReturnLike, MemRefsNormalizable],
    verify
)]
pub struct YieldOp {
    #[operand]
    operands: Variadic<AnyType>,
}

impl YieldOp {
    /// The parent's kind, then its results against the operands (MLIR's
    /// `AffineYieldOp::verify`).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let fail = |message: &str| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let Some(parent) = op.parent_op(ir) else { return Ok(()) };
        let parent_name = parent.name(ir);
        if !matches!(parent_name.as_str(ir.ctx()), "affine.if" | "affine.for" | "affine.parallel") {
            return fail("only terminates affine.if/for/parallel regions");
        }
        if parent.num_results(ir) != op.num_operands(ir) {
            return fail("parent of yield must have same number of results as the yield operands");
        }
        if parent.results(ir).zip(op.operands(ir)).any(|(r, v)| r.ty(ir) != v.ty(ir)) {
            return fail("types mismatch between yield op and its parent");
        }
        Ok(())
    }
}
