//! Erasing the blocks no path from their region's entry block reaches
//! (MLIR's `eraseUnreachableBlocks`), in every region nested in the given
//! ones. The uses of an erased block's values go with it, so unreachable
//! blocks that use each other's values are erased together.

use super::block_order::reachable_from;
use crate::ir::{Block, EntitySet, IrView, Op, Region};
use crate::rewrite::PatternRewriter;

/// Erases the unreachable blocks of `regions` and of the regions nested
/// in their reachable blocks; whether any was erased.
pub fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks: Vec<Block> = region.blocks(rw).collect();
        let Some(&entry) = blocks.first() else { continue };
        if blocks.len() == 1 {
            push_nested_regions(rw, entry, &mut worklist);
            continue;
        }
        let reached = reachable_from(rw, entry);
        let dead: Vec<Block> = blocks.iter().copied().filter(|&b| !reached.contains(b)).collect();
        // A reachable block cannot use a value of an unreachable one in a
        // region with dominance; in a graph region it can, and then the
        // blocks stay rather than leave a dangling use.
        let erasable = !dead.iter().any(|&b| used_from(rw, b, &reached));
        for &block in &blocks {
            if !reached.contains(block) {
                if erasable {
                    rw.drop_all_defined_value_uses(block);
                    rw.erase_block(block);
                    changed = true;
                }
                continue;
            }
            push_nested_regions(rw, block, &mut worklist);
        }
    }
    changed
}

/// Adds the regions of `block`'s ops to `worklist`.
fn push_nested_regions(ir: &IrView, block: Block, worklist: &mut Vec<Region>) {
    for op in block.ops(ir) {
        worklist.extend(op.regions(ir));
    }
}

/// Whether an op in one of the `reached` blocks uses a value `block`
/// defines (an argument, or a result of an op nested in it).
fn used_from(ir: &IrView, block: Block, reached: &EntitySet<Block>) -> bool {
    // The block of the region's level that holds `op`.
    let top_block = |op: Op| {
        let region = block.region(ir);
        let mut current = op;
        loop {
            let owner = current.block(ir)?;
            if owner.region(ir) == region {
                return Some(owner);
            }
            current = current.parent_op(ir)?;
        }
    };
    let mut values: Vec<crate::ir::Value> = block.args(ir).collect();
    for op in block.ops(ir) {
        ir.walk(op, crate::ir::WalkOrder::PreOrder, |ir, nested| {
            values.extend(nested.results(ir));
            crate::ir::WalkControl::Advance
        });
    }
    values
        .iter()
        .any(|v| v.uses(ir).any(|u| top_block(u.owner(ir)).is_some_and(|b| reached.contains(b))))
}
