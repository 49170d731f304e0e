//! The walk driver (MLIR's `walkAndApplyPatterns`): one post-order walk
//! over the ops nested in an op (not the op itself), applying to each the
//! first pattern that matches. No fixed point: modified and newly created
//! ops are not visited again; no folding and no dead-code removal; blocks
//! no path from their region's entry reaches are skipped. The cheapest
//! driver when one sweep does the job. A pattern may erase the op it
//! matched (its nested ops were visited before it), not other ops still
//! to be visited.

use crate::ir::{Block, InsertPoint, IrView, Op, Region};
use crate::rewrite::PatternRewriter;
use crate::rewrite::frozen_patterns::FrozenPatternSet;
use crate::transforms::region_simplify::block_order::reachable_from;

/// Applies `patterns` once to each op nested in `root`, in post-order;
/// whether any pattern applied.
pub fn walk_and_apply_patterns(ir: &mut IrView, root: Op, patterns: &FrozenPatternSet) -> bool {
    let order = post_order_ops(ir, root);
    let mut changed = false;
    for op in order {
        if op.is_erased(ir) {
            continue;
        }
        let mut rw = PatternRewriter::new(ir, InsertPoint::Before(op));
        changed |= patterns.apply_first(op, &mut rw, |_| true).is_some();
    }
    changed
}

/// The ops nested in `root`'s regions, each after the ops nested in it,
/// blocks no path from their entry block reaches left out. Iterative.
fn post_order_ops(ir: &IrView, root: Op) -> Vec<Op> {
    enum Step {
        Enter(Op),
        Exit(Op),
    }
    let mut order = Vec::new();
    let mut steps: Vec<Step> = Vec::new();
    let push_regions = |steps: &mut Vec<Step>, op: Op| {
        let regions: Vec<Region> = op.regions(ir).collect();
        for region in regions.into_iter().rev() {
            let ops: Vec<Op> =
                reachable_blocks(ir, region).into_iter().flat_map(|b| b.ops(ir)).collect();
            steps.extend(ops.into_iter().rev().map(Step::Enter));
        }
    };
    push_regions(&mut steps, root);
    while let Some(step) = steps.pop() {
        match step {
            Step::Enter(op) => {
                steps.push(Step::Exit(op));
                push_regions(&mut steps, op);
            }
            Step::Exit(op) => order.push(op),
        }
    }
    order
}

/// The blocks of `region` a path from its entry block reaches, in region
/// order.
fn reachable_blocks(ir: &IrView, region: Region) -> Vec<Block> {
    let Some(entry) = region.first_block(ir) else { return Vec::new() };
    let reached = reachable_from(ir, entry);
    region.blocks(ir).filter(|&b| reached.contains(b)).collect()
}
