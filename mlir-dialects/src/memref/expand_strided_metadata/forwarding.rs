//! Metadata read through the ops that only forward or restate it (MLIR's
//! `ExtractStridedMetadataOpReinterpretCastFolder`,
//! `…MemorySpaceCastFolder`, `…AssumeAlignmentFolder`,
//! `…ExtractStridedMetadataFolder` and
//! `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};

use super::metadata::{entry_value, extract_metadata, index_entry};
use crate::memref::{
    AssumeAlignmentOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, MemorySpaceCastOp,
    ReinterpretCastOp, SubViewOp,
};

pattern! {
    /// The metadata of a `reinterpret_cast` is its base buffer's base and
    /// the cast's offset, sizes and strides.
    ExtractStridedMetadataOpReinterpretCastFolder on ExtractStridedMetadataOp,
    creates ["memref.extract_strided_metadata", "arith.constant"],
    fold_metadata_of_reinterpret_cast
}

fn fold_metadata_of_reinterpret_cast(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let source = op.source(rw);
    let Some(cast) = source.defining_op(rw).and_then(|d| ReinterpretCastOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of a reinterpret_cast");
    };
    let loc = op.as_op().loc(rw);
    let cast_source = cast.source(rw);
    let Some(metadata) = extract_metadata(rw, loc, cast_source) else {
        return rw
            .notify_match_failure(cast.as_op(), "reinterpret_cast source's type is incompatible");
    };
    let slice = cast.mixed(rw);
    let mut values = vec![metadata.base_buffer(rw)];
    values.push(entry_value(rw, loc, &slice.offsets[0]));
    for entry in slice.sizes.iter().chain(&slice.strides) {
        values.push(entry_value(rw, loc, entry));
    }
    rw.replace_op(op.as_op(), &values);
    Ok(())
}

pattern! {
    /// The metadata of a `memory_space_cast` is its source's, the base
    /// buffer cast to the memory space (when it is used).
    ExtractStridedMetadataOpMemorySpaceCastFolder on ExtractStridedMetadataOp,
    creates ["memref.extract_strided_metadata", "memref.memory_space_cast"],
    fold_metadata_of_memory_space_cast
}

fn fold_metadata_of_memory_space_cast(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let source = op.source(rw);
    let Some(cast) = source.defining_op(rw).and_then(|d| MemorySpaceCastOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of a memory_space_cast");
    };
    let loc = op.as_op().loc(rw);
    let Some(metadata) = extract_metadata(rw, loc, cast.source(rw)) else {
        return rw.fail("the cast's source is not a ranked memref");
    };
    let mut values: Vec<Value> = metadata.as_op().results(rw).collect();
    let old_base = op.base_buffer(rw);
    if old_base.uses(rw).next().is_some() {
        let ctx = rw.ctx();
        let base_ty = values[0].ty(rw);
        let space = cast.dest(rw).ty(rw).memref_memory_space(ctx);
        let element = base_ty.element_type(ctx).unwrap_or_else(|| ctx.index_type());
        let ty = ctx.memref_type_with(&[], element, None, space);
        values[0] = MemorySpaceCastOp::build(rw, loc, ty, values[0]).dest(rw);
    } else {
        values[0] = old_base;
    }
    rw.replace_op(op.as_op(), &values);
    Ok(())
}

pattern! {
    /// The metadata of an `assume_alignment` is its source's.
    ExtractStridedMetadataOpAssumeAlignmentFolder on ExtractStridedMetadataOp,
    creates ["memref.extract_strided_metadata"],
    fold_metadata_of_assume_alignment
}

fn fold_metadata_of_assume_alignment(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let source = op.source(rw);
    let Some(assume) = source.defining_op(rw).and_then(|d| AssumeAlignmentOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of an assume_alignment");
    };
    let loc = op.as_op().loc(rw);
    let Some(metadata) = extract_metadata(rw, loc, assume.memref(rw)) else {
        return rw.fail("the source is not a ranked memref");
    };
    let values: Vec<Value> = metadata.as_op().results(rw).collect();
    rw.replace_op(op.as_op(), &values);
    Ok(())
}

pattern! {
    /// The metadata of a base buffer: that buffer and offset zero.
    ExtractStridedMetadataOpExtractStridedMetadataFolder on ExtractStridedMetadataOp,
    creates ["arith.constant"],
    fold_metadata_of_base_buffer
}

fn fold_metadata_of_base_buffer(
    op: ExtractStridedMetadataOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let source = op.source(rw);
    let Some(inner) =
        source.defining_op(rw).and_then(|d| ExtractStridedMetadataOp::try_from_op(rw, d))
    else {
        return rw.fail("not the metadata of a base buffer");
    };
    let loc = op.as_op().loc(rw);
    let zero: OpFoldResult = index_entry(rw.ctx(), 0);
    let values = [inner.base_buffer(rw), entry_value(rw, loc, &zero)];
    rw.replace_op(op.as_op(), &values);
    Ok(())
}

pattern! {
    /// The aligned pointer of a subview or a `reinterpret_cast` is its
    /// source's.
    RewriteExtractAlignedPointerAsIndexOfViewLikeOp on ExtractAlignedPointerAsIndexOp,
    creates [],
    forward_aligned_pointer
}

fn forward_aligned_pointer(
    op: ExtractAlignedPointerAsIndexOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let defining = op.source(rw).defining_op(rw);
    let source = defining.and_then(|d| {
        SubViewOp::try_from_op(rw, d)
            .map(|s| s.source(rw))
            .or_else(|| ReinterpretCastOp::try_from_op(rw, d).map(|c| c.source(rw)))
    });
    let Some(source) = source else {
        return rw.notify_match_failure(op.as_op(), "not a ViewLike source");
    };
    rw.modify_op_in_place(op.as_op(), |m| m.set_operand(0, source));
    Ok(())
}
