//! [`PostDominanceInfo`]: which ops and blocks are on every path from
//! another to the exit of its region (MLIR's `PostDominanceInfo`).
//!
//! A region's post-dominator tree is its dominator tree on the reversed
//! control-flow graph below one virtual exit, whose predecessors are the
//! blocks without successors. Computed region by region on first use, as
//! [`DominanceInfo`](super::DominanceInfo) is. A block from which no exit
//! can be reached (an endless loop) post-dominates only itself and is
//! post-dominated by no other block.

use std::sync::Arc;

use parking_lot::Mutex;
use rustc_hash::FxHashMap;

use crate::definitions::interfaces::region_kind::has_ssa_dominance;
use crate::ir::{Block, IrView, Op, Region};
use crate::pass::analysis::Analysis;
use crate::pass::analysis::dominance_info::{ancestor_block_in, ancestor_op_in};
use crate::verify::dominance::immediate_dominators;

/// Post-dominance in every region nested in the analysed op.
pub struct PostDominanceInfo {
    /// The regions asked about so far; see `DominanceInfo` for the lock.
    regions: Mutex<FxHashMap<Region, Arc<RegionPostDominance>>>,
}

/// The post-dominator tree of one region of several blocks.
struct RegionPostDominance {
    /// Per block, its immediate post-dominator; `None` for a block whose
    /// immediate post-dominator is the virtual exit, or that reaches no
    /// exit (see `reaches_exit`).
    parent: FxHashMap<Block, Option<Block>>,
    /// The blocks from which an exit can be reached.
    reaches_exit: FxHashMap<Block, bool>,
    /// Whether the region requires definitions before uses in a block.
    ssa: bool,
}

impl Analysis for PostDominanceInfo {
    const NAME: &'static str = "PostDominanceInfo";

    fn compute(_op: Op, _ir: &IrView) -> PostDominanceInfo {
        PostDominanceInfo { regions: Mutex::new(FxHashMap::default()) }
    }
}

impl PostDominanceInfo {
    /// An empty analysis: regions are computed when asked about.
    pub fn new() -> PostDominanceInfo {
        PostDominanceInfo { regions: Mutex::new(FxHashMap::default()) }
    }

    /// The facts of `region`, computed on first use.
    fn region(&self, ir: &IrView, region: Region) -> Arc<RegionPostDominance> {
        let mut regions = self.regions.lock();
        let entry = regions.entry(region).or_insert_with(|| Arc::new(compute(ir, region)));
        Arc::clone(entry)
    }

    /// Whether block `a` post-dominates block `b`: `b`, or the block of its
    /// ancestor in `a`'s region, has every path to the region's exit
    /// through `a`. A block post-dominates itself.
    pub fn post_dominates_block(&self, ir: &IrView, a: Block, b: Block) -> bool {
        let Some(region) = a.region(ir) else { return a == b };
        let Some(b) = ancestor_block_in(ir, b, region) else { return false };
        if a == b {
            return true;
        }
        let facts = self.region(ir, region);
        if !facts.reaches_exit.get(&b).copied().unwrap_or(false) {
            return false;
        }
        let mut at = b;
        while let Some(Some(up)) = facts.parent.get(&at).copied() {
            if up == a {
                return true;
            }
            at = up;
        }
        false
    }

    /// Whether op `a` post-dominates op `b`: `a` is `b`, or properly
    /// post-dominates it.
    pub fn post_dominates(&self, ir: &IrView, a: Op, b: Op) -> bool {
        a == b || self.properly_post_dominates(ir, a, b)
    }

    /// Whether op `a` properly post-dominates op `b`: `a` is not `b`, and
    /// either `a` is an ancestor of `b`, or comes after (the ancestor of)
    /// `b` in the same block — in a graph region, anywhere in it — or its
    /// block properly post-dominates.
    pub fn properly_post_dominates(&self, ir: &IrView, a: Op, b: Op) -> bool {
        let Some(block) = a.block(ir) else { return false };
        let Some(region) = block.region(ir) else { return false };
        let Some(b) = ancestor_op_in(ir, b, region) else { return false };
        if a == b {
            // `a` holds the original `b`.
            return true;
        }
        let Some(b_block) = b.block(ir) else { return false };
        if b_block == block {
            let ssa = region
                .blocks(ir)
                .nth(1)
                .map_or_else(|| has_ssa_dominance(ir, region), |_| self.region(ir, region).ssa);
            return !ssa || b.is_before_in_block(ir, a);
        }
        self.post_dominates_block(ir, block, b_block)
    }
}

impl Default for PostDominanceInfo {
    fn default() -> Self {
        PostDominanceInfo::new()
    }
}

/// The post-dominator tree of `region` (empty for a region of one block).
fn compute(ir: &IrView, region: Region) -> RegionPostDominance {
    let ssa = has_ssa_dominance(ir, region);
    let blocks: Vec<Block> = region.blocks(ir).collect();
    let mut facts = RegionPostDominance {
        parent: FxHashMap::default(),
        reaches_exit: FxHashMap::default(),
        ssa,
    };
    if blocks.len() < 2 {
        for block in blocks {
            facts.reaches_exit.insert(block, true);
        }
        return facts;
    }
    let index: FxHashMap<Block, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    // Node 0 is the virtual exit, node `i + 1` block `i`; edges reversed.
    let mut reversed: Vec<Vec<usize>> = vec![Vec::new(); blocks.len() + 1];
    for (i, block) in blocks.iter().enumerate() {
        let successors: Vec<usize> = block.last_op(ir).map_or(Vec::new(), |t| {
            t.successors(ir).filter_map(|s| index.get(&s).copied()).collect()
        });
        if successors.is_empty() {
            reversed[0].push(i + 1);
        }
        for s in successors {
            reversed[s + 1].push(i + 1);
        }
    }
    let idom = immediate_dominators(&reversed);
    for (i, block) in blocks.iter().enumerate() {
        let up = idom[i + 1];
        facts.reaches_exit.insert(*block, up.is_some());
        facts.parent.insert(*block, up.filter(|&d| d != 0).map(|d| blocks[d - 1]));
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::analysis::tests::{children, parse};

    #[test]
    fn diamond_loop_and_same_block_order() {
        let parsed = parse(
            "\"a.f\"() ({\n^bb0:\n  \"a.x\"() : () -> ()\n  \"a.br\"()[^bb1, ^bb2] : () -> ()\n\
             ^bb1:\n  \"a.br\"()[^bb3] : () -> ()\n^bb2:\n  \"a.br\"()[^bb3] : () -> ()\n^bb3:\n  \
             \"a.y\"() : () -> ()\n  \"a.ret\"() : () -> ()\n^bb4:\n  \"a.br\"()[^bb4] : () -> ()\n\
             }) : () -> ()",
        );
        let ir = &parsed.ir;
        let f = children(ir, parsed.module())[0];
        let region = f.regions(ir).next().unwrap();
        let blocks: Vec<Block> = region.blocks(ir).collect();
        let info = PostDominanceInfo::new();
        let pd = |a: usize, b: usize| info.post_dominates_block(ir, blocks[a], blocks[b]);
        assert!(pd(3, 0) && pd(3, 1) && pd(3, 2) && pd(3, 3));
        assert!(!pd(1, 0) && !pd(2, 0) && !pd(0, 3) && !pd(1, 2));
        // The endless loop reaches no exit: only itself.
        assert!(pd(4, 4) && !pd(3, 4) && !pd(4, 3));
        let x = blocks[0].ops(ir).next().unwrap();
        let br0 = blocks[0].last_op(ir).unwrap();
        let y = blocks[3].ops(ir).next().unwrap();
        assert!(info.properly_post_dominates(ir, br0, x));
        assert!(!info.properly_post_dominates(ir, x, br0));
        assert!(info.properly_post_dominates(ir, y, x));
        assert!(!info.post_dominates(ir, x, y));
        assert!(info.post_dominates(ir, x, x));
    }
}
