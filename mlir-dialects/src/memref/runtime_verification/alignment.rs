//! The check of `memref.assume_alignment`: the memref's aligned pointer is
//! a multiple of the alignment it assumes (`memref is not aligned to N`).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Builder;

use super::{Checks, Model, Site, cmpi, index_constant, kept};
use crate::arith::{CmpIPredicate, RemUIOp};
use crate::memref::{AssumeAlignmentOp, ExtractAlignedPointerAsIndexOp};

/// The model of `memref.assume_alignment`, which the registry extension
/// attaches.
pub(super) static ALIGNMENT: Model = &Checks(check_alignment);

/// Builds the remainder of the pointer by the alignment, its comparison
/// with zero and the assertion.
fn check_alignment(b: &mut Builder<'_>, site: &Site<'_>) -> Option<()> {
    let (loc, op) = (site.loc, site.op);
    let assume = AssumeAlignmentOp::try_from_op(b, op)?;
    let (memref, alignment) = (assume.memref(b), assume.alignment(b));
    let index_type = b.ctx().index_type();
    let pointer = ExtractAlignedPointerAsIndexOp::build(b, loc, index_type, memref);
    let pointer = pointer.aligned_pointer(b);
    let divisor = index_constant(b, loc, i64::from(alignment));
    let rest = RemUIOp::build(b, loc, index_type, pointer, divisor).result(b);
    let zero = index_constant(b, loc, 0);
    let aligned = cmpi(b, loc, CmpIPredicate::Eq, rest, zero);
    let aligned = kept(b, aligned);
    let check = format!("memref is not aligned to {alignment}");
    site.assert(b, aligned, &check)
}
