//! `topological-sort`: the blocks of every region without SSA dominance
//! (a graph region, such as `builtin.module`'s body) get their ops in
//! topological order.

use mlir_derive::pass;

use crate::definitions::interfaces::region_kind::RegionKindInterfaceRef;
use crate::ir::{Block, WalkControl, WalkOrder};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::transforms::topological_sort::sort_topologically;

/// Sort regions without SSA dominance in topological order
///
/// MLIR's `topological-sort` (`TopologicalSort`): in the op and every
/// op nested in it that implements `RegionKindInterface`, each block of a
/// region the interface says has no SSA dominance is sorted so that
/// definitions precede their uses; ops in a cycle keep their order, and a
/// terminator stays last. The regions of ops of unknown dialects are left
/// as they are (they do not implement the interface).
#[pass(argument = "topological-sort", name = "TopologicalSort")]
#[derive(Debug)]
pub struct TopologicalSort {}

impl Pass for TopologicalSort {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        // Sorting moves ops within their block only, so the blocks can be
        // listed first.
        let mut blocks: Vec<Block> = Vec::new();
        cx.walk(cx.op(), WalkOrder::PostOrder, |ir, op| {
            let Some(kinds) = RegionKindInterfaceRef::get(ir, op) else {
                return WalkControl::Advance;
            };
            for (index, region) in op.regions(ir).enumerate() {
                if !kinds.has_ssa_dominance(index) {
                    blocks.extend(region.blocks(ir));
                }
            }
            WalkControl::Advance
        });
        for block in blocks {
            sort_topologically(cx, block);
        }
    }
}
