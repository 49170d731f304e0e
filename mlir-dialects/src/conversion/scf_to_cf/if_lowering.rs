//! `scf.if` becomes a `cf.cond_br` to its regions' blocks (MLIR's
//! `IfLowering`). The block holding the `if` is split at it; the `then`
//! blocks, then the `else` blocks, move in between, each `scf.yield`
//! becoming a `cf.br` to the continuation. Without results the
//! continuation is the rest of the split block (and the false edge goes
//! straight there when there is no `else`); with results it is a new
//! block taking them as arguments and branching on to the rest, so that
//! its arguments dominate the uses they replace.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, OpBuilder, Region, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use super::split::split_at;
use crate::cf::{BranchOp, CondBranchOp};
use crate::scf::IfOp;

pattern! {
    /// `scf.if` is a conditional branch to its inlined regions.
    IfLowering on IfOp,
    creates ["cf.br", "cf.cond_br"],
    lower_if
}

fn lower_if(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = if_op.as_op();
    if if_op.then_region(rw).is_empty(rw) {
        return rw.notify_match_failure(op, "no then block");
    }
    let loc = op.loc(rw);
    let (cond_block, rest, parent) = split_at(rw, op)?;
    let continuation = if op.num_results(rw) == 0 {
        rest
    } else {
        let args: Vec<(Type, _)> = op.results(rw).map(|r| (r.ty(rw), loc)).collect();
        let block = rw.create_block(parent, Some(rest), &args);
        BranchOp::build(rw, loc, &[], rest);
        block
    };
    let then_block = inline_branching_to(rw, if_op.then_region(rw), parent, continuation, loc)
        .expect("checked above");
    let else_block = inline_branching_to(rw, if_op.else_region(rw), parent, continuation, loc)
        .unwrap_or(continuation);
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    let condition = if_op.condition(rw);
    CondBranchOp::build(rw, loc, condition, &[], &[], None, then_block, else_block);
    let results: Vec<Value> = continuation.args(rw).collect();
    rw.replace_op(op, &results);
    Ok(())
}

/// Moves the blocks of `region` into `parent` before `continuation`, its
/// last block's terminator replaced by a `cf.br` (at `loc`) passing its
/// operands to `continuation`; returns the region's first block, or
/// `None` for an empty region.
fn inline_branching_to(
    rw: &mut PatternRewriter<'_>,
    region: Region,
    parent: Region,
    continuation: Block,
    loc: Location,
) -> Option<Block> {
    let first = region.first_block(rw)?;
    let last = region.blocks(rw).last()?;
    if let Some(terminator) = last.last_op(rw) {
        let operands: Vec<Value> = terminator.operands(rw).collect();
        rw.set_insertion_point(InsertPoint::BlockEnd(last));
        BranchOp::build(rw, loc, &operands, continuation);
        rw.erase_op(terminator);
    }
    rw.inline_region_before(region, parent, Some(continuation));
    Some(first)
}
