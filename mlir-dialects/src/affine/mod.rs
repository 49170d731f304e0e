//! `affine`: ops whose indices and bounds are affine maps of dimensions
//! and symbols, the form MLIR's loop analyses and transformations work on.
//!
//! | module | what |
//! |---|---|
//! | `apply` | `affine.apply` (custom form) |
//! | `linearize` | `affine.delinearize_index`, `affine.linearize_index` (declarative, with a mixed basis) |
//! | `linearize_patterns` | their canonicalization patterns |
//! | `min_max` | `affine.min`, `affine.max` (custom forms) |
//! | `memory` | `affine.load`, `affine.store`, with their inline index expressions |
//! | `syntax` | `#map(%d)[%s]`, the piece the hand-written forms share |
//! | `validity` | which values are valid dimensions and symbols, and the affine scope |
//!
//! The dialect materializes folded constants as `arith.constant`, as
//! upstream's does.

mod apply;
mod linearize;
mod linearize_patterns;
mod memory;
mod min_max;
mod syntax;
mod validity;

pub use apply::*;
pub use linearize::{DelinearizeIndexOp, LinearizeIndexOp, MixedRadix};
pub use linearize_patterns::*;
pub use memory::*;
pub use min_max::*;
pub use validity::{
    affine_scope, is_top_level_value, is_valid_affine_index_operand, is_valid_dim, is_valid_dim_in,
    is_valid_symbol, is_valid_symbol_in,
};

use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{Builder, Op};
use mlir_core::{Attribute, Context, Location, Type};
use mlir_derive::dialect;

/// The `affine` dialect: affine maps applied to index values, affine memory
/// accesses and, next, the loops and conditionals built on them.
#[dialect(
    name = "affine",
    dependent = [crate::arith::Arith, crate::ub::Ub],
    materialize_constant,
    // Upstream's order: ODS sorts the ops by class name.
    ops = [ApplyOp, DelinearizeIndexOp, LinearizeIndexOp, LoadOp, MaxOp, MinOp, StoreOp]
)]
pub struct Affine;

impl Affine {
    /// Materializes a folded constant as `arith.constant` (MLIR's
    /// `AffineDialect::materializeConstant`; a poison value is `ub.poison`).
    pub(crate) fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        crate::ub::Ub::materialize_constant(builder, value, ty, loc)
            .or_else(|| crate::arith::Arith::materialize_constant(builder, value, ty, loc))
    }
}

/// Registers `affine` (and `arith` and `ub`, the dialects it depends on) and
/// its ops in a context.
pub fn register(ctx: &Context) {
    Affine::register(ctx);
}
