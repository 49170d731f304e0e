//! The check of `memref.assume_alignment`: the memref's aligned pointer is
//! a multiple of the alignment it assumes (`memref is not aligned to N`).

use mlir_core::Location;
use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op};

use super::{Model, assert, compare, index_constant};
use crate::arith::{CmpIPredicate, RemUIOp};
use crate::memref::{AssumeAlignmentOp, ExtractAlignedPointerAsIndexOp};

/// The model of `memref.assume_alignment`.
struct AlignmentChecks;

/// The model the registry extension attaches.
pub(super) static ALIGNMENT: Model = &AlignmentChecks;

impl RuntimeVerifiableOpInterfaceModel for AlignmentChecks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let b = builder;
        let Some(assume) = AssumeAlignmentOp::try_from_op(b, op) else { return };
        let (memref, alignment) = (assume.memref(b), assume.alignment(b));
        let index_type = b.ctx().index_type();
        let pointer =
            ExtractAlignedPointerAsIndexOp::build(b, loc, index_type, memref).aligned_pointer(b);
        let divisor = index_constant(b, loc, i64::from(alignment));
        let rest = RemUIOp::build(b, loc, index_type, pointer, divisor).result(b);
        let zero = index_constant(b, loc, 0);
        let aligned = compare(b, loc, CmpIPredicate::Eq, rest, zero);
        let check = format!("memref is not aligned to {alignment}");
        assert(b, loc, aligned, op, &check, error_message);
    }
}
