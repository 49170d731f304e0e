//! `convert-scf-to-cf`: `scf`'s structured control flow to `cf`'s blocks
//! and branches (MLIR's `SCFToControlFlowPass`).

use mlir_core::ir::{Block, IrView, Op, Region};
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::transforms::region_simplify::reachable_from;
use mlir_derive::pass;

use super::{ForallLowering, ParallelLowering, populate_scf_to_control_flow_conversion_patterns};
use crate::conversion::one_shot_driver::apply_one_shot_lowering;

/// Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG
///
/// MLIR's `convert-scf-to-cf`: `scf.for`, `scf.if`, `scf.while`,
/// `scf.execute_region` and `scf.index_switch` become blocks joined by
/// `cf.br`, `cf.cond_br` and `cf.switch` (loops step and compare their
/// induction variable with `arith` ops); `scf.parallel` becomes a nest
/// of `scf.for` and `scf.forall` an `scf.parallel`, lowered in turn.
/// Other ops, `scf`'s terminators among them, are left as they are. An
/// `scf.forall` with shared outputs cannot be lowered: the pass fails,
/// naming it. `allow-pattern-rollback` is upstream's switch between the
/// conversion driver's modes; the output is the same either way.
#[pass(argument = "convert-scf-to-cf", name = "SCFToControlFlowPass")]
#[derive(Debug)]
pub struct ScfToControlFlow {
    /// Experimental performance flag to disallow pattern rollback
    #[option(default = true)]
    allow_pattern_rollback: bool,
}

/// The ops the pass must lower (upstream's illegal ops).
const ILLEGAL: [&str; 7] = [
    "scf.forall",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.while",
    "scf.execute_region",
];

impl Pass for ScfToControlFlow {
    /// Upstream's conversion lowers the ops a pattern builds as soon as
    /// the pattern is done: an `scf.forall` becomes `scf.parallel`, at
    /// once a nest of `scf.for`, at once lowered, before anything inside
    /// it. The one-shot driver never visits what patterns build, so the
    /// pass runs it in three rounds to the same effect: the `scf.forall`s
    /// first, then the `scf.parallel`s, then everything, in pre-order.
    /// Upstream's conversion stops at the first op it cannot lower; the
    /// pass reports the first one left, in pre-order, and fails.
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut foralls = RewritePatternSet::new();
        foralls.add(ForallLowering);
        let mut parallels = RewritePatternSet::new();
        parallels.add(ParallelLowering);
        let mut all = RewritePatternSet::new();
        populate_scf_to_control_flow_conversion_patterns(&mut all);
        let root = cx.op();
        // The driver decides legality by dialect: `scf`'s terminators,
        // legal upstream, are visited too, but no pattern matches them
        // and none of them folds.
        let legal = |dialect: &str| dialect != "scf";
        for patterns in [foralls, parallels, all] {
            let patterns = FrozenPatternSet::new(cx.ctx(), patterns);
            apply_one_shot_lowering(cx, root, &patterns, &legal, &|_| false);
        }
        if let Some(op) = first_illegal(cx, root) {
            let name = op.name(cx).as_str(cx.ctx());
            let message =
                format!("failed to legalize operation '{name}' that was explicitly marked illegal");
            let diagnostic = op.emit_error(cx, message);
            cx.emit(diagnostic);
            cx.signal_failure();
        }
    }
}

/// The first op nested in `root` the pass must lower, in pre-order.
/// Blocks no path from their region's entry reaches are skipped, as the
/// conversion skips them (it leaves their ops as they are).
fn first_illegal(ir: &IrView, root: Op) -> Option<Op> {
    let mut pending = vec![root];
    while let Some(op) = pending.pop() {
        if op != root && ILLEGAL.contains(&op.name(ir).as_str(ir.ctx())) {
            return Some(op);
        }
        let regions: Vec<Region> = op.regions(ir).collect();
        // Pushed in reverse, so that they come out in order.
        for region in regions.into_iter().rev() {
            let Some(entry) = region.first_block(ir) else { continue };
            let reached = reachable_from(ir, entry);
            let blocks: Vec<Block> = region.blocks(ir).filter(|&b| reached.contains(b)).collect();
            for block in blocks.into_iter().rev() {
                let ops: Vec<Op> = block.ops(ir).collect();
                pending.extend(ops.into_iter().rev());
            }
        }
    }
    None
}
