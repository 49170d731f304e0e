//! The check of `memref.expand_shape`: each source dimension is a
//! multiple of the product of the static sizes of its group of result
//! dimensions (`static result dims in reassoc group do not divide src dim
//! evenly`), one assertion per group.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Builder;

use super::{Checks, Model, Site, cmpi, dim, index_constant, kept, ranked_shape};
use crate::arith::{CmpIPredicate, RemSIOp};
use crate::memref::ExpandShapeOp;

/// The model of `memref.expand_shape`, which the registry extension
/// attaches.
pub(super) static EXPAND_SHAPE: Model = &Checks(check_expand_shape);

/// Builds, per group, the source size's remainder by the group's static
/// sizes, its comparison with zero and the assertion.
fn check_expand_shape(b: &mut Builder<'_>, site: &Site<'_>) -> Option<()> {
    let (loc, op) = (site.loc, site.op);
    let expand = ExpandShapeOp::try_from_op(b, op)?;
    let source = expand.src(b);
    let groups = expand.reassociation(b);
    let result_shape = ranked_shape(b, expand.result(b).ty(b))?;
    let index_type = b.ctx().index_type();
    for (i, group) in groups.iter().enumerate() {
        let source_size = dim(b, loc, source, i);
        let source_size = kept(b, source_size);
        // A group has at most one dynamic size: the others multiply.
        let product = group
            .iter()
            .filter_map(|&d| result_shape.get(usize::try_from(d).ok()?))
            .filter(|&&size| size != DYNAMIC)
            .fold(1i64, |product, &size| product.wrapping_mul(size));
        let divisor = index_constant(b, loc, product);
        let rest = RemSIOp::build(b, loc, index_type, source_size, divisor).result(b);
        let zero = index_constant(b, loc, 0);
        let divides = cmpi(b, loc, CmpIPredicate::Eq, rest, zero);
        let divides = kept(b, divides);
        let check = "static result dims in reassoc group do not divide src dim evenly";
        site.assert(b, divides, check)?;
    }
    Some(())
}
