//! `cf`'s canonicalizations, as upstream registers them. Here: `cf.assert`
//! of a true constant is erased; `cf.br` merges a block it alone reaches,
//! or skips a block that only branches on; and the helpers every cf
//! pattern shares (a pass-through block's target, a constant integer
//! operand, a block's single predecessor, replacing a branch by a
//! `cf.br`). `cond_br.rs` and `switch.rs` hold
//! `cf.cond_br`'s and `cf.switch`'s patterns.

mod cond_br;
mod switch;

pub(super) use cond_br::{
    CondBranchTruthPropagation, SimplifyCondBranchFromCondBranchOnSameCondition,
    SimplifyCondBranchIdenticalSuccessors, SimplifyConstCondBranchPred,
    SimplifyConstCondBranchPredFalse, SimplifyPassThroughCondBranch,
};
#[cfg(feature = "scf")]
pub(crate) use switch::case_values_attr;
pub(super) use switch::{
    DropSwitchCasesThatMatchDefault, SimplifyConstSwitchValue, SimplifyPassThroughSwitch,
    SimplifySwitchFromDefaultSwitchOnSameCondition, SimplifySwitchFromSwitchOnSameCondition,
    SimplifySwitchWithOnlyDefaultDestination,
};

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, EntitySet, InsertPoint, IrView, Op, OpBuilder, Value, ValueOwner};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::apint::APInt;
use mlir_core::transforms::folding::fold_one_op::constant_value;

use super::{AssertOp, BranchOp};

impl AssertOp {
    /// An assertion of the constant `true` can never fail: it is erased
    /// (MLIR's `AssertOp::canonicalize`).
    pub(super) fn canonicalize(self, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = self.as_op();
        let arg = op.operand(rw, 0);
        let holds = constant_int(rw, arg).is_some_and(|v| !v.is_zero());
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
        replace_with_branch(rw, op, target, &forwarded);
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
    if target == dest || enters_branch_cycle(ir, dest, target) {
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

/// Whether following the `cf.br` terminators from `target` comes back to
/// `dest` or to a block already passed. Collapsing a branch into such a
/// cycle of pass-through blocks would only move it around the cycle, one
/// rewrite undoing the last (MLIR 22 refuses it the same way, and merges
/// the cycle's single-predecessor blocks instead).
fn enters_branch_cycle(ir: &IrView, dest: Block, target: Block) -> bool {
    let mut passed: EntitySet<Block> = EntitySet::new();
    passed.insert(dest);
    let mut block = target;
    while passed.insert(block) {
        let Some(next) = block.last_op(ir).filter(|&op| BranchOp::isa(ir, op)) else {
            return false;
        };
        block = BranchOp::from_op_unchecked(next).dest(ir);
    }
    true
}

/// The integer a constant op gives `value`, if any (MLIR's
/// `m_ConstantInt`).
fn constant_int(ir: &IrView, value: Value) -> Option<APInt> {
    constant_value(ir, value).and_then(|c| c.as_integer(ir.ctx()).cloned())
}

/// Replaces the branch `op` with a `cf.br` to `dest` passing `operands`,
/// built right before it at its location.
fn replace_with_branch(rw: &mut PatternRewriter<'_>, op: Op, dest: Block, operands: &[Value]) {
    let loc = op.loc(rw);
    rw.set_insertion_point(InsertPoint::Before(op));
    let new = BranchOp::build(rw, loc, operands, dest).as_op();
    let results: Vec<Value> = new.results(rw).collect();
    rw.replace_op(op, &results);
}
