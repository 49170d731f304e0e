//! Blocks in regions: creating, inserting, removing, erasing, splitting
//! and merging blocks.

use crate::ir::body::Body;
use crate::ir::builder::InsertPoint;
use crate::ir::entity::{BlockId, BlockSlot, BodyId, OpId, RegionId};
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
    ///
    /// Costs O(the smaller half), not O(the tail): the list is cut in O(1),
    /// the ops keep their order labels (still increasing in each half), and
    /// only the shorter half is relabelled with a new block slot. When the
    /// head is shorter, the two blocks trade slots, so the tail's ops,
    /// untouched, now name the new block. Lowering K `scf.if`s of one block
    /// front to back is thus linear, not O(K²).
    pub fn split_block(&mut self, block: Block, op: Op) -> Block {
        assert_eq!(op.block(self), Some(block), "splitting a block before an op of another block");
        let new = self.create_block(block.body);
        let region = block.region(self).expect("splitting a detached block");
        self.insert_block(region, new, block.next(self));
        let b = self.body_mut(block.body);
        // Cut the list before `op`.
        let head_last = b.op(op.id).prev;
        let tail_last = b.block(block.id).last_op;
        b.op_mut(op.id).prev = OpId::NONE;
        if head_last.is_none() {
            b.blocks[block.id.index()].first_op = OpId::NONE;
        } else {
            b.op_mut(head_last).next = OpId::NONE;
        }
        b.blocks[block.id.index()].last_op = head_last;
        b.blocks[new.id.index()].first_op = op.id;
        b.blocks[new.id.index()].last_op = tail_last;
        relabel_shorter_half(b, block.id, new.id);
        new
    }

    /// Moves all ops of `src` to the end of `dest`, leaving `src` empty.
    /// When the order labels allow it (every label of `src` above those of
    /// `dest`, as right after `split_block(dest, …)`, which this undoes),
    /// the lists are joined in O(1) and only the shorter half relabelled;
    /// otherwise the ops move one by one.
    pub fn move_ops_to_block_end(&mut self, src: Block, dest: Block) {
        assert_eq!(src.body, dest.body, "blocks of different bodies");
        let b = self.body_mut(src.body);
        let (src_first, src_last) = (b.block(src.id).first_op, b.block(src.id).last_op);
        let dest_last = b.block(dest.id).last_op;
        let Some(src_first) = src_first.expand() else { return };
        let joinable = dest_last.expand().is_none_or(|d| b.op(d).order < b.op(src_first).order);
        if !joinable {
            let ops: Vec<Op> = src.ops(self).collect();
            for op in ops {
                self.move_op(op, InsertPoint::BlockEnd(dest));
            }
            return;
        }
        if dest_last.is_none() {
            b.blocks[dest.id.index()].first_op = src_first;
        } else {
            b.op_mut(dest_last).next = src_first;
            b.op_mut(src_first).prev = dest_last;
        }
        b.blocks[dest.id.index()].last_op = src_last;
        b.blocks[src.id.index()].first_op = OpId::NONE;
        b.blocks[src.id.index()].last_op = OpId::NONE;
        // The joined list holds ops with two slots: `dest`'s then `src`'s.
        let (dest_slot, src_slot) = (b.block(dest.id).slot, b.block(src.id).slot);
        let (mut h, mut t) = (b.block(dest.id).first_op, src_first);
        while !h.is_none() && h != src_first && !t.is_none() {
            h = b.op(h).next;
            t = b.op(t).next;
        }
        if t.is_none() {
            // `src`'s ops are the fewer: they take `dest`'s slot.
            relabel(b, src_first, OpId::NONE, dest_slot);
        } else {
            // `dest`'s own ops are the fewer: `dest` takes `src`'s slot.
            b.blocks[dest.id.index()].slot = src_slot;
            b.blocks[src.id.index()].slot = dest_slot;
            b.block_slots[src_slot.index()] = dest.id;
            b.block_slots[dest_slot.index()] = src.id;
            let first = b.block(dest.id).first_op;
            relabel(b, first, src_first, src_slot);
        }
    }

    /// Moves all ops of `src` to the end of `dest`, replacing `src`'s
    /// arguments with `args`, and erases `src`.
    pub fn merge_blocks(&mut self, src: Block, dest: Block, args: &[Value]) {
        assert_eq!(src.num_args(self), args.len(), "argument count mismatch");
        for (i, v) in args.iter().enumerate() {
            let a = src.arg(self, i);
            self.replace_all_uses_with(a, *v);
        }
        self.move_ops_to_block_end(src, dest);
        self.remove_block(src);
        let b = self.body_mut(src.body);
        b.blocks[src.id.index()].args.clear();
    }
}

/// After a cut of `head`'s list before the first op of `tail`, gives the
/// ops of the shorter half their block's slot, walking both halves in step
/// so the cost is O(the shorter). When the head is shorter, the two blocks
/// trade slots first, so the tail's ops, untouched, now name `tail`.
fn relabel_shorter_half(b: &mut Body, head: BlockId, tail: BlockId) {
    let (head_first, tail_first) = (b.block(head).first_op, b.block(tail).first_op);
    let (mut h, mut t) = (head_first, tail_first);
    while !h.is_none() && !t.is_none() {
        h = b.op(h).next;
        t = b.op(t).next;
    }
    if h.is_none() && !t.is_none() {
        let (old, fresh) = (b.block(head).slot, b.block(tail).slot);
        b.blocks[head.index()].slot = fresh;
        b.blocks[tail.index()].slot = old;
        b.block_slots[fresh.index()] = head;
        b.block_slots[old.index()] = tail;
        relabel(b, head_first, OpId::NONE, fresh);
    } else {
        let slot = b.block(tail).slot;
        relabel(b, tail_first, OpId::NONE, slot);
    }
}

/// Sets the block slot of the ops from `first` up to (not including) `end`.
fn relabel(b: &mut Body, first: OpId, end: OpId, slot: BlockSlot) {
    let mut cur = first;
    while !cur.is_none() && cur != end {
        b.op_mut(cur).block_slot = slot;
        cur = b.op(cur).next;
    }
}
