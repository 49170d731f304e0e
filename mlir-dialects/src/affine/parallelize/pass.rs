//! The `affine-parallelize` pass.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::convert::affine_parallelize;
use crate::affine::analysis::is_loop_parallel;
use crate::affine::validity::is_affine_scope;
use crate::affine::{ForOp, ParallelOp};

/// Convert affine.for ops into 1-D affine.parallel
///
/// MLIR's `affine-parallelize`, on `func.func`: the loops are judged
/// first, outermost first, each by the dependence analysis (no memory
/// dependence carried at its depth; no carried values, or with
/// `parallel-reductions` only carried values that are reductions); then
/// each parallel one becomes an `affine.parallel` unless `max-nested`
/// `affine.parallel` ops already surround it within its affine scope.
#[pass(argument = "affine-parallelize", name = "AffineParallelize", anchor = "func.func")]
#[derive(Debug)]
pub struct AffineParallelize {
    /// Maximum number of nested parallel loops to produce. Defaults to unlimited (UINT_MAX).
    #[option(name = "max-nested", default = 4294967295)]
    max_nested: u32,
    /// Whether to parallelize reduction loops. Defaults to false.
    #[option(name = "parallel-reductions", default = false)]
    parallel_reductions: bool,
}

impl Pass for AffineParallelize {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let mut candidates = Vec::new();
        cx.walk(root, WalkOrder::PreOrder, |ir, op| {
            if let Some(for_op) = ForOp::try_from_op(ir, op) {
                let mut reductions = Vec::new();
                let asked = self.parallel_reductions.then_some(&mut reductions);
                if is_loop_parallel(ir, for_op, asked) {
                    candidates.push((for_op, reductions));
                }
            }
            WalkControl::Advance
        });
        for (for_op, reductions) in candidates {
            if parallel_ops_around(cx, for_op.as_op()) < self.max_nested as usize {
                affine_parallelize(cx, for_op, &reductions);
            }
        }
    }
}

/// The number of `affine.parallel` ops around `op` inside its affine scope.
fn parallel_ops_around(ir: &IrView, op: Op) -> usize {
    let mut count = 0;
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if is_affine_scope(ir, parent) {
            break;
        }
        count += usize::from(ParallelOp::try_from_op(ir, parent).is_some());
        current = parent.parent_op(ir);
    }
    count
}
