//! The checks of `memref.cast` to a ranked memref: from an unranked
//! memref, its rank (`rank mismatch`); each static size of the result
//! that the source does not know statically (`size mismatch of dim i`);
//! the result's static offset (`offset mismatch`) and each static stride
//! (`stride mismatch of dim i`), read from the source cast to a fully
//! dynamic strided layout. A cast to an unranked memref needs none.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op, Value};
use mlir_core::{Location, Type, TypeData};

use super::{Model, assert, compare, dim, index_constant, metadata_of, ranked_shape};
use crate::arith::CmpIPredicate;
use crate::memref::{CastOp, ExtractStridedMetadataOp, RankOp};

/// The model of `memref.cast`.
struct CastChecks;

/// The model the registry extension attaches.
pub(super) static CAST: Model = &CastChecks;

impl RuntimeVerifiableOpInterfaceModel for CastChecks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let b = builder;
        let Some(cast) = CastOp::try_from_op(b, op) else { return };
        let (source, result_type) = (cast.source(b), cast.dest(b).ty(b));
        let TypeData::MemRef { shape, element, memory_space, .. } = result_type.data(b.ctx())
        else {
            return;
        };
        let (shape, element, memory_space) = (shape.to_vec(), *element, *memory_space);
        let source_shape = ranked_shape(b, source.ty(b));
        let index_type = b.ctx().index_type();
        if source_shape.is_none() {
            let rank = RankOp::build(b, loc, index_type, source).result(b);
            let expected = index_constant(b, loc, shape.len() as i64);
            let same = compare(b, loc, CmpIPredicate::Eq, rank, expected);
            assert(b, loc, same, op, "rank mismatch", error_message);
        }
        let Some(metadata) = dynamic_metadata(b, loc, source, shape.len(), element, memory_space)
        else {
            return;
        };
        for (i, &size) in shape.iter().enumerate() {
            let known = source_shape.as_ref().is_some_and(|s| s.get(i) != Some(&DYNAMIC));
            if known || size == DYNAMIC {
                continue;
            }
            let actual = dim(b, loc, source, i);
            let expected = index_constant(b, loc, size);
            let same = compare(b, loc, CmpIPredicate::Eq, actual, expected);
            assert(b, loc, same, op, &format!("size mismatch of dim {i}"), error_message);
        }
        let Some(layout) = result_type.strides_and_offset(b.ctx()) else { return };
        if layout.offset != DYNAMIC {
            let expected = index_constant(b, loc, layout.offset);
            let same = compare(b, loc, CmpIPredicate::Eq, metadata.offset(b), expected);
            assert(b, loc, same, op, "offset mismatch", error_message);
        }
        let strides: Vec<Value> = metadata.strides(b).collect();
        for (i, (&stride, &actual)) in layout.strides.iter().zip(&strides).enumerate() {
            if stride == DYNAMIC {
                continue;
            }
            let expected = index_constant(b, loc, stride);
            let same = compare(b, loc, CmpIPredicate::Eq, actual, expected);
            assert(b, loc, same, op, &format!("stride mismatch of dim {i}"), error_message);
        }
    }
}

/// The metadata of `source` cast to a memref of `rank` dynamic sizes with
/// a fully dynamic strided layout (unranked memrefs have no op reading
/// their strides).
fn dynamic_metadata(
    b: &mut Builder<'_>,
    loc: Location,
    source: Value,
    rank: usize,
    element: Type,
    memory_space: Option<mlir_core::Attribute>,
) -> Option<ExtractStridedMetadataOp> {
    let ctx = b.ctx();
    let dynamic = vec![DYNAMIC; rank];
    let layout = ctx.strided_layout(&dynamic, DYNAMIC);
    let dynamic_type = ctx.memref_type_with(&dynamic, element, Some(layout), memory_space);
    let cast = CastOp::build(b, loc, dynamic_type, source).dest(b);
    metadata_of(b, loc, cast)
}
