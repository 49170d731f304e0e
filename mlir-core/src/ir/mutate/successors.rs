//! Successors of terminators: pointing one at another block, and moving
//! every branch to a block onto another (MLIR's `Block::replaceAllUsesWith`).

use crate::ir::handles::{Block, Op};
use crate::ir::view::IrView;

impl IrView {
    /// Sets successor `index` of `op` to `block`, a block of the same body.
    pub fn set_successor(&mut self, op: Op, index: usize, block: Block) {
        assert_eq!(op.body, block.body, "successor of another body");
        let b = self.body_mut(op.body);
        let range = b.op(op.id).successors;
        assert!(index < range.len as usize, "successor index out of range");
        b.successor_pool[range.start as usize + index] = block.id;
    }

    /// Points every successor naming `from` at `to` instead; returns the
    /// ops changed, in region order. Blocks keep no use lists, so this
    /// scans `from`'s region.
    pub fn replace_block_uses(&mut self, from: Block, to: Block) -> Vec<Op> {
        let Some(region) = from.region(self) else { return Vec::new() };
        let mut changed = Vec::new();
        for block in region.blocks(self).collect::<Vec<_>>() {
            let Some(terminator) = block.last_op(self) else { continue };
            let targets: Vec<Block> = terminator.successors(self).collect();
            let mut touched = false;
            for (index, target) in targets.into_iter().enumerate() {
                if target == from {
                    self.set_successor(terminator, index, to);
                    touched = true;
                }
            }
            if touched {
                changed.push(terminator);
            }
        }
        changed
    }
}
