//! `scf.execute_region` becomes its blocks spliced where it stands (MLIR's
//! `ExecuteRegionLowering`): a `cf.br` enters the region's first block, each
//! `scf.yield` becomes a `cf.br` (at the op's location) to the rest of the
//! split block, whose new arguments replace the results. The splicing is
//! the one `scf`'s `MultiBlockExecuteInliner` canonicalization does, from
//! any parent.

use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use crate::scf::ExecuteRegionOp;
use crate::scf::canonicalize::{YieldBranchLoc, splice_execute_region};

pattern! {
    /// `scf.execute_region` is its blocks, branched into and out of.
    ExecuteRegionLowering on ExecuteRegionOp,
    creates ["cf.br"],
    lower_execute_region
}

fn lower_execute_region(exec: ExecuteRegionOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = exec.as_op();
    let block = op.block(rw).filter(|_| exec.region(rw).first_block(rw).is_some());
    let Some(block) = block else {
        return rw.notify_match_failure(op, "no block to splice, or none to splice into");
    };
    splice_execute_region(rw, exec, block, YieldBranchLoc::Op);
    Ok(())
}
