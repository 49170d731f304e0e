//! The greedy pattern rewrite driver (MLIR's `applyPatternsGreedily`),
//! the engine of `canonicalize`. Each iteration first erases unreachable
//! blocks, then fills a worklist with the region's ops (top-down:
//! pre-order, processed in order; bottom-up: post-order), unique-ing and
//! hoisting constants on the way through an [`OperationFolder`]; then pops
//! ops one by one: an op that is trivially dead is erased, otherwise it is
//! folded (constants are not), otherwise the first pattern that applies
//! rewrites it. Every change the rewriter makes feeds the worklist:
//! created and modified ops (with their ancestors up to the region), the
//! users of replaced results, and the defining ops of an erased op's
//! operands that are left with at most one other user. A strict mode
//! limits the worklist to the ops there at the start (and those patterns
//! create). After each iteration, region simplification runs at its
//! level; iterations repeat until nothing changes or the iteration limit
//! is reached.
//!
//! The worklist follows mlir-opt's order, fed by a `RewriteListener`. A change
//! budget, which mlir-opt lacks, ends an iteration whose patterns never stop (a
//! pattern that changes its op every time it applies); `docs/greedy-driver.md`
//! gives the rules and the budget.

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::ir::{
    Block, EntityMap, EntitySet, InsertPoint, IrView, Op, Region, Value, WalkControl, WalkOrder,
};
use crate::rewrite::frozen_patterns::FrozenPatternSet;
use crate::rewrite::{FoldResult, PatternRewriter, RewriteListener};
use crate::transforms::dead_code::DeadOpQuery;
use crate::transforms::drivers::changes_since_simplified::{ChangesSinceSimplified, SimplifyScope};
use crate::transforms::folding::fold_one_op::{
    constant_of_op, fold_op, fold_results_to_values, materialize_with_dialect_of,
};
use crate::transforms::folding::operation_folder::OperationFolder;
pub use crate::transforms::region_simplify::RegionSimplification;
use crate::transforms::region_simplify::simplify_regions;
use crate::transforms::region_simplify::unreachable_blocks::erase_unreachable_blocks;

/// The driver's settings (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Fill the worklist in pre-order and process it in order (the
    /// default), or in post-order.
    pub top_down: bool,
    /// The most iterations; `None` for no limit.
    pub max_iterations: Option<u32>,
    /// The most pattern applications per iteration; `None` for no limit.
    pub max_rewrites: Option<u64>,
    /// Whether ops are folded.
    pub fold: bool,
    /// Whether constants are made unique and hoisted while filling the
    /// worklist.
    pub cse_constants: bool,
    /// Region simplification after each iteration.
    pub region_simplification: RegionSimplification,
    /// Which ops the driver may visit.
    pub strictness: Strictness,
    /// A listener that hears every change the driver and its patterns
    /// make, after the driver itself (MLIR's `GreedyRewriteConfig`
    /// listener): a pass keeps its own records of the IR coherent.
    pub listener: Option<SharedListener>,
}

/// A [`RewriteListener`] a pass shares with the driver.
#[derive(Clone)]
pub struct SharedListener(pub Arc<Mutex<dyn RewriteListener + Send>>);

impl SharedListener {
    /// Runs `event` on the listener (a poisoned lock still hears it: the
    /// listener only records).
    fn hear(&self, event: impl FnOnce(&mut dyn RewriteListener)) {
        let mut guard = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        event(&mut *guard);
    }
}

impl std::fmt::Debug for SharedListener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SharedListener")
    }
}

/// Which ops the driver may put on its worklist (MLIR's
/// `GreedyRewriteStrictness`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Strictness {
    /// Any op (the default).
    AnyOp,
    /// The ops there at the start and the ops patterns create.
    ExistingAndNewOps,
    /// Only the ops there at the start.
    ExistingOps,
}

impl Default for GreedyConfig {
    fn default() -> GreedyConfig {
        GreedyConfig {
            top_down: true,
            max_iterations: Some(10),
            max_rewrites: None,
            fold: true,
            cse_constants: true,
            region_simplification: RegionSimplification::Normal,
            strictness: Strictness::AnyOp,
            listener: None,
        }
    }
}

/// Applies `patterns` to the ops in `root`'s regions, each region on its
/// own; returns whether every region converged.
pub fn apply_patterns_greedily(
    ir: &mut IrView,
    root: Op,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> bool {
    let regions: Vec<Region> = root.regions(ir).collect();
    let mut converged = true;
    for region in regions {
        converged &= simplify_region(ir, region, patterns, config);
    }
    converged
}

/// The ops to visit, without duplicates; removed ops leave holes.
pub(super) struct Worklist {
    list: Vec<Option<Op>>,
    /// Each listed op's position in `list`; `ABSENT` for the others.
    index: EntityMap<Op, u32>,
}

/// The position of an op that is not on the worklist.
const ABSENT: u32 = u32::MAX;

impl Default for Worklist {
    fn default() -> Self {
        Worklist { list: Vec::new(), index: EntityMap::new(ABSENT) }
    }
}

impl Worklist {
    pub(super) fn push(&mut self, op: Op) {
        if self.index.get(op) == ABSENT {
            self.index.set(op, self.list.len() as u32);
            self.list.push(Some(op));
        }
    }

    pub(super) fn pop(&mut self) -> Option<Op> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.index.set(op, ABSENT);
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: Op) {
        let at = self.index.get(op);
        if at != ABSENT {
            self.index.set(op, ABSENT);
            self.list[at as usize] = None;
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        let Some(last) = (self.list.len() as u32).checked_sub(1) else { return };
        for &op in self.list.iter().flatten() {
            self.index.set(op, last - self.index.get(op));
        }
    }

    fn clear(&mut self) {
        for &op in self.list.iter().flatten() {
            self.index.set(op, ABSENT);
        }
        self.list.clear();
    }
}

/// The driver's listener: the worklist, fed by every change.
pub(super) struct Driver {
    pub(super) worklist: Worklist,
    /// The region the driver works in: ancestors are enqueued up to it
    /// (up to the top for `None`).
    pub(super) scope: Option<Region>,
    /// Ops erased since the folder last heard of it.
    pub(super) erased: Vec<Op>,
    /// Which ops may be enqueued.
    pub(super) strictness: Strictness,
    /// Under a strict mode, the ops that may be enqueued.
    pub(super) allowed: FxHashSet<Op>,
    /// The ops of the region in visiting order, gathered when an
    /// iteration fills the worklist; kept to reuse its storage.
    visit_order: Vec<Op>,
    /// Which ops are trivially dead, with what their names decide kept.
    pub(super) dead_query: DeadOpQuery,
    /// The configuration's listener, told every change after the driver.
    pub(super) observer: Option<SharedListener>,
    /// Where the driver changed the region since it was last simplified.
    changes: ChangesSinceSimplified,
}

impl Driver {
    /// A driver for `scope` with an empty worklist.
    pub(super) fn new(scope: Option<Region>, strictness: Strictness) -> Driver {
        Driver {
            worklist: Worklist::default(),
            scope,
            erased: Vec::new(),
            strictness,
            allowed: FxHashSet::default(),
            visit_order: Vec::new(),
            dead_query: DeadOpQuery::new(),
            observer: None,
            changes: ChangesSinceSimplified::default(),
        }
    }

    /// Tells the configuration's listener, if any.
    fn tell(&self, event: impl FnOnce(&mut dyn RewriteListener)) {
        if let Some(observer) = &self.observer {
            observer.hear(event);
        }
    }

    /// Counts a change that started at an op of `block`, for the next
    /// region simplification.
    fn record_change(&mut self, ir: &IrView, block: Option<Block>) {
        match self.scope {
            Some(scope) => self.changes.record(ir, block, scope),
            None => self.changes.record_elsewhere(),
        }
    }

    /// Enqueues `op` alone, if the strict mode allows it.
    pub(super) fn add_single(&mut self, op: Op) {
        if self.strictness == Strictness::AnyOp || self.allowed.contains(&op) {
            self.worklist.push(op);
        }
    }

    /// Enqueues `op` and its ancestors up to the scope (nothing for an op
    /// outside it).
    pub(super) fn add_to_worklist(&mut self, ir: &IrView, op: Op) {
        // One walk up, gathering the chain (usually an op and its function);
        // enqueued only once the scope is found above it.
        let mut chain: SmallVec<[Op; 4]> = SmallVec::new();
        let mut current = op;
        loop {
            chain.push(current);
            let region = current.block(ir).and_then(|b| b.region(ir));
            if region == self.scope {
                break;
            }
            match region.and_then(|r| r.parent_op(ir)) {
                Some(parent) => current = parent,
                None => return,
            }
        }
        for op in chain {
            self.add_single(op);
        }
    }

    /// Enqueues the defining ops of `op`'s operands that have at most one
    /// user besides `op`: erasing `op` may make them dead or simpler.
    fn add_operands_to_worklist(&mut self, ir: &IrView, op: Op) {
        for operand in op.operands(ir) {
            // An operand whose definition went first (unreachable blocks
            // using each other's values) has nothing left to revisit.
            let Some(def) = operand.defining_op(ir).filter(|d| !d.is_erased(ir)) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for user in operand.uses(ir).map(|u| u.owner(ir)) {
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(ir, def);
            }
        }
    }
}

impl RewriteListener for Driver {
    fn op_inserted(&mut self, ir: &IrView, op: Op) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        self.add_to_worklist(ir, op);
        self.tell(|l| l.op_inserted(ir, op));
    }

    fn block_inserted(&mut self, ir: &IrView, block: Block) {
        self.tell(|l| l.block_inserted(ir, block));
    }

    fn op_modified(&mut self, ir: &IrView, op: Op) {
        self.add_to_worklist(ir, op);
        self.tell(|l| l.op_modified(ir, op));
    }

    fn op_replaced(&mut self, ir: &IrView, op: Op, values: &[Value]) {
        for result in op.results(ir) {
            for user in result.uses(ir).map(|u| u.owner(ir)) {
                self.add_single(user);
            }
        }
        self.tell(|l| l.op_replaced(ir, op, values));
    }

    fn op_erased(&mut self, ir: &IrView, op: Op) {
        self.add_operands_to_worklist(ir, op);
        self.worklist.remove(op);
        self.allowed.remove(&op);
        self.erased.push(op);
        self.tell(|l| l.op_erased(ir, op));
    }

    fn block_erased(&mut self, ir: &IrView, block: Block) {
        self.tell(|l| l.block_erased(ir, block));
    }

    fn match_failure(&mut self, loc: Location, reason: &str) {
        self.tell(|l| l.match_failure(loc, reason));
    }
}

/// Runs the driver on one region; whether it converged.
fn simplify_region(
    ir: &mut IrView,
    region: Region,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut driver = Driver::new(Some(region), config.strictness);
    driver.observer = config.listener.clone();
    if config.strictness != Strictness::AnyOp {
        for block in region.blocks(ir) {
            for op in block.ops(ir) {
                ir.walk(op, WalkOrder::PreOrder, |_, nested| {
                    driver.allowed.insert(nested);
                    WalkControl::Advance
                });
            }
        }
    }
    let mut folder = OperationFolder::new();
    let mut iteration = 0;
    // Region simplification erases unreachable blocks last thing in an
    // iteration; nothing after it makes more before the next one starts.
    let simplified_last = config.region_simplification != RegionSimplification::Disabled;
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|max| iteration > max) {
            return false;
        }
        driver.worklist.clear();
        // Unreachable blocks go first, at every level of region
        // simplification: mlir-opt's first iteration already finds their
        // successors with fewer predecessors.
        let mut changed = match region.first_block(ir) {
            Some(_) if iteration > 1 && simplified_last => false,
            Some(entry) => {
                let mut rw =
                    PatternRewriter::with_listener(ir, InsertPoint::BlockEnd(entry), &mut driver);
                let erased = erase_unreachable_blocks(&mut rw, &[region]);
                drain_erased(&mut driver, &mut folder);
                erased
            }
            None => false,
        };
        fill_worklist(ir, region, config, &mut driver, &mut folder);
        changed |= process_worklist(ir, patterns, config, &mut driver, &mut folder);
        if let Some(entry) = region.first_block(ir) {
            let level = config.region_simplification;
            let regions = match driver.changes.scope(ir, level) {
                SimplifyScope::Whole => vec![region],
                SimplifyScope::Within(regions) => regions,
                SimplifyScope::Nothing => Vec::new(),
            };
            let mut rw =
                PatternRewriter::with_listener(ir, InsertPoint::BlockEnd(entry), &mut driver);
            changed |= simplify_regions(&mut rw, &regions, level);
            drain_erased(&mut driver, &mut folder);
            driver.changes.simplified();
        }
        if !changed {
            return true;
        }
    }
}

/// Tells the folder about the ops erased since it last heard.
pub(super) fn drain_erased(driver: &mut Driver, folder: &mut OperationFolder) {
    for op in driver.erased.drain(..) {
        folder.notify_removal(op);
    }
}

/// Fills the worklist for one iteration: every op of the region, constants
/// handed to the folder first (a duplicate is replaced and not enqueued).
fn fill_worklist(
    ir: &mut IrView,
    region: Region,
    config: &GreedyConfig,
    driver: &mut Driver,
    folder: &mut OperationFolder,
) {
    let order = if config.top_down { WalkOrder::PreOrder } else { WalkOrder::PostOrder };
    // The list of the previous iteration, emptied: its capacity is kept.
    let mut ops = std::mem::take(&mut driver.visit_order);
    for block in region.blocks(ir).collect::<Vec<_>>() {
        for op in block.ops(ir).collect::<Vec<_>>() {
            ir.walk(op, order, |_, op| {
                ops.push(op);
                WalkControl::Advance
            });
        }
    }
    let mut gone: EntitySet<Op> = EntitySet::new();
    for &op in &ops {
        if gone.contains(op) {
            continue;
        }
        let constant: Option<Attribute> =
            if config.cse_constants { constant_of_op(ir, op) } else { None };
        let kept = match constant {
            Some(value) => {
                let mut rw = PatternRewriter::with_listener(ir, InsertPoint::Before(op), driver);
                let kept = folder.insert_known_constant(&mut rw, op, value);
                for &erased in &driver.erased {
                    gone.insert(erased);
                }
                drain_erased(driver, folder);
                kept
            }
            None => true,
        };
        if kept {
            // In pre-order the op's ancestors in the region came first and
            // are listed already; in post-order they come after it, and
            // MLIR lists them right after their first descendant.
            if config.top_down {
                driver.add_single(op);
            } else {
                driver.add_to_worklist(ir, op);
            }
        }
    }
    ops.clear();
    driver.visit_order = ops;
    if config.top_down {
        driver.worklist.reverse();
    }
}

/// How many folds and pattern applications one pass over the worklist may
/// make for each op it starts with (at least 16 ops are counted). MLIR
/// sets no such bound: a pattern or fold that changes an op every time
/// re-enqueues it, and mlir-opt never returns. Here the pass ends when
/// the budget is spent, as a pass that changed something, so the
/// iteration limit bounds the whole run and `test-convergence` reports
/// it. Pattern sets that terminate make a few changes per op, far below.
const CHANGES_PER_OP: u64 = 64;

/// Pops and processes ops until the worklist is empty or the change
/// budget is spent; whether anything changed.
pub(super) fn process_worklist(
    ir: &mut IrView,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    driver: &mut Driver,
    folder: &mut OperationFolder,
) -> bool {
    let mut changed = false;
    let mut rewrites = 0u64;
    // Folds and pattern applications, against the budget.
    let mut changes = 0u64;
    let budget = CHANGES_PER_OP * driver.worklist.list.len().max(16) as u64;
    while config.max_rewrites.is_none_or(|max| rewrites < max) {
        if changes >= budget {
            return true;
        }
        let Some(op) = driver.worklist.pop() else { break };
        // Where a change starts; the op may be gone after it.
        let block = op.block(ir);
        if driver.dead_query.is_trivially_dead(ir, op) {
            PatternRewriter::with_listener(ir, InsertPoint::Before(op), driver).erase_op(op);
            drain_erased(driver, folder);
            driver.record_change(ir, block);
            changed = true;
            continue;
        }
        if config.fold && constant_of_op(ir, op).is_none() && fold_in_place(ir, op, driver, folder)
        {
            driver.record_change(ir, block);
            changed = true;
            changes += 1;
            continue;
        }
        let mut rw = PatternRewriter::with_listener(ir, InsertPoint::Before(op), driver);
        let applied = patterns.apply_first(op, &mut rw, |_| true).is_some();
        drain_erased(driver, folder);
        if applied {
            driver.record_change(ir, block);
            changed = true;
            rewrites += 1;
            changes += 1;
        }
    }
    changed
}

/// Folds `op` as the driver does: in place (the op is enqueued again), or
/// replaced by values and constants its dialect materializes right before
/// it, at its location. Whether it folded.
fn fold_in_place(
    ir: &mut IrView,
    op: Op,
    driver: &mut Driver,
    folder: &mut OperationFolder,
) -> bool {
    match fold_op(ir, op) {
        // `fold_op` has made an unreported change already.
        FoldResult::Failed | FoldResult::Unreported(_) => false,
        // `fold_op` has made an update in place already.
        FoldResult::InPlace | FoldResult::Update(_) => {
            driver.op_modified(ir, op);
            true
        }
        // `fold_op` has made the update already.
        FoldResult::Replaced(results) | FoldResult::UpdatedThenReplaced(_, results) => {
            let loc = op.loc(ir);
            let at = InsertPoint::Before(op);
            let constant = |ir: &mut IrView, attr, ty| {
                materialize_with_dialect_of(ir, op, at, (attr, ty, loc)).map(|c| (c, true))
            };
            let Some((values, made)) = fold_results_to_values(ir, op, &results, constant) else {
                return false;
            };
            let mut rw = PatternRewriter::with_listener(ir, InsertPoint::Before(op), driver);
            for &constant in &made {
                rw.notify(|l, ir| l.op_inserted(ir, constant));
            }
            rw.replace_op(op, &values);
            drain_erased(driver, folder);
            true
        }
    }
}
