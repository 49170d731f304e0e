//! A collapse of an expansion composed into one reshape (MLIR's
//! `ComposeCollapseOfExpandOp` for memrefs).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::cast::CastOp;
use super::reassociative_reshape::{CollapseShapeOp, ExpandShapeOp};

pattern! {
    /// `collapse_shape(expand_shape(x))`, identity layouts throughout,
    /// becomes one reshape of `x` when each group of the reshape of lower
    /// rank is a union of whole groups of the other: a collapse when `x`
    /// has the higher rank, an expansion when the result has (here only to
    /// a static shape; upstream also infers a dynamic output shape), a
    /// `memref.cast` when the ranks are equal.
    ComposeCollapseOfExpandOp on CollapseShapeOp,
    creates ["memref.collapse_shape", "memref.expand_shape", "memref.cast"],
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
    let result_shape = result_shape.to_vec();
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
        if result_shape.contains(&DYNAMIC) {
            return rw.fail("a dynamic output shape is not inferred");
        }
        ExpandShapeOp::build(rw, loc, result_ty, source, &[], groups, result_shape).result(rw)
    } else {
        CastOp::build(rw, loc, result_ty, source).dest(rw)
    };
    rw.replace_op(collapse.as_op(), &[replacement]);
    Ok(())
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
