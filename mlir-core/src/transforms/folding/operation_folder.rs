//! [`OperationFolder`]: folds ops and keeps the constants folding creates
//! unique (MLIR's `OperationFolder`). A constant a fold produces is
//! materialized by the folded op's dialect at the start of the entry block
//! of its insertion region (the nearest region whose parent is isolated
//! from above, unregistered, top-level, or claimed by its dialect's
//! `DialectFoldInterface`; see `constant_insertion_region`), once per
//! (dialect, value, type) and region, with an unknown location, as
//! mlir-opt's folder does.
//!
//! A constant the materializer makes in another dialect (`ub.poison` for
//! `arith`) is also known under that dialect, and an equal one there is reused.
//! `fold_each_once` is the `test-single-fold` pass's walk.

use rustc_hash::FxHashMap;
use smallvec::{SmallVec, smallvec};

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::definitions::interfaces::dialect_fold::{
    constant_insertion_region, constant_insertion_region_of_block,
};
use crate::ir::{Block, Builder, EntitySet, InsertPoint, IrView, Op, Region, Value};
use crate::rewrite::{FoldResult, OpFoldResult, PatternRewriter};
use crate::transforms::folding::fold_one_op::{fold_op, fold_results_to_values};

/// What a successful fold did.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Folded {
    /// The op changed itself and stays.
    InPlace,
    /// The op was replaced by values or constants and erased.
    Replaced,
}

/// The key a constant is unique by within one insertion region.
/// A constant's identity in its region: the dialect (an index into the
/// folder's [`OperationFolder::dialects`]), the value and the type.
type ConstantKey = (u32, Attribute, Type);

/// Folds ops and owns the constants it materializes.
#[derive(Default)]
pub struct OperationFolder {
    /// The dialect names keys refer to, in first-seen order: a handful, so
    /// found by a scan, and keys hash a number, not a string.
    dialects: Vec<Box<str>>,
    /// Per insertion region, its unique constants.
    scopes: FxHashMap<Region, FxHashMap<ConstantKey, Op>>,
    /// The constants this folder owns, with their region and every key
    /// naming them there (more than one when a dialect's constant is
    /// materialized by another dialect: `arith`'s poison is `ub.poison`).
    owned: FxHashMap<Op, (Region, SmallVec<[ConstantKey; 1]>)>,
    /// The keys of `owned`, as a set the drivers ask about every erased
    /// op without hashing.
    owned_ops: EntitySet<Op>,
    /// Every constant it created, in creation order (those erased since
    /// are no longer owned: see [`OperationFolder::notify_removal`]).
    created: Vec<Op>,
}

impl OperationFolder {
    /// A folder that owns no constant yet.
    pub fn new() -> OperationFolder {
        OperationFolder::default()
    }

    /// The index of dialect `name` in [`OperationFolder::dialects`], added
    /// if new.
    fn dialect_id(&mut self, name: &str) -> u32 {
        match self.dialects.iter().position(|d| **d == *name) {
            Some(at) => at as u32,
            None => {
                self.dialects.push(name.into());
                (self.dialects.len() - 1) as u32
            }
        }
    }

    /// Whether `op` is a constant this folder materialized or adopted.
    pub fn is_folder_owned_constant(&self, op: Op) -> bool {
        self.owned_ops.contains(op)
    }

    /// The constants this folder created that still exist, in creation
    /// order.
    pub fn created_constants(&self) -> Vec<Op> {
        self.created.iter().copied().filter(|op| self.owned.contains_key(op)).collect()
    }

    /// Forgets `op` (erased by someone else): a constant it owned is no
    /// longer reused.
    pub fn notify_removal(&mut self, op: Op) {
        if !self.owned_ops.remove(op) {
            return;
        }
        if let Some((region, keys)) = self.owned.remove(&op)
            && let Some(scope) = self.scopes.get_mut(&region)
        {
            for key in &keys {
                scope.remove(key);
            }
        }
    }

    /// Adopts the constant `op` (holding `value`) found while the greedy
    /// driver fills its worklist: when its insertion region already has an
    /// equal constant, `op` is replaced by it (whose location becomes
    /// unknown) and erased, and this returns false; otherwise `op` becomes
    /// the region's constant, moved to the start of the region's entry
    /// block unless it is there already or follows a constant the folder
    /// owns (moved from another block, its location becomes unknown).
    pub fn insert_known_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Op,
        value: Attribute,
    ) -> bool {
        let Some(block) = op.block(rw) else { return true };
        if self.is_folder_owned_constant(op) {
            let prev = op.prev(rw);
            if prev.is_some_and(|p| !self.is_folder_owned_constant(p)) {
                rw.ir.move_op(op, InsertPoint::BlockStart(block));
                let unknown = rw.ctx().unknown_loc();
                rw.ir.set_loc(op, unknown);
            }
            return true;
        }
        let Some(region) = constant_insertion_region(rw, op) else { return true };
        let Some(entry) = region.first_block(rw) else { return true };
        let dialect = self.dialect_id(op.name(rw).dialect(rw.ctx()));
        let key: ConstantKey = (dialect, value, op.result(rw, 0).ty(rw));
        if let Some(&existing) = self.scopes.get(&region).and_then(|s| s.get(&key)) {
            let replacement = existing.result(rw, 0);
            rw.replace_op(op, &[replacement]);
            let unknown = rw.ctx().unknown_loc();
            rw.ir.set_loc(existing, unknown);
            return false;
        }
        if block != entry {
            rw.ir.move_op(op, InsertPoint::BlockStart(entry));
            let unknown = rw.ctx().unknown_loc();
            rw.ir.set_loc(op, unknown);
        } else if entry.first_op(rw) != Some(op)
            && op.prev(rw).is_some_and(|p| !self.is_folder_owned_constant(p))
        {
            rw.ir.move_op(op, InsertPoint::BlockStart(entry));
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.insert(op, (region, smallvec![key]));
        self.owned_ops.insert(op);
        true
    }

    /// Folds `op`. A constant the folder owns is not folded, but moved back
    /// to the start of its block when an op not owned by the folder came
    /// before it. `None` when nothing folded (or a constant could not be
    /// materialized, leaving the op unchanged).
    pub fn try_to_fold(&mut self, ir: &mut IrView, op: Op) -> Option<Folded> {
        if self.is_folder_owned_constant(op) {
            let block = op.block(ir)?;
            let prev = op.prev(ir);
            if prev.is_some_and(|p| !self.is_folder_owned_constant(p)) {
                ir.move_op(op, InsertPoint::BlockStart(block));
                let unknown = ir.ctx().unknown_loc();
                ir.set_loc(op, unknown);
            }
            return None;
        }
        match fold_op(ir, op) {
            FoldResult::Failed | FoldResult::Unreported(_) => None,
            FoldResult::InPlace | FoldResult::Update(_) => Some(Folded::InPlace),
            FoldResult::Replaced(results) | FoldResult::UpdatedThenReplaced(_, results) => {
                let values = self.process_fold_results(ir, op, &results)?;
                self.notify_removal(op);
                PatternRewriter::new(ir, InsertPoint::Before(op)).replace_op(op, &values);
                Some(Folded::Replaced)
            }
        }
    }

    /// The values replacing `op`'s results: existing values, or constants
    /// found or materialized in its insertion region. `None`, with the
    /// constants made for this op erased, when one cannot be materialized.
    fn process_fold_results(
        &mut self,
        ir: &mut IrView,
        op: Op,
        results: &[OpFoldResult],
    ) -> Option<Vec<Value>> {
        let region = constant_insertion_region(ir, op)?;
        let entry = region.first_block(ir)?;
        let dialect = self.dialect_id(op.name(ir).dialect(ir.ctx()));
        // One insertion point for the whole fold, fixed before the first
        // new constant: the op then at the entry's start. The constants of
        // a multi-result fold so come in result order ahead of it (mlir-opt
        // sets its builder to the block's start once).
        let at = entry.first_op(ir).map_or(InsertPoint::BlockEnd(entry), InsertPoint::Before);
        let mut created = Vec::new();
        let constant = |ir: &mut IrView, attr, ty| {
            let found = self.constant_in_region(ir, region, at, (dialect, attr, ty));
            let (constant, made) = found?;
            if made {
                created.push(constant);
            }
            // The constant must dominate the op it replaces.
            if op.block(ir) == Some(entry) && entry.first_op(ir) != Some(constant) {
                ir.move_op(constant, InsertPoint::BlockStart(entry));
            }
            found
        };
        let folded = fold_results_to_values(ir, op, results, constant);
        if folded.is_none() {
            // The constants made for this op were erased.
            for constant in created {
                self.notify_removal(constant);
            }
        }
        folded.map(|(values, _)| values)
    }

    /// The constant `value` of type `ty` for use in `block`, as dialect
    /// `dialect` materializes it (MLIR's `getOrCreateConstant`): the one
    /// this folder already made in the block's insertion region, or a new
    /// one at the start of that region's entry block, with an unknown
    /// location. `None` when the dialect cannot materialize it.
    pub fn get_or_create_constant(
        &mut self,
        ir: &mut IrView,
        block: Block,
        dialect: &str,
        (value, ty): (Attribute, Type),
    ) -> Option<Value> {
        let region = constant_insertion_region_of_block(ir, block)?;
        let entry = region.first_block(ir)?;
        let at = entry.first_op(ir).map_or(InsertPoint::BlockEnd(entry), InsertPoint::Before);
        let dialect = self.dialect_id(dialect);
        let (constant, _) = self.constant_in_region(ir, region, at, (dialect, value, ty))?;
        Some(constant.result(ir, 0))
    }

    /// The constant of `key` in `region`, materialized at `at` when there
    /// is none yet; whether it was created.
    fn constant_in_region(
        &mut self,
        ir: &mut IrView,
        region: Region,
        at: InsertPoint,
        key: ConstantKey,
    ) -> Option<(Op, bool)> {
        let unknown = ir.ctx().unknown_loc();
        if let Some(&existing) = self.scopes.get(&region).and_then(|s| s.get(&key)) {
            if existing.loc(ir) != unknown {
                ir.set_loc(existing, unknown);
            }
            return Some((existing, false));
        }
        let (dialect, attr, ty) = &key;
        let materialize =
            ir.ctx().dialect_hooks(&self.dialects[*dialect as usize])?.materialize_constant?;
        let mut builder = Builder::new(ir, at);
        let constant = materialize(&mut builder, *attr, *ty, unknown)?;
        // A constant of another dialect (`ub.poison` for `arith`): an
        // equal one of that dialect already there is reused instead.
        let made_by = self.dialect_id(constant.name(ir).dialect(ir.ctx()));
        let mut keys: SmallVec<[ConstantKey; 1]> = smallvec![key];
        if made_by != *dialect {
            let other_key = (made_by, *attr, *ty);
            let scope = self.scopes.entry(region).or_default();
            if let Some(&existing) = scope.get(&other_key) {
                scope.insert(key, existing);
                if let Some((_, names)) = self.owned.get_mut(&existing) {
                    names.push(key);
                }
                ir.erase_op(constant);
                return Some((existing, false));
            }
            scope.insert(other_key, constant);
            keys.push(other_key);
        }
        self.scopes.entry(region).or_default().insert(key, constant);
        self.owned.insert(constant, (region, keys));
        self.owned_ops.insert(constant);
        self.created.push(constant);
        Some((constant, true))
    }
}

/// MLIR's `test-single-fold` pass on `root`: every op nested in it (and
/// itself), in reverse pre-order, folded once by one folder; then the
/// constants the folder created that are unused are erased.
pub fn fold_each_once(ir: &mut IrView, root: Op) {
    fold_each(ir, root, 1);
}

/// [`fold_each_once`], folding each op again while it folds in place, up
/// to `max_iterations` folds (the pass's `max-iterations` option).
pub fn fold_each(ir: &mut IrView, root: Op, max_iterations: u32) {
    let mut ops = Vec::new();
    ir.walk(root, crate::ir::WalkOrder::PreOrder, |_, op| {
        ops.push(op);
        crate::ir::WalkControl::Advance
    });
    let mut folder = OperationFolder::new();
    for op in ops.into_iter().rev() {
        for _ in 0..max_iterations {
            if folder.try_to_fold(ir, op) != Some(Folded::InPlace) {
                break;
            }
        }
    }
    for constant in folder.created_constants() {
        if constant.results(ir).all(|r| r.use_empty(ir)) {
            ir.erase_op(constant);
        }
    }
}
