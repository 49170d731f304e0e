//! `scf.while` becomes a loop of blocks (MLIR's `WhileLowering` and
//! `DoWhileLowering`). The block holding the loop is split at it and
//! branches to the `before` region's entry with the initial values; the
//! `scf.condition` becomes a `cf.cond_br` on to the `after` region with
//! its arguments, or out to the rest of the split block; the `after`
//! region's `scf.yield` becomes the latch, a `cf.br` back to `before`
//! (which gets the loop's `llvm` attributes). A loop whose `after` region
//! only yields its arguments back (a do-while) keeps no `after` blocks:
//! the `cf.cond_br` is the latch, branching back to `before` directly.
//! The condition's arguments, defined in `before`, replace the results.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, OpBuilder, Region, Value};
use mlir_core::rewrite::{MatchFailure, PatternRewriter, RewriteResult};

use super::loop_attrs::propagate_loop_attrs;
use super::split::split_at;
use crate::cf::{BranchOp, CondBranchOp};
use crate::scf::{ConditionOp, WhileOp, YieldOp};

pattern! {
    /// `scf.while` is its inlined regions, the condition branching
    /// between them.
    WhileLowering on WhileOp,
    creates ["cf.br", "cf.cond_br"],
    lower_while
}

pattern! {
    /// `scf.while` whose `after` region forwards its arguments is its
    /// `before` region, the condition branching back to it; preferred to
    /// [`WhileLowering`].
    DoWhileLowering on WhileOp,
    benefit 2,
    creates ["cf.br", "cf.cond_br"],
    lower_do_while
}

/// The `before` and `after` blocks of `while_op` and their terminators;
/// a match failure when they are not there.
fn parts(
    rw: &mut PatternRewriter<'_>,
    while_op: WhileOp,
) -> Result<(Block, ConditionOp, Block, YieldOp), MatchFailure> {
    let parts = (|| {
        let (before, after) = (while_op.before_body(rw)?, while_op.after_body(rw)?);
        Some((before, while_op.condition_op(rw)?, after, while_op.yield_op(rw)?))
    })();
    match parts {
        Some(parts) => Ok(parts),
        None => {
            const REASON: &str = "regions without their terminators";
            rw.notify_match_failure(while_op.as_op(), REASON)?;
            Err(MatchFailure { reason: REASON.into() })
        }
    }
}

/// Splits the block holding `while_op` at it and ends the first part with
/// a `cf.br` to `before` passing the initial values; returns the second
/// part, where the loop exits to, and the region.
fn enter(
    rw: &mut PatternRewriter<'_>,
    while_op: WhileOp,
    before: Block,
) -> Result<(Block, Region), MatchFailure> {
    let op = while_op.as_op();
    let loc = op.loc(rw);
    let (entry_block, continuation, parent) = split_at(rw, op)?;
    rw.set_insertion_point(InsertPoint::BlockEnd(entry_block));
    let inits: Vec<Value> = while_op.inits(rw).collect();
    BranchOp::build(rw, loc, &inits, before);
    Ok((continuation, parent))
}

fn lower_while(while_op: WhileOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = while_op.as_op();
    let (before, condition, after, yield_op) = parts(rw, while_op)?;
    let (continuation, parent) = enter(rw, while_op, before)?;
    rw.inline_region_before(while_op.after(rw), parent, Some(continuation));
    rw.inline_region_before(while_op.before(rw), parent, Some(after));

    let cond = condition.as_op();
    let (cond_loc, flag) = (cond.loc(rw), condition.condition(rw));
    let args: Vec<Value> = condition.args(rw).collect();
    rw.set_insertion_point(InsertPoint::Before(cond));
    let branch = CondBranchOp::build(rw, cond_loc, flag, &args, &[], None, after, continuation);
    let branch_results: Vec<Value> = branch.as_op().results(rw).collect();
    rw.replace_op(cond, &branch_results);

    let yielded = yield_op.as_op();
    let (yield_loc, operands) = (yielded.loc(rw), yielded.operands(rw).collect::<Vec<_>>());
    rw.set_insertion_point(InsertPoint::Before(yielded));
    let latch = BranchOp::build(rw, yield_loc, &operands, before).as_op();
    rw.replace_op(yielded, &[]);
    propagate_loop_attrs(rw, op, latch);

    rw.replace_op(op, &args);
    Ok(())
}

fn lower_do_while(while_op: WhileOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = while_op.as_op();
    let (before, condition, after, yield_op) = parts(rw, while_op)?;
    if after.first_op(rw) != Some(yield_op.as_op()) {
        let reason = "do-while simplification applicable only if 'after' region has no payload";
        return rw.notify_match_failure(op, reason);
    }
    let forwarded: Vec<Value> = yield_op.as_op().operands(rw).collect();
    let args: Vec<Value> = after.args(rw).collect();
    if forwarded != args {
        let reason = "do-while simplification applicable only to forwarding 'after' regions";
        return rw.notify_match_failure(op, reason);
    }
    let (continuation, parent) = enter(rw, while_op, before)?;
    rw.inline_region_before(while_op.before(rw), parent, Some(continuation));

    let cond = condition.as_op();
    let (cond_loc, flag) = (cond.loc(rw), condition.condition(rw));
    let args: Vec<Value> = condition.args(rw).collect();
    rw.set_insertion_point(InsertPoint::BlockEnd(before));
    let latch = CondBranchOp::build(rw, cond_loc, flag, &args, &[], None, before, continuation);
    propagate_loop_attrs(rw, op, latch.as_op());
    rw.replace_op(op, &args);
    rw.erase_op(cond);
    Ok(())
}
