//! What the passes on the integer range analysis share
//! (`int-range-optimizations`, `arith-int-range-narrowing`): dead-code
//! analysis, constant propagation and integer range analysis run together
//! on the op, then the greedy driver applies the pass's patterns, with
//! mlir-opt's default configuration (bottom-up worklist, aggressive region
//! simplification) and a listener that keeps the ranges coherent.

use std::sync::{Arc, Mutex};

use mlir_core::dataflow::{
    DataFlowSolver, DeadCodeAnalysis, IntegerRangeAnalysis, SparseConstantPropagation,
    SparseForward,
};
use mlir_core::pass::PassContext;
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::transforms::drivers::greedy_driver::{
    GreedyConfig, RegionSimplification, SharedListener, apply_patterns_greedily,
};

use super::known_ranges::KnownRanges;
use super::listener::ForgetErasedRanges;

/// Runs the analyses on the pass's op, then the patterns `populate` adds
/// (given the ranges found); the pass fails when an analysis fails or the
/// rewrite does not converge.
pub fn rewrite_with_ranges(
    cx: &mut PassContext<'_>,
    populate: impl FnOnce(&mut RewritePatternSet, &KnownRanges),
) {
    let top = cx.op();
    let mut solver = DataFlowSolver::new();
    solver.load(DeadCodeAnalysis::new());
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(SparseForward::new(IntegerRangeAnalysis));
    if let Err(diagnostic) = solver.initialize_and_run(cx, top) {
        cx.emit(diagnostic);
        cx.signal_failure();
        return;
    }
    let ranges = KnownRanges::from_solver(cx, &solver, top);
    let mut patterns = RewritePatternSet::new();
    populate(&mut patterns, &ranges);
    let patterns = FrozenPatternSet::new(cx.ctx(), patterns);
    let listener = ForgetErasedRanges { ranges };
    let config = GreedyConfig {
        top_down: false,
        region_simplification: RegionSimplification::Aggressive,
        listener: Some(SharedListener(Arc::new(Mutex::new(listener)))),
        ..GreedyConfig::default()
    };
    if !apply_patterns_greedily(cx, top, &patterns, &config) {
        cx.signal_failure();
    }
}
