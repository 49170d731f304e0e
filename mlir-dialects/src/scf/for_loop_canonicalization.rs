//! `scf-for-loop-canonicalization`: the greedy driver over the op with
//! the pass's own pattern set, which folds, erases dead ops, unique-s and
//! hoists constants and simplifies regions, but applies no op's
//! canonicalization patterns.
//!
//! Upstream's patterns (`populateSCFForLoopCanonicalizationPatterns`)
//! rewrite `affine.min`/`affine.max` of loop induction variables and
//! `tensor.dim`/`memref.dim` of loop-carried values; none of those
//! dialects is registered here, so the set is empty and what remains is
//! what the driver does on its own, as mlir-opt 22 does it on `scf`,
//! `arith` and `func`.

use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::transforms::drivers::greedy_driver::{
    GreedyConfig, RegionSimplification, apply_patterns_greedily,
};
use mlir_derive::pass;

/// Canonicalize operations within scf.for loop bodies
///
/// MLIR's `scf-for-loop-canonicalization` (`SCFForLoopCanonicalization`):
/// the greedy driver with MLIR's default configuration and the pass's
/// patterns on the op's regions; the pass fails when the driver does not
/// converge.
#[pass(argument = "scf-for-loop-canonicalization", name = "SCFForLoopCanonicalization")]
#[derive(Debug)]
pub struct ScfForLoopCanonicalization {}

impl Pass for ScfForLoopCanonicalization {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let patterns = FrozenPatternSet::new(cx.ctx(), RewritePatternSet::new());
        // MLIR's driver defaults to aggressive region simplification (block
        // merging too); only `canonicalize`'s option makes it normal.
        let config = GreedyConfig {
            region_simplification: RegionSimplification::Aggressive,
            ..GreedyConfig::default()
        };
        if !apply_patterns_greedily(cx, op, &patterns, &config) {
            cx.signal_failure();
        }
    }
}
