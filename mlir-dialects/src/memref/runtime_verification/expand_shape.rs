//! The check of `memref.expand_shape`: each source dimension is a
//! multiple of the product of the static sizes of its group of result
//! dimensions (`static result dims in reassoc group do not divide src dim
//! evenly`), one assertion per group.

use mlir_core::Location;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op};

use super::{Model, assert, compare, dim, index_constant, ranked_shape};
use crate::arith::{CmpIPredicate, RemSIOp};
use crate::memref::ExpandShapeOp;

/// The model of `memref.expand_shape`.
struct ExpandShapeChecks;

/// The model the registry extension attaches.
pub(super) static EXPAND_SHAPE: Model = &ExpandShapeChecks;

impl RuntimeVerifiableOpInterfaceModel for ExpandShapeChecks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let b = builder;
        let Some(expand) = ExpandShapeOp::try_from_op(b, op) else { return };
        let source = expand.src(b);
        let groups = expand.reassociation(b);
        let Some(result_shape) = ranked_shape(b, expand.result(b).ty(b)) else { return };
        let index_type = b.ctx().index_type();
        for (i, group) in groups.iter().enumerate() {
            let source_size = dim(b, loc, source, i);
            // A group has at most one dynamic size: the others multiply.
            let mut product: i64 = 1;
            for &d in group {
                match usize::try_from(d).ok().and_then(|d| result_shape.get(d)) {
                    Some(&size) if size != DYNAMIC => product = product.wrapping_mul(size),
                    _ => {}
                }
            }
            let divisor = index_constant(b, loc, product);
            let rest = RemSIOp::build(b, loc, index_type, source_size, divisor).result(b);
            let zero = index_constant(b, loc, 0);
            let divides = compare(b, loc, CmpIPredicate::Eq, rest, zero);
            let check = "static result dims in reassoc group do not divide src dim evenly";
            assert(b, loc, divides, op, check, error_message);
        }
    }
}
