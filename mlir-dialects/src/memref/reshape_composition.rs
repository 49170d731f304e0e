//! A collapse of an expansion, and an expansion of a collapse, composed
//! into one reshape (MLIR's `ComposeCollapseOfExpandOp` and
//! `ComposeExpandOfCollapseOp` for memrefs).
//!
//! Both need identity layouts throughout. Where the composition expands,
//! the new `output_shape` comes from the old expansion's: a collapse of its
//! dimensions multiplies their sizes with `arith.muli` (the dynamic ones
//! left to right, then the product of the static ones), as mlir-opt 22
//! does.

use mlir_core::context::builtin::collapse_search::collapse_reassociation;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use super::cast::CastOp;
use super::reassociative_reshape::{CollapseShapeOp, ExpandShapeOp};
use crate::arith::{ConstantOp, MulIOp};

pattern! {
    /// `collapse_shape(expand_shape(x))`, identity layouts throughout,
    /// becomes one reshape of `x` when each group of the reshape of lower
    /// rank is a union of whole groups of the other: a collapse when `x`
    /// has the higher rank, an expansion when the result has (here only to
    /// sizes multiplied from the expansion's output shape), a `memref.cast`
    /// when the ranks are equal.
    ComposeCollapseOfExpandOp on CollapseShapeOp,
    creates [
        "memref.collapse_shape", "memref.expand_shape", "memref.cast",
        "arith.constant", "arith.muli"
    ],
    compose_collapse_of_expand
}

fn compose_collapse_of_expand(
    collapse: CollapseShapeOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let Some(expand) =
        collapse.src(rw).defining_op(rw).and_then(|d| ExpandShapeOp::try_from_op(rw, d))
    else {
        return rw.fail("the source is not an expand_shape");
    };
    let ctx = rw.ctx();
    let source = expand.src(rw);
    let (source_ty, middle_ty, result_ty) =
        (source.ty(rw), collapse.src(rw).ty(rw), collapse.result(rw).ty(rw));
    if ![source_ty, middle_ty].iter().all(|t| t.has_identity_layout(ctx)) {
        return rw.fail("a layout is not the identity");
    }
    if source_ty == result_ty {
        return rw.fail("the composition is the source itself (folded)");
    }
    let (Some((source_shape, _)), Some((result_shape, _))) =
        (source_ty.shape_and_element(ctx), result_ty.shape_and_element(ctx))
    else {
        return rw.fail("not ranked memrefs");
    };
    let (source_rank, result_rank) = (source_shape.len(), result_shape.len());
    let (expand_groups, collapse_groups) = (expand.reassociation(rw), collapse.reassociation(rw));
    let (higher, lower) = if source_rank > result_rank {
        (&expand_groups, &collapse_groups)
    } else {
        (&collapse_groups, &expand_groups)
    };
    let Some(groups) = cover(higher, lower) else {
        return rw.fail("the groups do not cover each other");
    };
    let loc = collapse.as_op().loc(rw);
    let replacement = if source_rank > result_rank {
        CollapseShapeOp::build(rw, loc, result_ty, source, groups).result(rw)
    } else if source_rank < result_rank {
        let (sizes, statics) = collapsed_output_shape(rw, loc, expand, &collapse_groups);
        ExpandShapeOp::build(rw, loc, result_ty, source, &sizes, groups, statics).result(rw)
    } else {
        CastOp::build(rw, loc, result_ty, source).dest(rw)
    };
    rw.replace_op(collapse.as_op(), &[replacement]);
    Ok(())
}

/// The output shape of `expand` with each of `groups` collapsed: the
/// product of the group's sizes, static when they all are, else built with
/// `arith.muli` at `loc` (the dynamic sizes left to right, then the static
/// product unless it is 1). Returns the dynamic sizes and the static shape
/// with `DYNAMIC` where they go.
fn collapsed_output_shape(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    expand: ExpandShapeOp,
    groups: &[Vec<i64>],
) -> (Vec<Value>, Vec<i64>) {
    let statics = expand.static_output_shape(rw);
    let dynamic_values: Vec<Value> = expand.output_shape(rw).collect();
    let mut dynamic_values = dynamic_values.into_iter();
    let mut mixed = Vec::with_capacity(statics.len());
    for &size in &statics {
        mixed.push(if size == DYNAMIC { dynamic_values.next() } else { None });
    }
    let index = rw.ctx().index_type();
    let (mut sizes, mut shape) = (Vec::new(), Vec::with_capacity(groups.len()));
    for group in groups {
        let (mut product, mut dynamic): (i64, Option<Value>) = (1, None);
        for &dim in group {
            let at = usize::try_from(dim).unwrap_or(usize::MAX);
            match mixed.get(at).copied().flatten() {
                Some(value) => {
                    dynamic = Some(match dynamic {
                        Some(acc) => MulIOp::build(rw, loc, index, acc, value, None).result(rw),
                        None => value,
                    });
                }
                None => product = product.wrapping_mul(statics.get(at).copied().unwrap_or(1)),
            }
        }
        let Some(mut value) = dynamic else {
            shape.push(product);
            continue;
        };
        if product != 1 {
            let attr = rw.ctx().integer_attr_i64(index, product);
            let constant = ConstantOp::build(rw, loc, index, attr).result(rw);
            value = MulIOp::build(rw, loc, index, value, constant, None).result(rw);
        }
        sizes.push(value);
        shape.push(DYNAMIC);
    }
    (sizes, shape)
}

/// The groups of `lower` (a reassociation of the lower-rank side) in terms
/// of the groups of `higher`: each group of `lower` takes the consecutive
/// groups of `higher` that end at or before its last dimension, and must
/// end exactly there. `None` when a group of `higher` straddles two.
fn cover(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let mut next = 0usize;
    let mut composed = Vec::with_capacity(lower.len());
    for group in lower {
        let last = *group.last()?;
        let mut indices = Vec::new();
        while let Some(candidate) = higher.get(next) {
            let rightmost = *candidate.last()?;
            if rightmost > last {
                return None;
            }
            indices.push(i64::try_from(next).ok()?);
            next += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(indices);
    }
    Some(composed)
}

pattern! {
    /// `expand_shape(collapse_shape(x))`, identity layouts throughout,
    /// becomes one reshape of `x` when each group pair of the two (the
    /// collapse's and the expansion's for one middle dimension) either
    /// leaves the sizes alone or collapses one side's sizes into the
    /// other's: a collapse when `x` has the higher rank, else an expansion
    /// to the old output shape.
    ComposeExpandOfCollapseOp on ExpandShapeOp,
    creates ["memref.collapse_shape", "memref.expand_shape"],
    compose_expand_of_collapse
}

fn compose_expand_of_collapse(
    expand: ExpandShapeOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let Some(collapse) =
        expand.src(rw).defining_op(rw).and_then(|d| CollapseShapeOp::try_from_op(rw, d))
    else {
        return rw.fail("the source is not a collapse_shape");
    };
    let ctx = rw.ctx();
    let source = collapse.src(rw);
    let (source_ty, middle_ty, result_ty) =
        (source.ty(rw), expand.src(rw).ty(rw), expand.result(rw).ty(rw));
    if ![source_ty, middle_ty].iter().all(|t| t.has_identity_layout(ctx)) {
        return rw.fail("a layout is not the identity");
    }
    if source_ty == result_ty {
        return rw.fail("the composition is the source itself (folded)");
    }
    let (Some(source_shape), Some(result_shape)) = (shape(rw, source_ty), shape(rw, result_ty))
    else {
        return rw.fail("not ranked memrefs");
    };
    let (collapse_groups, expand_groups) = (collapse.reassociation(rw), expand.reassociation(rw));
    let loc = expand.as_op().loc(rw);
    let replacement = if source_shape.len() > result_shape.len() {
        let Some(groups) =
            collapsing_groups(&collapse_groups, &expand_groups, &source_shape, &result_shape)
        else {
            return rw.fail("no collapse of the source into the result");
        };
        CollapseShapeOp::build(rw, loc, result_ty, source, groups).result(rw)
    } else {
        let Some(groups) =
            collapsing_groups(&expand_groups, &collapse_groups, &result_shape, &source_shape)
        else {
            return rw.fail("no collapse of the result into the source");
        };
        let sizes: Vec<Value> = expand.output_shape(rw).collect();
        let statics = expand.static_output_shape(rw);
        ExpandShapeOp::build(rw, loc, result_ty, source, &sizes, groups, statics).result(rw)
    };
    rw.replace_op(expand.as_op(), &[replacement]);
    Ok(())
}

/// The shape of a ranked memref type.
fn shape(rw: &PatternRewriter<'_>, ty: Type) -> Option<Vec<i64>> {
    ty.shape_and_element(rw.ctx()).map(|(shape, _)| shape.to_vec())
}

/// The groups collapsing `high` (the shape of higher rank) into `low`, found
/// group pair by group pair: `high_groups` and `low_groups` are the two
/// reshapes' groups for the same middle dimensions. A pair of groups with as
/// many dimensions must have equal sizes, at most one dynamic, and keeps
/// them apart; any other pair must collapse (`collapse_reassociation`).
/// Without groups (a rank-0 middle), the whole shapes are searched.
fn collapsing_groups(
    high_groups: &[Vec<i64>],
    low_groups: &[Vec<i64>],
    high: &[i64],
    low: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if high_groups.is_empty() {
        return collapse_reassociation(high, low);
    }
    let sizes_of = |shape: &[i64], group: &[i64]| -> Option<(i64, Vec<i64>)> {
        let first = *group.first()?;
        let start = usize::try_from(first).ok()?;
        Some((first, shape.get(start..start + group.len())?.to_vec()))
    };
    let mut composed = Vec::new();
    for (high_group, low_group) in high_groups.iter().zip(low_groups) {
        let (first, high_sizes) = sizes_of(high, high_group)?;
        let (_, low_sizes) = sizes_of(low, low_group)?;
        if high_sizes.len() == low_sizes.len() {
            let dynamic = high_sizes.iter().filter(|&&s| s == DYNAMIC).count();
            if high_sizes != low_sizes || dynamic > 1 {
                return None;
            }
            composed.extend(high_group.iter().map(|&d| vec![d]));
            continue;
        }
        for group in collapse_reassociation(&high_sizes, &low_sizes)? {
            composed.push(group.into_iter().map(|d| first + d).collect());
        }
    }
    Some(composed)
}
