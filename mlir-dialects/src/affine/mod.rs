//! `affine`: ops whose indices and bounds are affine maps of dimensions
//! and symbols, the form MLIR's loop analyses and transformations work on.
//!
//! | module | what |
//! |---|---|
//! | `apply` | `affine.apply` (custom form) |
//! | `int_range` | `affine.apply`'s `InferIntRangeInterface` model |
//! | `for_op` | `affine.for` (custom form), its loop and region-branch models |
//! | `if_op` | `affine.if` (custom form) and its region-branch model |
//! | `control_flow_patterns` | the canonicalization patterns of `affine.for` and `affine.if` |
//! | `parallel` | `affine.parallel` (custom form, bound groups, reductions) |
//! | `yield_op` | `affine.yield` |
//! | `linearize` | `affine.delinearize_index`, `affine.linearize_index` (declarative, with a mixed basis) |
//! | `linearize_patterns` | their canonicalization patterns |
//! | `min_max` | `affine.min`, `affine.max` (custom forms) |
//! | `map_folding` | the folders of `apply`, `min`, `max` |
//! | `bound_folding` | the folders of `for`, `parallel`, `if` |
//! | `min_max_patterns` | their canonicalization patterns |
//! | `simplify_op` | `SimplifyAffineOp`: composing and canonicalizing the map operands of every op with a map |
//! | `compose` | composing `affine.apply` producers into a map |
//! | `folded_apply` | building an `affine.apply` composed and folded (MLIR's `makeComposedFoldedAffineApply`) |
//! | `canonical_operands` | the canonical form of a map or set with its operands |
//! | `operand_bounds` | what induction variables' constant bounds tell about expressions |
//! | `memory` | `affine.load`, `affine.store`, with their inline index expressions |
//! | `memory_interfaces` | `AffineReadOpInterface`, `AffineWriteOpInterface` |
//! | `vector_memory` | `affine.vector_load`, `affine.vector_store` |
//! | `prefetch` | `affine.prefetch` |
//! | `dma` | `affine.dma_start`, `affine.dma_wait` (hand-written upstream, not ODS) |
//! | `access` | the subscripts, types and index checks the memory ops share |
//! | `syntax` | `#map(%d)[%s]`, the piece the hand-written forms share |
//! | `validity` | which values are valid dimensions and symbols, and the affine scope |
//! | `loop_utils` | trip counts, promotion of single-iteration loops, unrolling |
//! | `loop_unroll` | the `affine-loop-unroll` pass |
//! | `loop_fusion` | the `affine-loop-fusion` pass |
//! | `loop_tile` | the `affine-loop-tile` pass |
//! | `licm` | the `affine-loop-invariant-code-motion` pass |
//! | `analysis` | memory accesses, iteration domains, dependences, parallel loops |
//! | `parallelize` | the `affine-parallelize` pass |
//! | `scalrep` | the `affine-scalrep` pass |
//! | `simplify_structures` | the `affine-simplify-structures` pass and integer set simplification |
//!
//! The dialect materializes folded constants as `arith.constant`, as
//! upstream's does.

mod access;
pub mod analysis;
mod apply;
mod bound_folding;
mod builders;
mod canonical_operands;
mod compose;
mod control_flow_patterns;
mod dma;
mod folded_apply;
mod for_op;
mod if_op;
mod inliner;
mod int_range;
mod licm;
mod linearize;
mod linearize_patterns;
mod loop_fusion;
mod loop_tile;
mod loop_unroll;
pub mod loop_utils;
mod map_folding;
mod memory;
mod memory_interfaces;
mod min_max;
mod min_max_patterns;
mod operand_bounds;
mod parallel;
mod parallelize;
mod prefetch;
mod scalrep;
mod simplify_op;
mod simplify_structures;
mod syntax;
mod validity;
mod vector_memory;
mod yield_op;

pub use apply::*;
pub use builders::build_affine_loop_nest;
pub use canonical_operands::{
    AffineStructure, canonicalize_map_and_operands, canonicalize_set_and_operands,
};
pub use compose::{compose_affine_map_and_operands, fully_compose_affine_map_and_operands};
pub use control_flow_patterns::*;
pub use dma::*;
pub use folded_apply::{make_composed_folded_affine_apply, make_composed_folded_affine_apply_expr};
pub use for_op::*;
pub use if_op::*;
pub use licm::AffineLoopInvariantCodeMotion;
pub use linearize::{DelinearizeIndexOp, LinearizeIndexOp, MixedRadix};
pub use linearize_patterns::*;
pub use loop_fusion::AffineLoopFusion;
pub use loop_tile::AffineLoopTiling;
pub use loop_unroll::{AffineLoopUnroll, FullUnrollThreshold};
pub use memory::*;
pub use memory_interfaces::*;
pub use min_max::*;
pub use min_max_patterns::*;
pub use operand_bounds::{
    bound_of_expr, simplify_map_with_operands, simplify_min_or_max_with_operands,
};
pub use parallel::*;
pub use parallelize::{AffineParallelize, affine_parallelize};
pub use prefetch::*;
pub use scalrep::{AffineScalarReplacement, affine_scalar_replace};
pub use simplify_op::*;
pub use simplify_structures::{SimplifyAffineStructures, simplify_integer_set};
pub use validity::{
    affine_scope, is_top_level_value, is_valid_affine_index_operand, is_valid_dim, is_valid_dim_in,
    is_valid_symbol, is_valid_symbol_in, verify_dim_and_symbol_operands,
};
pub use vector_memory::*;
pub use yield_op::*;

use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{Builder, Op};
use mlir_core::{Attribute, Context, Location, Type};
use mlir_derive::dialect;

/// The `affine` dialect: affine maps applied to index values, affine memory
/// accesses, and the loops and conditionals built on them.
#[dialect(
    name = "affine",
    interfaces = [DialectInlinerInterface],
    dependent = [crate::arith::Arith, crate::ub::Ub],
    materialize_constant,
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        ApplyOp,
        DelinearizeIndexOp,
        DmaStartOp,
        DmaWaitOp,
        ForOp,
        IfOp,
        LinearizeIndexOp,
        LoadOp,
        MaxOp,
        MinOp,
        ParallelOp,
        PrefetchOp,
        StoreOp,
        VectorLoadOp,
        VectorStoreOp,
        YieldOp,
    ]
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
