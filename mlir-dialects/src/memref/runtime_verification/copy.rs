//! The check of `memref.copy`: in each dimension where the source or the
//! target has a dynamic size, both sizes agree (`size of i-th
//! source/target dim does not match`). Unranked memrefs are not checked
//! (as upstream).

use mlir_core::Location;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op, Value};

use super::{Model, assert, compare, dim, index_constant, ranked_shape};
use crate::arith::CmpIPredicate;
use crate::memref::CopyOp;

/// The model of `memref.copy`.
struct CopyChecks;

/// The model the registry extension attaches.
pub(super) static COPY: Model = &CopyChecks;

impl RuntimeVerifiableOpInterfaceModel for CopyChecks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let b = builder;
        let Some(copy) = CopyOp::try_from_op(b, op) else { return };
        let (source, target) = (copy.source(b), copy.target(b));
        let (Some(source_shape), Some(target_shape)) =
            (ranked_shape(b, source.ty(b)), ranked_shape(b, target.ty(b)))
        else {
            return;
        };
        for (i, (&from, &to)) in source_shape.iter().zip(&target_shape).enumerate() {
            if from != DYNAMIC && to != DYNAMIC {
                continue;
            }
            let source_size = size(b, loc, source, from, i);
            let target_size = size(b, loc, target, to, i);
            let same = compare(b, loc, CmpIPredicate::Eq, source_size, target_size);
            let check = format!("size of {i}-th source/target dim does not match");
            assert(b, loc, same, op, &check, error_message);
        }
    }
}

/// Dimension `i` of `memref`: its `memref.dim` when `size` is dynamic,
/// else the constant.
fn size(b: &mut Builder<'_>, loc: Location, memref: Value, size: i64, i: usize) -> Value {
    if size == DYNAMIC { dim(b, loc, memref, i) } else { index_constant(b, loc, size) }
}
