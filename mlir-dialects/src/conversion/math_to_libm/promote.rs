//! Math ops on `f16` and `bf16`, which libm has no functions for, widened
//! to `f32` (MLIR's `PromoteOpToF32`): each operand goes through
//! `arith.extf`, the op is recreated on `f32` (without its fast-math flags
//! or other attributes, as upstream does) and its result goes back
//! through `arith.truncf`. The new op then becomes a libm call in turn.

use mlir_core::ir::Op;
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use mlir_core::support::float::FloatKind;
use mlir_core::{Type, TypeData};

use crate::arith::{ExtFOp, TruncFOp};
use crate::conversion::llvm_common::build_named;

/// Widens the op `source` on `f16` or `bf16` to `f32`.
pub struct PromoteToF32 {
    source: &'static str,
}

impl PromoteToF32 {
    /// The promotion of the op named `source`.
    pub fn new(source: &'static str) -> Self {
        PromoteToF32 { source }
    }
}

impl RewritePattern for PromoteToF32 {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.source)
    }

    fn debug_name(&self) -> &str {
        self.source
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if op.num_results(rw) != 1 {
            return rw.notify_match_failure(op, "expected one result");
        }
        let ty: Type = op.result(rw, 0).ty(rw);
        if !matches!(ty.data(rw.ctx()), TypeData::Float(FloatKind::F16 | FloatKind::BF16)) {
            return rw.notify_match_failure(op, "not an f16 or bf16 op");
        }
        let loc = op.loc(rw);
        let f32_ty = rw.ctx().f32_type();
        let operands: Vec<_> = op.operands(rw).collect();
        let widened: Vec<_> = operands
            .into_iter()
            .map(|operand| ExtFOp::build(rw, loc, f32_ty, operand, None).out(rw))
            .collect();
        let name = self.source;
        let wide = build_named(rw, loc, name, &widened, &[f32_ty], &[]).result(rw, 0);
        let narrowed = TruncFOp::build(rw, loc, ty, wide, None, None).out(rw);
        rw.replace_op(op, &[narrowed]);
        Ok(())
    }
}
