//! `ub.poison` to `llvm.mlir.poison` of the converted type. A poison of a
//! type the LLVM converter does not convert (`tensor`, `none`) is left as
//! it is, and so is one whose value is not `#ub.poison` (a poison of a
//! kind LLVM has no word for).

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::RewriteResult;

use crate::conversion::llvm_common::pattern_type_converter;
use crate::llvm::PoisonOp as LlvmPoisonOp;
use crate::ub::{PoisonAttr, PoisonOp};

/// `ub.poison`.
pub struct PoisonLowering;

impl OpConversionPattern for PoisonLowering {
    type Op = PoisonOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.mlir.poison"]
    }

    fn match_and_rewrite(
        &self,
        op: PoisonOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx_arc().clone();
        if !PoisonAttr::isa(&ctx, op.value(rw)) {
            return rw.notify_match_failure(
                op.as_op(),
                "support for custom poison attributes is not implemented",
            );
        }
        let converter = pattern_type_converter(rw, op.as_op())?;
        let Some(ty) = converter.convert_type_1to1(&ctx, op.result(rw).ty(rw)) else {
            return rw.notify_match_failure(op.as_op(), "failed to convert result type");
        };
        let loc = op.as_op().loc(rw);
        let poison = LlvmPoisonOp::build(rw, loc, ty).res(rw);
        rw.replace_op(op.as_op(), &[poison]);
        Ok(())
    }
}
