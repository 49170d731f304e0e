//! The metadata of a buffer made by `memref.alloc`, `memref.alloca` or
//! `memref.get_global` with the identity layout (MLIR's
//! `ExtractStridedMetadataOpAllocFolder`,
//! `ExtractStridedMetadataOpGetGlobalFolder`): offset zero, the sizes of
//! the type or of the operands, and the row-major strides.

use mlir_core::context::builtin::affine::AffineExpr;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};

use super::metadata::{entry_value, index_constant, index_entry};
use crate::affine::make_composed_folded_affine_apply_expr;
use crate::memref::{AllocOp, AllocaOp, ExtractStridedMetadataOp, GetGlobalOp, ReinterpretCastOp};

/// The buffer `op`'s metadata starts from: `buffer` itself when it has
/// the base buffer's type, else a `reinterpret_cast` of it to that type;
/// `None` (the result left unused) when nothing uses the base buffer and
/// `only_if_used`.
fn base_buffer(
    rw: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
    buffer: Value,
    only_if_used: bool,
) -> Value {
    let base = op.base_buffer(rw);
    if only_if_used && base.uses(rw).next().is_none() {
        return base;
    }
    let base_ty = base.ty(rw);
    if buffer.ty(rw) == base_ty {
        return buffer;
    }
    let loc = op.as_op().loc(rw);
    ReinterpretCastOp::build(rw, loc, base_ty, buffer, &[], &[], &[], vec![0], vec![], vec![])
        .result(rw)
}

/// Replaces the metadata of an allocation `alloc` of `dynamic` sizes.
fn fold_alloc_like(
    rw: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
    alloc: Op,
    dynamic: Vec<Value>,
) -> RewriteResult {
    let buffer = alloc.result(rw, 0);
    let parts = buffer.ty(rw).memref_parts(rw.ctx());
    let Some(parts) = parts.filter(|p| p.layout.is_none()) else {
        return rw.notify_match_failure(alloc, "alloc-like operations should have been normalized");
    };
    let loc = op.as_op().loc(rw);
    let mut dynamic = dynamic.into_iter();
    let sizes: Vec<OpFoldResult> = parts
        .shape
        .iter()
        .map(|&size| match size {
            DYNAMIC => OpFoldResult::Value(dynamic.next().expect("one operand per dynamic size")),
            known => index_entry(rw.ctx(), known),
        })
        .collect();
    // Each stride is the product of the sizes after it.
    let rank = sizes.len();
    let mut strides = vec![index_entry(rw.ctx(), 1); rank];
    let mut product = AffineExpr::constant(1);
    for (count, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        product = product * AffineExpr::symbol(count as u32);
        strides[i] =
            make_composed_folded_affine_apply_expr(rw, loc, product.clone(), &sizes[i + 1..]);
    }
    let mut values = vec![base_buffer(rw, op, buffer, true), index_constant(rw, loc, 0)];
    for entry in sizes.iter().chain(&strides) {
        values.push(entry_value(rw, loc, entry));
    }
    rw.replace_op(op.as_op(), &values);
    Ok(())
}

pattern! {
    /// The metadata of `memref.alloc`.
    ExtractStridedMetadataOpAllocFolder on ExtractStridedMetadataOp,
    creates ["affine.apply", "memref.reinterpret_cast", "arith.constant"],
    fold_metadata_of_alloc
}

fn fold_metadata_of_alloc(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let Some(alloc) = op.source(rw).defining_op(rw).and_then(|d| AllocOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of an alloc");
    };
    let dynamic = alloc.dynamic_sizes(rw).collect();
    fold_alloc_like(rw, op, alloc.as_op(), dynamic)
}

pattern! {
    /// The metadata of `memref.alloca`.
    ExtractStridedMetadataOpAllocaFolder on ExtractStridedMetadataOp,
    creates ["affine.apply", "memref.reinterpret_cast", "arith.constant"],
    fold_metadata_of_alloca
}

fn fold_metadata_of_alloca(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let Some(alloca) = op.source(rw).defining_op(rw).and_then(|d| AllocaOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of an alloca");
    };
    let dynamic = alloca.dynamic_sizes(rw).collect();
    fold_alloc_like(rw, op, alloca.as_op(), dynamic)
}

pattern! {
    /// The metadata of `memref.get_global`, all constants.
    ExtractStridedMetadataOpGetGlobalFolder on ExtractStridedMetadataOp,
    creates ["memref.reinterpret_cast", "arith.constant"],
    fold_metadata_of_global
}

fn fold_metadata_of_global(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let Some(global) = op.source(rw).defining_op(rw).and_then(|d| GetGlobalOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of a get_global");
    };
    let buffer = global.result(rw);
    let parts = buffer.ty(rw).memref_parts(rw.ctx());
    let Some(parts) = parts.filter(|p| p.layout.is_none()) else {
        return rw.notify_match_failure(
            global.as_op(),
            "get-global operation result should have been normalized",
        );
    };
    let loc = op.as_op().loc(rw);
    let mut strides = vec![1i64; parts.shape.len()];
    for i in (0..parts.shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(parts.shape[i + 1]);
    }
    let mut values = vec![base_buffer(rw, op, buffer, false), index_constant(rw, loc, 0)];
    for &value in parts.shape.iter().chain(&strides) {
        values.push(index_constant(rw, loc, value));
    }
    rw.replace_op(op.as_op(), &values);
    Ok(())
}
