//! Running a conversion (MLIR's `applyPartialConversion`,
//! `applyFullConversion`, `applyAnalysisConversion`): the ops to convert
//! are collected first — the roots and everything nested in them, each op
//! before the ops in its regions, the blocks of a region in depth-first
//! order of their successors from the entry block (blocks no path reaches
//! are not visited), nothing nested in a recursively legal op — and
//! legalized in that order. Then, on success, the deferred changes are
//! committed and the casts the driver made are resolved.
//!
//! The guarantees of each mode:
//! - **partial**: every op the target marks illegal must be legalized; an
//!   op that is neither legal nor illegal may stay as it is (those are
//!   listed in [`ConversionOutcome::unlegalized_ops`]).
//! - **full**: every op must end legal.
//! - **analysis**: nothing changes; [`ConversionOutcome::legalizable_ops`]
//!   lists the ops that would end legal.
//!
//! With pattern rollback (the default, `allow_pattern_rollback`), a failed
//! conversion leaves the IR exactly as it was, and a pattern whose result
//! cannot be legalized is undone and the next one tried. Without it, a
//! pattern whose result cannot be legalized fails the conversion ("pattern
//! '…' produced IR that could not be legalized"), and a failed conversion
//! keeps the changes made up to the failure (committed, so the IR is
//! consistent, but not converted); patterns must then not change IR they
//! fail on, as everywhere.

use std::sync::Arc;

use crate::context::Context;
use crate::context::builtin::location::Location;
use crate::context::diagnostics::Diagnostic;
use crate::conversion::cost_model::legalization_benefits;
use crate::conversion::legalizer::Legalizer;
use crate::conversion::reconcile_casts::reconcile_unrealized_casts;
use crate::conversion::state::{ConversionState, MaterializationKind};
use crate::conversion::target::{ConversionTarget, TargetLookup};
use crate::ir::{Block, Builder, EntitySet, InsertPoint, IrView, Op, Region, Value};
use crate::rewrite::RewritePatternSet;
use crate::rewrite::frozen_patterns::FrozenPatternSet;

/// When ops are folded during a conversion.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum FoldingMode {
    /// Never.
    Never,
    /// Before trying patterns (MLIR's default).
    #[default]
    BeforePatterns,
    /// When no pattern applies.
    AfterPatterns,
}

/// How a conversion runs (MLIR's `ConversionConfig`).
#[derive(Clone, Debug)]
pub struct ConversionConfig {
    /// When ops are folded.
    pub folding: FoldingMode,
    /// Whether changes can be rolled back (see the module doc).
    pub allow_pattern_rollback: bool,
    /// Whether the casts left where converted and unconverted values meet
    /// are handed to the type converter's materializations at the end
    /// (else they stay as `builtin.unrealized_conversion_cast`).
    pub build_materializations: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            folding: FoldingMode::BeforePatterns,
            allow_pattern_rollback: true,
            build_materializations: true,
        }
    }
}

/// Which kind of conversion (see the module doc).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ConversionMode {
    /// Illegal ops must go.
    Partial,
    /// Every op must end legal.
    Full,
    /// Nothing changes; the legalizable ops are reported.
    Analysis,
}

/// What a conversion reports.
#[derive(Default, Debug)]
pub struct ConversionOutcome {
    /// Partial mode: the ops that are neither legal nor legalized.
    pub unlegalized_ops: Vec<Op>,
    /// Analysis mode: the ops that would end legal.
    pub legalizable_ops: Vec<Op>,
    /// Why patterns did not apply, located, in the order they said so.
    pub match_failures: Vec<(Location, String)>,
}

/// A failed conversion: the errors, in mlir-opt's words, and what was
/// reported before the failure.
#[derive(Debug)]
pub struct ConversionFailure {
    /// The errors.
    pub diagnostics: Vec<Diagnostic>,
    /// What the run reported.
    pub outcome: ConversionOutcome,
}

/// Converts the ops nested in `roots` (the roots too) so that illegal ops
/// are gone (see the module doc).
pub fn apply_partial_conversion(
    ir: &mut IrView,
    roots: &[Op],
    target: &ConversionTarget,
    patterns: RewritePatternSet,
    config: &ConversionConfig,
) -> Result<ConversionOutcome, ConversionFailure> {
    convert(ir, roots, target, patterns, config, ConversionMode::Partial)
}

/// Converts the ops nested in `roots` (the roots too) so that every op is
/// legal.
pub fn apply_full_conversion(
    ir: &mut IrView,
    roots: &[Op],
    target: &ConversionTarget,
    patterns: RewritePatternSet,
    config: &ConversionConfig,
) -> Result<ConversionOutcome, ConversionFailure> {
    convert(ir, roots, target, patterns, config, ConversionMode::Full)
}

/// Finds which ops nested in `roots` a conversion would legalize, changing
/// nothing.
pub fn apply_analysis_conversion(
    ir: &mut IrView,
    roots: &[Op],
    target: &ConversionTarget,
    patterns: RewritePatternSet,
    config: &ConversionConfig,
) -> Result<ConversionOutcome, ConversionFailure> {
    let config = ConversionConfig { allow_pattern_rollback: true, ..config.clone() };
    convert(ir, roots, target, patterns, &config, ConversionMode::Analysis)
}

/// Runs a conversion in `mode`.
pub fn convert(
    ir: &mut IrView,
    roots: &[Op],
    target: &ConversionTarget,
    patterns: RewritePatternSet,
    config: &ConversionConfig,
    mode: ConversionMode,
) -> Result<ConversionOutcome, ConversionFailure> {
    let ctx: Arc<Context> = ir.ctx_arc().clone();
    let benefits = legalization_benefits(&ctx, target, &patterns);
    let patterns = FrozenPatternSet::with_benefits(&ctx, patterns, &benefits);
    let mut lookup = TargetLookup::new(target);
    let to_convert = conversion_set(ir, roots, &mut lookup);

    let mut state = ConversionState::new();
    let start = state.checkpoint();
    let mut legalizer = Legalizer::new(lookup, &patterns, config);
    let mut outcome = ConversionOutcome::default();
    let mut errors: Vec<Diagnostic> = Vec::new();
    for op in to_convert {
        let legal = legalizer.legalize(ir, &mut state, op);
        if !legalizer.errors.is_empty() {
            errors.append(&mut legalizer.errors);
            break;
        }
        if legal {
            if mode == ConversionMode::Analysis {
                outcome.legalizable_ops.push(op);
            }
            continue;
        }
        let name = op.name(ir).as_str(&ctx).to_owned();
        match mode {
            ConversionMode::Full => {
                errors.push(op.emit_error(ir, format!("failed to legalize operation '{name}'")));
                break;
            }
            ConversionMode::Partial if legalizer.target.is_illegal(ir, op) => {
                errors.push(op.emit_error(
                    ir,
                    format!(
                        "failed to legalize operation '{name}' that was explicitly marked illegal"
                    ),
                ));
                break;
            }
            ConversionMode::Partial => outcome.unlegalized_ops.push(op),
            ConversionMode::Analysis => {}
        }
    }
    outcome.match_failures = std::mem::take(&mut state.match_failures);
    if mode == ConversionMode::Analysis {
        state.reset(ir, start);
        return Ok(outcome);
    }
    if !errors.is_empty() {
        if config.allow_pattern_rollback {
            state.reset(ir, start);
        } else {
            state.commit(ir);
        }
        return Err(ConversionFailure { diagnostics: errors, outcome });
    }
    // Committing makes the casts back for unconverted users: collect after.
    state.commit(ir);
    let mut casts: Vec<Op> =
        state.materializations.keys().copied().filter(|op| !op.is_erased(ir)).collect();
    casts.sort_unstable_by_key(|op| (op.body, op.id));
    let kinds: Vec<_> = casts
        .iter()
        .map(|op| {
            let m = &state.materializations[op];
            (m.kind, m.converter.clone())
        })
        .collect();
    let remaining: EntitySet<Op> = {
        let mut set = EntitySet::new();
        for op in reconcile_unrealized_casts(ir, &casts) {
            set.insert(op);
        }
        set
    };
    if config.build_materializations {
        for (cast, (kind, converter)) in casts.iter().zip(kinds) {
            if !remaining.contains(*cast) {
                continue;
            }
            if let Err(diag) = legalize_materialization(ir, *cast, kind, converter.as_deref()) {
                errors.push(diag);
                return Err(ConversionFailure { diagnostics: errors, outcome });
            }
        }
    }
    Ok(outcome)
}

/// The ops to convert, in order (see the module doc). Iterative.
fn conversion_set(ir: &IrView, roots: &[Op], target: &mut TargetLookup<'_>) -> Vec<Op> {
    enum Item {
        Op(Op),
        Region(Region),
    }
    let mut order = Vec::new();
    let mut pending: Vec<Item> = roots.iter().rev().map(|&op| Item::Op(op)).collect();
    while let Some(item) = pending.pop() {
        match item {
            Item::Op(op) => {
                order.push(op);
                if target.is_legal(ir, op).is_some_and(|d| d.is_recursively_legal) {
                    continue;
                }
                let regions: Vec<Region> = op.regions(ir).collect();
                pending.extend(regions.into_iter().rev().map(Item::Region));
            }
            Item::Region(region) => {
                for block in dfs_blocks(ir, region).into_iter().rev() {
                    let ops: Vec<Op> = block.ops(ir).collect();
                    pending.extend(ops.into_iter().rev().map(Item::Op));
                }
            }
        }
    }
    order
}

/// The blocks of `region` in depth-first pre-order over successors from
/// the entry block; unreachable blocks are left out.
fn dfs_blocks(ir: &IrView, region: Region) -> Vec<Block> {
    let Some(entry) = region.first_block(ir) else { return Vec::new() };
    let successors = |block: Block| -> Vec<Block> {
        block.last_op(ir).map(|t| t.successors(ir).collect()).unwrap_or_default()
    };
    let mut visited = EntitySet::new();
    visited.insert(entry);
    let mut order = vec![entry];
    let mut stack: Vec<(Vec<Block>, usize)> = vec![(successors(entry), 0)];
    while let Some((succs, next)) = stack.last_mut() {
        let Some(&succ) = succs.get(*next) else {
            stack.pop();
            continue;
        };
        *next += 1;
        if visited.insert(succ) {
            order.push(succ);
            stack.push((successors(succ), 0));
        }
    }
    order
}

/// Replaces a cast still alive with the type converter's materialization,
/// or reports it.
fn legalize_materialization(
    ir: &mut IrView,
    cast: Op,
    kind: MaterializationKind,
    converter: Option<&crate::conversion::type_converter::TypeConverter>,
) -> Result<(), Diagnostic> {
    let inputs: Vec<Value> = cast.operands(ir).collect();
    let results: Vec<Value> = cast.results(ir).collect();
    let outputs: Vec<_> = results.iter().map(|r| r.ty(ir)).collect();
    let loc = cast.loc(ir);
    if let Some(converter) = converter {
        let mut builder = Builder::new(ir, InsertPoint::Before(cast));
        let built = match kind {
            MaterializationKind::Source => converter
                .materialize_source(&mut builder, outputs[0], &inputs, loc)
                .map(|v| vec![v]),
            MaterializationKind::Target => {
                converter.materialize_target(&mut builder, &outputs, &inputs, loc)
            }
        };
        if let Some(values) = built {
            for (result, value) in results.into_iter().zip(values) {
                ir.replace_all_uses_with(result, value);
            }
            ir.erase_op(cast);
            return Ok(());
        }
    }
    let ctx = ir.ctx();
    let list = |types: &[crate::context::builtin::types::Type]| {
        types
            .iter()
            .map(|&t| format!("'{}'", crate::context::display_hooks::type_text(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let input_types: Vec<_> = inputs.iter().map(|v| v.ty(ir)).collect();
    let mut diag = Diagnostic::error(
        loc,
        format!(
            "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
            list(&input_types),
            list(&outputs)
        ),
    );
    if let Some(user) = results.iter().find_map(|r| r.uses(ir).next()).map(|u| u.owner(ir)) {
        let text = crate::ir::print_op_for_diagnostic(ir, user, false);
        diag = diag.with_note(user.loc(ir), format!("see existing live user here: {text}"));
    }
    Err(diag)
}
