//! Blocks in regions: creating, inserting, removing, erasing, splitting
//! and merging blocks.

use crate::ir::builder::InsertPoint;
use crate::ir::entity::{BlockId, BodyId, RegionId};
use crate::ir::handles::{Block, Op, Region, Value};
use crate::ir::view::IrView;

impl IrView {
    /// Creates a detached block in `body`.
    pub fn create_block(&mut self, body: BodyId) -> Block {
        Block { body, id: self.body_mut(body).new_block() }
    }

    /// Creates a block with arguments of `types` (each at `loc`) and appends
    /// it to `region`; on an empty region, this is its entry block (MLIR's
    /// `Region::emplaceBlock` plus `addArguments`).
    pub fn add_entry_block(
        &mut self,
        region: Region,
        types: &[crate::Type],
        loc: crate::Location,
    ) -> Block {
        let block = self.create_block(region.body);
        self.append_block(region, block);
        for &ty in types {
            self.add_block_arg(block, ty, loc);
        }
        block
    }

    /// Appends a detached block at the end of `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        self.insert_block(region, block, None);
    }

    /// Inserts a detached block into `region` before `before` (or at the end).
    pub fn insert_block(&mut self, region: Region, block: Block, before: Option<Block>) {
        assert_eq!(region.body, block.body, "block of another body");
        let b = self.body_mut(region.body);
        assert!(b.block(block.id).region.is_none(), "block already in a region");
        let next = before.map_or(BlockId::NONE, |x| x.id);
        let prev = match before {
            Some(x) => b.block(x.id).prev,
            None => b.region(region.id).last_block,
        };
        {
            let rec = &mut b.blocks[block.id.index()];
            rec.region = region.id;
            rec.prev = prev;
            rec.next = next;
        }
        if prev.is_none() {
            b.regions[region.id.index()].first_block = block.id;
        } else {
            b.blocks[prev.index()].next = block.id;
        }
        if next.is_none() {
            b.regions[region.id.index()].last_block = block.id;
        } else {
            b.blocks[next.index()].prev = block.id;
        }
    }

    /// Detaches a block from its region.
    pub fn remove_block(&mut self, block: Block) {
        let b = self.body_mut(block.body);
        let (region, prev, next) = {
            let r = b.block(block.id);
            (r.region, r.prev, r.next)
        };
        if region.is_none() {
            return;
        }
        if prev.is_none() {
            b.regions[region.index()].first_block = next;
        } else {
            b.blocks[prev.index()].next = next;
        }
        if next.is_none() {
            b.regions[region.index()].last_block = prev;
        } else {
            b.blocks[next.index()].prev = prev;
        }
        let rec = &mut b.blocks[block.id.index()];
        rec.region = RegionId::NONE;
        rec.prev = BlockId::NONE;
        rec.next = BlockId::NONE;
    }

    /// Erases a block with its ops. Its arguments and the results of its
    /// ops must be unused outside the block; otherwise this panics before
    /// changing anything. The block is left detached and empty.
    pub fn erase_block(&mut self, block: Block) {
        let ops: Vec<Op> = block.ops(self).collect();
        let subtree = self.collect_subtree(ops.clone());
        let args: Vec<Value> = block.args(self).collect();
        if let Some(v) = self.used_outside(&subtree, &args) {
            if args.contains(&v) {
                panic!("erasing a block whose arguments are used");
            }
            panic!("erasing a block whose ops' results are still used");
        }
        for &op in &ops {
            self.remove_op(op);
        }
        self.erase_subtree(subtree);
        self.remove_block(block);
    }

    /// Splits `block` before `op`: `op` and everything after it move to a
    /// new block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: Block, op: Op) -> Block {
        let new = self.create_block(block.body);
        let region = block.region(self).expect("splitting a detached block");
        self.insert_block(region, new, block.next(self));
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = o.next(self);
            self.move_op(o, InsertPoint::BlockEnd(new));
        }
        new
    }

    /// Moves all ops of `src` to the end of `dest`, replacing `src`'s
    /// arguments with `args`, and erases `src`.
    pub fn merge_blocks(&mut self, src: Block, dest: Block, args: &[Value]) {
        assert_eq!(src.num_args(self), args.len(), "argument count mismatch");
        for (i, v) in args.iter().enumerate() {
            let a = src.arg(self, i);
            self.replace_all_uses_with(a, *v);
        }
        let ops: Vec<Op> = src.ops(self).collect();
        for o in ops {
            self.move_op(o, InsertPoint::BlockEnd(dest));
        }
        self.remove_block(src);
        let b = self.body_mut(src.body);
        b.blocks[src.id.index()].args.clear();
    }
}
