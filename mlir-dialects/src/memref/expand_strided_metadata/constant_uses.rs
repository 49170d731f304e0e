//! Upstream's fold of `memref.extract_strided_metadata`, which replaces the
//! uses of the results its source type knows with constants, stands here
//! for the driver's fold: the op's own pattern
//! (`ExtractStridedMetadataConstantUses`, which the core cannot run as a
//! fold since it creates ops), tried first, and the op enqueued again
//! after it as a fold in place enqueues it.

use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewritePattern, RewriteResult};

use crate::memref::{ExtractStridedMetadataConstantUses, ExtractStridedMetadataOp};

pattern! {
    /// The uses of statically known results become constants, and the op
    /// is visited again.
    FoldExtractStridedMetadataConstantUses on ExtractStridedMetadataOp,
    creates ["arith.constant"],
    fold_constant_uses
}

fn fold_constant_uses(op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    ExtractStridedMetadataConstantUses.match_and_rewrite(op.as_op(), rw)?;
    rw.modify_op_in_place(op.as_op(), |_| {});
    Ok(())
}
