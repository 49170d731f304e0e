//! Region simplification's `aggressive` level (MLIR's
//! `mergeIdenticalBlocks` and `dropRedundantArguments`): not written yet.

use crate::ir::Region;
use crate::rewrite::PatternRewriter;

/// Merges blocks with identical ops and successors; whether any merged.
pub fn merge_identical_blocks(_rw: &mut PatternRewriter<'_>, _regions: &[Region]) -> bool {
    false
}

/// Drops block arguments that every predecessor passes the same value.
pub fn drop_redundant_arguments(_rw: &mut PatternRewriter<'_>, _regions: &[Region]) -> bool {
    false
}
