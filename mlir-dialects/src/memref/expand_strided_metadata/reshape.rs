//! `memref.expand_shape` and `memref.collapse_shape` in terms of their
//! source's metadata (MLIR's `ReshapeFolder` and
//! `ExtractStridedMetadataOpExpandShapeFolder`/`…CollapseShapeFolder`):
//! the offset is the source's; an expanded group takes its sizes from the
//! result type, its dynamic one divided out of the source size, and its
//! strides as the products of the sizes after each dimension with the
//! source dimension's stride; a collapsed group's size
//! is the product of its sizes and its stride the innermost non-unit one.

use mlir_core::context::builtin::affine::AffineExpr;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use super::metadata::{
    StridedMetadata, as_entry, extract_metadata, index_entry, metadata_values,
    replace_with_reinterpret_cast,
};
use crate::affine::make_composed_folded_affine_apply_expr;
use crate::memref::{CollapseShapeOp, ExpandShapeOp, ExtractStridedMetadataOp};

/// A reshape, with what its groups need.
#[derive(Clone, Copy)]
enum Reshape {
    Expand(ExpandShapeOp),
    Collapse(CollapseShapeOp),
}

impl Reshape {
    /// The reshape defining `value`, if any.
    fn of(rw: &PatternRewriter<'_>, value: Value) -> Option<Reshape> {
        let op = value.defining_op(rw)?;
        ExpandShapeOp::try_from_op(rw, op)
            .map(Reshape::Expand)
            .or_else(|| CollapseShapeOp::try_from_op(rw, op).map(Reshape::Collapse))
    }

    fn op(self) -> Op {
        match self {
            Reshape::Expand(e) => e.as_op(),
            Reshape::Collapse(c) => c.as_op(),
        }
    }

    fn source(self, rw: &PatternRewriter<'_>) -> Value {
        match self {
            Reshape::Expand(e) => e.src(rw),
            Reshape::Collapse(c) => c.src(rw),
        }
    }

    fn groups(self, rw: &PatternRewriter<'_>) -> Vec<Vec<i64>> {
        match self {
            Reshape::Expand(e) => e.reassociation(rw),
            Reshape::Collapse(c) => c.reassociation(rw),
        }
    }
}

/// The context of one reshape's groups: its source's metadata values and
/// static layout.
struct Source {
    loc: Location,
    sizes: Vec<OpFoldResult>,
    strides: Vec<OpFoldResult>,
    shape: Vec<i64>,
    static_strides: Vec<i64>,
}

impl Source {
    /// The stride of source dimension `dim`: static, or its value.
    fn stride(&self, rw: &PatternRewriter<'_>, dim: usize) -> OpFoldResult {
        match self.static_strides[dim] {
            DYNAMIC => self.strides[dim],
            known => index_entry(rw.ctx(), known),
        }
    }
}

/// The sizes and strides of an expanded group (MLIR's `getExpandedSizes`
/// and `getExpandedStrides`): the static sizes of the result type, its
/// one dynamic size the source size divided by their product; strides
/// the products of the sizes after each dimension times the source
/// stride, divided the same way before the dynamic dimension.
fn expanded_group(
    rw: &mut PatternRewriter<'_>,
    result_shape: &[i64],
    source: &Source,
    group_id: usize,
    group: &[i64],
) -> (Vec<OpFoldResult>, Vec<OpFoldResult>) {
    let loc = source.loc;
    let dims: Vec<i64> = group.iter().map(|&d| result_shape[d as usize]).collect();
    let static_product: i64 =
        dims.iter().filter(|&&d| d != DYNAMIC).fold(1, |p, &d| p.wrapping_mul(d));
    let dynamic_at = dims.iter().position(|&d| d == DYNAMIC);

    let mut sizes: Vec<OpFoldResult> =
        dims.iter().map(|&d| index_entry(rw.ctx(), d.max(0))).collect();
    if let Some(at) = dynamic_at {
        let expr = AffineExpr::symbol(0).floor_div(static_product);
        sizes[at] =
            make_composed_folded_affine_apply_expr(rw, loc, expr, &[source.sizes[group_id]]);
    }

    // The products of the static sizes after each dimension.
    let mut base = vec![1i64; dims.len()];
    let mut current = 1i64;
    for i in (0..dims.len()).rev() {
        base[i] = current;
        if dims[i] != DYNAMIC {
            current = current.wrapping_mul(dims[i]);
        }
    }
    let stride = source.stride(rw, group_id);
    let mut strides = Vec::with_capacity(dims.len());
    for (i, &b) in base.iter().enumerate() {
        let (s0, s1) = (AffineExpr::symbol(0), AffineExpr::symbol(1));
        strides.push(if dynamic_at.is_some_and(|at| i < at) {
            let expr = (s0 * b).floor_div(current) * s1;
            make_composed_folded_affine_apply_expr(rw, loc, expr, &[source.sizes[group_id], stride])
        } else {
            make_composed_folded_affine_apply_expr(rw, loc, s0 * b, &[stride])
        });
    }
    (sizes, strides)
}

/// The size and stride of a collapsed group (MLIR's `getCollapsedSize`
/// and `getCollapsedStride`).
fn collapsed_group(
    rw: &mut PatternRewriter<'_>,
    result_ty: Type,
    source: &Source,
    group_id: usize,
    group: &[i64],
) -> (OpFoldResult, OpFoldResult) {
    let ctx = rw.ctx();
    let result_shape = result_ty.memref_parts(ctx).map(|p| p.shape).unwrap_or_default();
    let size = match result_shape.get(group_id).copied().unwrap_or(DYNAMIC) {
        DYNAMIC => {
            let mut expr = AffineExpr::constant(1);
            let mut inputs = Vec::with_capacity(group.len());
            for (i, &dim) in group.iter().enumerate() {
                expr = expr * AffineExpr::symbol(i as u32);
                let dim = dim as usize;
                inputs.push(match source.shape[dim] {
                    DYNAMIC => source.sizes[dim],
                    known => index_entry(rw.ctx(), known),
                });
            }
            make_composed_folded_affine_apply_expr(rw, source.loc, expr, &inputs)
        }
        known => index_entry(ctx, known),
    };
    // Unit dimensions' strides may be meaningless: the innermost other one.
    let last = group.iter().map(|&d| d as usize).rfind(|&d| source.shape[d] != 1);
    let stride = match last {
        Some(dim) => source.stride(rw, dim),
        None => {
            let result_strides =
                result_ty.strides_and_offset(rw.ctx()).map(|l| l.strides).unwrap_or_default();
            match result_strides.get(group_id).copied().unwrap_or(DYNAMIC) {
                DYNAMIC => group
                    .iter()
                    .map(|&d| d as usize)
                    .find(|&d| source.static_strides[d] == DYNAMIC)
                    .map_or(index_entry(rw.ctx(), 1), |d| source.strides[d]),
                known => index_entry(rw.ctx(), known),
            }
        }
    };
    (size, stride)
}

/// The metadata of `reshape`'s result from a new `extract_strided_metadata`
/// of its source (MLIR's `resolveReshapeStridedMetadata`).
fn resolve_reshape(rw: &mut PatternRewriter<'_>, reshape: Reshape) -> Option<StridedMetadata> {
    let op = reshape.op();
    let loc = op.loc(rw);
    let source_value = reshape.source(rw);
    let source_ty = source_value.ty(rw);
    let layout = source_ty.strides_and_offset(rw.ctx())?;
    let shape = source_ty.memref_parts(rw.ctx())?.shape;
    let result_ty = op.result(rw, 0).ty(rw);
    let result_shape = result_ty.memref_parts(rw.ctx())?.shape;
    let result_rank = result_shape.len();
    let metadata = extract_metadata(rw, loc, source_value)?;
    let base = metadata.base_buffer(rw);
    let offset = match layout.offset {
        DYNAMIC => as_entry(rw, metadata.offset(rw)),
        known => index_entry(rw.ctx(), known),
    };
    if shape.is_empty() {
        let ones = vec![index_entry(rw.ctx(), 1); result_rank];
        return Some(StridedMetadata { base, offset, sizes: ones.clone(), strides: ones });
    }
    let size_values: Vec<Value> = metadata.sizes(rw).collect();
    let stride_values: Vec<Value> = metadata.strides(rw).collect();
    let source = Source {
        loc,
        sizes: size_values.into_iter().map(|v| as_entry(rw, v)).collect(),
        strides: stride_values.into_iter().map(|v| as_entry(rw, v)).collect(),
        shape,
        static_strides: layout.strides,
    };
    let (mut sizes, mut strides) = (Vec::new(), Vec::new());
    for (group_id, group) in reshape.groups(rw).iter().enumerate() {
        match reshape {
            Reshape::Expand(_) => {
                let (s, t) = expanded_group(rw, &result_shape, &source, group_id, group);
                sizes.extend(s);
                strides.extend(t);
            }
            Reshape::Collapse(_) => {
                let (s, t) = collapsed_group(rw, result_ty, &source, group_id, group);
                sizes.push(s);
                strides.push(t);
            }
        }
    }
    Some(StridedMetadata { base, offset, sizes, strides })
}

/// Replaces `reshape` with a `reinterpret_cast` of its source's base.
fn fold_reshape(rw: &mut PatternRewriter<'_>, reshape: Reshape) -> RewriteResult {
    let op = reshape.op();
    let Some(metadata) = resolve_reshape(rw, reshape) else {
        return rw.notify_match_failure(op, "failed to resolve reshape metadata");
    };
    let ty = op.result(rw, 0).ty(rw);
    replace_with_reinterpret_cast(rw, op, ty, &metadata)
}

pattern! {
    /// An expand_shape is a `reinterpret_cast` of its source's base buffer.
    ExpandShapeFolder on ExpandShapeOp,
    creates ["memref.extract_strided_metadata", "affine.apply", "memref.reinterpret_cast"],
    fold_expand_shape
}

fn fold_expand_shape(op: ExpandShapeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    fold_reshape(rw, Reshape::Expand(op))
}

pattern! {
    /// A collapse_shape is a `reinterpret_cast` of its source's base
    /// buffer.
    CollapseShapeFolder on CollapseShapeOp,
    creates ["memref.extract_strided_metadata", "affine.apply", "memref.reinterpret_cast"],
    fold_collapse_shape
}

fn fold_collapse_shape(op: CollapseShapeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    fold_reshape(rw, Reshape::Collapse(op))
}

/// Replaces `op`, the metadata of a reshape of kind `wanted`, with its
/// computation from the reshape's source.
fn fold_metadata_of_reshape(
    rw: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
    expand: bool,
) -> RewriteResult {
    let reshape =
        Reshape::of(rw, op.source(rw)).filter(|r| matches!(r, Reshape::Expand(_)) == expand);
    let Some(reshape) = reshape else {
        return rw.fail("not the metadata of that reshape");
    };
    let Some(metadata) = resolve_reshape(rw, reshape) else {
        return rw.notify_match_failure(op.as_op(), "failed to resolve metadata of the reshape");
    };
    let loc = reshape.op().loc(rw);
    let values = metadata_values(rw, loc, &metadata);
    rw.replace_op(op.as_op(), &values);
    Ok(())
}

pattern! {
    /// The metadata of a collapse_shape from its source's.
    ExtractStridedMetadataOpCollapseShapeFolder on ExtractStridedMetadataOp,
    creates ["memref.extract_strided_metadata", "affine.apply", "arith.constant"],
    fold_metadata_of_collapse
}

fn fold_metadata_of_collapse(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    fold_metadata_of_reshape(rw, op, false)
}

pattern! {
    /// The metadata of an expand_shape from its source's.
    ExtractStridedMetadataOpExpandShapeFolder on ExtractStridedMetadataOp,
    creates ["memref.extract_strided_metadata", "affine.apply", "arith.constant"],
    fold_metadata_of_expand
}

fn fold_metadata_of_expand(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    fold_metadata_of_reshape(rw, op, true)
}
