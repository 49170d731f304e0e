//! `scf.index_switch` becomes a `cf.switch` (MLIR's `IndexSwitchLowering`).
//! The block holding the op is split at it; the case regions, then the
//! default region, move in between, each `scf.yield` becoming a `cf.br`
//! to the rest of the split block, whose new arguments replace the
//! results. The switch is on the index cast to `i32`, the case values
//! truncated to 32 bits, as MLIR 22 builds it.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, OpBuilder, Region, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::apint::APInt;

use super::split::split_at;
use crate::arith::IndexCastOp;
use crate::cf::{BranchOp, SwitchOp, case_values_attr};
use crate::scf::{IndexSwitchOp, YieldOp};

pattern! {
    /// `scf.index_switch` is a `cf.switch` to its inlined regions.
    IndexSwitchLowering on IndexSwitchOp,
    creates ["arith.index_cast", "cf.br", "cf.switch"],
    lower_index_switch
}

fn lower_index_switch(switch: IndexSwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    let cases: Vec<Region> = switch.case_regions(rw).collect();
    let regions = || cases.iter().copied().chain([switch.default_region(rw)]);
    let yields_last = regions().all(|r| {
        r.first_block(rw).and_then(|b| b.last_op(rw)).is_some_and(|t| YieldOp::isa(rw, t))
    });
    let values = switch.cases(rw);
    if !yields_last || values.len() != cases.len() {
        return rw.notify_match_failure(op, "regions not ending in scf.yield, or cases unmatched");
    }
    let loc = op.loc(rw);
    let (cond_block, continuation, parent) = split_at(rw, op)?;
    let types: Vec<_> = op.results(rw).map(|r| r.ty(rw)).collect();
    let results: Vec<Value> =
        types.into_iter().map(|ty| rw.add_block_arg(continuation, ty, loc)).collect();

    let inline = |rw: &mut PatternRewriter<'_>, region: Region| -> Block {
        let block = region.first_block(rw).expect("checked above");
        let yielded = block.last_op(rw).expect("checked above");
        let (yield_loc, operands) = (yielded.loc(rw), yielded.operands(rw).collect::<Vec<_>>());
        rw.set_insertion_point(InsertPoint::Before(yielded));
        BranchOp::build(rw, yield_loc, &operands, continuation);
        rw.erase_op(yielded);
        rw.inline_region_before(region, parent, Some(continuation));
        block
    };
    let case_blocks: Vec<Block> = cases.iter().map(|&region| inline(rw, region)).collect();
    let default_block = inline(rw, switch.default_region(rw));

    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    let i32_ty = rw.ctx().integer_type(32);
    let arg = switch.arg(rw);
    let flag = IndexCastOp::build(rw, loc, i32_ty, arg).out(rw);
    let values: Vec<APInt> = values.iter().map(|&v| APInt::from_i64(32, v)).collect();
    let values = case_values_attr(rw, flag, &values);
    let segments = vec![0; case_blocks.len()];
    SwitchOp::build(rw, loc, flag, &[], &[], values, segments, default_block, &case_blocks);
    rw.replace_op(op, &results);
    Ok(())
}
