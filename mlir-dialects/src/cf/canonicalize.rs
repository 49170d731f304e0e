//! `cf`'s canonicalizations, as upstream writes them: `cf.assert` of a
//! true constant is erased; `cf.br` merges a block it alone reaches, or
//! skips a block that only branches on; `cf.cond_br` on a constant becomes
//! a `cf.br`.

use mlir_core::ir::{Block, InsertPoint, IrView, Op, OpBuilder, Value, ValueOwner};
use mlir_core::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use mlir_core::transforms::folding::constant_value;

use super::{AssertOp, BranchOp, CondBranchOp};

impl AssertOp {
    /// An assertion of the constant `true` can never fail: it is erased
    /// (MLIR's `AssertOp::canonicalize`).
    pub(super) fn canonicalize(self, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = self.as_op();
        let arg = op.operand(rw, 0);
        let holds = constant_value(rw, arg)
            .and_then(|c| c.as_integer(rw.ctx()).map(|v| !v.is_zero()))
            .unwrap_or(false);
        if !holds {
            return rw.notify_match_failure(op, "the condition is not the constant true");
        }
        rw.erase_op(op);
        Ok(())
    }
}

impl BranchOp {
    /// A branch to a block it alone reaches merges that block into its
    /// own; otherwise a branch to a block holding only a `cf.br` goes
    /// straight to that branch's destination (MLIR's
    /// `BranchOp::canonicalize`).
    pub(super) fn canonicalize(self, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if merge_single_predecessor(self, rw) {
            return Ok(());
        }
        let op = self.as_op();
        let Some(block) = op.block(rw) else { return rw.fail("detached") };
        let dest = self.dest(rw);
        let operands: Vec<Value> = op.operands(rw).collect();
        if dest == block {
            return rw.notify_match_failure(op, "a branch to its own block");
        }
        let Some((target, forwarded)) = collapse_branch(rw, dest, &operands) else {
            return rw.notify_match_failure(op, "the destination is not a pass-through block");
        };
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let new = BranchOp::build(rw, loc, &forwarded, target).as_op();
        let results: Vec<Value> = new.results(rw).collect();
        rw.replace_op(op, &results);
        Ok(())
    }
}

/// Merges the destination of `br` into `br`'s block when `br` is its only
/// predecessor (and not a branch to its own block).
fn merge_single_predecessor(br: BranchOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = br.as_op();
    let (Some(block), dest) = (op.block(rw), br.dest(rw)) else { return false };
    if dest == block || dest.single_predecessor(rw).is_none() {
        return false;
    }
    let operands: Vec<Value> = op.operands(rw).collect();
    rw.erase_op(op);
    rw.merge_blocks(dest, block, &operands);
    true
}

/// The block and operands a branch to `dest` with `operands` can go to
/// instead, when `dest` holds only a `cf.br` that uses `dest`'s arguments
/// only as its operands and does not loop back to `dest` (MLIR's
/// `collapseBranch`).
fn collapse_branch(ir: &IrView, dest: Block, operands: &[Value]) -> Option<(Block, Vec<Value>)> {
    let mut ops = dest.ops(ir);
    let only = ops.next()?;
    if ops.next().is_some() || !BranchOp::isa(ir, only) {
        return None;
    }
    let inner = BranchOp::from_op_unchecked(only);
    if dest.args(ir).any(|arg| arg.uses(ir).any(|u| u.owner(ir) != only)) {
        return None;
    }
    let target = inner.dest(ir);
    if target == dest {
        return None;
    }
    let forwarded = only
        .operands(ir)
        .map(|v| match v.owner(ir) {
            ValueOwner::BlockArg(owner, index) if owner == dest => operands[index as usize],
            _ => v,
        })
        .collect();
    Some((target, forwarded))
}

/// `cf.cond_br` on a constant condition becomes a `cf.br` to the
/// destination taken, with its operands (MLIR's
/// `SimplifyConstCondBranchPred`).
#[derive(Default)]
pub struct SimplifyConstCondBranchPred;

impl RewritePattern for SimplifyConstCondBranchPred {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("cf.cond_br")
    }

    fn generated_ops(&self) -> &[&'static str] {
        &["cf.br"]
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let cond = CondBranchOp::from_op_unchecked(op);
        let condition = op.operand(rw, 0);
        let Some(taken) = constant_value(rw, condition)
            .and_then(|c| c.as_integer(rw.ctx()).map(|v| !v.is_zero()))
        else {
            return rw.notify_match_failure(op, "the condition is not a constant");
        };
        let (dest, operands): (Block, Vec<Value>) = if taken {
            (cond.true_dest(rw), cond.true_dest_operands(rw).collect())
        } else {
            (cond.false_dest(rw), cond.false_dest_operands(rw).collect())
        };
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let new = BranchOp::build(rw, loc, &operands, dest).as_op();
        let results: Vec<Value> = new.results(rw).collect();
        rw.replace_op(op, &results);
        Ok(())
    }
}
