//! Placing ops in blocks and taking them out: insert, remove, move, and
//! erase with everything nested in them.

use super::order_labels::assign_order;
use crate::ir::body::OpRecord;
use crate::ir::builder::InsertPoint;
use crate::ir::entity::{BlockSlot, OpId, SuccessorId};
use crate::ir::handles::{Block, Op, Value};
use crate::ir::view::IrView;

impl IrView {
    /// Inserts a detached op at `point`.
    pub fn insert_op(&mut self, op: Op, point: InsertPoint) {
        let (block, before) = point.resolve(self);
        assert_eq!(block.body, op.body, "inserting an op into a block of another body");
        let b = self.body_mut(op.body);
        assert!(b.op(op.id).block_slot.is_none(), "op is already in a block");
        let slot = b.block(block.id).slot;
        let prev = match before {
            Some(next) => b.op(next.id).prev,
            None => b.block(block.id).last_op,
        };
        let next = before.map_or(OpId::NONE, |o| o.id);
        {
            let rec = b.op_mut(op.id);
            rec.block_slot = slot;
            rec.prev = prev;
            rec.next = next;
        }
        if prev.is_none() {
            b.blocks[block.id.index()].first_op = op.id;
        } else {
            b.op_mut(prev).next = op.id;
        }
        if next.is_none() {
            b.blocks[block.id.index()].last_op = op.id;
        } else {
            b.op_mut(next).prev = op.id;
        }
        assign_order(b, op.id);
    }

    /// Detaches an op from its block (it stays alive and can be reinserted).
    pub fn remove_op(&mut self, op: Op) {
        let b = self.body_mut(op.body);
        let OpRecord { prev, next, .. } = *b.op(op.id);
        let block = b.op_block(op.id);
        if block.is_none() {
            return;
        }
        if prev.is_none() {
            b.blocks[block.index()].first_op = next;
        } else {
            b.op_mut(prev).next = next;
        }
        if next.is_none() {
            b.blocks[block.index()].last_op = prev;
        } else {
            b.op_mut(next).prev = prev;
        }
        let rec = b.op_mut(op.id);
        rec.block_slot = BlockSlot::NONE;
        rec.prev = OpId::NONE;
        rec.next = OpId::NONE;
    }

    /// Moves an op (with everything nested in it) to `point` in the same body.
    pub fn move_op(&mut self, op: Op, point: InsertPoint) {
        self.remove_op(op);
        self.insert_op(op, point);
    }

    /// Erases an op and everything nested in it. Its results must be unused
    /// outside the erased ops themselves (an op nested in it may use them,
    /// as in a graph region); otherwise this panics before changing anything.
    pub fn erase_op(&mut self, op: Op) {
        let subtree = self.collect_subtree(vec![op]);
        assert!(
            self.used_outside(&subtree, &[]).is_none(),
            "erasing an op whose results are still used"
        );
        self.remove_op(op);
        self.erase_subtree(subtree);
    }

    /// The ops of the subtrees rooted at `roots` (roots included) and the
    /// blocks nested in them, without recursion. The insides of nested
    /// isolated ops are not listed: they go with their bodies.
    pub(super) fn collect_subtree(&self, roots: Vec<Op>) -> Subtree {
        let mut ops = Vec::new();
        let mut blocks = Vec::new();
        let mut worklist = roots;
        while let Some(cur) = worklist.pop() {
            if cur.child_body(self).is_none() {
                for region in cur.regions(self) {
                    for block in region.blocks(self) {
                        blocks.push(block);
                        worklist.extend(block.ops(self));
                    }
                }
            }
            ops.push(cur);
        }
        Subtree { ops, blocks }
    }

    /// A value defined in `subtree` (a result of one of its ops or an
    /// argument of one of its blocks), or one of `extra`, that an op outside
    /// the subtree uses.
    pub(super) fn used_outside(&self, subtree: &Subtree, extra: &[Value]) -> Option<Value> {
        // The common case, an op without regions, needs no set.
        let set: Option<rustc_hash::FxHashSet<Op>> =
            (subtree.ops.len() > 8).then(|| subtree.ops.iter().copied().collect());
        let inside = |op: Op| match &set {
            Some(set) => set.contains(&op),
            None => subtree.ops.contains(&op),
        };
        let results = subtree.ops.iter().flat_map(|op| op.results(self));
        let args = subtree.blocks.iter().flat_map(|b| b.args(self));
        extra
            .iter()
            .copied()
            .chain(results)
            .chain(args)
            .find(|v| v.uses(self).any(|u| !inside(u.owner(self))))
    }

    /// Erases the detached ops of `subtree`: first every operand use and
    /// successor slot in it is unlinked (so uses between erased ops need no
    /// order, and erased branches are no block's predecessors), then the
    /// records are marked erased and nested bodies dropped.
    pub(super) fn erase_subtree(&mut self, subtree: Subtree) {
        for &op in &subtree.ops {
            self.drop_operand_uses(op);
            let b = self.body_mut(op.body);
            for i in b.op(op.id).successors.span() {
                b.unlink_successor(SuccessorId::from_index(i));
            }
        }
        for op in subtree.ops {
            if let Some(child) = op.child_body(self) {
                self.drop_body_tree(child);
            }
            self.body_mut(op.body).erased[op.id.index()] = true;
        }
    }
}

/// The ops and blocks of subtrees about to be erased.
pub(super) struct Subtree {
    ops: Vec<Op>,
    blocks: Vec<Block>,
}
