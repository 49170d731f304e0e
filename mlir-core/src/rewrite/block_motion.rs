//! Moving blocks and their ops through the rewriter: inlining a region or
//! a block, merging and splitting blocks. Each moved block or op is told
//! to the listener as inserted, as MLIR's rewriter does when a listener is
//! attached.

use crate::ir::refuse_cross_body_move;
use crate::ir::{Block, InsertPoint, Op, Region, Value};
use crate::rewrite::PatternRewriter;
use crate::rewrite::journal::Change;

impl PatternRewriter<'_> {
    /// Moves every block of `src` into `dest` before `before` (at the end
    /// when `None`). Across bodies, into a rebuilt isolated op, see
    /// [`IrView::cross_body_region_move`](crate::ir::IrView::cross_body_region_move):
    /// the handles `src` and `dest` then name each other's regions.
    pub fn inline_region_before(&mut self, src: Region, dest: Region, before: Option<Block>) {
        if src.body != dest.body {
            // Into a rebuilt isolated op: the two ops exchange bodies.
            let (from, to) = self
                .ir
                .cross_body_region_move(src, dest, before)
                .unwrap_or_else(|why| refuse_cross_body_move(&why));
            let moved: Vec<Block> = src.blocks(self.ir).collect();
            self.record(|_| Change::IsolatedRegionsExchanged { from, to });
            self.ir.exchange_isolated_regions(from, to);
            for block in moved {
                self.notify(|l, ir| l.block_inserted(ir, block));
            }
            return;
        }
        let blocks: Vec<Block> = src.blocks(self.ir).collect();
        for block in blocks {
            self.record(|ir| Change::BlockMoving { block, region: src, before: block.next(ir) });
            self.ir.remove_block(block);
            self.ir.insert_block(dest, block, before);
            self.notify(|l, ir| l.block_inserted(ir, block));
        }
    }

    /// Moves the ops of `src` to `point` (in another block), replacing the
    /// uses of `src`'s arguments with `args` (one per argument), and erases
    /// the emptied `src`.
    pub fn inline_block_before(&mut self, src: Block, point: InsertPoint, args: &[Value]) {
        assert_eq!(
            src.num_args(self.ir),
            args.len(),
            "inline_block_before: one value per argument"
        );
        assert_ne!(point.block(self.ir), src, "inlining a block into itself");
        for (index, &value) in args.iter().enumerate() {
            let arg = src.arg(self.ir, index);
            self.replace_all_uses_with(arg, value);
        }
        let ops: Vec<Op> = src.ops(self.ir).collect();
        let mut point = point;
        for op in ops {
            self.move_op(op, point);
            // The next op goes after this one, keeping their order.
            if let InsertPoint::BlockStart(_) | InsertPoint::After(_) = point {
                point = InsertPoint::After(op);
            }
        }
        self.erase_block(src);
    }

    /// Replaces `op` with the ops of `region`'s single block, moved right
    /// before it with the block's arguments replaced by `args`: the
    /// operands of the block's terminator replace `op`'s results, and the
    /// terminator goes (what MLIR's patterns inlining a region in place of
    /// its op do: `scf.if` on a constant, `memref.alloca_scope`).
    pub fn replace_op_with_region(&mut self, op: Op, region: Region, args: &[Value]) {
        let block = region.first_block(self.ir).expect("a region with one block");
        let terminator = block.last_op(self.ir).expect("a block with a terminator");
        self.inline_block_before(block, InsertPoint::Before(op), args);
        // Read after inlining: a yielded argument is now its replacement.
        let results: Vec<Value> = terminator.operands(self.ir).collect();
        self.replace_op(op, &results);
        self.erase_op(terminator);
    }

    /// Moves the ops of `src` to the end of `dest`, replacing `src`'s
    /// arguments with `args`, and erases `src`.
    pub fn merge_blocks(&mut self, src: Block, dest: Block, args: &[Value]) {
        self.inline_block_before(src, InsertPoint::BlockEnd(dest), args);
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block right after `block`, which is returned.
    pub fn split_block(&mut self, block: Block, op: Op) -> Block {
        let new = self.ir.split_block(block, op);
        self.record(|_| Change::BlockCreated(new));
        self.notify(|l, ir| l.block_inserted(ir, new));
        // The journal hears one change for all the moved ops; a listener
        // hears each of them (as MLIR's rewriter does, in order), which is
        // the only part that costs O(the tail).
        if self.has_listener() {
            let mut next = Some(op);
            while let Some(current) = next {
                next = current.next(self.ir);
                self.notify(|l, ir| l.op_inserted(ir, current));
            }
        }
        self.record(|_| Change::BlockSplit { from: block, into: new });
        new
    }
}
