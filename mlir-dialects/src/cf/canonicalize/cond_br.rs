//! `cf.cond_br`'s canonicalization patterns, in upstream's registration
//! order (the order the greedy driver tries them): a constant condition,
//! pass-through successors, identical successors, a branch on the
//! condition its single predecessor branched on, and the condition's
//! value made known inside each successor.

use mlir_core::Attribute;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, IrView, Op, OpBuilder, Use, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::{collapse_branch, replace_with_branch};
use crate::arith::{ConstantOp, SelectOp};
use crate::cf::{BranchOp, CondBranchOp};
use mlir_derive::pattern;

/// The operands `cond` forwards to its true and false destinations.
fn dest_operands(rw: &PatternRewriter<'_>, cond: CondBranchOp) -> (Vec<Value>, Vec<Value>) {
    (cond.true_dest_operands(rw).collect(), cond.false_dest_operands(rw).collect())
}

/// Replaces `cond` with a `cf.br` to its true destination when `taken`,
/// else to its false one, with that destination's operands.
fn take_side(rw: &mut PatternRewriter<'_>, cond: CondBranchOp, taken: bool) {
    let (true_operands, false_operands) = dest_operands(rw, cond);
    let (dest, operands) = if taken {
        (cond.true_dest(rw), true_operands)
    } else {
        (cond.false_dest(rw), false_operands)
    };
    replace_with_branch(rw, cond.as_op(), dest, &operands);
}

/// `cf.cond_br` on a true constant becomes a `cf.br` to its true
/// destination with that destination's operands (MLIR's
/// `SimplifyConstCondBranchPred`, a C++ pattern the grammar expresses as
/// two).
#[pattern(
    debug_name = "SimplifyConstCondBranchPred",
    loc = r,
    r @ CondBranchOp { condition: Const(c), true_dest_operands: operands, true_dest: dest, .. }
        if is_constant(rw, c, true)
    => BranchOp { dest_operands: operands, dest }
)]
pub struct SimplifyConstCondBranchPred;

/// `cf.cond_br` on a false constant becomes a `cf.br` to its false
/// destination (the other half of `SimplifyConstCondBranchPred`).
#[pattern(
    debug_name = "SimplifyConstCondBranchPred",
    loc = r,
    r @ CondBranchOp { condition: Const(c), false_dest_operands: operands, false_dest: dest, .. }
        if is_constant(rw, c, false)
    => BranchOp { dest_operands: operands, dest }
)]
pub struct SimplifyConstCondBranchPredFalse;

/// Whether `c` is an integer constant that is non-zero (`taken`) or zero.
fn is_constant(ir: &IrView, c: Attribute, taken: bool) -> bool {
    c.as_integer(ir.ctx()).is_some_and(|v| v.is_zero() != taken)
}

pattern! {
    /// A successor holding only a `cf.br` is skipped: the `cf.cond_br` goes
    /// straight to that branch's destination, keeping its weights (MLIR's
    /// `SimplifyPassThroughCondBranch`).
    SimplifyPassThroughCondBranch on CondBranchOp,
    creates ["cf.cond_br"],
    pass_through
}

fn pass_through(cond: CondBranchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = cond.as_op();
    let (true_operands, false_operands) = dest_operands(rw, cond);
    let (true_dest, false_dest) = (cond.true_dest(rw), cond.false_dest(rw));
    let true_target = collapse_branch(rw, true_dest, &true_operands);
    let false_target = collapse_branch(rw, false_dest, &false_operands);
    if true_target.is_none() && false_target.is_none() {
        return rw.notify_match_failure(op, "no successor is a pass-through block");
    }
    let (true_dest, true_operands) = true_target.unwrap_or((true_dest, true_operands));
    let (false_dest, false_operands) = false_target.unwrap_or((false_dest, false_operands));
    let (loc, condition, weights) = (op.loc(rw), cond.condition(rw), cond.branch_weights(rw));
    rw.set_insertion_point(InsertPoint::Before(op));
    let new = CondBranchOp::build(
        rw,
        loc,
        condition,
        &true_operands,
        &false_operands,
        weights,
        true_dest,
        false_dest,
    );
    let results: Vec<Value> = new.as_op().results(rw).collect();
    rw.replace_op(op, &results);
    Ok(())
}

pattern! {
    /// Both successors the same block: a `cf.br` to it, when both pass the
    /// same operands or when this branch is the block's only predecessor (an
    /// `arith.select` on the condition picks each operand that differs)
    /// (MLIR's `SimplifyCondBranchIdenticalSuccessors`).
    SimplifyCondBranchIdenticalSuccessors on CondBranchOp,
    creates ["cf.br", "arith.select"],
    identical_successors
}

fn identical_successors(cond: CondBranchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = cond.as_op();
    let dest = cond.true_dest(rw);
    if dest != cond.false_dest(rw) {
        return rw.notify_match_failure(op, "the successors differ");
    }
    let (true_operands, false_operands) = dest_operands(rw, cond);
    if true_operands == false_operands {
        replace_with_branch(rw, op, dest, &true_operands);
        return Ok(());
    }
    // Selects would be wrong if another block also reached `dest`.
    let block = op.block(rw);
    if dest.predecessors(rw).iter().any(|&pred| Some(pred) != block) {
        return rw.notify_match_failure(op, "the successor has other predecessors");
    }
    let (loc, condition) = (op.loc(rw), cond.condition(rw));
    rw.set_insertion_point(InsertPoint::Before(op));
    let merged: Vec<Value> = true_operands
        .iter()
        .zip(&false_operands)
        .map(|(&t, &f)| {
            if t == f {
                return t;
            }
            let ty = t.ty(rw);
            SelectOp::build(rw, loc, ty, condition, t, f).result(rw)
        })
        .collect();
    replace_with_branch(rw, op, dest, &merged);
    Ok(())
}

pattern! {
    /// A `cf.cond_br` whose block is reached only from a `cf.cond_br` on the
    /// same condition takes the direction that branch took to get here: a
    /// `cf.br` (MLIR's `SimplifyCondBranchFromCondBranchOnSameCondition`).
    SimplifyCondBranchFromCondBranchOnSameCondition on CondBranchOp,
    creates ["cf.br"],
    same_condition
}

fn same_condition(cond: CondBranchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = cond.as_op();
    let Some(block) = op.block(rw) else { return rw.fail("detached") };
    let Some(pred) = block.single_predecessor(rw) else {
        return rw.notify_match_failure(op, "no single predecessor");
    };
    let pred_branch = pred.last_op(rw).filter(|&t| CondBranchOp::isa(rw, t));
    let Some(pred_branch) = pred_branch.map(CondBranchOp::from_op_unchecked) else {
        return rw.notify_match_failure(op, "the predecessor does not end in a cf.cond_br");
    };
    if pred_branch.condition(rw) != cond.condition(rw) {
        return rw.notify_match_failure(op, "the predecessor branches on another condition");
    }
    let taken = pred_branch.true_dest(rw) == block;
    take_side(rw, cond, taken);
    Ok(())
}

pattern! {
    /// Inside a successor this branch alone reaches, the condition is known:
    /// its uses by ops of that block become an `arith.constant` `true` (in the
    /// true destination) or `false` (MLIR's `CondBranchTruthPropagation`).
    CondBranchTruthPropagation on CondBranchOp,
    creates ["arith.constant"],
    truth_propagation
}

fn truth_propagation(cond: CondBranchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = cond.as_op();
    let true_done = propagate(rw, op, cond.true_dest(rw), true);
    let false_done = propagate(rw, op, cond.false_dest(rw), false);
    if !true_done && !false_done {
        return rw.notify_match_failure(op, "no use of the condition to replace");
    }
    Ok(())
}

/// Replaces the uses of the condition of `op` by ops directly in `dest`
/// with a new constant `value`, made before `op` when there is such a use
/// and `dest` has a single predecessor; whether it replaced any.
fn propagate(rw: &mut PatternRewriter<'_>, op: Op, dest: Block, value: bool) -> bool {
    if dest.single_predecessor(rw).is_none() {
        return false;
    }
    let condition = op.operand(rw, 0);
    // The use list, most recent first, as upstream walks it.
    let uses: Vec<Use> =
        condition.uses(rw).filter(|u| u.owner(rw).block(rw) == Some(dest)).collect();
    if uses.is_empty() {
        return false;
    }
    let (loc, ty, attr) = (op.loc(rw), condition.ty(rw), rw.ctx().bool_attr(value));
    rw.set_insertion_point(InsertPoint::Before(op));
    let constant = ConstantOp::build(rw, loc, ty, attr).result(rw);
    for u in uses {
        let (owner, index) = (u.owner(rw), u.operand_index(rw));
        rw.modify_op_in_place(owner, |m| m.set_operand(index, constant));
    }
    true
}
