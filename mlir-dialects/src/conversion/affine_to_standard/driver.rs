//! The one-shot driver `lower-affine` runs its patterns with, in place of
//! the partial dialect conversion upstream uses (every pattern here
//! replaces an op by ops of the same types, so no type conversion is
//! involved). It does what that conversion does to the ops it visits:
//! each op nested in the root, in pre-order, is left alone when its
//! dialect is legal; otherwise it is folded when it folds (constants
//! materialized only when the constant op is legal, else the fold is given
//! up), or else rewritten by the first pattern that applies, or left as it
//! is. Blocks no path from their region's entry reaches are skipped with
//! everything in them, as upstream's walk skips them. Ops created by
//! patterns are legal and not visited. Nothing else happens: no dead-code
//! removal, no constant uniquing.
//!
//! [`apply_one_shot_conversion`] is the same driver with legality decided
//! per op ([`Legality`]), as a conversion target with dynamically legal and
//! illegal ops decides it: ops a pattern creates that are not legal are
//! lowered in turn, at once, and the first illegal op left as it is stops
//! the run, as it fails upstream's conversion.

use mlir_core::Location;
use mlir_core::ir::{Block, EntityMap, EntitySet, InsertPoint, IrView, Op, Region, Value};
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::rewrite::{FoldResult, PatternRewriter, RewriteListener};
use mlir_core::transforms::folding::fold_one_op::{
    constant_of_op, constant_value, fold_op_with_constants, fold_results_to_values,
    materialize_with_dialect_of,
};

/// How many times in a row an op folding in place is folded again before
/// its patterns are tried.
const MAX_IN_PLACE_FOLDS: usize = 8;

/// The operand slots a replacement rewired, per op: bit `i` for operand
/// `i`, the last bit for every operand from 63 on. Upstream's conversion
/// leaves the users of a replaced op on its old results until the end, so
/// a fold there never sees the constant a replaced op folded to; this
/// driver rewires at once and masks those operands instead.
struct RewiredOperands(EntityMap<Op, u64>);

impl RewiredOperands {
    /// Marks the uses of `op`'s results, about to take their replacements.
    fn mark_users_of(&mut self, ir: &IrView, op: Op) {
        for result in op.results(ir) {
            for u in result.uses(ir) {
                let owner = u.owner(ir);
                let bit = 1u64 << u.operand_index(ir).min(63);
                self.0.set(owner, self.0.get(owner) | bit);
            }
        }
    }

    /// Whether operand `index` of `op` was rewired.
    fn is_rewired(&self, op: Op, index: usize) -> bool {
        self.0.get(op) & (1u64 << index.min(63)) != 0
    }
}

/// Hears the patterns' match failures, to report those that are errors,
/// their replacements, to mask the rewired operands, and (when asked) the
/// ops they create.
struct Failures<'a> {
    is_error: &'a dyn Fn(&str) -> bool,
    errors: Vec<(Location, String)>,
    rewired: RewiredOperands,
    created: Option<Vec<Op>>,
}

impl RewriteListener for Failures<'_> {
    fn op_inserted(&mut self, _ir: &IrView, op: Op) {
        if let Some(created) = &mut self.created {
            created.push(op);
        }
    }

    fn op_replaced(&mut self, ir: &IrView, op: Op, _values: &[Value]) {
        self.rewired.mark_users_of(ir, op);
    }

    fn match_failure(&mut self, loc: Location, reason: &str) {
        if (self.is_error)(reason) {
            self.errors.push((loc, reason.to_owned()));
        }
    }
}

/// Lowers the ops nested in `root` whose dialect `legal` rejects, as
/// described in the module doc; returns the errors patterns reported
/// (match failures whose reason `is_error` accepts), located.
pub fn apply_one_shot_lowering(
    ir: &mut IrView,
    root: Op,
    patterns: &FrozenPatternSet,
    legal: &dyn Fn(&str) -> bool,
    is_error: &dyn Fn(&str) -> bool,
) -> Vec<(Location, String)> {
    let order = reachable_ops_pre_order(ir, root);
    let legal_op = |ir: &IrView, op: Op| legal(op.name(ir).dialect(ir.ctx()));
    let mut failures = Failures {
        is_error,
        errors: Vec::new(),
        rewired: RewiredOperands(EntityMap::new(0)),
        created: None,
    };
    for op in order {
        if op.is_erased(ir) || legal_op(ir, op) {
            continue;
        }
        if fold_legally(ir, op, &legal_op, &mut failures.rewired) {
            continue;
        }
        let mut rw = PatternRewriter::with_listener(ir, InsertPoint::Before(op), &mut failures);
        patterns.apply_first(op, &mut rw, |_| true);
    }
    failures.errors
}

/// What a conversion target says of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Legality {
    /// Left alone.
    Legal,
    /// Must be rewritten: left as it is, it fails the conversion.
    Illegal,
    /// Folded or rewritten when it can be, else left alone.
    Unknown,
}

/// What [`apply_one_shot_conversion`] did.
pub struct ConversionOutcome {
    /// The errors patterns reported, located.
    pub errors: Vec<(Location, String)>,
    /// The illegal op nothing could rewrite, at which the run stopped.
    pub failed: Option<Op>,
}

/// Converts the ops nested in `root` that `legality` does not call legal,
/// as [`apply_one_shot_lowering`] does, and the ops patterns create that
/// it does not call legal, each right after the pattern that created it;
/// stops at the first illegal op left as it is.
pub fn apply_one_shot_conversion(
    ir: &mut IrView,
    root: Op,
    patterns: &FrozenPatternSet,
    legality: &dyn Fn(&IrView, Op) -> Legality,
    is_error: &dyn Fn(&str) -> bool,
) -> ConversionOutcome {
    let legal_op = |ir: &IrView, op: Op| legality(ir, op) == Legality::Legal;
    let mut failures = Failures {
        is_error,
        errors: Vec::new(),
        rewired: RewiredOperands(EntityMap::new(0)),
        created: Some(Vec::new()),
    };
    // A stack of ops to convert, the next on top: created ops go on top of
    // the ops still to visit.
    let mut pending: Vec<Op> = reachable_ops_pre_order(ir, root);
    pending.reverse();
    while let Some(op) = pending.pop() {
        if op.is_erased(ir) || legal_op(ir, op) {
            continue;
        }
        if fold_legally(ir, op, &legal_op, &mut failures.rewired) {
            continue;
        }
        failures.created = Some(Vec::new());
        let mut rw = PatternRewriter::with_listener(ir, InsertPoint::Before(op), &mut failures);
        let applied = patterns.apply_first(op, &mut rw, |_| true).is_some();
        let created = failures.created.replace(Vec::new()).unwrap_or_default();
        if applied {
            pending.extend(created.into_iter().rev());
        } else if legality(ir, op) == Legality::Illegal {
            return ConversionOutcome { errors: failures.errors, failed: Some(op) };
        }
    }
    ConversionOutcome { errors: failures.errors, failed: None }
}

/// Folds `op` (again while it folds in place); true when it was replaced.
/// A constant op is not folded, as upstream's builders do not fold them.
fn fold_legally(
    ir: &mut IrView,
    op: Op,
    legal: &dyn Fn(&IrView, Op) -> bool,
    rewired: &mut RewiredOperands,
) -> bool {
    if constant_of_op(ir, op).is_some() {
        return false;
    }
    for _ in 0..MAX_IN_PLACE_FOLDS {
        let constants: Vec<_> = op
            .operands(ir)
            .enumerate()
            .map(|(i, v)| if rewired.is_rewired(op, i) { None } else { constant_value(ir, v) })
            .collect();
        match fold_op_with_constants(ir, op, &constants) {
            FoldResult::InPlace => continue,
            FoldResult::Replaced(results) => {
                let loc = op.loc(ir);
                let at = InsertPoint::Before(op);
                let constant = |ir: &mut IrView, attr, ty| {
                    let made = materialize_with_dialect_of(ir, op, at, (attr, ty, loc))?;
                    if legal(ir, made) {
                        Some((made, true))
                    } else {
                        ir.erase_op(made);
                        None
                    }
                };
                let Some((values, _)) = fold_results_to_values(ir, op, &results, constant) else {
                    return false;
                };
                rewired.mark_users_of(ir, op);
                replace(ir, op, &values);
                return true;
            }
            _ => return false,
        }
    }
    false
}

/// Replaces `op`'s results with `values` and erases it.
fn replace(ir: &mut IrView, op: Op, values: &[Value]) {
    let results: Vec<Value> = op.results(ir).collect();
    for (result, &value) in results.into_iter().zip(values) {
        ir.replace_all_uses_with(result, value);
    }
    ir.erase_op(op);
}

/// The ops nested in `root` (not `root`), each before the ops nested in
/// it, in the reachable blocks of each region. Iterative.
fn reachable_ops_pre_order(ir: &IrView, root: Op) -> Vec<Op> {
    let mut order = Vec::new();
    let mut pending = vec![root];
    while let Some(op) = pending.pop() {
        if op != root {
            order.push(op);
        }
        let regions: Vec<Region> = op.regions(ir).collect();
        // Pushed in reverse, so that they come out in order.
        for region in regions.into_iter().rev() {
            let blocks = reachable_blocks(ir, region);
            for block in blocks.into_iter().rev() {
                let ops: Vec<Op> = block.ops(ir).collect();
                pending.extend(ops.into_iter().rev());
            }
        }
    }
    order
}

/// The blocks of `region` a path from its entry block reaches, in region
/// order.
fn reachable_blocks(ir: &IrView, region: Region) -> Vec<Block> {
    let Some(entry) = region.first_block(ir) else { return Vec::new() };
    let mut reached = EntitySet::new();
    let mut pending = vec![entry];
    while let Some(block) = pending.pop() {
        if reached.insert(block)
            && let Some(terminator) = block.last_op(ir)
        {
            pending.extend(terminator.successors(ir));
        }
    }
    region.blocks(ir).filter(|&b| reached.contains(b)).collect()
}
