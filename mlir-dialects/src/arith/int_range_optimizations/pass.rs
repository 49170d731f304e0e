//! The `int-range-optimizations` pass (MLIR's `IntRangeOptimizationsPass`).
//! Dead-code analysis, constant propagation and integer range analysis run
//! together on the op; then the greedy driver applies the patterns, with
//! mlir-opt's default configuration (bottom-up worklist, aggressive region
//! simplification) and a listener that keeps the ranges coherent.

use std::sync::{Arc, Mutex};

use mlir_core::dataflow::{
    DataFlowSolver, DeadCodeAnalysis, IntegerRangeAnalysis, SparseConstantPropagation,
    SparseForward,
};
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::transforms::drivers::greedy_driver::{
    GreedyConfig, RegionSimplification, SharedListener, apply_patterns_greedily,
};
use mlir_derive::pass;

use super::known_ranges::KnownRanges;
use super::listener::ForgetErasedRanges;
use super::populate_int_range_optimizations_patterns;

/// Do optimizations based on integer range analysis
///
/// Values whose integer range holds one value become constants (a
/// comparison the ranges decide among them), and `remsi`/`remui` that
/// cannot change their left operand are dropped.
#[pass(argument = "int-range-optimizations", name = "ArithIntRangeOpts")]
#[derive(Debug)]
pub struct IntRangeOptimizations {}

impl Pass for IntRangeOptimizations {
    fn run(&mut self, cx: &mut PassContext<'_>) {
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
        populate_int_range_optimizations_patterns(&mut patterns, &ranges);
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
}
