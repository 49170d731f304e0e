//! [`DominanceInfo`]: block and op dominance in the regions nested in an
//! op, built on the verifier's per-region dominator trees (one per
//! multi-block region; single-block regions need none). As MLIR's, it is
//! computed region by region when first asked about a region, so asking
//! for the analysis costs nothing by itself.

use std::sync::Arc;

use parking_lot::Mutex;
use rustc_hash::FxHashMap;

use crate::ir::{Block, IrView, Op, Region};
use crate::verify::dominance::RegionInfo;

use crate::pass::analysis::Analysis;

/// Dominance in every region nested in the analysed op (MLIR's
/// `DominanceInfo`).
pub struct DominanceInfo {
    /// The regions asked about so far. Behind a lock because queries take
    /// `&self` (the analysis is shared as an `Arc`); each task of a
    /// threaded run has its own, so the lock is never contended.
    regions: Mutex<FxHashMap<Region, Arc<RegionDominance>>>,
}

/// The dominance facts of one region.
struct RegionDominance {
    info: RegionInfo,
    /// Per block of a multi-block region, the blocks it immediately
    /// dominates, in block order (empty for a region of one block).
    children: FxHashMap<Block, Vec<Block>>,
}

impl Analysis for DominanceInfo {
    const NAME: &'static str = "DominanceInfo";

    fn compute(_op: Op, _ir: &IrView) -> DominanceInfo {
        DominanceInfo { regions: Mutex::new(FxHashMap::default()) }
    }
}

impl DominanceInfo {
    /// How many regions the analysis has computed so far (those asked
    /// about, directly or through a block or op of theirs).
    pub fn num_regions(&self) -> usize {
        self.regions.lock().len()
    }

    /// The facts of `region`, computed on first use.
    fn region(&self, ir: &IrView, region: Region) -> Arc<RegionDominance> {
        let mut regions = self.regions.lock();
        let entry = regions.entry(region).or_insert_with(|| {
            let (info, tree) = RegionInfo::compute_with_tree(ir, region);
            let children = tree
                .map(|(blocks, tree)| {
                    let to_blocks = |c: &Vec<usize>| c.iter().map(|&i| blocks[i]).collect();
                    blocks.iter().copied().zip(tree.children.iter().map(to_blocks)).collect()
                })
                .unwrap_or_default();
            Arc::new(RegionDominance { info, children })
        });
        Arc::clone(entry)
    }

    /// The blocks `block` immediately dominates (its children in its
    /// region's dominator tree), in block order: none in a region of one
    /// block, nor for an unreachable block.
    pub fn dominated_children(&self, ir: &IrView, block: Block) -> Vec<Block> {
        let Some(region) = block.region(ir) else { return Vec::new() };
        self.region(ir, region).children.get(&block).cloned().unwrap_or_default()
    }

    /// Whether `block` is reachable from its region's entry (a block in
    /// no region counts as reachable).
    pub fn is_reachable(&self, ir: &IrView, block: Block) -> bool {
        block.region(ir).is_none_or(|r| self.region(ir, r).info.reachable(block))
    }

    /// Whether block `a` dominates block `b`: `b`, or the block of its
    /// ancestor in `a`'s region, is dominated by `a` there. A block
    /// dominates itself; nothing outside `a`'s region is dominated.
    pub fn dominates_block(&self, ir: &IrView, a: Block, b: Block) -> bool {
        let Some(region) = a.region(ir) else { return a == b };
        let Some(b) = ancestor_block_in(ir, b, region) else { return false };
        self.region(ir, region).info.dominates(a, b)
    }

    /// Whether op `a` dominates op `b`: `a` is `b` or properly dominates
    /// it.
    pub fn dominates(&self, ir: &IrView, a: Op, b: Op) -> bool {
        a == b || self.properly_dominates(ir, a, b)
    }

    /// Whether op `a` properly dominates op `b`: `a` is not `b` nor its
    /// ancestor, and either comes before (the ancestor of) `b` in the same
    /// block — in a graph region, anywhere in it — or its block properly
    /// dominates.
    pub fn properly_dominates(&self, ir: &IrView, a: Op, b: Op) -> bool {
        let Some(block) = a.block(ir) else { return false };
        let Some(region) = block.region(ir) else { return false };
        let Some(b) = ancestor_op_in(ir, b, region) else { return false };
        if a == b {
            return false;
        }
        let Some(b_block) = b.block(ir) else { return false };
        if b_block == block {
            return !self.region(ir, region).info.ssa() || a.is_before_in_block(ir, b);
        }
        self.dominates_block(ir, block, b_block)
    }
}

/// `op`, or its ancestor, whose block is in `region`.
pub(super) fn ancestor_op_in(ir: &IrView, op: Op, region: Region) -> Option<Op> {
    let mut at = op;
    loop {
        if at.block(ir)?.region(ir)? == region {
            return Some(at);
        }
        at = at.parent_op(ir)?;
    }
}

/// `block`, or the block of its ancestor op, in `region`.
pub(super) fn ancestor_block_in(ir: &IrView, block: Block, region: Region) -> Option<Block> {
    if block.region(ir)? == region {
        return Some(block);
    }
    ancestor_op_in(ir, block.parent_op(ir)?, region)?.block(ir)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::analysis::tests::{children, parse};

    #[test]
    fn diamond_and_nested_ops() {
        let parsed = parse(
            "\"a.f\"() ({\n^bb0:\n  \"a.br\"()[^bb1, ^bb2] : () -> ()\n^bb1:\n  \"a.x\"() ({\n    \
             \"a.y\"() : () -> ()\n  }) : () -> ()\n  \"a.br\"()[^bb3] : () -> ()\n^bb2:\n  \
             \"a.br\"()[^bb3] : () -> ()\n^bb3:\n  \"a.ret\"() : () -> ()\n^bb4:\n  \"a.ret\"() : () \
             -> ()\n}) : () -> ()",
        );
        let ir = &parsed.ir;
        let f = children(ir, parsed.module())[0];
        let dom = DominanceInfo::compute(f, ir);
        assert_eq!(dom.num_regions(), 0, "regions are computed when asked about");
        let blocks: Vec<Block> = f.region(ir, 0).blocks(ir).collect();
        let (entry, left, right, join, dead) =
            (blocks[0], blocks[1], blocks[2], blocks[3], blocks[4]);
        assert!(dom.dominates_block(ir, entry, join));
        assert!(!dom.dominates_block(ir, left, join));
        assert!(!dom.dominates_block(ir, right, left));
        assert!(!dom.is_reachable(ir, dead));
        assert!(dom.is_reachable(ir, join));
        let branch = entry.ops(ir).next().unwrap();
        let x = left.ops(ir).next().unwrap();
        let y = children(ir, x)[0];
        let join_ret = join.ops(ir).next().unwrap();
        assert!(dom.properly_dominates(ir, branch, y));
        assert!(dom.properly_dominates(ir, branch, join_ret));
        assert!(!dom.properly_dominates(ir, x, y));
        assert!(!dom.properly_dominates(ir, x, join_ret));
        assert!(dom.dominates_block(ir, entry, y.block(ir).unwrap()));
        assert_eq!(dom.dominated_children(ir, entry), [left, right, join]);
        assert!(dom.dominated_children(ir, dead).is_empty());
        assert!(dom.dominated_children(ir, y.block(ir).unwrap()).is_empty());
        assert_eq!(dom.num_regions(), 2);
    }
}
