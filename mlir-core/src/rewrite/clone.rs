//! Cloning through the rewriter: an op at the insertion point, or a
//! region's blocks into another region. Each cloned op is told to the
//! listener as inserted, in pre-order, as MLIR's `OpBuilder::clone` and
//! `cloneRegionBefore` tell theirs, so a driver visits the copies.

use crate::ir::{Block, InsertPoint, IrMapping, Op, OpBuilder, Region, WalkControl, WalkOrder};
use crate::rewrite::PatternRewriter;
use crate::rewrite::journal::Change;

impl PatternRewriter<'_> {
    /// Clones `op` (with everything nested) at the insertion point, which
    /// then stays after the clone; `mapping` may pre-map values used from
    /// outside and receives the clone's results, blocks and arguments.
    pub fn clone_op(&mut self, op: Op, mapping: &mut IrMapping) -> Op {
        let point = self.insertion_point();
        let target = point.block(self.ir).body;
        let new = self.ir.clone_op_into(op, target, mapping);
        self.ir.insert_op(new, point);
        if let InsertPoint::After(_) | InsertPoint::BlockStart(_) = point {
            self.set_insertion_point(InsertPoint::After(new));
        }
        self.notify_cloned(new);
        new
    }

    /// Clones the blocks of `src` to the end of `dest`, mapping through
    /// `mapping`. A block argument `mapping` already maps is not copied:
    /// its uses take the mapped value (MLIR's `Region::cloneInto`).
    pub fn clone_region_into(&mut self, src: Region, dest: Region, mapping: &mut IrMapping) {
        let last = dest.blocks(self.ir).last();
        self.ir.clone_region_into(src, dest, mapping);
        let mut next = match last {
            Some(block) => block.next(self.ir),
            None => dest.first_block(self.ir),
        };
        while let Some(block) = next {
            self.record(|_| Change::BlockCreated(block));
            self.notify(|l, ir| l.block_inserted(ir, block));
            let ops: Vec<Op> = block.ops(self.ir).collect();
            for op in ops {
                self.notify_cloned(op);
            }
            next = block.next(self.ir);
        }
    }

    /// Tells the listener about `op` and every op nested in it, in
    /// pre-order, with the blocks of each op's regions.
    fn notify_cloned(&mut self, op: Op) {
        let mut order: Vec<Op> = Vec::new();
        self.ir.walk(op, WalkOrder::PreOrder, |_, nested| {
            order.push(nested);
            WalkControl::Advance
        });
        for nested in order {
            self.record(|_| Change::OpCreated(nested));
            self.notify(|l, ir| l.op_inserted(ir, nested));
            let blocks: Vec<Block> =
                nested.regions(self.ir).flat_map(|r| r.blocks(self.ir)).collect();
            for block in blocks {
                self.notify(|l, ir| l.block_inserted(ir, block));
            }
        }
    }
}
