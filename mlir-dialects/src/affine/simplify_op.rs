//! The canonicalization every op with a map and map operands shares
//! (MLIR's `SimplifyAffineOp`): compose the `affine.apply` ops that define
//! its operands into the map, canonicalize the map and operands, and
//! simplify the map with what the operands' loops bound; when anything
//! changed, the op is rebuilt with the new map and operands.

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, OperationState, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::canonical_operands::canonicalize_map_and_operands;
use super::compose::compose_affine_map_and_operands;
use super::operand_bounds::simplify_map_with_operands;
use super::{ApplyOp, LoadOp, MaxOp, MinOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp};

/// Rebuilds `op`, whose `map` property is an affine map over its operands
/// from `first_map_operand` on, with the composed, canonical and
/// simplified map and operands; fails when nothing changes. This is the
/// body of every `SimplifyAffine…` pattern here, public so that a user's
/// op with an affine access can canonicalize the same way.
pub fn simplify_affine_op(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    first_map_operand: usize,
) -> RewriteResult {
    let ctx = rw.ctx();
    let Some(slot) = op.name(rw).property_names(ctx).iter().position(|p| *p == "map") else {
        return rw.notify_match_failure(op, "no map property");
    };
    let Some(old_map) = op.props(rw)[slot].and_then(|attr| ctx.affine_map_of(attr)) else {
        return rw.notify_match_failure(op, "no map");
    };
    let all: Vec<Value> = op.operands(rw).collect();
    let old_operands = &all[first_map_operand.min(all.len())..];
    let mut map: AffineMap = old_map.clone();
    let mut operands = old_operands.to_vec();
    compose_affine_map_and_operands(rw, &mut map, &mut operands);
    canonicalize_map_and_operands(rw, &mut map, &mut operands);
    simplify_map_with_operands(rw, &mut map, &operands);
    if map == old_map && operands == old_operands {
        return rw.notify_match_failure(op, "already simplified");
    }

    // The new op has the inherent attributes only, as upstream builds it
    // afresh from the typed builder.
    let mut state = OperationState::new(op.name(rw), op.loc(rw));
    state.operands = all[..first_map_operand.min(all.len())].to_vec();
    state.operands.extend(operands);
    state.result_types = op.results(rw).map(|r| r.ty(rw)).collect();
    state.props = op.props(rw).to_vec();
    state.props[slot] = Some(ctx.affine_map_attr(map));
    rw.replace_op_with_new(op, state);
    Ok(())
}

/// Declares the `SimplifyAffineOp` pattern of each op, with where its map
/// operands start.
macro_rules! simplify_affine_op_patterns {
    ($($(#[$doc:meta])* $name:ident on $op:ident, $created:literal, from $first:literal;)*) => {$(
        pattern! {
            $(#[$doc])*
            $name on $op,
            creates [$created],
            $name::rewrite
        }

        impl $name {
            fn rewrite(op: $op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
                simplify_affine_op(rw, op.as_op(), $first)
            }
        }
    )*};
}

simplify_affine_op_patterns! {
    /// `SimplifyAffineOp` on `affine.apply`.
    SimplifyAffineApply on ApplyOp, "affine.apply", from 0;
    /// `SimplifyAffineOp` on `affine.min`.
    SimplifyAffineMin on MinOp, "affine.min", from 0;
    /// `SimplifyAffineOp` on `affine.max`.
    SimplifyAffineMax on MaxOp, "affine.max", from 0;
    /// `SimplifyAffineOp` on `affine.load`.
    SimplifyAffineLoad on LoadOp, "affine.load", from 1;
    /// `SimplifyAffineOp` on `affine.store`.
    SimplifyAffineStore on StoreOp, "affine.store", from 2;
    /// `SimplifyAffineOp` on `affine.prefetch`.
    SimplifyAffinePrefetch on PrefetchOp, "affine.prefetch", from 1;
    /// `SimplifyAffineOp` on `affine.vector_load`.
    SimplifyAffineVectorLoad on VectorLoadOp, "affine.vector_load", from 1;
    /// `SimplifyAffineOp` on `affine.vector_store`.
    SimplifyAffineVectorStore on VectorStoreOp, "affine.vector_store", from 2;
}
