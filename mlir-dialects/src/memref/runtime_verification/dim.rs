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
    let (loc, op) = (site.loc, site.op);
    let dim = DimOp::try_from_op(b, op)?;
    let (source, index) = (dim.source(b), dim.index(b));
    let index_type = b.ctx().index_type();
    let rank = RankOp::build(b, loc, index_type, source).result(b);
    let zero = index_constant(b, loc, 0);
    let within = in_bounds(b, loc, index, zero, rank)?;
    site.assert(b, within, "index is out of bounds")
}
