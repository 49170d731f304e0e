//! The greedy driver on a list of ops (MLIR's `applyOpPatternsGreedily`):
//! the worklist starts with the given ops (the last is visited first) and
//! is processed once, as one iteration of [`greedy_driver`] processes it —
//! dead ops erased, ops folded, patterns applied, changes feeding the
//! worklist — without constant unique-ing beforehand or region
//! simplification afterwards. Under a strict mode only the given ops (and,
//! with `ExistingAndNewOps`, the ops patterns create) are visited, which
//! keeps a rewrite local to the ops a caller names.
//!
//! [`greedy_driver`]: crate::transforms::drivers::greedy_driver

use crate::ir::{IrView, Op, Region};
use crate::rewrite::frozen_patterns::FrozenPatternSet;
use crate::transforms::drivers::greedy_driver::{
    Driver, GreedyConfig, Strictness, process_worklist,
};
use crate::transforms::folding::operation_folder::OperationFolder;

/// What [`apply_patterns_to_ops`] did.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct OpListOutcome {
    /// Whether the IR changed.
    pub changed: bool,
    /// Whether every given op was erased.
    pub all_erased: bool,
}

/// Applies `patterns` to `ops` and to what their changes put on the
/// worklist, within the innermost region holding all of them.
pub fn apply_patterns_to_ops(
    ir: &mut IrView,
    ops: &[Op],
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> OpListOutcome {
    let mut driver = Driver::new(common_region(ir, ops), config.strictness);
    driver.observer = config.listener.clone();
    if config.strictness != Strictness::AnyOp {
        driver.allowed.extend(ops.iter().copied());
    }
    for &op in ops {
        driver.add_single(op);
    }
    let mut folder = OperationFolder::new();
    let changed = process_worklist(ir, patterns, config, &mut driver, &mut folder);
    let all_erased = ops.iter().all(|op| op.is_erased(ir));
    OpListOutcome { changed, all_erased }
}

/// The innermost region that holds every op of `ops` (`None`: none does).
fn common_region(ir: &IrView, ops: &[Op]) -> Option<Region> {
    let regions_of = |op: Op| {
        let mut regions = Vec::new();
        let mut current = op.block(ir).and_then(|b| b.region(ir));
        while let Some(region) = current {
            regions.push(region);
            current = region.parent_op(ir).and_then(|p| p.block(ir)).and_then(|b| b.region(ir));
        }
        regions
    };
    let (&first, rest) = ops.split_first()?;
    let mut candidates = regions_of(first);
    for &op in rest {
        let theirs = regions_of(op);
        candidates.retain(|r| theirs.contains(r));
    }
    candidates.first().copied()
}
