//! `memref`: buffers (allocation, loads and stores, globals, atomics, DMA)
//! and views of them (casts, subviews, reshapes), defined with `#[op]`.
//!
//! | module | what |
//! |---|---|
//! | `cast` | `memref.cast`, the change of static information of a memref type |
//! | `alloc` | `alloc`, `alloca`, `realloc`, `dealloc` and their verifiers |
//! | `alloc_patterns` | `SimplifyAllocConst`, `SimplifyDeadAlloc` |
//! | `alloca_scope` | `alloca_scope` (custom form) and `alloca_scope.return` |
//! | `alloca_scope_patterns` | `AllocaScopeInliner`, `AllocaScopeHoister` |
//! | `access` | `load` and `store` |
//! | `atomics` | `atomic_rmw`, `generic_atomic_rmw` (custom form), `atomic_yield` |
//! | `global` | `global` (its `GlobalMemrefOpTypeAndInitialValue` directive) and `get_global` |
//! | `dim_range` | `dim`'s `InferIntRangeInterface` model |
//! | `queries` | `dim`, `rank`, `extract_aligned_pointer_as_index` and their folders |
//! | `copy` | `copy` and its canonicalizations |
//! | `dma` | `dma_start` (custom form) and `dma_wait` |
//! | `hints` | `assume_alignment`, `prefetch` (custom form), `distinct_objects` |
//! | `buffer_types` | what the buffer ops ask of memref types; their type predicates |
//! | `cast_folding` | folding `memref.cast` into the ops that use it |
//! | `syntax` | `%m[%i, …]`, the piece the hand-written forms share |
//! | `memory_space_cast` | `memref.memory_space_cast` |
//! | `slice` | the offsets, sizes and strides of `subview` and `reinterpret_cast`: mixed lists, verifier, bounds |
//! | `subview` | `memref.subview`, its folds and canonicalizations |
//! | `reinterpret_cast` | `memref.reinterpret_cast`, its folds and canonicalizations |
//! | `view` | `memref.view`, its fold and canonicalizations |
//! | `reassociative_reshape` | `memref.expand_shape`, `memref.collapse_shape` |
//! | `reshape_composition` | `ComposeCollapseOfExpandOp`, `ComposeExpandOfCollapseOp` |
//! | `transpose` | `memref.transpose` (custom form) |
//! | `reshape` | `memref.reshape` |
//! | `extract_strided_metadata` | `memref.extract_strided_metadata`, its names and folds |
//! | `dim_patterns` | `DimOfMemRefReshape`, `memref.dim`'s canonicalization |
//! | `dim_of_view` | the size operand a view gives for `memref.dim`'s folder |
//! | `constraints` | strided memrefs, reassociations, affine maps, `i8` |
//! | `runtime_verification/` | the ops' run-time checks (`RuntimeVerifiableOpInterface` models), a registry extension |
//! | `expand_strided_metadata` | the `expand-strided-metadata` pass and its patterns (built with `affine`, whose `affine.apply` it creates) |
//!
//! The dialect materializes folded constants as `arith.constant`, as
//! upstream's does (a `memref.dim` of a static size).

mod access;
mod alloc;
mod alloc_patterns;
mod alloca_scope;
mod alloca_scope_patterns;
mod atomics;
mod buffer_types;
mod cast;
mod cast_folding;
mod constraints;
mod copy;
mod dim_of_view;
mod dim_patterns;
mod dim_range;
mod dma;
#[cfg(feature = "affine")]
pub mod expand_strided_metadata;
mod extract_strided_metadata;
mod global;
mod hints;
mod memory_space_cast;
mod queries;
mod reassociative_reshape;
mod reinterpret_cast;
mod reshape;
mod reshape_composition;
mod runtime_verification;
mod slice;
mod subview;
mod syntax;
mod transpose;
mod view;

pub use access::*;
pub use alloc::*;
pub use alloc_patterns::{AllocLike, SimplifyAllocConst, SimplifyDeadAlloc};
pub use alloca_scope::*;
pub use alloca_scope_patterns::{AllocaScopeHoister, AllocaScopeInliner};
pub use atomics::*;
pub use cast::*;
// For `affine`'s memory ops; unused when `memref` is built alone.
#[cfg_attr(not(feature = "affine"), allow(unused_imports))]
pub(crate) use cast_folding::fold_casts_in_place;
pub use constraints::*;
pub use copy::*;
pub use dim_of_view::fold_dim_of_view;
pub use dim_patterns::DimOfMemRefReshape;
pub use dma::*;
pub use extract_strided_metadata::*;
pub use global::*;
pub use hints::*;
pub use memory_space_cast::*;
pub use queries::*;
pub use reassociative_reshape::*;
pub use reinterpret_cast::*;
pub use reshape::*;
pub use reshape_composition::{ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp};
pub use runtime_verification::register_runtime_verification_extension;
pub use slice::*;
pub use subview::*;
pub use transpose::*;
pub use view::*;

use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{Builder, IrMapping, IrView, Op, Region};
use mlir_core::{Attribute, Context, Location, Type};
use mlir_derive::dialect;

/// The `memref` dialect: memory buffers of a shape, a layout and a memory
/// space, and the ops that allocate, access and view them.
#[dialect(
    interfaces = [DialectInlinerInterface],
    name = "memref",
    dependent = [crate::arith::Arith],
    materialize_constant,
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        AllocOp,
        AllocaOp,
        AllocaScopeOp,
        AllocaScopeReturnOp,
        AssumeAlignmentOp,
        AtomicRMWOp,
        AtomicYieldOp,
        CastOp,
        CollapseShapeOp,
        CopyOp,
        DeallocOp,
        DimOp,
        DistinctObjectsOp,
        DmaStartOp,
        DmaWaitOp,
        ExpandShapeOp,
        ExtractAlignedPointerAsIndexOp,
        ExtractStridedMetadataOp,
        GenericAtomicRMWOp,
        GetGlobalOp,
        GlobalOp,
        LoadOp,
        MemorySpaceCastOp,
        PrefetchOp,
        RankOp,
        ReallocOp,
        ReinterpretCastOp,
        ReshapeOp,
        StoreOp,
        SubViewOp,
        TransposeOp,
        ViewOp,
    ]
)]
pub struct MemRef;

/// As upstream: any region may be inlined into a `memref` op's region
/// (`memref.alloca_scope`), and every `memref` op may be inlined anywhere.
impl DialectInlinerInterface for MemRef {
    fn is_legal_to_inline_region(
        &self,
        _: &IrView,
        _: Region,
        _: Region,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }
}

impl MemRef {
    /// Materializes a folded constant as `arith.constant` (MLIR's
    /// `MemRefDialect::materializeConstant`).
    pub(crate) fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        crate::arith::Arith::materialize_constant(builder, value, ty, loc)
    }
}

/// Registers `memref` (and `arith`, the dialect it depends on) and its ops
/// in a context.
pub fn register(ctx: &Context) {
    MemRef::register(ctx);
}
