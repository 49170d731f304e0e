//! `scf.for` becomes a loop of blocks (MLIR's `ForLowering`). The block
//! holding the loop is split at it; the body's entry block, whose
//! arguments are the induction variable and the carried values, becomes
//! the condition block (`arith.cmpi slt`, `ult` for an `unsigned` loop,
//! then `cf.cond_br` into the body or out to the rest of the split
//! block); its ops move to a new first body block. The body's last block
//! steps the induction variable (`arith.addi`) and branches back with the
//! yielded values (the latch, which gets the loop's `llvm` attributes);
//! the code before the loop branches in with the lower bound and the
//! initial values. The condition block's carried arguments replace the
//! loop's results.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::loop_attrs::propagate_loop_attrs;
use super::split::split_at;
use crate::arith::{AddIOp, CmpIOp, CmpIPredicate};
use crate::cf::{BranchOp, CondBranchOp};
use crate::scf::ForOp;

pattern! {
    /// `scf.for` is a condition block, its body's blocks and a latch.
    ForLowering on ForOp,
    creates ["arith.cmpi", "arith.addi", "cf.br", "cf.cond_br"],
    lower_for
}

fn lower_for(for_op: ForOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = for_op.as_op();
    let region = for_op.region(rw);
    let Some((condition_block, first_op)) = region
        .first_block(rw)
        .filter(|b| b.num_args(rw) > 0)
        .and_then(|b| Some((b, b.first_op(rw)?)))
    else {
        return rw.notify_match_failure(op, "a body without an induction variable or a terminator");
    };
    let loc = op.loc(rw);
    let (init_block, end_block, parent) = split_at(rw, op)?;
    let first_body_block = rw.split_block(condition_block, first_op);
    let last_body_block = region.blocks(rw).last().expect("the body was just split");
    rw.inline_region_before(region, parent, Some(end_block));
    let iv = condition_block.arg(rw, 0);

    // The latch: step the induction variable, branch back with the yields.
    let terminator = last_body_block.last_op(rw).expect("the body ends in scf.yield");
    rw.set_insertion_point(InsertPoint::BlockEnd(last_body_block));
    let step = for_op.step(rw);
    let ty = iv.ty(rw);
    let stepped = AddIOp::build(rw, loc, ty, iv, step, None).result(rw);
    let carried: Vec<Value> = std::iter::once(stepped).chain(terminator.operands(rw)).collect();
    let latch = BranchOp::build(rw, loc, &carried, condition_block).as_op();
    propagate_loop_attrs(rw, op, latch);
    rw.erase_op(terminator);

    // The entry: the lower bound and the initial values.
    rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
    let entry: Vec<Value> =
        std::iter::once(for_op.lower_bound(rw)).chain(for_op.init_args(rw)).collect();
    BranchOp::build(rw, loc, &entry, condition_block);

    // The condition.
    rw.set_insertion_point(InsertPoint::BlockEnd(condition_block));
    let pred = if for_op.unsigned_cmp(rw) { CmpIPredicate::Ult } else { CmpIPredicate::Slt };
    let i1 = rw.ctx().integer_type(1);
    let upper = for_op.upper_bound(rw);
    let in_range = CmpIOp::build(rw, loc, i1, pred, iv, upper).result(rw);
    CondBranchOp::build(rw, loc, in_range, &[], &[], None, first_body_block, end_block);

    let results: Vec<Value> = condition_block.args(rw).skip(1).collect();
    rw.replace_op(op, &results);
    Ok(())
}
