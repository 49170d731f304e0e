//! Which blocks of a region a path from its entry reaches, and the order
//! in which region simplification visits them: post-order over the
//! successor graph from the entry block, successors in terminator order,
//! iteratively (a long chain of blocks must not overflow the stack).
//! Blocks no path reaches are not visited.

use rustc_hash::FxHashSet;

use crate::ir::{Block, IrView};

/// The blocks reachable from `entry`, each after every block it reaches
/// first (a post-order of the depth-first search from `entry`).
pub(super) fn post_order(ir: &IrView, entry: Block) -> Vec<Block> {
    let successors = |block: Block| -> Vec<Block> {
        block.last_op(ir).map(|t| t.successors(ir).collect()).unwrap_or_default()
    };
    let mut visited = FxHashSet::default();
    let mut order = Vec::new();
    visited.insert(entry);
    let mut stack = vec![(entry, successors(entry), 0usize)];
    while let Some((block, next, at)) = stack.last_mut() {
        if let Some(&succ) = next.get(*at) {
            *at += 1;
            if visited.insert(succ) {
                let succs = successors(succ);
                stack.push((succ, succs, 0));
            }
        } else {
            order.push(*block);
            stack.pop();
        }
    }
    order
}

/// The blocks a path from `entry` reaches, `entry` included.
pub(crate) fn reachable_from(ir: &IrView, entry: Block) -> FxHashSet<Block> {
    let mut reached = FxHashSet::default();
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
