//! `cse`: common subexpression elimination on the op's regions, counting
//! what it replaced and erased.

use mlir_derive::pass;

use crate::ir::{Block, IrView};
use crate::pass::analysis::DominanceInfo;
use crate::pass::pass::{Pass, Statistic};
use crate::pass::pass_context::PassContext;
use crate::transforms::cse::eliminate_common_subexpressions;

/// Eliminate common sub-expressions
///
/// MLIR's `cse` pass (`CSE`): an op equivalent to one that dominates it is
/// replaced by it, and trivially dead ops are erased. It asks for the
/// [`DominanceInfo`] of its op (a line of the time report) and keeps it
/// valid: it changes no block.
#[pass(argument = "cse", name = "CSE")]
#[derive(Debug)]
pub struct Cse {
    /// Ops replaced by an equivalent op.
    #[statistic(name = "num-cse'd", description = "Number of operations CSE'd")]
    pub num_cse: Statistic,
    /// Ops erased because they were trivially dead.
    #[statistic(name = "num-dce'd", description = "Number of operations DCE'd")]
    pub num_dce: Statistic,
}

impl Pass for Cse {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let dominance = cx.analysis::<DominanceInfo>();
        let children = |ir: &IrView, block: Block| dominance.dominated_children(ir, block);
        let stats = eliminate_common_subexpressions(cx, op, &children);
        self.num_cse.add(stats.replaced as u64);
        self.num_dce.add(stats.dead as u64);
        // As MLIR's: nothing changed keeps every analysis, else dominance.
        if stats.replaced == 0 && stats.dead == 0 {
            cx.mark_all_preserved();
        } else {
            cx.mark_preserved::<DominanceInfo>();
        }
    }
}
