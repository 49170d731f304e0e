//! `test-dead-code-analysis` (mlir-opt's `TestDeadCodeAnalysisPass`): for
//! each op tagged `tag = "…"`, innermost first, on stderr: each region's
//! blocks, whether each may run and whether each edge into it may be
//! taken, the predecessors of each region's entry, and the predecessors of
//! the point after the op (a callable's call sites, a call's returns, the
//! terminators a region-branching op is left from), each as
//! `(all) predecessors:` when all are known, then the ops with their
//! regions elided. Dead-code analysis runs beside a constant analysis that
//! knows constant ops only ([`ConstantOpsAnalysis`]).

use mlir_core::asm::printer::{AsmState, PrintOptions};
use mlir_core::dataflow::{
    DataFlowSolver, DeadCodeAnalysis, Executable, LatticeAnchor, PredecessorState, ProgramPoint,
};
use mlir_core::ir::{Block, IrView, Op, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::constant_ops::ConstantOpsAnalysis;

/// Test dead code analysis
#[pass(
    argument = "test-dead-code-analysis",
    name = "(anonymous namespace)::TestDeadCodeAnalysisPass",
    summary = ""
)]
#[derive(Debug)]
pub struct TestDeadCodeAnalysis;

impl Pass for TestDeadCodeAnalysis {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let top = cx.op();
        let mut solver = DataFlowSolver::new();
        solver.load(DeadCodeAnalysis::default());
        solver.load(ConstantOpsAnalysis);
        if let Err(diagnostic) = solver.initialize_and_run(cx, top) {
            cx.emit(diagnostic);
            return cx.signal_failure();
        }
        let mut opts = PrintOptions { skip_regions: true, ..cx.print_options().clone() };
        if !opts.generic && !opts.assume_verified && mlir_core::verify::verify(cx, top).is_err() {
            opts.generic = true;
        }
        let state = AsmState::new(cx, top, &opts);
        let mut text = String::new();
        cx.walk(top, WalkOrder::PostOrder, |ir, op| {
            let tag = op.attr(ir, "tag").and_then(|t| t.as_string(ir.ctx()));
            if let Some(tag) = tag {
                text += &format!("{}:\n", String::from_utf8_lossy(tag));
                describe_op(ir, &solver, &state, op, &mut text);
            }
            WalkControl::Advance
        });
        cx.write_output(text);
        cx.mark_all_preserved();
    }
}

/// The regions of `op` and the predecessors of the point after it.
fn describe_op(ir: &IrView, solver: &DataFlowSolver, state: &AsmState, op: Op, text: &mut String) {
    let live = |anchor: LatticeAnchor| {
        let known = solver.lookup::<Executable>(anchor).is_some_and(|e| e.is_live());
        if known { "live" } else { "dead" }
    };
    for (index, region) in op.regions(ir).enumerate() {
        *text += &format!(" region #{index}\n");
        let blocks: Vec<Block> = region.blocks(ir).collect();
        for (number, &block) in blocks.iter().enumerate() {
            let start = LatticeAnchor::Point(ProgramPoint::BlockStart(block));
            *text += &format!("  ^bb{number} = {}\n", live(start));
            for pred in block.predecessors(ir) {
                let from = blocks.iter().position(|&b| b == pred).unwrap_or(0);
                *text +=
                    &format!("   from ^bb{from} = {}\n", live(LatticeAnchor::Edge(pred, block)));
            }
        }
        if let Some(&entry) = blocks.first() {
            let preds = solver.lookup::<PredecessorState>(ProgramPoint::BlockStart(entry));
            if let Some(preds) = preds {
                *text += &format!("region_preds: {}\n", predecessors(ir, state, preds));
            }
        }
    }
    if let Some(preds) = solver.lookup::<PredecessorState>(ProgramPoint::After(op)) {
        *text += &format!("op_preds: {}\n", predecessors(ir, state, preds));
    }
}

/// A predecessor state as mlir-opt prints it.
fn predecessors(ir: &IrView, state: &AsmState, preds: &PredecessorState) -> String {
    let mut text = String::new();
    if preds.all_predecessors_known() {
        text += "(all) ";
    }
    text += "predecessors:";
    if preds.known_predecessors().is_empty() {
        text += " (none)";
    }
    for &op in preds.known_predecessors() {
        text += "\n  ";
        text += &state.print_op(ir, op);
    }
    text
}
