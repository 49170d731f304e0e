//! `memref.subview` in terms of its source's metadata (MLIR's
//! `SubviewFolder`, `ExtractStridedMetadataOpSubviewFolder`): the
//! strides are the source's times the subview's, the offset the source's
//! plus each offset times the source's stride, the sizes the subview's,
//! less the dimensions a rank reduction drops.

use mlir_core::context::builtin::affine::AffineExpr;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};

use super::metadata::{
    StridedMetadata, as_entry, extract_metadata, index_entry, metadata_values,
    replace_with_reinterpret_cast, static_or,
};
use crate::affine::make_composed_folded_affine_apply_expr;
use crate::memref::{ExtractStridedMetadataOp, SubViewOp};

/// The metadata of `subview`'s result from a new
/// `extract_strided_metadata` of its source.
fn resolve_subview(rw: &mut PatternRewriter<'_>, subview: SubViewOp) -> Option<StridedMetadata> {
    let loc = subview.as_op().loc(rw);
    let source = subview.source(rw);
    let source_layout = source.ty(rw).strides_and_offset(rw.ctx())?;
    let dropped = subview.dropped_dims(rw)?;
    let metadata = extract_metadata(rw, loc, source)?;
    let source_strides: Vec<_> = metadata.strides(rw).collect();
    let slice = subview.mixed(rw);
    let rank = source_strides.len();

    let offset = metadata.offset(rw);
    // A dynamic offset that is a constant is that constant.
    let base_offset = match source_layout.offset {
        DYNAMIC => as_entry(rw, offset),
        known => index_entry(rw.ctx(), known),
    };
    let mut values = vec![base_offset];
    let mut expr = AffineExpr::symbol(0);
    let mut strides = Vec::with_capacity(rank);
    let product = AffineExpr::symbol(0) * AffineExpr::symbol(1);
    for (i, &stride_value) in source_strides.iter().enumerate() {
        let source_stride = static_or(rw.ctx(), source_layout.strides[i], stride_value);
        strides.push(make_composed_folded_affine_apply_expr(
            rw,
            loc,
            product.clone(),
            &[slice.strides[i], source_stride],
        ));
        let (at_offset, at_stride) = (1 + 2 * i as u32, 2 + 2 * i as u32);
        expr = expr + AffineExpr::symbol(at_offset) * AffineExpr::symbol(at_stride);
        values.push(slice.offsets[i]);
        values.push(source_stride);
    }
    let offset = make_composed_folded_affine_apply_expr(rw, loc, expr, &values);
    let kept = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let sizes: Vec<OpFoldResult> = (0..rank).filter(kept).map(|i| slice.sizes[i]).collect();
    let strides = (0..rank).filter(kept).map(|i| strides[i]).collect();
    Some(StridedMetadata { base: metadata.base_buffer(rw), offset, sizes, strides })
}

pattern! {
    /// A subview is a `reinterpret_cast` of its source's base buffer.
    SubviewFolder on SubViewOp,
    creates ["memref.extract_strided_metadata", "affine.apply", "memref.reinterpret_cast"],
    fold_subview
}

fn fold_subview(subview: SubViewOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = subview.as_op();
    let Some(metadata) = resolve_subview(rw, subview) else {
        return rw.notify_match_failure(op, "failed to resolve subview metadata");
    };
    let ty = subview.result(rw).ty(rw);
    replace_with_reinterpret_cast(rw, op, ty, &metadata)
}

pattern! {
    /// The metadata of a subview from its source's.
    ExtractStridedMetadataOpSubviewFolder on ExtractStridedMetadataOp,
    creates ["memref.extract_strided_metadata", "affine.apply", "arith.constant"],
    fold_metadata_of_subview
}

fn fold_metadata_of_subview(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let Some(subview) = op.source(rw).defining_op(rw).and_then(|d| SubViewOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of a subview");
    };
    let Some(metadata) = resolve_subview(rw, subview) else {
        return rw.notify_match_failure(
            op.as_op(),
            "failed to resolve metadata in terms of source subview op",
        );
    };
    let loc = subview.as_op().loc(rw);
    let values = metadata_values(rw, loc, &metadata);
    rw.replace_op(op.as_op(), &values);
    Ok(())
}
