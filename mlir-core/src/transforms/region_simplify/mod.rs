//! Region simplification, run by the greedy driver after each iteration
//! (MLIR's `simplifyRegions`): unreachable blocks are erased
//! ([`unreachable_blocks`]), then dead ops and dead block arguments
//! ([`region_dce`]); at the `aggressive` level, identical blocks are merged
//! and arguments every predecessor passes the same value are dropped
//! ([`block_merging`]).
//!
//! `block_order.rs` gives the post-order these visit blocks in, and the
//! blocks a block reaches ([`reachable_from`]);
//! `eliminate_dead_code` runs the erasures without the greedy driver.

pub mod block_merging;
pub(crate) mod block_order;
pub mod region_dce;
pub mod unreachable_blocks;

pub use block_order::reachable_from;

use crate::ir::{InsertPoint, IrView, Op, Region};
use crate::rewrite::PatternRewriter;

/// How much region simplification the greedy driver runs after each
/// iteration (MLIR's `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks, dead ops and dead block arguments are erased
    /// (the default).
    Normal,
    /// Also identical blocks are merged and block arguments that always
    /// receive the same value are dropped.
    Aggressive,
}

/// Simplifies `regions` (and the regions nested in them) at `level`;
/// whether anything changed.
pub fn simplify_regions(
    rw: &mut PatternRewriter<'_>,
    regions: &[Region],
    level: RegionSimplification,
) -> bool {
    if level == RegionSimplification::Disabled {
        return false;
    }
    let mut changed = unreachable_blocks::erase_unreachable_blocks(rw, regions);
    changed |= region_dce::run_region_dce(rw, regions);
    if level == RegionSimplification::Aggressive {
        changed |= block_merging::merge_identical_blocks(rw, regions);
        changed |= block_merging::drop_redundant_arguments(rw, regions);
    }
    changed
}

/// Dead-code elimination as a function of its own: erases the unreachable
/// blocks, dead ops, dead cycles and dead block arguments in `root`'s
/// regions (the `normal` level of region simplification, without
/// patterns or folding). Whether an op or a block was erased.
pub fn eliminate_dead_code(ir: &mut IrView, root: Op) -> bool {
    let regions: Vec<Region> = root.regions(ir).collect();
    let mut rw = PatternRewriter::new(ir, InsertPoint::Before(root));
    simplify_regions(&mut rw, &regions, RegionSimplification::Normal)
}
