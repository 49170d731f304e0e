//! The check of `memref.dim`: its index is below the memref's rank
//! (`index is out of bounds`), the rank read at run time.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Builder;

use super::{Checks, Model, Site, in_bounds, index_constant};
use crate::memref::{DimOp, RankOp};

/// The model of `memref.dim`, which the registry extension attaches.
pub(super) static DIM: Model = &Checks(check_dim);

/// Builds the index's bounds (below the rank, not folded) and their
/// assertion.
fn check_dim(b: &mut Builder<'_>, site: &Site<'_>) -> Option<()> {
    let dim = DimOp::try_from_op(b, site.op)?;
    let (source, index) = (dim.source(b), dim.index(b));
    // Read at run time, the rank of a ranked memref too.
    let rank = RankOp::build(b, site.loc, index.ty(b), source).result(b);
    let zero = index_constant(b, site.loc, 0);
    let within = in_bounds(b, site.loc, index, [zero, rank])?;
    site.assert(b, within, "index is out of bounds")
}
