//! Regions: creating detached ones and moving blocks between them.

use crate::ir::entity::{BodyId, OpId};
use crate::ir::handles::{Block, Region};
use crate::ir::view::IrView;

impl IrView {
    /// Creates a detached region in `body` (to be adopted by a new op).
    pub fn create_detached_region(&mut self, body: BodyId) -> Region {
        Region { body, id: self.body_mut(body).new_region(OpId::NONE) }
    }

    /// Moves all blocks of `src` to the end of `dest` (same body).
    pub fn take_region_body(&mut self, src: Region, dest: Region) {
        self.inline_region_before(src, dest, None);
    }

    /// Moves all blocks of `src` into `dest` before `before` (or at the end).
    pub fn inline_region_before(&mut self, src: Region, dest: Region, before: Option<Block>) {
        assert_eq!(src.body, dest.body, "regions of different bodies: clone instead");
        let blocks: Vec<Block> = src.blocks(self).collect();
        for blk in blocks {
            self.remove_block(blk);
            self.insert_block(dest, blk, before);
        }
    }

    /// Exchanges the blocks of `a` and `b` (same body), each keeping its
    /// order.
    pub fn swap_region_blocks(&mut self, a: Region, b: Region) {
        assert_eq!(a.body, b.body, "regions of different bodies");
        let from_a: Vec<Block> = a.blocks(self).collect();
        self.inline_region_before(b, a, from_a.first().copied());
        for blk in from_a {
            self.remove_block(blk);
            self.insert_block(b, blk, None);
        }
    }
}
