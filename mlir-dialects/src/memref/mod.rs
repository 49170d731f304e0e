//! `memref`: buffers (allocation, loads and stores, globals, atomics, DMA)
//! and views of them (casts, subviews, reshapes), defined with `#[op]`.
//!
//! | module | what |
//! |---|---|
//! | `cast` | `memref.cast`, the change of static information of a memref type |
//!
//! The dialect materializes folded constants as `arith.constant`, as
//! upstream's does (a `memref.dim` of a static size).

mod cast;

pub use cast::*;

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
    ops = [CastOp]
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
