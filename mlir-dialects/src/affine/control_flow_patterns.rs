//! The canonicalization patterns of `affine.for` and `affine.if`: a loop
//! whose body only yields is replaced by what it would carry out
//! (MLIR's `AffineForEmptyLoopFolder`); an `else` with nothing but its
//! yield goes (`SimplifyDeadElse`); a condition that is trivially true or
//! false inlines the region taken (`AlwaysTrueOrFalseIf`).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::{ForOp, IfOp};

pattern! {
    /// A loop whose body is only its `affine.yield`: its results are the
    /// initial values when it runs zero times, else what the yield passes
    /// (a carried value or one from outside) when that is the same after
    /// any number of iterations (MLIR's `AffineForEmptyLoopFolder`).
    AffineForEmptyLoopFolder on ForOp,
    creates [],
    fold_empty_loop
}

fn fold_empty_loop(op: ForOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(body) = op.body(rw) else { return rw.notify_match_failure(op.as_op(), "no body") };
    let (Some(first), Some(terminator)) = (body.first_op(rw), body.last_op(rw)) else {
        return rw.notify_match_failure(op.as_op(), "no terminator");
    };
    if first != terminator {
        return rw.notify_match_failure(op.as_op(), "the body is not empty");
    }
    if op.as_op().num_results(rw) == 0 {
        rw.erase_op(op.as_op());
        return Ok(());
    }
    let inits: Vec<Value> = op.inits(rw).collect();
    let trip_count = op.trivial_trip_count(rw);
    if trip_count == Some(0) {
        rw.replace_op(op.as_op(), &inits);
        return Ok(());
    }
    let iter_args = op.region_iter_args(rw);
    let induction_var = op.induction_var(rw);
    let mut replacements = Vec::with_capacity(inits.len());
    let (mut from_outside, mut out_of_order) = (false, false);
    let yielded_values: Vec<Value> = terminator.operands(rw).collect();
    for (i, &yielded) in yielded_values.iter().enumerate() {
        if Some(yielded) == induction_var {
            return rw.notify_match_failure(op.as_op(), "yields the induction variable");
        }
        match iter_args.iter().position(|&a| a == yielded) {
            Some(position) => {
                out_of_order |= position != i;
                replacements.push(inits[position]);
            }
            None => {
                from_outside = true;
                replacements.push(yielded);
            }
        }
    }
    match trip_count {
        None if from_outside || out_of_order => {
            return rw.notify_match_failure(op.as_op(), "unknown trip count");
        }
        Some(n) if n >= 2 && out_of_order => {
            return rw.notify_match_failure(op.as_op(), "carried values swap");
        }
        _ => {}
    }
    rw.replace_op(op.as_op(), &replacements);
    Ok(())
}

pattern! {
    /// An `else` region of just its yield, on an `affine.if` without
    /// results, is emptied (MLIR's `SimplifyDeadElse`).
    SimplifyDeadElse on IfOp,
    creates [],
    simplify_dead_else
}

fn simplify_dead_else(op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(block) = op.else_region(rw).first_block(rw) else {
        return rw.notify_match_failure(op.as_op(), "no else block");
    };
    if block.first_op(rw) != block.last_op(rw) || op.as_op().num_results(rw) != 0 {
        return rw.notify_match_failure(op.as_op(), "the else block is used");
    }
    rw.erase_block(block);
    // Upstream erases the block inside an in-place modification of the op,
    // which puts the op back on the greedy driver's worklist.
    rw.modify_op_in_place(op.as_op(), |_| ());
    Ok(())
}

pattern! {
    /// A condition that is the empty set `1 == 0` takes the `else` region
    /// (or erases an op without results nor `else`); the set `0 == 0`
    /// takes the `then` region. The region taken is inlined before the op
    /// and its yielded values replace the results (MLIR's
    /// `AlwaysTrueOrFalseIf`).
    AlwaysTrueOrFalseIf on IfOp,
    creates [],
    always_true_or_false
}

fn always_true_or_false(op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(set) = rw.ctx().integer_set_of(op.condition(rw)) else {
        return rw.notify_match_failure(op.as_op(), "no condition");
    };
    let trivially_true = set.num_equalities() == 1
        && set.num_inequalities() == 0
        && set.constraints()[0].as_constant() == Some(0);
    let region = if set.is_empty_integer_set() {
        let else_block = op.else_region(rw).first_block(rw);
        if op.as_op().num_results(rw) == 0 && else_block.is_none() {
            rw.erase_op(op.as_op());
            return Ok(());
        }
        op.else_region(rw)
    } else if trivially_true {
        op.then_region(rw)
    } else {
        return rw.notify_match_failure(op.as_op(), "not trivially true or false");
    };
    let Some(block) = region.first_block(rw) else {
        return rw.notify_match_failure(op.as_op(), "no block to inline");
    };
    let Some(terminator) = block.last_op(rw) else {
        return rw.notify_match_failure(op.as_op(), "no terminator");
    };
    let results: Vec<Value> = terminator.operands(rw).collect();
    rw.inline_block_before(block, InsertPoint::Before(op.as_op()), &[]);
    rw.replace_op(op.as_op(), &results);
    rw.erase_op(terminator);
    Ok(())
}
