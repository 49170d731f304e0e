//! Where the greedy driver changed its region since region simplification
//! last ran there, so that the next simplification looks only there.
//!
//! Erasing unreachable blocks, dead ops and dead block arguments (the
//! `normal` level) finds nothing the second time in IR nobody changed: what
//! is live stays live. And inside an op isolated from above (a function),
//! what is live depends only on the op's own regions. So after a change
//! inside such ops only, simplifying their regions finds what simplifying
//! the whole region would; after no change, nothing is left to find. The
//! `aggressive` level also merges blocks, which may cascade: it always runs
//! on the whole region.
//!
//! Changes are the driver's own: folds, pattern applications and erased
//! dead ops, located by the block of the op they started from. Constants
//! the folder merges into one another while filling the worklist leave
//! nothing dead and are not counted.

use rustc_hash::FxHashSet;

use crate::ir::{Block, IrView, Op, Region};
use crate::semantics::traits::OpTraits;
use crate::transforms::region_simplify::RegionSimplification;

/// The changes made in one region since it was last simplified.
#[derive(Default)]
pub(super) struct ChangesSinceSimplified {
    /// Whether simplification has run on the region at all.
    simplified: bool,
    /// The ops directly in the region, isolated from above, that hold
    /// every change counted since, in the order first changed.
    within: Vec<Op>,
    /// The same ops, to list each once.
    listed: FxHashSet<Op>,
    /// Whether a change lies outside all of them.
    elsewhere: bool,
}

/// What the next simplification of a region must look at.
pub(super) enum SimplifyScope {
    /// The whole region.
    Whole,
    /// The regions of these ops, isolated from above.
    Within(Vec<Region>),
    /// Nothing: it would find nothing.
    Nothing,
}

impl ChangesSinceSimplified {
    /// Counts a change to an op of `block` (`None`: an op without one),
    /// in `scope`.
    pub(super) fn record(&mut self, ir: &IrView, block: Option<Block>, scope: Region) {
        if !self.simplified || self.elsewhere {
            return;
        }
        match block.and_then(|b| isolated_holder(ir, b, scope)) {
            Some(holder) => {
                if self.listed.insert(holder) {
                    self.within.push(holder);
                }
            }
            None => self.elsewhere = true,
        }
    }

    /// Counts a change that may lie anywhere.
    pub(super) fn record_elsewhere(&mut self) {
        self.elsewhere = true;
    }

    /// What simplifying the region at `level` must look at now.
    pub(super) fn scope(&self, ir: &IrView, level: RegionSimplification) -> SimplifyScope {
        if !self.simplified || self.elsewhere || level != RegionSimplification::Normal {
            return SimplifyScope::Whole;
        }
        if self.within.is_empty() {
            return SimplifyScope::Nothing;
        }
        // A holder erased since (with its function, say) has nothing left.
        let holders = self.within.iter().filter(|op| !op.is_erased(ir));
        SimplifyScope::Within(holders.flat_map(|op| op.regions(ir)).collect())
    }

    /// Notes that the region has just been simplified.
    pub(super) fn simplified(&mut self) {
        self.simplified = true;
        self.within.clear();
        self.listed.clear();
        self.elsewhere = false;
    }
}

/// The op directly in `scope` whose regions hold `block`, when it is
/// isolated from above; `None` when `block` is in `scope` itself, outside
/// it, or under an op that lets values in.
fn isolated_holder(ir: &IrView, block: Block, scope: Region) -> Option<Op> {
    let mut region = block.region(ir)?;
    if region == scope {
        return None;
    }
    loop {
        let parent = region.parent_op(ir)?;
        let outer = parent.block(ir)?.region(ir)?;
        if outer == scope {
            let isolated = parent.name(ir).traits(ir.ctx()).contains(OpTraits::ISOLATED_FROM_ABOVE);
            return isolated.then_some(parent);
        }
        region = outer;
    }
}
