//! Dead code elimination over regions (MLIR's `runRegionDCE`): a liveness
//! analysis that proves ops and block arguments live, iterated to a fixed
//! point, then the erasure of everything not proven live. Unlike erasing
//! trivially dead ops one by one, it removes dead cycles: values passed
//! around a loop only to be passed again, and the block arguments that
//! receive them.
//!
//! An op is live when it has effects that keep it (it would not be
//! trivially dead) or when a live op uses one of its results. Terminators
//! are live; an operand a branch forwards to a successor's argument is a
//! use only when that argument is live. Entry block arguments are never
//! erased: their values come from the region's parent op.

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::block_order::post_order;
use crate::core_interfaces::branch::{BranchOpInterfaceRef, SuccessorOperands};
use crate::ir::{Block, EntitySet, IrView, Op, Region, Use, Value};
use crate::rewrite::PatternRewriter;
use crate::traits::OpTraits;
use crate::transforms::dead_code::would_op_be_trivially_dead;

/// What the analysis has proven live so far.
#[derive(Default)]
struct Liveness {
    ops: EntitySet<Op>,
    values: EntitySet<Value>,
    changed: bool,
    /// Per branch seen, the operands it passes to each successor: asked
    /// once per branch, not once per use (a `cf.switch` with many cases
    /// finds one case's operands in time proportional to the cases).
    forwarded: FxHashMap<Op, Vec<SuccessorOperands>>,
}

impl Liveness {
    fn set_op(&mut self, op: Op) {
        self.changed |= self.ops.insert(op);
    }

    fn set_value(&mut self, value: Value) {
        self.changed |= self.values.insert(value);
    }
}

/// Erases the dead ops and dead block arguments of `regions` and of the
/// regions nested in them; whether any op was erased.
pub fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let mut live = Liveness::default();
    loop {
        live.changed = false;
        for &region in regions {
            propagate_region(rw, region, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_dead(rw, regions, &live)
}

/// One round of the analysis over `region`: blocks in post-order and ops
/// last to first, so that uses tend to be seen before definitions.
fn propagate_region(ir: &IrView, region: Region, live: &mut Liveness) {
    let Some(entry) = region.first_block(ir) else { return };
    for block in post_order(ir, entry) {
        let mut next = block.last_op(ir);
        while let Some(op) = next {
            next = op.prev(ir);
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || propagate_op(ir, op, live));
        }
        if block == entry {
            continue;
        }
        for arg in block.args(ir) {
            propagate_value(ir, arg, live);
        }
    }
}

fn propagate_op(ir: &IrView, op: Op, live: &mut Liveness) {
    for region in op.regions(ir) {
        propagate_region(ir, region, live);
    }
    if acts_as_terminator(ir, op) {
        propagate_terminator(ir, op, live);
        return;
    }
    if live.ops.contains(op) {
        return;
    }
    if !would_op_be_trivially_dead(ir, op) {
        live.set_op(op);
        return;
    }
    for result in op.results(ir) {
        propagate_value(ir, result, live);
    }
    if op.results(ir).any(|r| live.values.contains(r)) {
        live.set_op(op);
    }
}

/// A terminator. An unregistered op never counts as one, even with
/// successors: as in mlir-opt, the arguments it passes are not kept for it
/// (the IR it leaves is only valid if nothing checks the op).
fn acts_as_terminator(ir: &IrView, op: Op) -> bool {
    op.name(ir).traits(ir.ctx()).contains(OpTraits::TERMINATOR)
}

/// A terminator is live. The successor arguments a branch produces itself
/// are live; so is every successor argument of a terminator that does not
/// say which operands it forwards.
fn propagate_terminator(ir: &IrView, op: Op, live: &mut Liveness) {
    live.set_op(op);
    let successors: Vec<Block> = op.successors(ir).collect();
    match forwarded_operands(ir, op, live) {
        Some(forwarded) => {
            let produced: Vec<usize> = forwarded.iter().map(|s| s.produced).collect();
            for (succ, produced) in successors.into_iter().zip(produced) {
                for arg in succ.args(ir).take(produced) {
                    live.set_value(arg);
                }
            }
        }
        None => {
            for succ in successors {
                for arg in succ.args(ir) {
                    live.set_value(arg);
                }
            }
        }
    }
}

/// The operands branch `op` passes to each successor, asked of its
/// `BranchOpInterface` once per branch; `None` for an op without it.
fn forwarded_operands<'l>(
    ir: &IrView,
    op: Op,
    live: &'l mut Liveness,
) -> Option<&'l Vec<SuccessorOperands>> {
    match live.forwarded.entry(op) {
        Entry::Occupied(known) => Some(known.into_mut()),
        Entry::Vacant(slot) => {
            let branch = BranchOpInterfaceRef::get(ir, op)?;
            Some(slot.insert(branch.all_successor_operands(ir)))
        }
    }
}

/// Proves `value` live when a live op uses it, not counting a branch
/// forwarding it to a successor argument not proven live.
fn propagate_value(ir: &IrView, value: Value, live: &mut Liveness) {
    if live.values.contains(value) {
        return;
    }
    let used = value.uses(ir).any(|u| {
        let owner = u.owner(ir);
        live.ops.contains(owner) && !forwarded_to_dead_argument(ir, u, live)
    });
    if used {
        live.set_value(value);
    }
}

/// Whether `operand` is a branch's operand forwarded to a successor
/// argument not proven live: each such operand is its own use, like an
/// operand of a phi node.
fn forwarded_to_dead_argument(ir: &IrView, operand: Use, live: &mut Liveness) -> bool {
    let owner = operand.owner(ir);
    if !owner.name(ir).traits(ir.ctx()).contains(OpTraits::TERMINATOR) {
        return false;
    }
    let index = operand.operand_index(ir);
    let Some(forwarded) = forwarded_operands(ir, owner, live) else { return false };
    for (operands, succ) in forwarded.iter().zip(owner.successors(ir)) {
        if operands.forwarded.contains(&index) {
            let arg = succ.arg(ir, operands.produced + index - operands.forwarded.start);
            return !live.values.contains(arg);
        }
    }
    false
}

/// Erases what the analysis did not prove live: in each region, blocks in
/// post-order, ops last to first (dead operands of branches first, then
/// dead ops, each after its uses are dropped), then the dead arguments of
/// every block but the entry block.
fn delete_dead(rw: &mut PatternRewriter<'_>, regions: &[Region], live: &Liveness) -> bool {
    let mut erased = false;
    for &region in regions {
        let Some(entry) = region.first_block(rw) else { continue };
        let single_block = entry.next(rw).is_none();
        for block in post_order(rw, entry) {
            if !single_block && let Some(terminator) = block.last_op(rw) {
                erase_dead_successor_operands(rw, terminator, live);
            }
            let mut next = block.last_op(rw);
            while let Some(op) = next {
                next = op.prev(rw);
                if live.ops.contains(op) {
                    let nested: Vec<Region> = op.regions(rw).collect();
                    erased |= stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                        delete_dead(rw, &nested, live)
                    });
                } else {
                    rw.drop_all_result_uses(op);
                    rw.erase_op(op);
                    erased = true;
                }
            }
        }
        let blocks: Vec<Block> = region.blocks(rw).skip(1).collect();
        for block in blocks {
            let dead: Vec<usize> = block
                .args(rw)
                .enumerate()
                .filter(|&(_, arg)| !live.values.contains(arg))
                .map(|(index, _)| index)
                .collect();
            rw.erase_block_args(block, &dead);
        }
    }
    erased
}

/// Erases the operands `terminator` forwards to successor arguments not
/// proven live (they are erased next).
fn erase_dead_successor_operands(rw: &mut PatternRewriter<'_>, terminator: Op, live: &Liveness) {
    let Some(branch) = BranchOpInterfaceRef::get(rw, terminator) else { return };
    let mut dead = Vec::new();
    for (index, succ) in terminator.successors(rw).enumerate() {
        for (arg, value) in succ.args(rw).enumerate() {
            if !live.values.contains(value) {
                dead.push((index, arg));
            }
        }
    }
    if !dead.is_empty() {
        // Not a change the listener hears of, as in MLIR.
        branch.erase_successor_operands(rw.ir, &dead);
    }
}
