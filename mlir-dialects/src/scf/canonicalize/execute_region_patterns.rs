//! `scf.execute_region`'s canonicalizations, in upstream's registration
//! order: a single-block region is inlined where the op stands; a region
//! of several blocks directly in a function (or in another
//! `scf.execute_region`) is spliced into it, its `scf.yield`s becoming
//! `cf.br`s to the block that follows.
//!
//! Both are hand-written: `#[pattern]` rewrites a DAG of ops and cannot
//! move a region's blocks into the enclosing one.

use mlir_core::definitions::interfaces::function::FunctionOpInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use crate::cf::BranchOp;
use crate::scf::{ExecuteRegionOp, YieldOp};

pattern! {
    /// An `scf.execute_region` of one block, without `no_inline`, is
    /// replaced by that block's ops, its `scf.yield`'s operands replacing
    /// its results (MLIR's `SingleBlockExecuteInliner`). Hand-written:
    /// `#[pattern]` cannot inline a region in place of its op.
    SingleBlockExecuteInliner on ExecuteRegionOp,
    creates [],
    inline_single_block
}

fn inline_single_block(exec: ExecuteRegionOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = exec.as_op();
    let region = exec.region(rw);
    if region.blocks(rw).count() != 1 {
        return rw.notify_match_failure(op, "the region has several blocks");
    }
    if exec.no_inline(rw) {
        return rw.notify_match_failure(op, "marked no_inline");
    }
    rw.replace_op_with_region(op, region, &[]);
    Ok(())
}

pattern! {
    /// An `scf.execute_region` without `no_inline` whose parent is a
    /// function or an `scf.execute_region` (ops whose region may hold
    /// several blocks): its block is split at the op, a `cf.br` enters the
    /// region's blocks, moved in between, and each `scf.yield` becomes a
    /// `cf.br` passing its operands to the block after the op, whose
    /// arguments replace the results (MLIR's `MultiBlockExecuteInliner`).
    /// Hand-written: `#[pattern]` cannot split blocks or move them.
    MultiBlockExecuteInliner on ExecuteRegionOp,
    creates ["cf.br"],
    inline_blocks
}

fn inline_blocks(exec: ExecuteRegionOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = exec.as_op();
    if exec.no_inline(rw) {
        return rw.notify_match_failure(op, "marked no_inline");
    }
    let parent = op.parent_op(rw);
    let splices = parent.is_some_and(|p| {
        FunctionOpInterfaceRef::get(rw, p).is_some() || ExecuteRegionOp::isa(rw, p)
    });
    let Some(prev) = op.block(rw).filter(|_| splices) else {
        return rw.notify_match_failure(op, "the parent is neither a function nor a region");
    };
    splice_execute_region(rw, exec, prev, YieldBranchLoc::Yield);
    Ok(())
}

/// Where [`splice_execute_region`] puts the `cf.br` replacing a yield.
#[derive(Copy, Clone)]
pub(crate) enum YieldBranchLoc {
    /// At the `scf.yield`'s location (the canonicalization).
    Yield,
    /// At the `scf.execute_region`'s location (`convert-scf-to-cf`).
    Op,
}

/// Splits `prev`, the block holding `exec`, at it, and moves the region's
/// blocks in between behind a `cf.br` to its entry; each `scf.yield` ending
/// a block becomes a `cf.br` passing its operands to the block after the
/// op, whose new arguments (at the op's location) replace its results.
/// The region's first block must exist (a verified op's does).
pub(crate) fn splice_execute_region(
    rw: &mut PatternRewriter<'_>,
    exec: ExecuteRegionOp,
    prev: Block,
    yield_loc: YieldBranchLoc,
) {
    let op = exec.as_op();
    let post = rw.split_block(prev, op);
    let region = exec.region(rw);
    let entry = region.first_block(rw).expect("a verified execute_region");
    let loc = op.loc(rw);
    rw.set_insertion_point(InsertPoint::BlockEnd(prev));
    BranchOp::build(rw, loc, &[], entry);
    let blocks: Vec<Block> = region.blocks(rw).collect();
    for block in blocks {
        let Some(yield_op) = block.last_op(rw).and_then(|t| YieldOp::try_from_op(rw, t)) else {
            continue;
        };
        let yielded = yield_op.as_op();
        let branch_loc = match yield_loc {
            YieldBranchLoc::Yield => yielded.loc(rw),
            YieldBranchLoc::Op => loc,
        };
        let operands: Vec<Value> = yielded.operands(rw).collect();
        rw.set_insertion_point(InsertPoint::Before(yielded));
        BranchOp::build(rw, branch_loc, &operands, post);
        rw.erase_op(yielded);
    }
    let dest = prev.region(rw).expect("an attached block");
    rw.inline_region_before(region, dest, Some(post));
    let results: Vec<(Type, Location)> = op.results(rw).map(|r| (r.ty(rw), loc)).collect();
    let args: Vec<Value> =
        results.into_iter().map(|(ty, loc)| rw.add_block_arg(post, ty, loc)).collect();
    rw.replace_op(op, &args);
}
