//! Loop-invariant code motion (MLIR's `moveLoopInvariantCode`): ops of a
//! loop's body that compute the same value in every iteration move out of
//! the loop, through `LoopLikeOpInterface`, for any op that implements it.
//!
//! An op moves when it is free of memory effects and speculatable (moving
//! it may run it where the loop would not have, if the loop runs zero
//! times), is not a terminator, and every value it uses, nested ops
//! included, is defined outside the loop. Its users in the body are then
//! looked at again, in the order MLIR's worklist gives.

use std::collections::VecDeque;

use crate::definitions::interfaces::loop_like::{
    LoopLikeOpInterfaceRef, uses_only_values_defined_outside,
};
use crate::definitions::interfaces::memory_effects::is_memory_effect_free;
use crate::definitions::interfaces::speculatable::is_speculatable;
use crate::ir::{IrView, Op, Region, WalkControl, WalkOrder};
use crate::semantics::traits::OpTraits;

/// Moves the loop-invariant ops out of every loop nested in `root`,
/// innermost loops first (a post-order walk, as MLIR's pass); returns how
/// many ops moved.
pub fn hoist_loop_invariants_in(ir: &mut IrView, root: Op) -> usize {
    let mut loops = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |ir, op| {
        if op != root
            && let Some(looplike) = LoopLikeOpInterfaceRef::get(ir, op)
        {
            loops.push(looplike);
        }
        WalkControl::Advance
    });
    loops.into_iter().map(|looplike| move_loop_invariant_code(ir, looplike)).sum()
}

/// Moves the loop-invariant ops of one loop's regions out of it; returns
/// how many moved.
pub fn move_loop_invariant_code(ir: &mut IrView, looplike: LoopLikeOpInterfaceRef) -> usize {
    let mut moved = 0;
    for region in looplike.loop_regions(ir) {
        let mut worklist: VecDeque<Op> = region.blocks(ir).flat_map(|b| b.ops(ir)).collect();
        while let Some(op) = worklist.pop_front() {
            // An op already moved is not in the region any more.
            if parent_region(ir, op) != Some(region) || !can_be_hoisted(ir, looplike, op) {
                continue;
            }
            looplike.move_out_of_loop(ir, op);
            moved += 1;
            for result in op.results(ir) {
                for used in result.uses(ir) {
                    let user = used.owner(ir);
                    if parent_region(ir, user) == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

/// Whether `op`, in a region of `looplike`, may move out of it.
fn can_be_hoisted(ir: &IrView, looplike: LoopLikeOpInterfaceRef, op: Op) -> bool {
    !op.name(ir).traits(ir.ctx()).contains(OpTraits::TERMINATOR)
        && is_memory_effect_free(ir, op)
        && is_speculatable(ir, op)
        && uses_only_values_defined_outside(ir, looplike, op)
}

/// The region holding `op`.
fn parent_region(ir: &IrView, op: Op) -> Option<Region> {
    op.block(ir)?.region(ir)
}
