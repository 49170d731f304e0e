//! `memref`: buffers (allocation, loads and stores, globals, atomics, DMA)
//! and views of them (casts, subviews, reshapes), defined with `#[op]`.
//!
//! | module | what |
//! |---|---|
//! | `cast` | `memref.cast`, the change of static information of a memref type |
//! | `memory_space_cast` | `memref.memory_space_cast` |
//! | `slice` | the offsets, sizes and strides of `subview` and `reinterpret_cast`: mixed lists, verifier, bounds |
//! | `subview` | `memref.subview`, its folds and canonicalizations |
//! | `reinterpret_cast` | `memref.reinterpret_cast`, its folds and canonicalizations |
//! | `view` | `memref.view`, its fold and canonicalizations |
//! | `reassociative_reshape` | `memref.expand_shape`, `memref.collapse_shape` |
//! | `transpose` | `memref.transpose` (custom form) |
//! | `reshape` | `memref.reshape` |
//! | `extract_strided_metadata` | `memref.extract_strided_metadata`, its names and folds |
//! | `dim_of_view` | the size operand a view gives for `memref.dim`'s folder |
//! | `constraints` | strided memrefs, reassociations, affine maps, `i8` |
//!
//! The dialect materializes folded constants as `arith.constant`, as
//! upstream's does (a `memref.dim` of a static size).

mod cast;
mod constraints;
mod dim_of_view;
mod extract_strided_metadata;
mod memory_space_cast;
mod reassociative_reshape;
mod reinterpret_cast;
mod reshape;
mod slice;
mod subview;
mod transpose;
mod view;

pub use cast::*;
pub use constraints::*;
pub use dim_of_view::fold_dim_of_view;
pub use extract_strided_metadata::*;
pub use memory_space_cast::*;
pub use reassociative_reshape::*;
pub use reinterpret_cast::*;
pub use reshape::*;
pub use slice::*;
pub use subview::*;
pub use transpose::*;
pub use view::*;

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
        CastOp,
        CollapseShapeOp,
        ExpandShapeOp,
        ExtractStridedMetadataOp,
        MemorySpaceCastOp,
        ReinterpretCastOp,
        ReshapeOp,
        SubViewOp,
        TransposeOp,
        ViewOp,
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
