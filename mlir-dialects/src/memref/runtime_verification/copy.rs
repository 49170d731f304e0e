//! The check of `memref.copy`: in each dimension where the source or the
//! target has a dynamic size, both sizes agree (`size of i-th
//! source/target dim does not match`). Unranked memrefs are not checked
//! (as upstream).

use mlir_core::Location;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Value};

use super::{Checks, Model, Site, cmpi, dim, index_constant, kept, ranked_shape};
use crate::arith::CmpIPredicate;
use crate::memref::CopyOp;

/// The model of `memref.copy`, which the registry extension attaches.
pub(super) static COPY: Model = &Checks(check_copy);

/// Builds one comparison and assertion per dimension with a dynamic size.
fn check_copy(b: &mut Builder<'_>, site: &Site<'_>) -> Option<()> {
    let (loc, op) = (site.loc, site.op);
    let copy = CopyOp::try_from_op(b, op)?;
    let (source, target) = (copy.source(b), copy.target(b));
    let source_shape = ranked_shape(b, source.ty(b))?;
    let target_shape = ranked_shape(b, target.ty(b))?;
    for (i, (&from, &to)) in source_shape.iter().zip(&target_shape).enumerate() {
        if from != DYNAMIC && to != DYNAMIC {
            continue;
        }
        let source_size = size(b, loc, source, from, i);
        let target_size = size(b, loc, target, to, i);
        let same = cmpi(b, loc, CmpIPredicate::Eq, source_size, target_size);
        let same = kept(b, same);
        let check = format!("size of {i}-th source/target dim does not match");
        site.assert(b, same, &check)?;
    }
    Some(())
}

/// Dimension `i` of `memref`: its `memref.dim` when `size` is dynamic,
/// else the constant.
fn size(b: &mut Builder<'_>, loc: Location, memref: Value, size: i64, i: usize) -> Value {
    if size == DYNAMIC {
        let op = dim(b, loc, memref, i);
        kept(b, op)
    } else {
        index_constant(b, loc, size)
    }
}
