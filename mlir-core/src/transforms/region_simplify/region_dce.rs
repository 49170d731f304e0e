//! Dead code elimination over regions (MLIR's `runRegionDCE`): a liveness
//! analysis that proves ops and block arguments live, then the erasure of
//! everything not proven live. Unlike erasing trivially dead ops one by
//! one, it removes dead cycles: values passed around a loop only to be
//! passed again, and the block arguments that receive them.
//!
//! An op is live when it has effects that keep it (it would not be
//! trivially dead) or when a live op uses one of its results. Terminators
//! are live; an operand a branch forwards to a successor's argument is a
//! use only when that argument is live. Entry block arguments are never
//! erased: their values come from the region's parent op.
//!
//! MLIR iterates rounds over every op until a round proves nothing new; the
//! least fixed point of these rules is found here in one sweep instead:
//! the ops live on their own seed a worklist, and each fact proven (an op,
//! a value) proves the facts that follow from it, once. The result is the
//! same set of live ops and values.

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::block_order::post_order;
use crate::definitions::interfaces::branch::{BranchOpInterfaceRef, SuccessorOperands};
use crate::ir::{Block, EntitySet, IrView, Op, Region, Value, ValueOwner};
use crate::rewrite::PatternRewriter;
use crate::semantics::traits::OpTraits;
use crate::transforms::dead_code::DeadOpQuery;

/// What the analysis has proven live, and what it has yet to follow up.
#[derive(Default)]
struct Liveness {
    ops: EntitySet<Op>,
    values: EntitySet<Value>,
    /// Live ops whose operands are still to be proven live.
    pending_ops: Vec<Op>,
    /// Live values whose definitions are still to be proven live.
    pending_values: Vec<Value>,
    /// The ops and block arguments the seeding found not live on their
    /// own: when all of them end up live, nothing is erased and the
    /// erasing walk is skipped.
    candidates: Vec<Op>,
    arguments: Vec<Value>,
    /// Per branch seen, the operands it passes to each successor: asked
    /// once per branch, not once per use (a `cf.switch` with many cases
    /// finds one case's operands in time proportional to the cases).
    forwarded: FxHashMap<Op, Vec<SuccessorOperands>>,
}

impl Liveness {
    fn set_op(&mut self, op: Op) {
        if self.ops.insert(op) {
            self.pending_ops.push(op);
        }
    }

    fn set_value(&mut self, value: Value) {
        if self.values.insert(value) {
            self.pending_values.push(value);
        }
    }
}

/// Erases the dead ops and dead block arguments of `regions` and of the
/// regions nested in them; whether any op was erased.
pub fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let mut live = Liveness::default();
    seed(rw, regions, &mut live);
    loop {
        if let Some(op) = live.pending_ops.pop() {
            follow_op(rw, op, &mut live);
        } else if let Some(value) = live.pending_values.pop() {
            follow_value(rw, value, &mut live);
        } else {
            break;
        }
    }
    let all_live = live.candidates.iter().all(|&op| live.ops.contains(op))
        && live.arguments.iter().all(|&arg| live.values.contains(arg));
    if all_live {
        return false;
    }
    delete_dead(rw, regions, &live)
}

/// Proves live the ops that are live on their own: every terminator and
/// every op that would not be trivially dead, in the blocks a path from
/// their region's entry reaches, at every level of nesting (nested regions
/// of dead ops too: what they use stays).
fn seed(ir: &IrView, regions: &[Region], live: &mut Liveness) {
    let mut dead_query = DeadOpQuery::new();
    let mut regions: Vec<Region> = regions.to_vec();
    while let Some(region) = regions.pop() {
        let Some(entry) = region.first_block(ir) else { continue };
        for block in post_order(ir, entry) {
            if block != entry {
                live.arguments.extend(block.args(ir));
            }
            for op in block.ops(ir) {
                regions.extend(op.regions(ir));
                // A terminator would not be trivially dead either.
                if dead_query.would_be_trivially_dead(ir, op) {
                    live.candidates.push(op);
                } else {
                    live.set_op(op);
                }
            }
        }
    }
}

/// A terminator. An unregistered op never counts as one, even with
/// successors: as in mlir-opt, the arguments it passes are not kept for it
/// (the IR it leaves is only valid if nothing checks the op).
fn acts_as_terminator(ir: &IrView, op: Op) -> bool {
    op.name(ir).traits(ir.ctx()).contains(OpTraits::TERMINATOR)
}

/// A live op proves its operands live. A branch's operand forwarded to a
/// successor argument waits for that argument (see [`follow_value`]); the
/// arguments a branch produces itself are live, and so is every successor
/// argument of a terminator that does not say which operands it forwards.
fn follow_op(ir: &IrView, op: Op, live: &mut Liveness) {
    let terminator = acts_as_terminator(ir, op);
    let branch = if terminator { forwarded_operands(ir, op, live) } else { None };
    let Some(forwarded) = branch else {
        if terminator {
            for succ in op.successors(ir) {
                for arg in succ.args(ir) {
                    live.set_value(arg);
                }
            }
        }
        for operand in op.operands(ir) {
            live.set_value(operand);
        }
        return;
    };
    // Taken out of the cache while the facts are set, then put back.
    let forwarded = std::mem::take(forwarded);
    for (index, operand) in op.operands(ir).enumerate() {
        let mut to_arg = None;
        for (succ, operands) in op.successors(ir).zip(&forwarded) {
            if operands.forwarded.contains(&index) {
                to_arg = Some(succ.arg(ir, operands.produced + index - operands.forwarded.start));
                break;
            }
        }
        match to_arg {
            Some(arg) if !live.values.contains(arg) => {}
            _ => live.set_value(operand),
        }
    }
    for (succ, operands) in op.successors(ir).zip(&forwarded) {
        for arg in succ.args(ir).take(operands.produced) {
            live.set_value(arg);
        }
    }
    live.forwarded.insert(op, forwarded);
}

/// A live value proves its defining op live; a live argument of a block
/// proves live the operands each live branch to the block forwards to it.
fn follow_value(ir: &IrView, value: Value, live: &mut Liveness) {
    match value.owner(ir) {
        ValueOwner::Result(def, _) => live.set_op(def),
        ValueOwner::BlockArg(block, index) => {
            for (branch, succ) in block.predecessor_edges(ir) {
                if !live.ops.contains(branch) || !acts_as_terminator(ir, branch) {
                    continue;
                }
                let Some(forwarded) = forwarded_operands(ir, branch, live) else { continue };
                let operands = &forwarded[succ];
                let Some(at) = (index as usize).checked_sub(operands.produced) else { continue };
                if at < operands.forwarded.len() {
                    let operand = branch.operand(ir, operands.forwarded.start + at);
                    live.set_value(operand);
                }
            }
        }
        ValueOwner::Placeholder => {}
    }
}

/// The operands branch `op` passes to each successor, asked of its
/// `BranchOpInterface` once per branch; `None` for an op without it.
fn forwarded_operands<'l>(
    ir: &IrView,
    op: Op,
    live: &'l mut Liveness,
) -> Option<&'l mut Vec<SuccessorOperands>> {
    match live.forwarded.entry(op) {
        Entry::Occupied(known) => Some(known.into_mut()),
        Entry::Vacant(slot) => {
            let branch = BranchOpInterfaceRef::get(ir, op)?;
            Some(slot.insert(branch.all_successor_operands(ir)))
        }
    }
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
