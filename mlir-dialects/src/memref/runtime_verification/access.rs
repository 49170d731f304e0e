//! The checks of the ops that access one element (`memref.load`,
//! `memref.store`, `memref.atomic_rmw`, `memref.generic_atomic_rmw`):
//! `0 <= index < size` for every dimension, one assertion for all
//! (`out-of-bounds access`). A memref of rank 0 needs none.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op, Value};

use super::{Checks, Model, Site, andi, dim, folded, in_bounds, index_constant, ranked_shape};
use crate::memref::{AtomicRMWOp, GenericAtomicRMWOp, LoadOp, StoreOp};

/// The model of the four access ops, which the registry extension
/// attaches.
pub(super) static ACCESS: Model = &Checks(check_access);

/// The memref an access op reads or writes and its indices.
fn accessed(b: &Builder<'_>, op: Op) -> Option<(Value, Vec<Value>)> {
    if let Some(load) = LoadOp::try_from_op(b, op) {
        return Some((load.memref(b), load.indices(b).collect()));
    }
    if let Some(store) = StoreOp::try_from_op(b, op) {
        return Some((store.memref(b), store.indices(b).collect()));
    }
    if let Some(rmw) = AtomicRMWOp::try_from_op(b, op) {
        return Some((rmw.memref(b), rmw.indices(b).collect()));
    }
    let rmw = GenericAtomicRMWOp::try_from_op(b, op)?;
    Some((rmw.memref(b), rmw.indices(b).collect()))
}

/// Builds the conjunction of the indices' bounds and its assertion.
fn check_access(b: &mut Builder<'_>, site: &Site<'_>) -> Option<()> {
    let (loc, op) = (site.loc, site.op);
    let (memref, indices) = accessed(b, op)?;
    let rank = ranked_shape(b, memref.ty(b))?.len();
    if rank == 0 || indices.len() != rank {
        return None;
    }
    let zero = index_constant(b, loc, 0);
    let mut condition: Option<Value> = None;
    for (i, &index) in indices.iter().enumerate() {
        let size = dim(b, loc, memref, i);
        let size = folded(b, size)?;
        let within = in_bounds(b, loc, index, [zero, size])?;
        condition = Some(match condition {
            Some(previous) => {
                let both = andi(b, loc, previous, within);
                folded(b, both)?
            }
            None => within,
        });
    }
    site.assert(b, condition?, "out-of-bounds access")
}
