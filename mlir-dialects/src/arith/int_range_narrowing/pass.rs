//! The `arith-int-range-narrowing` pass (MLIR's `IntRangeNarrowingPass`):
//! the integer range analysis runs once, then the greedy driver applies
//! the narrowing patterns bottom-up (a narrowed comparison needs the
//! ranges of its original operands), with the listener of
//! `int-range-optimizations`.

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

use super::populate_int_range_narrowing_patterns;
use crate::arith::int_range_optimizations::{ForgetErasedRanges, KnownRanges};

/// Reduce integer operations bitwidth based on integer range analysis
///
/// Integer elementwise ops and comparisons whose operands and results fit
/// one of the supported widths are done at that width, their operands cast
/// down and their results cast back; a cast to `index` and back to a
/// supported width is folded.
#[pass(argument = "arith-int-range-narrowing", name = "ArithIntRangeNarrowing")]
#[derive(Debug)]
pub struct IntRangeNarrowing {
    /// Integer bitwidths supported
    #[option(name = "int-bitwidths-supported")]
    widths: Vec<u32>,
}

impl Pass for IntRangeNarrowing {
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
        populate_int_range_narrowing_patterns(&mut patterns, &ranges, &self.widths);
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
