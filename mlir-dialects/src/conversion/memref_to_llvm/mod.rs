//! `memref` to `llvm` (MLIR's `Conversion/MemRefToLLVM`): the lowering
//! patterns over memref descriptors and the `finalize-memref-to-llvm`
//! pass.
//!
//! | module | what |
//! |---|---|
//! | `support` | element addresses, buffer sizes, alignment, runtime function declarations |
//! | `alloc` | `alloc`, `alloca`, `get_global`, `dealloc`, `global` |
//! | `access` | `load`, `store`, `prefetch`, `atomic_rmw`, `generic_atomic_rmw` |
//! | `queries` | `dim`, `rank`, `extract_aligned_pointer_as_index`, `extract_strided_metadata` |
//! | `views` | `cast`, `reinterpret_cast`, `reshape`, `view`, `transpose`, `memory_space_cast` |
//! | `copy` | `copy` |
//! | `alloca_scope` | `alloca_scope` |
//! | `pass` | `finalize-memref-to-llvm` |
//!
//! `memref.subview`, `expand_shape` and `collapse_shape` are left to
//! `expand-strided-metadata`, as upstream.

mod access;
mod alloc;
mod alloca_scope;
mod copy;
mod pass;
mod queries;
mod support;
mod views;

pub use access::{
    AtomicRmwLowering, GenericAtomicRmwLowering, LoadLowering, PrefetchLowering, StoreLowering,
};
pub use alloc::{
    AllocLowering, AllocaLowering, DeallocLowering, GetGlobalLowering, GlobalLowering,
};
pub use alloca_scope::AllocaScopeLowering;
pub use copy::CopyLowering;
pub use pass::FinalizeMemRefToLlvm;
pub use queries::{
    DimLowering, ExtractAlignedPointerLowering, ExtractStridedMetadataLowering, RankLowering,
};
pub use views::{
    CastLowering, MemorySpaceCastLowering, ReinterpretCastLowering, ReshapeLowering,
    TransposeLowering, ViewLowering,
};

use mlir_core::conversion::ConversionPatternSet;

use crate::conversion::llvm_common::LlvmTypeConverter;

/// The options of the memref lowering beyond the type converter's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemRefLoweringOptions {
    /// Allocate with `aligned_alloc` rather than `malloc`.
    pub use_aligned_alloc: bool,
    /// Call `_mlir_memref_to_llvm_alloc`, `_mlir_memref_to_llvm_aligned_alloc`
    /// and `_mlir_memref_to_llvm_free` rather than the C library's names.
    pub use_generic_functions: bool,
}

/// Adds the patterns lowering `memref`'s ops to `llvm` with the default
/// options (MLIR's `populateFinalizeMemRefToLLVMConversionPatterns`).
pub fn populate_finalize_memref_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    populate_finalize_memref_to_llvm_conversion_patterns_with(
        converter,
        MemRefLoweringOptions::default(),
        patterns,
    );
}

/// Adds the patterns lowering `memref`'s ops to `llvm` with `options`.
pub fn populate_finalize_memref_to_llvm_conversion_patterns_with(
    converter: &LlvmTypeConverter,
    options: MemRefLoweringOptions,
    patterns: &mut ConversionPatternSet,
) {
    let tc = converter.converter();
    let c = || converter.clone();
    patterns
        .add_with_converter(AllocLowering { converter: c(), options }, tc)
        .add_with_converter(AllocaLowering { converter: c() }, tc)
        .add_with_converter(AllocaScopeLowering, tc)
        .add_with_converter(AtomicRmwLowering { converter: c() }, tc)
        .add_with_converter(CastLowering { converter: c() }, tc)
        .add_with_converter(CopyLowering { converter: c() }, tc)
        .add_with_converter(DeallocLowering { converter: c(), options }, tc)
        .add_with_converter(DimLowering { converter: c() }, tc)
        .add_with_converter(ExtractAlignedPointerLowering { converter: c() }, tc)
        .add_with_converter(ExtractStridedMetadataLowering { converter: c() }, tc)
        .add_with_converter(GenericAtomicRmwLowering { converter: c() }, tc)
        .add_with_converter(GetGlobalLowering { converter: c() }, tc)
        .add_with_converter(GlobalLowering { converter: c() }, tc)
        .add_with_converter(LoadLowering { converter: c() }, tc)
        .add_with_converter(MemorySpaceCastLowering { converter: c() }, tc)
        .add_with_converter(PrefetchLowering { converter: c() }, tc)
        .add_with_converter(RankLowering { converter: c() }, tc)
        .add_with_converter(ReinterpretCastLowering { converter: c() }, tc)
        .add_with_converter(ReshapeLowering { converter: c() }, tc)
        .add_with_converter(StoreLowering { converter: c() }, tc)
        .add_with_converter(TransposeLowering { converter: c() }, tc)
        .add_with_converter(ViewLowering { converter: c() }, tc);
}
