//! `control-flow-sink`: ops free of memory effects whose results are only
//! used in one conditionally run region of a region-branching op move into
//! that region.

use mlir_derive::pass;

use crate::definitions::interfaces::memory_effects::is_memory_effect_free;
use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::ir::{Block, InsertPoint, IrView, Op};
use crate::pass::analysis::DominanceInfo;
use crate::pass::pass::{Pass, Statistic};
use crate::pass::pass_context::PassContext;
use crate::transforms::control_flow_sink::{control_flow_sink, singly_executed_regions_to_sink};

/// Sink operations into conditional blocks
///
/// MLIR's `control-flow-sink` (`ControlFlowSink`): for the op and every op
/// nested in it that implements `RegionBranchOpInterface`, innermost
/// first, the ops free of memory effects (their nested ops included) whose
/// users are all in a region the op runs at most once move to the start of
/// that region's entry block, and the ops they use after them. Only the
/// operands of the ops directly in the region are looked at: a value used
/// in an op nested deeper does not move.
#[pass(argument = "control-flow-sink", name = "ControlFlowSink")]
#[derive(Debug)]
pub struct ControlFlowSink {
    /// As in MLIR, the ops sunk into the regions of the last
    /// region-branching op visited (each visit sets it, it does not add).
    #[statistic(name = "num-sunk", description = "Number of operations sunk")]
    pub num_sunk: Statistic,
}

impl Pass for ControlFlowSink {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let dominance = cx.analysis::<DominanceInfo>();
        let dominates = |ir: &IrView, a: Block, b: Block| dominance.dominates_block(ir, a, b);
        let root = cx.op();
        let num_sunk = &mut self.num_sunk;
        for_each_op_post_order(cx, root, &mut |ir, op| {
            let Some(branch) = RegionBranchOpInterfaceRef::get(ir, op) else { return };
            let regions = singly_executed_regions_to_sink(ir, branch);
            let sunk = control_flow_sink(
                ir,
                &regions,
                &dominates,
                &mut |ir, op, _| is_memory_effect_free(ir, op),
                &mut |ir, op, region| {
                    // The start of the entry block comes before every use
                    // in the region.
                    if let Some(entry) = region.first_block(ir) {
                        ir.move_op(op, InsertPoint::BlockStart(entry));
                    }
                },
            );
            *num_sunk = Statistic(sunk as u64);
        });
    }
}

/// One step of [`for_each_op_post_order`].
enum Step {
    /// Walk the op's regions, then visit it.
    Enter(Op),
    /// Visit the op.
    Exit(Op),
    /// Walk the ops of a block, from its first op when this step is taken.
    Block(Block),
    /// Walk this op and then the ops after it in its block.
    From(Option<Op>),
}

/// Calls `visit` on `root` and every op nested in it, each after the ops
/// nested in it, while `visit` may move ops, as MLIR's walk does: the op
/// after each op is taken before the op is walked, and a block's first op
/// when the walk reaches the block (an op moved into a region already
/// walked is not visited).
fn for_each_op_post_order(ir: &mut IrView, root: Op, visit: &mut dyn FnMut(&mut IrView, Op)) {
    let mut steps = vec![Step::Enter(root)];
    while let Some(step) = steps.pop() {
        match step {
            Step::Enter(op) => {
                steps.push(Step::Exit(op));
                let blocks: Vec<Block> = op.regions(ir).flat_map(|r| r.blocks(ir)).collect();
                steps.extend(blocks.into_iter().rev().map(Step::Block));
            }
            Step::Exit(op) => visit(ir, op),
            Step::Block(block) => steps.push(Step::From(block.first_op(ir))),
            Step::From(None) => {}
            Step::From(Some(op)) => {
                steps.push(Step::From(op.next(ir)));
                steps.push(Step::Enter(op));
            }
        }
    }
}
