//! Merging `scf.if`s: two consecutive ones on the same condition (or one
//! on its negation) become one, and an `scf.if` whose `then` block holds
//! only another becomes one on the conjunction of both conditions.
//!
//! Hand-written: `#[pattern]` matches a DAG of operands, not an op's
//! neighbour in its block or the contents of its regions, and cannot
//! splice blocks together.

use mlir_core::Type;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, OpBuilder, Use, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::if_patterns::{is_ancestor_region, is_negation_of, replace_yield, value_region};
use crate::arith::{AndIOp, SelectOp};
use crate::scf::{IfOp, YieldOp};

pattern! {
    /// An `scf.if` right after another on the same condition, or on its
    /// negation (`arith.xori` with one, either way round), merges into it:
    /// one op on the first condition runs both `then` parts, then both
    /// `else` parts (the second op's branches swapped for a negation), and
    /// yields the results of both. Uses of the first op's results inside
    /// the second one's branches take the yielded values instead (MLIR's
    /// `CombineIfs`).
    CombineIfs on IfOp,
    creates ["scf.if", "scf.yield"],
    combine_ifs
}

fn combine_ifs(next_if: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let next = next_if.as_op();
    let Some(prev_if) = next.prev(rw).and_then(|op| IfOp::try_from_op(rw, op)) else {
        return rw.notify_match_failure(next, "not right after an scf.if");
    };
    let prev = prev_if.as_op();
    let (prev_cond, next_cond) = (prev_if.condition(rw), next_if.condition(rw));
    // The blocks of `next_if` run when `prev_if`'s condition holds and
    // when it does not; `None` where there is no such block.
    let (mut next_then, mut next_else): (Option<Block>, Option<Block>) = (None, None);
    if next_cond == prev_cond {
        next_then = Some(next_if.then_block(rw));
        next_else = next_if.else_block(rw);
    }
    if is_negation_of(rw, next_cond, prev_cond) || is_negation_of(rw, prev_cond, next_cond) {
        next_else = Some(next_if.then_block(rw));
        next_then = next_if.else_block(rw);
    }
    if next_then.is_none() && next_else.is_none() {
        return rw.notify_match_failure(next, "the conditions are unrelated");
    }

    // Inside `next_if`, the results of `prev_if` are what its branch on
    // the same side yielded.
    let then_yielded: Vec<Value> = prev_if.then_yield(rw).as_op().operands(rw).collect();
    let else_yielded: Vec<Value> =
        prev_if.else_yield(rw).map(|y| y.as_op().operands(rw).collect()).unwrap_or_default();
    let prev_results: Vec<Value> = prev.results(rw).collect();
    let regions = [next_then, next_else].map(|b| b.and_then(|b| b.region(rw)));
    for ((result, then_value), else_value) in
        prev_results.iter().zip(&then_yielded).zip(&else_yielded)
    {
        let uses: Vec<Use> = result.uses(rw).collect();
        for u in uses {
            let owner = u.owner(rw);
            let Some(region) = owner.block(rw).and_then(|b| b.region(rw)) else { continue };
            let inside = |side: Option<_>| side.is_some_and(|s| is_ancestor_region(rw, s, region));
            let value = if inside(regions[0]) {
                *then_value
            } else if inside(regions[1]) {
                *else_value
            } else {
                continue;
            };
            let index = u.operand_index(rw);
            rw.modify_op_in_place(owner, |m| m.set_operand(index, value));
        }
    }

    let merged_types: Vec<Type> =
        prev.results(rw).chain(next.results(rw)).map(|v| v.ty(rw)).collect();
    let loc = next.loc(rw);
    rw.set_insertion_point(InsertPoint::Before(next));
    let combined = IfOp::build(rw, loc, &merged_types, prev_cond);
    let (combined_then, combined_else) = (combined.then_region(rw), combined.else_region(rw));
    rw.inline_region_before(prev_if.then_region(rw), combined_then, None);
    if let Some(next_then) = next_then {
        append_block(rw, next_then, combined.then_block(rw));
    }
    rw.inline_region_before(prev_if.else_region(rw), combined_else, None);
    if let Some(next_else) = next_else {
        match combined.else_block(rw) {
            None => {
                let region = next_else.region(rw).expect("a block in a region");
                rw.inline_region_before(region, combined_else, None);
            }
            Some(dest) => append_block(rw, next_else, dest),
        }
    }
    let results: Vec<Value> = combined.as_op().results(rw).collect();
    let (prev_values, next_values) = results.split_at(prev.num_results(rw));
    rw.replace_op(prev, prev_values);
    rw.replace_op(next, next_values);
    Ok(())
}

/// Moves the ops of `src` (an `scf.if` block) to the end of `dest`, whose
/// `scf.yield` and `src`'s become one yielding both operand lists.
fn append_block(rw: &mut PatternRewriter<'_>, src: Block, dest: Block) {
    let first = dest.last_op(rw).expect("a block ending in scf.yield");
    let second = src.last_op(rw).expect("a block ending in scf.yield");
    let operands: Vec<Value> = first.operands(rw).chain(second.operands(rw)).collect();
    let loc = second.loc(rw);
    rw.merge_blocks(src, dest, &[]);
    rw.set_insertion_point(InsertPoint::BlockEnd(dest));
    YieldOp::build(rw, loc, &operands);
    rw.erase_op(first);
    rw.erase_op(second);
}

pattern! {
    /// An `scf.if` whose `then` block holds only another `scf.if` (and
    /// whose `else` blocks, if any, only yield) becomes one `scf.if` on
    /// `arith.andi` of both conditions. A result the inner op yields needs
    /// both `else` branches to yield the same value; a result the outer
    /// `then` yields from outside becomes an `arith.select` on the outer
    /// condition (MLIR's `CombineNestedIfs`).
    CombineNestedIfs on IfOp,
    creates ["arith.andi", "scf.if", "arith.select", "scf.yield"],
    combine_nested_ifs
}

fn combine_nested_ifs(outer: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = outer.as_op();
    let then_block = outer.then_block(rw);
    let mut ops = then_block.ops(rw);
    let (Some(only), Some(_terminator), None) = (ops.next(), ops.next(), ops.next()) else {
        return rw.notify_match_failure(op, "the then block does not hold a single op");
    };
    if outer.else_block(rw).is_some_and(|b| b.ops(rw).count() != 1) {
        return rw.notify_match_failure(op, "the else block does more than yield");
    }
    let Some(inner) = IfOp::try_from_op(rw, only) else {
        return rw.notify_match_failure(op, "the then block does not hold an scf.if");
    };
    if inner.else_block(rw).is_some_and(|b| b.ops(rw).count() != 1) {
        return rw.notify_match_failure(op, "the nested else block does more than yield");
    }
    let mut then_values: Vec<Value> = outer.then_yield(rw).as_op().operands(rw).collect();
    let else_values: Vec<Value> =
        outer.else_yield(rw).map(|y| y.as_op().operands(rw).collect()).unwrap_or_default();
    // Results whose `else` value becomes a select on the outer condition.
    let mut to_select = Vec::new();
    for (index, value) in then_values.iter_mut().enumerate() {
        if value.defining_op(rw) == Some(inner.as_op()) {
            let nested_index = inner.as_op().results(rw).position(|r| r == *value).unwrap();
            let inner_else = inner.else_yield(rw).map(|y| y.as_op().operand(rw, nested_index));
            if inner_else != else_values.get(index).copied() {
                return rw.notify_match_failure(op, "the else values differ");
            }
            *value = inner.then_yield(rw).as_op().operand(rw, nested_index);
            continue;
        }
        if value_region(rw, *value) == Some(outer.then_region(rw)) {
            return rw.notify_match_failure(op, "a yielded value is computed in the then block");
        }
        to_select.push(index);
    }

    let (loc, outer_cond) = (op.loc(rw), outer.condition(rw));
    rw.set_insertion_point(InsertPoint::Before(op));
    let i1 = outer_cond.ty(rw);
    let condition = AndIOp::build(rw, loc, i1, outer_cond, inner.condition(rw)).result(rw);
    let types: Vec<Type> = op.results(rw).map(|v| v.ty(rw)).collect();
    let combined = IfOp::build(rw, loc, &types, condition);
    let new_block = rw.create_block(combined.then_region(rw), None, &[]);
    let mut results: Vec<Value> = combined.as_op().results(rw).collect();
    rw.set_insertion_point(InsertPoint::Before(combined.as_op()));
    for index in to_select {
        let (t, f) = (then_values[index], else_values[index]);
        results[index] = SelectOp::build(rw, loc, t.ty(rw), outer_cond, t, f).result(rw);
    }
    rw.merge_blocks(inner.then_block(rw), new_block, &[]);
    replace_yield(rw, combined.then_yield(rw).as_op(), &then_values);
    if !else_values.is_empty() {
        rw.create_block(combined.else_region(rw), None, &[]);
        YieldOp::build(rw, loc, &else_values);
    }
    rw.replace_op(op, &results);
    Ok(())
}
