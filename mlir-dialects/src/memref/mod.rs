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
//! | `queries` | `dim`, `rank`, `extract_aligned_pointer_as_index` and their folders |
//! | `copy` | `copy` and its canonicalizations |
//! | `dma` | `dma_start` (custom form) and `dma_wait` |
//! | `hints` | `assume_alignment`, `prefetch` (custom form), `distinct_objects` |
//! | `buffer_types` | what the buffer ops ask of memref types; their type predicates |
//! | `cast_folding` | folding `memref.cast` into the ops that use it |
//! | `syntax` | `%m[%i, …]`, the piece the hand-written forms share |
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
mod copy;
mod dma;
mod global;
mod hints;
mod queries;
mod syntax;

pub use access::*;
pub use alloc::*;
pub use alloc_patterns::{AllocLike, SimplifyAllocConst, SimplifyDeadAlloc};
pub use alloca_scope::*;
pub use alloca_scope_patterns::{AllocaScopeHoister, AllocaScopeInliner};
pub use atomics::*;
pub use cast::*;
pub use cast_folding::can_fold_into_consumer;
pub use copy::*;
pub use dma::*;
pub use global::*;
pub use hints::*;
pub use queries::*;

use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{Builder, Op};
use mlir_core::{Attribute, Context, Location, Type};
use mlir_derive::dialect;

/// The `memref` dialect: memory buffers of a shape, a layout and a memory
/// space, and the ops that allocate, access and view them.
#[dialect(
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
        CopyOp,
        DeallocOp,
        DimOp,
        DistinctObjectsOp,
        DmaStartOp,
        DmaWaitOp,
        ExtractAlignedPointerAsIndexOp,
        GenericAtomicRMWOp,
        GetGlobalOp,
        GlobalOp,
        LoadOp,
        PrefetchOp,
        RankOp,
        ReallocOp,
        StoreOp,
    ]
)]
pub struct MemRef;

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
