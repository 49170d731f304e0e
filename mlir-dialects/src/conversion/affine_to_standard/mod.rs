//! `affine` to `scf`, `arith` and `memref` (MLIR's
//! `Conversion/AffineToStandard`): the lowering patterns, the expansion of
//! affine expressions other lowerings build on, and the `lower-affine`
//! pass.
//!
//! | module | what |
//! |---|---|
//! | `expand` | affine expressions and maps expanded into `arith` ops; min and max of a map's results |
//! | `apply` | `affine.apply`, `affine.min`, `affine.max` |
//! | `loops` | `affine.for`, `affine.parallel`, `affine.yield` |
//! | `reductions` | the identities and combining ops of `affine.parallel`'s reductions |
//! | `if_lowering` | `affine.if` |
//! | `memory` | `affine.load`, `store`, `prefetch`, `dma_start`, `dma_wait` |
//! | `index_ops` | `affine.linearize_index`, `affine.delinearize_index` |
//! | `pass` | `lower-affine` |

mod apply;
mod expand;
mod if_lowering;
mod index_ops;
mod loops;
mod memory;
mod pass;
mod reductions;

pub use apply::{AffineApplyLowering, AffineMaxLowering, AffineMinLowering};
pub use expand::{
    ExpandError, MinMax, expand_affine_expr, expand_affine_map, index_constant,
    lower_affine_map_bound, lower_affine_map_max, lower_affine_map_min,
};
pub use if_lowering::AffineIfLowering;
pub use index_ops::{LowerDelinearizeIndexOps, LowerLinearizeIndexOps};
pub use loops::{AffineForLowering, AffineParallelLowering, AffineYieldOpLowering};
pub use memory::{
    AffineDmaStartLowering, AffineDmaWaitLowering, AffineLoadLowering, AffinePrefetchLowering,
    AffineStoreLowering,
};
pub use pass::LowerAffine;

use mlir_core::rewrite::RewritePatternSet;

/// Adds the patterns lowering the affine ops to `scf`, `arith` and
/// `memref` (MLIR's `populateAffineToStdConversionPatterns`, in its
/// order); `affine.vector_load` and `affine.vector_store`, which lower to
/// the `vector` dialect, have none.
pub fn populate_affine_to_std_conversion_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(AffineApplyLowering);
    patterns.add(AffineDmaStartLowering);
    patterns.add(AffineDmaWaitLowering);
    patterns.add(AffineLoadLowering);
    patterns.add(AffineMinLowering);
    patterns.add(AffineMaxLowering);
    patterns.add(AffineParallelLowering);
    patterns.add(AffinePrefetchLowering);
    patterns.add(AffineStoreLowering);
    patterns.add(AffineForLowering);
    patterns.add(AffineIfLowering);
    patterns.add(AffineYieldOpLowering);
}

/// Adds the patterns expanding `affine.delinearize_index` and
/// `affine.linearize_index` into `arith` ops (MLIR's
/// `populateAffineExpandIndexOpsPatterns`).
pub fn populate_affine_expand_index_ops_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(LowerDelinearizeIndexOps);
    patterns.add(LowerLinearizeIndexOps);
}
