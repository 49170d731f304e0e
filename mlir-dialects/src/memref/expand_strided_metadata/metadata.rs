//! What the patterns share: a memref's metadata as constants or values,
//! the `extract_strided_metadata` they start from, and the two ways they
//! end: a `reinterpret_cast` of the base buffer, or the values replacing
//! an `extract_strided_metadata`'s results.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::ir::Value;
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_core::{Context, Location, Type};

use crate::arith::ConstantOp;
use crate::memref::reinterpret_cast::build_reinterpret_cast;
use crate::memref::{ExtractStridedMetadataOp, MixedSlice};

/// A memref's base buffer, offset, sizes and strides, each of the last
/// three a constant or a value.
pub(super) struct StridedMetadata {
    pub(super) base: Value,
    pub(super) offset: OpFoldResult,
    pub(super) sizes: Vec<OpFoldResult>,
    pub(super) strides: Vec<OpFoldResult>,
}

/// `value` as an `index` constant entry.
pub(super) fn index_entry(ctx: &Context, value: i64) -> OpFoldResult {
    OpFoldResult::Attr(ctx.integer_attr_i64(ctx.index_type(), value))
}

/// `static_value` when known, else `dynamic`.
pub(super) fn static_or(ctx: &Context, static_value: i64, dynamic: Value) -> OpFoldResult {
    if static_value == DYNAMIC {
        OpFoldResult::Value(dynamic)
    } else {
        index_entry(ctx, static_value)
    }
}

/// `value`, or the constant it holds (MLIR's `getAsOpFoldResult`).
pub(super) fn as_entry(rw: &PatternRewriter<'_>, value: Value) -> OpFoldResult {
    constant_value(rw, value).map_or(OpFoldResult::Value(value), OpFoldResult::Attr)
}

/// The value of an entry: itself, or a new `arith.constant … : index`
/// (MLIR's `getValueOrCreateConstantIndexOp`).
pub(super) fn entry_value(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    entry: &OpFoldResult,
) -> Value {
    match *entry {
        OpFoldResult::Value(value) => value,
        OpFoldResult::Attr(attr) => {
            let ctx = rw.ctx();
            let value = attr.as_integer(ctx).and_then(|v| v.as_i64()).unwrap_or_default();
            index_constant(rw, loc, value)
        }
    }
}

/// `arith.constant value : index`.
pub(super) fn index_constant(rw: &mut PatternRewriter<'_>, loc: Location, value: i64) -> Value {
    let ctx = rw.ctx();
    let (index, attr) = (ctx.index_type(), ctx.integer_attr_i64(ctx.index_type(), value));
    ConstantOp::build(rw, loc, index, attr).result(rw)
}

/// A new `memref.extract_strided_metadata` of `source`; `None` when
/// `source` is not a ranked memref.
pub(super) fn extract_metadata(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: Value,
) -> Option<ExtractStridedMetadataOp> {
    source.ty(rw).memref_parts(rw.ctx())?;
    ExtractStridedMetadataOp::build_inferred(rw, loc, source).ok()
}

/// The values of `metadata`, in the order of `extract_strided_metadata`'s
/// results, constants created for the constant entries.
pub(super) fn metadata_values(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    metadata: &StridedMetadata,
) -> Vec<Value> {
    let mut values = vec![metadata.base, entry_value(rw, loc, &metadata.offset)];
    for entry in metadata.sizes.iter().chain(&metadata.strides) {
        values.push(entry_value(rw, loc, entry));
    }
    values
}

/// Replaces `op`, a view of type `ty`, with `memref.reinterpret_cast` of
/// the base buffer to `metadata`.
pub(super) fn replace_with_reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    op: mlir_core::ir::Op,
    ty: Type,
    metadata: &StridedMetadata,
) -> RewriteResult {
    let loc = op.loc(rw);
    let slice = MixedSlice {
        offsets: vec![metadata.offset],
        sizes: metadata.sizes.clone(),
        strides: metadata.strides.clone(),
    };
    let result = build_reinterpret_cast(rw, loc, ty, metadata.base, &slice);
    rw.replace_op(op, &[result]);
    Ok(())
}
