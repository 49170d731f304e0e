//! `memref.reshape`: a memref of identity layout seen with the shape a
//! 1-D memref of sizes holds (`memref.reshape %m(%shape) : (…) -> …`).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::semantics::constraints::{
    AnyRankedOrUnrankedMemRef, AnySignlessInteger, Index, MemRefRankOf,
};
use mlir_core::semantics::traits::AlwaysSpeculatable;
use mlir_derive::op;

use super::MemRef;

/// Reshapes a memref to the sizes a 1-D memref holds.
///
/// It reads the shape operand and is always speculatable (upstream lists
/// `Pure`, whose empty effect list the read on the operand extends: the
/// same two facts).
///
/// The source has the identity layout; a ranked result has as many
/// dimensions as the shape operand has elements, statically.
#[op(
    dialect = MemRef,
    name = "reshape",
    format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    traits = [AlwaysSpeculatable],
    interfaces = [
        OpAsmOpInterfaceModel = ResultNames(&["reshape"]),
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    verify
)]
pub struct ReshapeOp {
    #[operand]
    source: AnyRankedOrUnrankedMemRef,
    #[operand(effects = [MemRead])]
    shape: MemRefRankOf<(AnySignlessInteger, Index), 1>,
    #[result]
    result: AnyRankedOrUnrankedMemRef,
}

impl ReshapeOp {
    /// Element types, identity layouts, and the result rank against the
    /// shape operand's length.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let fail = |message: &str| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let (source, result) = (self.source(ir).ty(ir), self.result(ir).ty(ir));
        if source.element_type(ctx) != result.element_type(ctx) {
            return fail("element types of source and destination memref types should be the same");
        }
        if source.memref_parts(ctx).is_some() && !source.has_identity_layout(ctx) {
            return fail("source memref type should have identity affine map");
        }
        let length = self.shape(ir).ty(ir).memref_parts(ctx).and_then(|p| p.shape.first().copied());
        if let Some(parts) = result.memref_parts(ctx) {
            if !result.has_identity_layout(ctx) {
                return fail("result memref type should have identity affine map");
            }
            if length == Some(DYNAMIC) {
                return fail(
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                );
            }
            if length != Some(parts.shape.len() as i64) {
                return fail("length of shape operand differs from the result's memref rank");
            }
        }
        Ok(())
    }
}
