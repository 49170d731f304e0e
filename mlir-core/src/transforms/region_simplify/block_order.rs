//! Which blocks of a region a path from its entry reaches, and the order
//! in which region simplification visits them: post-order over the
//! successor graph from the entry block, successors in terminator order,
//! iteratively (a long chain of blocks must not overflow the stack).
//! Blocks no path reaches are not visited.

use smallvec::{SmallVec, smallvec};

use crate::ir::{Block, EntitySet, IrView, Op};

/// The blocks reachable from `entry`, each after every block it reaches
/// first (a post-order of the depth-first search from `entry`).
pub(super) fn post_order(ir: &IrView, entry: Block) -> SmallVec<[Block; 8]> {
    // Most regions are one block: no search needed.
    if entry.next(ir).is_none() {
        return smallvec![entry];
    }
    let terminator = |block: Block| -> Option<Op> { block.last_op(ir) };
    let mut visited = EntitySet::new();
    let mut order = SmallVec::new();
    visited.insert(entry);
    // Each entry: a block, its terminator and the next successor to try.
    let mut stack = vec![(entry, terminator(entry), 0usize)];
    while let Some((block, last, at)) = stack.last_mut() {
        match *last {
            Some(t) if *at < t.num_successors(ir) => {
                let succ = t.successor(ir, *at);
                *at += 1;
                if visited.insert(succ) {
                    stack.push((succ, terminator(succ), 0));
                }
            }
            _ => {
                order.push(*block);
                stack.pop();
            }
        }
    }
    order
}

/// The blocks a path from `entry` reaches, `entry` included (public for
/// the passes that, as MLIR's conversions, skip unreachable blocks).
pub fn reachable_from(ir: &IrView, entry: Block) -> EntitySet<Block> {
    let mut reached = EntitySet::new();
    let mut pending = vec![entry];
    while let Some(block) = pending.pop() {
        if reached.insert(block)
            && let Some(terminator) = block.last_op(ir)
        {
            pending.extend(terminator.successors(ir));
        }
    }
    reached
}
