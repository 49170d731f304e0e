//! The checks of the ops that access one element (`memref.load`,
//! `memref.store`, `memref.atomic_rmw`, `memref.generic_atomic_rmw`):
//! `0 <= index < size` for every dimension, one assertion for all
//! (`out-of-bounds access`). A memref of rank 0 needs none.

use mlir_core::Location;
use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op, Value};

use super::{Model, and_or_fold, assert, dim_or_fold, in_bounds, index_constant, ranked_shape};
use crate::memref::{AtomicRMWOp, GenericAtomicRMWOp, LoadOp, StoreOp};

/// The model of the four access ops.
struct AccessChecks;

/// The model the registry extension attaches.
pub(super) static ACCESS: Model = &AccessChecks;

impl RuntimeVerifiableOpInterfaceModel for AccessChecks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let Some((memref, indices)) = accessed(builder, op) else { return };
        check_indices(builder, loc, op, memref, &indices, error_message);
    }
}

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
fn check_indices(
    b: &mut Builder<'_>,
    loc: Location,
    op: Op,
    memref: Value,
    indices: &[Value],
    error_message: ErrorMessageFn<'_>,
) -> Option<()> {
    let rank = ranked_shape(b, memref.ty(b))?.len();
    if rank == 0 || indices.len() != rank {
        return None;
    }
    let zero = index_constant(b, loc, 0);
    let mut condition: Option<Value> = None;
    for (i, &index) in indices.iter().enumerate() {
        let size = dim_or_fold(b, loc, memref, i)?;
        let within = in_bounds(b, loc, index, zero, size)?;
        condition = Some(match condition {
            Some(previous) => and_or_fold(b, loc, previous, within)?,
            None => within,
        });
    }
    assert(b, loc, condition?, op, "out-of-bounds access", error_message);
    Some(())
}
