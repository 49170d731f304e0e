//! Splitting the block that holds an op, which every lowering here starts
//! with: the code before the op stays, the op and the code after it go to
//! a new block right after, where control resumes once the op's blocks
//! are done.

use mlir_core::ir::{Block, Op, Region};
use mlir_core::rewrite::{MatchFailure, PatternRewriter};

/// The block holding `op`, the block the split made (starting with `op`)
/// and their region; a match failure for a detached op.
pub(super) fn split_at(
    rw: &mut PatternRewriter<'_>,
    op: Op,
) -> Result<(Block, Block, Region), MatchFailure> {
    let block = op.block(rw);
    let Some((block, region)) = block.and_then(|b| Some((b, b.region(rw)?))) else {
        const REASON: &str = "not in a block of a region";
        rw.notify_match_failure(op, REASON)?;
        return Err(MatchFailure { reason: REASON.into() });
    };
    let rest = rw.split_block(block, op);
    Ok((block, rest, region))
}
