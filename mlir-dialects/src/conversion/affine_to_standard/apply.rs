//! `affine.apply`, `affine.min` and `affine.max` become the expansion of
//! their map: the single result's value, or its results combined with
//! `arith.minsi`/`arith.maxsi` (MLIR's `AffineApplyLowering`,
//! `AffineMinLowering`, `AffineMaxLowering`).

use mlir_core::Attribute;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::expand::{MinMax, expand_affine_map, expand_or_undo, lower_affine_map_bound};
use crate::affine::{ApplyOp, MaxOp, MinOp};

pattern! {
    /// `affine.apply` is its map's expansion.
    AffineApplyLowering on ApplyOp,
    creates ["arith.constant", "arith.addi", "arith.muli", "arith.remsi", "arith.divsi"],
    lower_apply
}

fn lower_apply(apply: ApplyOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = apply.as_op();
    let Some(map) = rw.ctx().affine_map_of(apply.map(rw)) else {
        return rw.notify_match_failure(op, "no affine map");
    };
    let operands: Vec<Value> = apply.map_operands(rw).collect();
    let loc = op.loc(rw);
    let values = expand_or_undo(rw, op, |rw| expand_affine_map(rw, loc, &map, &operands))?;
    rw.replace_op(op, &values);
    Ok(())
}

pattern! {
    /// `affine.min` is the `arith.minsi` of its map's results.
    AffineMinLowering on MinOp,
    creates ["arith.minsi", "arith.constant", "arith.addi", "arith.muli"],
    lower_min
}

fn lower_min(min: MinOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let operands: Vec<Value> = min.operands(rw).collect();
    lower_min_max(rw, min.as_op(), min.map(rw), &operands, MinMax::Min)
}

pattern! {
    /// `affine.max` is the `arith.maxsi` of its map's results.
    AffineMaxLowering on MaxOp,
    creates ["arith.maxsi", "arith.constant", "arith.addi", "arith.muli"],
    lower_max
}

fn lower_max(max: MaxOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let operands: Vec<Value> = max.operands(rw).collect();
    lower_min_max(rw, max.as_op(), max.map(rw), &operands, MinMax::Max)
}

/// Replaces `op`, an `affine.min` or `affine.max` of map `map`, with the
/// least or greatest of the map's results on `operands`.
fn lower_min_max(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    map: Attribute,
    operands: &[Value],
    which: MinMax,
) -> RewriteResult {
    let Some(map) = rw.ctx().affine_map_of(map) else {
        return rw.notify_match_failure(op, "no affine map");
    };
    let loc = op.loc(rw);
    let value =
        expand_or_undo(rw, op, |rw| lower_affine_map_bound(rw, loc, &map, operands, which))?;
    rw.replace_op(op, &[value]);
    Ok(())
}
