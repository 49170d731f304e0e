//! `scf.if`'s results that both branches yield from outside the op become
//! `arith.select`s on the condition (or the value itself when both
//! branches yield the same one); the op keeps only the results computed
//! inside a branch.
//!
//! Hand-written: `#[pattern]` cannot build an op whose result list is a
//! subset of the root's, move the root's regions into it and rewrite the
//! yields inside them.

use mlir_core::Type;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::if_patterns::{replace_yield, value_region};
use crate::arith::SelectOp;
use crate::scf::IfOp;

pattern! {
    /// A result whose yielded values are both defined outside the op is an
    /// `arith.select` made before the op (MLIR's `ConvertTrivialIfToSelect`).
    ConvertTrivialIfToSelect on IfOp,
    creates ["scf.if", "arith.select", "scf.yield"],
    convert_trivial_if_to_select
}

fn convert_trivial_if_to_select(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = if_op.as_op();
    let Some(else_yield) = if_op.else_yield(rw).filter(|_| op.num_results(rw) != 0) else {
        return rw.notify_match_failure(op, "no results");
    };
    let then_yield = if_op.then_yield(rw);
    let then_values: Vec<Value> = then_yield.as_op().operands(rw).collect();
    let else_values: Vec<Value> = else_yield.as_op().operands(rw).collect();
    let (then_region, else_region) = (if_op.then_region(rw), if_op.else_region(rw));
    // Whether result `i` is computed inside a branch and must stay.
    let stays: Vec<bool> = then_values
        .iter()
        .zip(&else_values)
        .map(|(&t, &f)| {
            value_region(rw, t) == Some(then_region) || value_region(rw, f) == Some(else_region)
        })
        .collect();
    if stays.iter().all(|&s| s) {
        return rw.notify_match_failure(op, "every yielded value is computed in a branch");
    }
    let kept_types: Vec<Type> =
        then_values.iter().zip(&stays).filter(|(_, s)| **s).map(|(v, _)| v.ty(rw)).collect();
    let (condition, loc) = (if_op.condition(rw), op.loc(rw));
    rw.set_insertion_point(InsertPoint::Before(op));
    let replacement = IfOp::build(rw, loc, &kept_types, condition);
    rw.inline_region_before(then_region, replacement.then_region(rw), None);
    rw.inline_region_before(else_region, replacement.else_region(rw), None);

    let mut results = Vec::with_capacity(stays.len());
    let (mut then_kept, mut else_kept) = (Vec::new(), Vec::new());
    rw.set_insertion_point(InsertPoint::Before(replacement.as_op()));
    for ((&t, &f), &stay) in then_values.iter().zip(&else_values).zip(&stays) {
        if stay {
            results.push(replacement.as_op().result(rw, then_kept.len()));
            then_kept.push(t);
            else_kept.push(f);
        } else if t == f {
            results.push(t);
        } else {
            results.push(SelectOp::build(rw, loc, t.ty(rw), condition, t, f).result(rw));
        }
    }
    replace_yield(rw, then_yield.as_op(), &then_kept);
    replace_yield(rw, else_yield.as_op(), &else_kept);
    rw.replace_op(op, &results);
    Ok(())
}
