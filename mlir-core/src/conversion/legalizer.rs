//! Legalizing one op (MLIR's `OperationLegalizer`): an op replaced or
//! nested in a recursively legal op needs nothing; a legal op stays; any
//! other is folded (before the patterns, after them, or never, as
//! configured) or rewritten by the first pattern, in the cost model's
//! order, whose result can itself be legalized: the blocks it inserted,
//! the ops it created and the ops it changed in place are legalized in
//! turn, recursively. A pattern is not applied again to ops its own result
//! created while it is running. When a pattern's result cannot be
//! legalized, its changes are rolled back and the next pattern tried (or,
//! without rollback, the conversion fails).
//!
//! With `MLIR_RS_DEBUG=dialect-conversion` each step is logged as a tree;
//! the format is in `docs/dialect-conversion.md`.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::context::diagnostics::Diagnostic;
use crate::context::registrations::OpName;
use crate::conversion::driver::{ConversionConfig, FoldingMode};
use crate::conversion::state::{Checkpoint, ConversionState};
use crate::conversion::target::TargetLookup;
use crate::ir::{InsertPoint, IrView, Op};
use crate::rewrite::debug_log;
use crate::rewrite::frozen_patterns::FrozenPatternSet;
use crate::rewrite::{Change, FoldResult, PatternRewriter, RewriteJournal};
use crate::transforms::folding::fold_one_op::{
    can_fold, constant_of_op, constant_value, fold_op_with_constants, fold_results_to_values,
    materialize_with_dialect_of,
};

/// How many in-place folds of one op may follow each other.
const MAX_IN_PLACE_FOLDS: u32 = 8;

/// The debug log topic.
pub(crate) const LOG_TOPIC: &str = "dialect-conversion";

/// Legalizes ops (see the module doc).
pub(crate) struct Legalizer<'a> {
    /// The target, looked up once per op name.
    pub(crate) target: TargetLookup<'a>,
    patterns: &'a FrozenPatternSet,
    config: &'a ConversionConfig,
    /// The patterns running, by index: not applied again meanwhile.
    running: FxHashSet<usize>,
    /// Whether the debug log is on (asked once).
    logging: bool,
    /// The nesting of the debug log.
    depth: usize,
    /// Per op name, whether its ops can fold at all.
    foldable: FxHashMap<OpName, bool>,
    in_place_folds: u32,
    /// Errors that end the conversion.
    pub(crate) errors: Vec<Diagnostic>,
}

impl<'a> Legalizer<'a> {
    pub(crate) fn new(
        target: TargetLookup<'a>,
        patterns: &'a FrozenPatternSet,
        config: &'a ConversionConfig,
    ) -> Self {
        Legalizer {
            target,
            patterns,
            config,
            running: FxHashSet::default(),
            logging: debug_log::enabled(LOG_TOPIC),
            depth: 0,
            foldable: FxHashMap::default(),
            in_place_folds: 0,
            errors: Vec::new(),
        }
    }

    fn log(&self, line: impl FnOnce() -> String) {
        if self.logging {
            let indent = "  ".repeat(self.depth);
            debug_log::log(LOG_TOPIC, || format!("{indent}{}", line()));
        }
    }

    fn begin(&mut self, line: impl FnOnce() -> String) {
        self.log(|| format!("{} {{", line()));
        self.depth += 1;
    }

    fn end(&mut self, success: bool, reason: &str) -> bool {
        self.depth = self.depth.saturating_sub(1);
        let outcome = if success { "SUCCESS" } else { "FAILURE" };
        self.log(|| {
            if reason.is_empty() {
                format!("}} -> {outcome}")
            } else {
                format!("}} -> {outcome} : {reason}")
            }
        });
        success
    }

    /// Legalizes `op`; true when it ends legal (or needs nothing).
    pub(crate) fn legalize(
        &mut self,
        ir: &mut IrView,
        state: &mut ConversionState,
        op: Op,
    ) -> bool {
        self.begin(|| format!("Legalizing operation : '{}'", op.name(ir).as_str(ir.ctx())));
        if state.is_ignored(op) {
            return self.end(true, "operation marked 'ignored' during conversion");
        }
        if let Some(details) = self.target.is_legal(ir, op) {
            if details.is_recursively_legal {
                state.ignore_nested(ir, op);
                return self
                    .end(true, "operation marked legal by the target and is recursively legal");
            }
            return self.end(true, "operation marked legal by the target");
        }
        if self.config.folding == FoldingMode::BeforePatterns
            && self.legalize_with_fold(ir, state, op)
        {
            return self.end(true, "operation was folded");
        }
        if self.legalize_with_pattern(ir, state, op) {
            return self.end(true, "pattern applied successfully");
        }
        if self.config.folding == FoldingMode::AfterPatterns
            && self.legalize_with_fold(ir, state, op)
        {
            return self.end(true, "operation was folded");
        }
        self.end(false, "no matched legalization pattern")
    }

    /// Folds `op` and legalizes the constants the fold made.
    fn legalize_with_fold(&mut self, ir: &mut IrView, state: &mut ConversionState, op: Op) -> bool {
        // A constant would fold to itself.
        if constant_of_op(ir, op).is_some() {
            return false;
        }
        self.begin(|| "* Fold".to_owned());
        let name = op.name(ir);
        let foldable = *self.foldable.entry(name).or_insert_with(|| can_fold(ir.ctx(), name));
        if !foldable {
            // What folding would answer, without preparing it.
            return self.end(false, "unable to fold");
        }
        let checkpoint = state.checkpoint();
        let constants: Vec<_> = op.operands(ir).map(|v| constant_value(ir, v)).collect();
        state.record(ir, Change::OpModifying(op));
        match fold_op_with_constants(ir, op, &constants) {
            FoldResult::InPlace if self.in_place_folds < MAX_IN_PLACE_FOLDS => {
                self.in_place_folds += 1;
                // The change stays even when the op is still not legal.
                let legal = self.legalize(ir, state, op);
                self.in_place_folds -= 1;
                self.end(legal, if legal { "" } else { "folded in place, still illegal" })
            }
            FoldResult::Replaced(results) => {
                let loc = op.loc(ir);
                let at = InsertPoint::Before(op);
                let made = fold_results_to_values(ir, op, &results, |ir, attr, ty| {
                    materialize_with_dialect_of(ir, op, at, (attr, ty, loc)).map(|c| (c, true))
                });
                let Some((values, constants)) = made else {
                    state.reset(ir, checkpoint);
                    return self.end(false, "unable to materialize a folded constant");
                };
                for &constant in &constants {
                    state.record(ir, Change::OpCreated(constant));
                }
                for &constant in &constants {
                    if !self.legalize(ir, state, constant) {
                        state.reset(ir, checkpoint);
                        return self.end(false, "failed to legalize a folded constant");
                    }
                }
                state.replace_op(ir, op, Some(&values));
                self.end(true, "")
            }
            _ => {
                state.reset(ir, checkpoint);
                self.end(false, "unable to fold")
            }
        }
    }

    /// Applies the first pattern whose result can be legalized.
    fn legalize_with_pattern(
        &mut self,
        ir: &mut IrView,
        state: &mut ConversionState,
        op: Op,
    ) -> bool {
        let indices: Vec<usize> = self.patterns.pattern_indices_for(op.name(ir)).collect();
        for index in indices {
            let pattern = self.patterns.pattern(index);
            self.begin(|| {
                let created = pattern.generated_ops().join(", ");
                format!("* Pattern : '{} -> ({created})'", pattern.debug_name())
            });
            if self.running.contains(&index) {
                self.end(false, "pattern was already applied");
                continue;
            }
            self.running.insert(index);
            let checkpoint = state.checkpoint();
            let matched = {
                let mut rw = PatternRewriter::with_journal(ir, InsertPoint::Before(op), state);
                pattern.match_and_rewrite(op, &mut rw).is_ok()
            };
            let legal = matched && self.legalize_pattern_result(ir, state, op, checkpoint);
            self.running.remove(&index);
            if legal {
                self.end(true, "pattern applied successfully");
                return true;
            }
            if self.config.allow_pattern_rollback {
                state.reset(ir, checkpoint);
            } else if matched {
                self.errors.push(op.emit_error(
                    ir,
                    format!(
                        "pattern '{}' produced IR that could not be legalized",
                        pattern.debug_name()
                    ),
                ));
                self.end(false, "pattern produced IR that could not be legalized");
                return false;
            }
            self.end(
                false,
                if matched {
                    "failed to legalize the pattern's result"
                } else {
                    "pattern failed to match"
                },
            );
        }
        false
    }

    /// Legalizes what a pattern applied to `root` changed since
    /// `checkpoint`.
    fn legalize_pattern_result(
        &mut self,
        ir: &mut IrView,
        state: &mut ConversionState,
        root: Op,
        checkpoint: Checkpoint,
    ) -> bool {
        let changes = state.changes_since(checkpoint, root);
        if !changes.root_replaced && !changes.root_modified && !state.was_replaced(root) {
            self.log(|| "pattern neither replaced nor changed its root".to_owned());
            self.errors.push(root.emit_error(
                ir,
                "expected pattern to replace the root operation or modify it in place",
            ));
            return false;
        }
        let created: FxHashSet<Op> = changes.created.iter().copied().collect();
        let mut legalized_parents: FxHashSet<Op> = FxHashSet::default();
        for &block in &changes.inserted_blocks {
            let Some(parent) = block.parent_op(ir) else { continue };
            if parent == root || block.num_args(ir) == 0 || created.contains(&parent) {
                continue;
            }
            if legalized_parents.insert(parent) && !self.legalize(ir, state, parent) {
                self.log(|| {
                    format!(
                        "operation '{}' became illegal after rewrite",
                        parent.name(ir).as_str(ir.ctx())
                    )
                });
                return false;
            }
        }
        for &op in &changes.created {
            if !op.is_erased(ir) && !self.legalize(ir, state, op) {
                self.log(|| {
                    format!(
                        "failed to legalize generated operation '{}'",
                        op.name(ir).as_str(ir.ctx())
                    )
                });
                return false;
            }
        }
        for &op in &changes.modified {
            if !op.is_erased(ir) && !self.legalize(ir, state, op) {
                self.log(|| {
                    format!(
                        "failed to legalize operation updated in-place '{}'",
                        op.name(ir).as_str(ir.ctx())
                    )
                });
                return false;
            }
        }
        true
    }
}
