//! The checks of `memref.cast` to a ranked memref: from an unranked
//! memref, its rank (`rank mismatch`); each static size of the result
//! that the source does not know statically (`size mismatch of dim i`);
//! the result's static offset (`offset mismatch`) and each static stride
//! (`stride mismatch of dim i`), read from the source cast to a fully
//! dynamic strided layout. A cast to an unranked memref needs none.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Value};
use mlir_core::{Attribute, Location, Type, TypeData};

use super::{Checks, Model, Site, cmpi, dim, index_constant, kept, metadata_of, ranked_shape};
use crate::arith::CmpIPredicate;
use crate::memref::{CastOp, ExtractStridedMetadataOp, RankOp};

/// The model of `memref.cast`, which the registry extension attaches.
pub(super) static CAST: Model = &Checks(check_cast);

/// Builds the rank, size, offset and stride checks, in that order.
fn check_cast(b: &mut Builder<'_>, site: &Site<'_>) -> Option<()> {
    let (loc, op) = (site.loc, site.op);
    let cast = CastOp::try_from_op(b, op)?;
    let (source, result_type) = (cast.source(b), cast.dest(b).ty(b));
    let TypeData::MemRef { shape, element, memory_space, .. } = result_type.data(b.ctx()) else {
        return None;
    };
    let (shape, element, memory_space) = (shape.to_vec(), *element, *memory_space);
    let source_shape = ranked_shape(b, source.ty(b));
    // `expected` as an index constant equals `actual`, asserted.
    let check_equal = |b: &mut Builder<'_>, actual: Value, expected: i64, check: &str| {
        let expected = index_constant(b, loc, expected);
        let same = cmpi(b, loc, CmpIPredicate::Eq, actual, expected);
        let same = kept(b, same);
        site.assert(b, same, check)
    };
    if source_shape.is_none() {
        let index_type = b.ctx().index_type();
        let rank = RankOp::build(b, loc, index_type, source).result(b);
        check_equal(b, rank, shape.len() as i64, "rank mismatch")?;
    }
    let metadata = dynamic_metadata(b, loc, source, shape.len(), element, memory_space)?;
    for (i, &size) in shape.iter().enumerate() {
        let known = source_shape.as_ref().is_some_and(|s| s.get(i) != Some(&DYNAMIC));
        if known || size == DYNAMIC {
            continue;
        }
        let actual = dim(b, loc, source, i);
        let actual = kept(b, actual);
        check_equal(b, actual, size, &format!("size mismatch of dim {i}"))?;
    }
    let layout = result_type.strides_and_offset(b.ctx())?;
    if layout.offset != DYNAMIC {
        let actual = metadata.offset(b);
        check_equal(b, actual, layout.offset, "offset mismatch")?;
    }
    let strides: Vec<Value> = metadata.strides(b).collect();
    for (i, (&stride, &actual)) in layout.strides.iter().zip(&strides).enumerate() {
        if stride != DYNAMIC {
            check_equal(b, actual, stride, &format!("stride mismatch of dim {i}"))?;
        }
    }
    Some(())
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
    memory_space: Option<Attribute>,
) -> Option<ExtractStridedMetadataOp> {
    let ctx = b.ctx();
    let dynamic = vec![DYNAMIC; rank];
    let layout = ctx.strided_layout(&dynamic, DYNAMIC);
    let dynamic_type = ctx.memref_type_with(&dynamic, element, Some(layout), memory_space);
    let cast = CastOp::build(b, loc, dynamic_type, source).dest(b);
    metadata_of(b, loc, cast)
}
