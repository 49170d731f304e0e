//! `memref.expand_shape` and `memref.collapse_shape`: reshapes that split
//! or merge groups of consecutive dimensions (`[[0, 1], [2]]`), keeping
//! the buffer.
//!
//! The result layout follows from the source's (the builtin
//! `strided_views::{expanded_layout, collapsed_layout}`); the verifiers
//! check the groups and the declared type against it, with mlir-opt 22's
//! messages. Each folds a reshape to the same type, and the inverse of a
//! reshape back to its source's type, to that source.
//! `memref.collapse_shape` also takes a `memref.cast` that only loses
//! information into itself (CollapseShapeOpMemRefCastFolder). A reshape of
//! a reshape of the same kind, identity layouts throughout, is one reshape
//! (upstream's `ComposeReassociativeReshapeOps`: `ComposeCollapseShapeOps`,
//! `ComposeExpandShapeOps`); a reshape of the other kind composes in
//! `reshape_composition.rs`.

use mlir_core::context::builtin::strided_views::{
    collapsed_layout, expanded_layout, saturated_mul,
};
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::display_hooks::type_text;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult, PatternRewriter, RewriteResult};
use mlir_core::semantics::constraints::{DenseI64ArrayAttr, Index, Variadic};
use mlir_core::semantics::traits::Pure;
use mlir_core::{Context, Location, Type};
use mlir_derive::op;

use super::MemRef;
use super::cast::{CastOp, can_fold_into_consumer};
use super::constraints::{AnyStridedMemRef, IndexListArrayAttr};
use super::reshape_composition::{ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp};
use crate::index_list::{parse_dynamic_index_list, print_dynamic_index_list};

/// Splits dimensions of a memref into groups of dimensions.
///
/// `reassociation` says which result dimensions each source dimension
/// becomes; `output_shape` gives the result's sizes (a value for each
/// dynamic one).
#[op(
    dialect = MemRef,
    name = "expand_shape",
    format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape)
        attr-dict `:` type($src) `into` type($result)",
    traits = [Pure],
    interfaces = [
        OpAsmOpInterfaceModel = ResultNames(&["expand_shape"]),
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    verify,
    fold,
    canonicalize = [ComposeExpandShapeOps, ComposeExpandOfCollapseOp, ExpandShapeOpMemRefCastFolder]
)]
pub struct ExpandShapeOp {
    #[operand]
    src: AnyStridedMemRef,
    #[operand]
    output_shape: Variadic<Index>,
    #[attr]
    reassociation: IndexListArrayAttr,
    #[attr]
    static_output_shape: DenseI64ArrayAttr,
    #[result]
    result: AnyStridedMemRef,
}

/// Merges groups of consecutive dimensions of a memref.
///
/// `reassociation` says which source dimensions each result dimension
/// merges; the merged dimensions must be contiguous in memory.
#[op(
    dialect = MemRef,
    name = "collapse_shape",
    format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
    traits = [Pure],
    interfaces = [
        OpAsmOpInterfaceModel = ResultNames(&["collapse_shape"]),
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    verify,
    fold,
    canonicalize = [ComposeCollapseShapeOps, ComposeCollapseOfExpandOp, CollapseShapeOpMemRefCastFolder]
)]
pub struct CollapseShapeOp {
    #[operand]
    src: AnyStridedMemRef,
    #[attr]
    reassociation: IndexListArrayAttr,
    #[result]
    result: AnyStridedMemRef,
}

/// The shape of a ranked memref.
fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    ty.memref_parts(ctx).map(|p| p.shape).unwrap_or_default()
}

/// The groups and sizes of a reshape (MLIR's `verifyCollapsedShape`, with
/// several dynamic dimensions allowed per group).
fn verify_collapsed_shape(
    ir: &IrView,
    op: Op,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> VerifyResult {
    let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
    if collapsed.len() != groups.len() {
        return fail(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (dim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &expanded_dim in group {
            if expanded_dim != next {
                return fail("reassociation indices must be contiguous".to_owned());
            }
            next += 1;
            let Some(&size) = usize::try_from(expanded_dim).ok().and_then(|d| expanded.get(d))
            else {
                return fail(format!("reassociation index {expanded_dim} is out of bounds"));
            };
            dynamic |= size == DYNAMIC;
        }
        if (collapsed[dim] == DYNAMIC) != dynamic {
            return fail(format!(
                "collapsed dim ({dim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic {
            let size = group.iter().fold(1i64, |acc, &d| acc.wrapping_mul(expanded[d as usize]));
            if size != collapsed[dim] {
                return fail(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[dim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return fail("rank 0 memrefs can only be extended/collapsed with/from ones".to_owned());
        }
    } else if next != expanded.len() as i64 {
        return fail(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// The type of `source` expanded to `shape` by `groups` (MLIR's
/// `ExpandShapeOp::computeExpandedType`).
pub fn expanded_type(
    ctx: &Context,
    source: Type,
    shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Type> {
    let parts = source.memref_parts(ctx)?;
    if source.has_identity_layout(ctx) {
        return Some(ctx.memref_type_with(shape, parts.element, None, parts.memory_space));
    }
    let layout = expanded_layout(ctx, source, shape, groups)?;
    Some(ctx.strided_memref_type(shape, parts.element, &layout, parts.memory_space))
}

/// The type of `source` with `groups` collapsed (MLIR's
/// `CollapseShapeOp::computeCollapsedType`).
pub fn collapsed_type(ctx: &Context, source: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let parts = source.memref_parts(ctx)?;
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| g.iter().fold(1, |acc, &d| saturated_mul(acc, parts.shape[d as usize])))
        .collect();
    if source.has_identity_layout(ctx) {
        return Some(ctx.memref_type_with(&shape, parts.element, None, parts.memory_space));
    }
    let layout = collapsed_layout(ctx, source, groups, false)?;
    Some(ctx.strided_memref_type(&shape, parts.element, &layout, parts.memory_space))
}

impl ExpandShapeOp {
    /// Rank, groups, the layout the source implies, and the output shape.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let (source, result) = (self.src(ir).ty(ir), self.result(ir).ty(ir));
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let (from, to) = (shape_of(ctx, source), shape_of(ctx, result));
        if from.len() > to.len() {
            let (r0, r1) = (from.len(), to.len());
            return fail(format!(
                "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
            ));
        }
        let groups = self.reassociation(ir);
        verify_collapsed_shape(ir, op, &from, &to, &groups)?;
        let Some(expected) = expanded_type(ctx, source, &to, &groups) else {
            return fail("invalid source layout map".to_owned());
        };
        if expected != result {
            return fail(format!(
                "expected expanded type to be '{}' but found '{}'",
                type_text(ctx, expected),
                type_text(ctx, result)
            ));
        }
        let statics = self.static_output_shape(ir);
        if statics.len() != to.len() {
            return fail(format!(
                "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                to.len(),
                statics.len()
            ));
        }
        let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
        let values = self.output_shape(ir).count();
        if values != dynamic {
            return fail(format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
            ));
        }
        for (pos, (&size, &given)) in to.iter().zip(&statics).enumerate() {
            if size != DYNAMIC && size != given {
                return fail(format!("invalid output shape provided at pos {pos}"));
            }
        }
        Ok(())
    }

    /// See [`fold_reshape`].
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> Option<OpFoldResult> {
        let inverse = |ir: &IrView, op: Op| CollapseShapeOp::try_from_op(ir, op).map(|c| c.src(ir));
        fold_reshape(ir, self.src(ir), self.result(ir).ty(ir), inverse)
    }
}

impl CollapseShapeOp {
    /// Rank, groups, and the layout the source implies.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let (source, result) = (self.src(ir).ty(ir), self.result(ir).ty(ir));
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let (from, to) = (shape_of(ctx, source), shape_of(ctx, result));
        if from.len() < to.len() {
            let (r0, r1) = (from.len(), to.len());
            return fail(format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ));
        }
        let groups = self.reassociation(ir);
        verify_collapsed_shape(ir, op, &to, &from, &groups)?;
        let parts = source.memref_parts(ctx).expect("a strided memref");
        let expected = if source.has_identity_layout(ctx) {
            ctx.memref_type_with(&to, parts.element, None, parts.memory_space)
        } else {
            let Some(layout) = collapsed_layout(ctx, source, &groups, false) else {
                return fail(
                    "invalid source layout map or collapsing non-contiguous dims".to_owned(),
                );
            };
            ctx.strided_memref_type(&to, parts.element, &layout, parts.memory_space)
        };
        if expected != result {
            return fail(format!(
                "expected collapsed type to be '{}' but found '{}'",
                type_text(ctx, expected),
                type_text(ctx, result)
            ));
        }
        Ok(())
    }

    /// See [`fold_reshape`].
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> Option<OpFoldResult> {
        let inverse = |ir: &IrView, op: Op| ExpandShapeOp::try_from_op(ir, op).map(|e| e.src(ir));
        fold_reshape(ir, self.src(ir), self.result(ir).ty(ir), inverse)
    }
}

/// A reshape to its source's type is its source; the inverse reshape of a
/// reshape whose source has this reshape's type is that source (MLIR's
/// `foldReshapeOp`). `inverse` gives the source of the inverse op.
fn fold_reshape(
    ir: &IrView,
    source: Value,
    result: Type,
    inverse: impl Fn(&IrView, Op) -> Option<Value>,
) -> Option<OpFoldResult> {
    if source.ty(ir) == result {
        return Some(OpFoldResult::Value(source));
    }
    let original = inverse(ir, source.defining_op(ir)?)?;
    (original.ty(ir) == result).then_some(OpFoldResult::Value(original))
}

pattern! {
    /// A collapse of a `memref.cast` that only loses information collapses
    /// the cast's source, cast back to the old type when the types differ
    /// (MLIR's `CollapseShapeOpMemRefCastFolder`).
    CollapseShapeOpMemRefCastFolder on CollapseShapeOp,
    creates ["memref.collapse_shape", "memref.cast"], collapse_cast_source
}

fn collapse_cast_source(op: CollapseShapeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(cast) = consumable_cast(rw, op.src(rw)) else {
        return rw.notify_match_failure(op.as_op(), "no foldable memref.cast source");
    };
    let source = cast.source(rw);
    let groups = op.reassociation(rw);
    let Some(ty) = collapsed_type(rw.ctx(), source.ty(rw), &groups) else {
        return rw.notify_match_failure(op.as_op(), "no collapsed type");
    };
    reshape_cast_source(rw, op.as_op(), source, ty, |rw, loc| {
        CollapseShapeOp::build(rw, loc, ty, source, groups).result(rw)
    })
}

pattern! {
    /// An expansion of a `memref.cast` that only loses layout information
    /// (the sizes stay) expands the cast's source, cast back to the old
    /// type when the types differ (MLIR's `ExpandShapeOpMemRefCastFolder`).
    ExpandShapeOpMemRefCastFolder on ExpandShapeOp,
    creates ["memref.expand_shape", "memref.cast"], expand_cast_source
}

fn expand_cast_source(op: ExpandShapeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(cast) = consumable_cast(rw, op.src(rw)) else {
        return rw.notify_match_failure(op.as_op(), "no foldable memref.cast source");
    };
    let source = cast.source(rw);
    let ctx = rw.ctx();
    if shape_of(ctx, source.ty(rw)) != shape_of(ctx, cast.dest(rw).ty(rw)) {
        return rw.notify_match_failure(op.as_op(), "the cast changes sizes");
    }
    let (groups, statics) = (op.reassociation(rw), op.static_output_shape(rw));
    let Some(ty) = expanded_type(ctx, source.ty(rw), &statics, &groups) else {
        return rw.notify_match_failure(op.as_op(), "no expanded type");
    };
    let sizes: Vec<Value> = op.output_shape(rw).collect();
    reshape_cast_source(rw, op.as_op(), source, ty, |rw, loc| {
        ExpandShapeOp::build(rw, loc, ty, source, &sizes, groups, statics).result(rw)
    })
}

/// The `memref.cast` defining `value` when its users may read its source.
fn consumable_cast(ir: &IrView, value: Value) -> Option<CastOp> {
    let cast = CastOp::try_from_op(ir, value.defining_op(ir)?)?;
    can_fold_into_consumer(ir, cast).then_some(cast)
}

/// Makes the reshape `op` read `source`, the source of the cast it reads,
/// with result type `ty`: in place when that is its type, else as the
/// reshape `rebuild` makes of `source`, cast back to the old type.
fn reshape_cast_source(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    source: Value,
    ty: Type,
    rebuild: impl FnOnce(&mut PatternRewriter<'_>, Location) -> Value,
) -> RewriteResult {
    let old = op.result(rw, 0).ty(rw);
    if ty == old {
        let mut operands: Vec<Value> = op.operands(rw).collect();
        operands[0] = source;
        rw.modify_op_in_place(op, |m| m.set_operands(&operands));
        return Ok(());
    }
    let loc = op.loc(rw);
    let reshaped = rebuild(rw, loc);
    let cast = CastOp::build(rw, loc, old, reshaped).dest(rw);
    rw.replace_op(op, &[cast]);
    Ok(())
}

/// The groups of two reshapes of one kind composed into one (MLIR's
/// `composeReassociationIndices`): each group of the one with fewer groups
/// gathers the groups of the other it names. `None` when both have as many
/// groups or they do not fit.
fn compose_groups(first: &[Vec<i64>], second: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if first.len() == second.len() {
        return None;
    }
    let (outer, inner) = if first.len() > second.len() { (first, second) } else { (second, first) };
    if inner.is_empty() {
        return Some(Vec::new());
    }
    if inner.iter().map(Vec::len).sum::<usize>() != outer.len() {
        return None;
    }
    inner
        .iter()
        .map(|group| {
            let mut composed = Vec::new();
            for &d in group {
                composed.extend_from_slice(outer.get(usize::try_from(d).ok()?)?);
            }
            Some(composed)
        })
        .collect()
}

/// Whether every type has the identity layout.
fn identity_layouts(ctx: &Context, types: &[Type]) -> bool {
    types.iter().all(|t| t.has_identity_layout(ctx))
}

pattern! {
    /// A collapse of a collapse, identity layouts throughout, is one
    /// collapse (MLIR's `ComposeReassociativeReshapeOps` for
    /// `memref.collapse_shape`).
    ComposeCollapseShapeOps on CollapseShapeOp, creates ["memref.collapse_shape"],
    compose_collapses
}

fn compose_collapses(op: CollapseShapeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let inner = op.src(rw).defining_op(rw).and_then(|d| CollapseShapeOp::try_from_op(rw, d));
    let composed = inner.and_then(|inner| {
        let parts = (inner.src(rw), inner.reassociation(rw));
        composition(rw, parts, op.as_op(), &op.reassociation(rw))
    });
    let Some((source, groups)) = composed else {
        return rw.notify_match_failure(op.as_op(), "not a composable collapse of a collapse");
    };
    let (loc, ty) = (op.as_op().loc(rw), op.result(rw).ty(rw));
    let collapsed = CollapseShapeOp::build(rw, loc, ty, source, groups).result(rw);
    rw.replace_op(op.as_op(), &[collapsed]);
    Ok(())
}

/// The inner reshape's source and the composed groups, when the inner
/// reshape (`inner`: its source and groups) and `op` (a reshape of its
/// result, with `groups`) compose, identity layouts throughout.
fn composition(
    ir: &IrView,
    inner: (Value, Vec<Vec<i64>>),
    op: Op,
    groups: &[Vec<i64>],
) -> Option<(Value, Vec<Vec<i64>>)> {
    let (source, inner_groups) = inner;
    let types = [source.ty(ir), op.operand(ir, 0).ty(ir), op.result(ir, 0).ty(ir)];
    if !identity_layouts(ir.ctx(), &types) {
        return None;
    }
    Some((source, compose_groups(&inner_groups, groups)?))
}

pattern! {
    /// An expansion of an expansion, identity layouts throughout, is one
    /// expansion to the outer one's output shape (MLIR's
    /// `ComposeReassociativeReshapeOps` for `memref.expand_shape`).
    ComposeExpandShapeOps on ExpandShapeOp, creates ["memref.expand_shape"], compose_expansions
}

fn compose_expansions(op: ExpandShapeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let inner = op.src(rw).defining_op(rw).and_then(|d| ExpandShapeOp::try_from_op(rw, d));
    let composed = inner.and_then(|inner| {
        let parts = (inner.src(rw), inner.reassociation(rw));
        composition(rw, parts, op.as_op(), &op.reassociation(rw))
    });
    let Some((source, groups)) = composed else {
        return rw.notify_match_failure(op.as_op(), "not a composable expansion of an expansion");
    };
    let (loc, ty) = (op.as_op().loc(rw), op.result(rw).ty(rw));
    let sizes: Vec<Value> = op.output_shape(rw).collect();
    let statics = op.static_output_shape(rw);
    let expanded = ExpandShapeOp::build(rw, loc, ty, source, &sizes, groups, statics).result(rw);
    rw.replace_op(op.as_op(), &[expanded]);
    Ok(())
}
