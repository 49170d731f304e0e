//! `expand-strided-metadata` (MLIR's
//! `MemRef/Transforms/ExpandStridedMetadata.cpp`): views and the metadata
//! of buffers made explicit as `memref.extract_strided_metadata`,
//! `affine.apply` and `memref.reinterpret_cast`. Built with `affine`.
//!
//! | module | what |
//! |---|---|
//! | `metadata` | a memref's metadata as constants or values; the `extract_strided_metadata` and `reinterpret_cast` the patterns build |
//! | `subview` | `subview`, and the metadata of one |
//! | `reshape` | `expand_shape`, `collapse_shape`, and the metadata of one |
//! | `sources` | the metadata of `alloc`, `alloca`, `get_global` |
//! | `forwarding` | the metadata through `reinterpret_cast`, `memory_space_cast`, `assume_alignment`, a base buffer; the aligned pointer of a view |
//! | `pass` | the pass |

mod forwarding;
mod metadata;
mod pass;
mod reshape;
mod sources;
mod subview;

pub use forwarding::{
    ExtractStridedMetadataOpAssumeAlignmentFolder,
    ExtractStridedMetadataOpExtractStridedMetadataFolder,
    ExtractStridedMetadataOpMemorySpaceCastFolder, ExtractStridedMetadataOpReinterpretCastFolder,
    RewriteExtractAlignedPointerAsIndexOfViewLikeOp,
};
pub use pass::ExpandStridedMetadata;
pub use reshape::{
    CollapseShapeFolder, ExpandShapeFolder, ExtractStridedMetadataOpCollapseShapeFolder,
    ExtractStridedMetadataOpExpandShapeFolder,
};
pub use sources::{
    ExtractStridedMetadataOpAllocFolder, ExtractStridedMetadataOpAllocaFolder,
    ExtractStridedMetadataOpGetGlobalFolder,
};
pub use subview::{ExtractStridedMetadataOpSubviewFolder, SubviewFolder};

use mlir_core::rewrite::RewritePatternSet;

/// Adds the patterns of `expand-strided-metadata`, in upstream's order
/// (MLIR's `populateExpandStridedMetadataPatterns`).
pub fn populate_expand_strided_metadata_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(SubviewFolder);
    patterns.add(ExpandShapeFolder);
    patterns.add(CollapseShapeFolder);
    patterns.add(ExtractStridedMetadataOpAllocFolder);
    patterns.add(ExtractStridedMetadataOpAllocaFolder);
    patterns.add(ExtractStridedMetadataOpCollapseShapeFolder);
    patterns.add(ExtractStridedMetadataOpExpandShapeFolder);
    patterns.add(ExtractStridedMetadataOpGetGlobalFolder);
    patterns.add(RewriteExtractAlignedPointerAsIndexOfViewLikeOp);
    patterns.add(ExtractStridedMetadataOpReinterpretCastFolder);
    patterns.add(ExtractStridedMetadataOpSubviewFolder);
    patterns.add(ExtractStridedMetadataOpMemorySpaceCastFolder);
    patterns.add(ExtractStridedMetadataOpAssumeAlignmentFolder);
    patterns.add(ExtractStridedMetadataOpExtractStridedMetadataFolder);
}
