//! [`FoldIndexCastChain`] (MLIR's pattern of the same name): an
//! `index_cast` (or `index_castui`) of an `index` value made by the same
//! cast from the type it casts to is that first cast's operand, for the
//! widths narrowing targets.

use mlir_core::ir::Op;
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};

/// Folds a cast to `index` and back of one kind.
#[derive(Debug)]
pub struct FoldIndexCastChain {
    /// `index_castui` rather than `index_cast`.
    pub unsigned: bool,
    /// The integer widths it folds back to.
    pub widths: Vec<u32>,
}

impl RewritePattern for FoldIndexCastChain {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.name())
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let ctx = rw.ctx_arc().clone();
        if op.num_operands(rw) != 1 || op.num_results(rw) != 1 {
            return rw.fail("not a cast");
        }
        let Some(inner) = op.operand(rw, 0).defining_op(rw) else {
            return rw.notify_match_failure(op, "doesn't come from an index cast");
        };
        if inner.name(rw).as_str(&ctx) != self.name() || inner.num_operands(rw) != 1 {
            return rw.notify_match_failure(op, "doesn't come from an index cast");
        }
        let source = inner.operand(rw, 0);
        let ty = op.result(rw, 0).ty(rw);
        if source.ty(rw) != ty {
            return rw.notify_match_failure(op, "outer types don't match");
        }
        if !op.operand(rw, 0).ty(rw).is_index(&ctx) {
            return rw.notify_match_failure(op, "intermediate type isn't index");
        }
        match ty.as_integer(&ctx) {
            Some((width, _)) if self.widths.contains(&width) => {
                rw.replace_op(op, &[source]);
                Ok(())
            }
            _ => rw.fail("not a target width"),
        }
    }
}

impl FoldIndexCastChain {
    /// The cast it folds.
    fn name(&self) -> &'static str {
        if self.unsigned { "arith.index_castui" } else { "arith.index_cast" }
    }
}
