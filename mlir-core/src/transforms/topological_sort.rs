//! Sorting the ops of a block so that definitions come before their uses
//! (MLIR's `sortTopologically`), for regions without SSA dominance, where
//! any order is valid but a sorted one reads and processes better.
//!
//! The sort is stable in MLIR's sense: it makes rounds over the ops not
//! yet placed, moving each op that is ready (none of the values it or an
//! op nested in it uses is defined by an op not yet placed, or nested in
//! one) to the end of the placed prefix. A round that places nothing
//! means a cycle: the first op not placed is then taken as it is, and the
//! rounds go on from the op after it.

use rustc_hash::FxHashSet;

use crate::ir::{Block, InsertPoint, IrView, Op, Value, WalkControl, WalkOrder};
use crate::semantics::traits::OpTraits;

/// Sorts the ops of `block` topologically, its terminator (an op with the
/// `IsTerminator` trait, which an op of an unknown dialect does not have)
/// left last. Returns `false` when the ops hold a cycle (some op then
/// precedes a definition it uses).
pub fn sort_topologically(ir: &mut IrView, block: Block) -> bool {
    let Some(last) = block.last_op(ir) else { return true };
    let terminator = last.name(ir).traits(ir.ctx()).contains(OpTraits::TERMINATOR);
    let end = terminator.then_some(last);
    match block.first_op(ir) {
        Some(first) if Some(first) != end => {
            sort_range_topologically(ir, first, end, &|_, _, _| false)
        }
        _ => true,
    }
}

/// Sorts topologically the ops of a block from `first` up to `end`
/// (excluded; `None` for the end of the block). A value that
/// `is_operand_ready(ir, value, user)` accepts never holds its user back,
/// whoever defines it. Returns `false` when a cycle was met.
pub fn sort_range_topologically(
    ir: &mut IrView,
    first: Op,
    end: Option<Op>,
    is_operand_ready: &dyn Fn(&IrView, Value, Op) -> bool,
) -> bool {
    let mut unscheduled = FxHashSet::default();
    let mut at = Some(first);
    while at != end {
        let Some(op) = at else { break };
        unscheduled.insert(op);
        at = op.next(ir);
    }
    // The first op of the part not sorted yet (`end` once all are placed).
    let mut next_scheduled = Some(first);
    let mut acyclic = true;
    while !unscheduled.is_empty() {
        let mut placed_any = false;
        let mut cursor = next_scheduled;
        while cursor != end {
            let Some(op) = cursor else { break };
            // The op after it is taken first: placing the op moves it.
            cursor = op.next(ir);
            if !is_op_ready(ir, op, &unscheduled, is_operand_ready) {
                continue;
            }
            unscheduled.remove(&op);
            placed_any = true;
            match next_scheduled {
                Some(front) if front == op => next_scheduled = op.next(ir),
                Some(front) => ir.move_op(op, InsertPoint::Before(front)),
                None => {}
            }
        }
        if !placed_any {
            // A cycle: the first op not placed stays where it is.
            acyclic = false;
            let Some(front) = next_scheduled else { break };
            unscheduled.remove(&front);
            next_scheduled = front.next(ir);
        }
    }
    acyclic
}

/// Whether `op` can be placed: every value it or an op nested in it uses
/// is accepted by `is_operand_ready`, is a block argument, or is defined
/// outside the ops not placed yet (a definition nested in `op` itself is
/// fine).
fn is_op_ready(
    ir: &IrView,
    op: Op,
    unscheduled: &FxHashSet<Op>,
    is_operand_ready: &dyn Fn(&IrView, Value, Op) -> bool,
) -> bool {
    let value_ready = |value: Value| {
        if is_operand_ready(ir, value, op) {
            return true;
        }
        let mut ancestor = value.defining_op(ir);
        while let Some(current) = ancestor {
            if current == op {
                return true;
            }
            if unscheduled.contains(&current) {
                return false;
            }
            ancestor = current.parent_op(ir);
        }
        true
    };
    ir.walk(op, WalkOrder::PostOrder, |ir, nested| {
        if nested.operands(ir).all(value_ready) {
            WalkControl::Advance
        } else {
            WalkControl::Interrupt
        }
    })
}
