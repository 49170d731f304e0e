//! The check of `memref.dim`: its index is below the memref's rank
//! (`index is out of bounds`), the rank read at run time.

use mlir_core::Location;
use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op};

use super::{Model, assert, in_bounds, index_constant};
use crate::memref::{DimOp, RankOp};

/// The model of `memref.dim`.
struct DimChecks;

/// The model the registry extension attaches.
pub(super) static DIM: Model = &DimChecks;

impl RuntimeVerifiableOpInterfaceModel for DimChecks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let b = builder;
        let Some(dim) = DimOp::try_from_op(b, op) else { return };
        let (source, index) = (dim.source(b), dim.index(b));
        let index_type = b.ctx().index_type();
        let rank = RankOp::build(b, loc, index_type, source).result(b);
        let zero = index_constant(b, loc, 0);
        let Some(within) = in_bounds(b, loc, index, zero, rank) else { return };
        assert(b, loc, within, op, "index is out of bounds", error_message);
    }
}
