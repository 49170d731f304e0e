//! Successors of terminators: pointing one at another block, and moving
//! every branch to a block onto another (MLIR's `Block::replaceAllUsesWith`),
//! keeping each block's list of the branches naming it.

use crate::ir::entity::SuccessorId;
use crate::ir::handles::{Block, Op};
use crate::ir::view::IrView;

impl IrView {
    /// Sets successor `index` of `op` to `block`, a block of the same body.
    pub fn set_successor(&mut self, op: Op, index: usize, block: Block) {
        assert_eq!(op.body, block.body, "successor of another body");
        let b = self.body_mut(op.body);
        let range = b.op(op.id).successors;
        assert!(index < range.len as usize, "successor index out of range");
        // The slot moves from the old block's list of branches to the new.
        let slot = SuccessorId::from_index(range.start as usize + index);
        b.unlink_successor(slot);
        b.successor_pool[slot.index()].block = block.id;
        b.link_successor(slot);
    }

    /// Points every successor naming `from` at `to` instead; returns the
    /// ops changed, once per successor naming `from`. Blocks keep the list of branches naming
    /// them, so this takes time in the number of those branches.
    pub fn replace_block_uses(&mut self, from: Block, to: Block) -> Vec<Op> {
        assert_eq!(from.body, to.body, "successor of another body");
        let mut changed: Vec<Op> = Vec::new();
        let b = self.body_mut(from.body);
        while let Some(slot) = b.block(from.id).first_pred.expand() {
            let owner = Op { body: from.body, id: b.successor_pool[slot.index()].owner };
            b.unlink_successor(slot);
            b.successor_pool[slot.index()].block = to.id;
            b.link_successor(slot);
            changed.push(owner);
        }
        changed
    }
}
