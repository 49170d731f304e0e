//! Control-flow sinking (MLIR's `controlFlowSink` and
//! `getSinglyExecutedRegionsToSink`): an op whose results are only used in
//! one region of a region-branching op moves into that region, so that the
//! paths that do not enter it do not compute it. Ops are never duplicated,
//! and are only moved into regions run at most once per run of their op
//! (their `RegionBranchOpInterface` invocation bounds say so).
//!
//! In each region, the ops of its blocks (not the ops nested in them) are
//! put on a stack in order; the last one is taken, and each operand
//! defined outside the region by an op whose every user is in a block the
//! region's entry dominates (or nested in one) moves in when the caller
//! allows it, and is itself put on the stack, so that what it uses may
//! follow it. Dominance comes from the caller, which may compute it once
//! for all the regions: moving ops between blocks changes no block.

use crate::context::builtin::attributes::Attribute;
use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::ir::{Block, IrView, Op, Region, Value};
use crate::transforms::folding::fold_one_op::constant_value;

/// Moves into `regions` the ops defined outside them whose users are all
/// inside, as described in the module's documentation: an op moves when
/// `should_move_into_region(ir, op, region)` allows it, by
/// `move_into_region(ir, op, region)`, which must place it in the region
/// before its users. `dominates(ir, a, b)` says whether block `a`
/// dominates block `b` or an ancestor of `b`'s in `a`'s region. Empty
/// regions are skipped. Returns how many ops moved.
pub fn control_flow_sink(
    ir: &mut IrView,
    regions: &[Region],
    dominates: &dyn Fn(&IrView, Block, Block) -> bool,
    should_move_into_region: &mut dyn FnMut(&IrView, Op, Region) -> bool,
    move_into_region: &mut dyn FnMut(&mut IrView, Op, Region),
) -> usize {
    let mut sunk = 0;
    for &region in regions {
        let Some(entry) = region.first_block(ir) else { continue };
        let mut stack: Vec<Op> = region.blocks(ir).flat_map(|b| b.ops(ir)).collect();
        while let Some(user) = stack.pop() {
            let operands: Vec<Value> = user.operands(ir).collect();
            for value in operands {
                let Some(def) = value.defining_op(ir) else { continue };
                // A definition of the region itself, or one in another
                // body (outside an isolated op: it cannot move in), stays.
                if parent_region(ir, def) == Some(region) || def.body != region.body {
                    continue;
                }
                if all_users_dominated_by(ir, def, entry, dominates)
                    && should_move_into_region(ir, def, region)
                {
                    move_into_region(ir, def, region);
                    sunk += 1;
                    stack.push(def);
                }
            }
        }
    }
    sunk
}

/// The regions of `branch` that run at most once per run of the op, given
/// the constants its operands hold (MLIR's
/// `getSinglyExecutedRegionsToSink`), in region order.
pub fn singly_executed_regions_to_sink(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
) -> Vec<Region> {
    let op = branch.op();
    let operands: Vec<Option<Attribute>> =
        op.operands(ir).map(|value| constant_value(ir, value)).collect();
    let bounds = branch.region_invocation_bounds(ir, &operands);
    op.regions(ir)
        .zip(bounds)
        .filter(|(_, bound)| bound.upper.is_some_and(|upper| upper <= 1))
        .map(|(region, _)| region)
        .collect()
}

/// Whether every user of `op`'s results is in a block that `entry`
/// dominates (its own or an ancestor's).
fn all_users_dominated_by(
    ir: &IrView,
    op: Op,
    entry: Block,
    dominates: &dyn Fn(&IrView, Block, Block) -> bool,
) -> bool {
    op.results(ir).all(|result| {
        result.uses(ir).all(|used| {
            let user = used.owner(ir);
            user.block(ir).is_some_and(|block| dominates(ir, entry, block))
        })
    })
}

/// The region holding `op`.
fn parent_region(ir: &IrView, op: Op) -> Option<Region> {
    op.block(ir)?.region(ir)
}
