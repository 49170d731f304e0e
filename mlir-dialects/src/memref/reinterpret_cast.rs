//! `memref.reinterpret_cast`: the buffer of a memref seen with a new
//! offset, sizes and strides.
//!
//! Folds a reinterpret_cast of a reinterpret_cast, of a `memref.cast` or of
//! a subview at zero offsets to one of the first source, and a cast that
//! changes nothing (static type equal to the source's, offset 0) to its
//! source. Canonicalizations: the round trip through
//! `memref.extract_strided_metadata` (ReinterpretCastOpExtractStridedMetadataFolder)
//! and static values from the result type or constants
//! (ReinterpretCastOpConstantFolder).

use mlir_core::context::builtin::strided::StridesAndOffset;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::display_hooks::type_text;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{
    FoldAdaptor, FoldResult, OpFoldResult, OpUpdate, PatternRewriter, RewriteResult,
};
use mlir_core::semantics::constraints::{
    AnyRankedOrUnrankedMemRef, DenseI64ArrayAttr, Index, Variadic,
};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, Pure};
use mlir_core::{Context, Type};
use mlir_derive::op;

use super::MemRef;
use super::cast::CastOp;
use super::constraints::AnyStridedMemRef;
use super::extract_strided_metadata::ExtractStridedMetadataOp;
use super::slice::{MixedSlice, StaticSlice, mixed_slice, verify_offsets_sizes_strides};
use super::subview::SubViewOp;
use crate::index_list::{
    constant_int, decompose, parse_dynamic_index_list, print_dynamic_index_list,
};

/// Reinterprets the buffer of a memref with a new offset, sizes and
/// strides.
///
/// One offset, and one size and stride per result dimension, each an
/// integer or an `index` value; the result type's static parts must agree
/// with the static entries.
#[op(
    dialect = MemRef,
    name = "reinterpret_cast",
    format = "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets)
        `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes)
        `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides)
        attr-dict `:` type($source) `to` type($result)",
    traits = [Pure, AttrSizedOperandSegments],
    interfaces = [
        OpAsmOpInterfaceModel = ResultNames(&["reinterpret_cast"]),
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    verify,
    fold,
    canonicalize = [ReinterpretCastOpExtractStridedMetadataFolder, ReinterpretCastOpConstantFolder]
)]
pub struct ReinterpretCastOp {
    #[operand]
    source: AnyRankedOrUnrankedMemRef,
    #[operand]
    offsets: Variadic<Index>,
    #[operand]
    sizes: Variadic<Index>,
    #[operand]
    strides: Variadic<Index>,
    #[attr]
    static_offsets: DenseI64ArrayAttr,
    #[attr]
    static_sizes: DenseI64ArrayAttr,
    #[attr]
    static_strides: DenseI64ArrayAttr,
    #[result]
    result: AnyStridedMemRef,
}

/// `dynamic` for [`DYNAMIC`], else the number.
fn shown(value: i64) -> String {
    if value == DYNAMIC { "dynamic".to_owned() } else { value.to_string() }
}

impl ReinterpretCastOp {
    /// The offset, sizes and strides, each a constant or a value.
    pub fn mixed(self, ir: &IrView) -> MixedSlice {
        mixed_slice(ir, self.as_op())
    }

    /// The lists with the result type's static values, and constants,
    /// in place of values (MLIR's `getConstifiedMixed…`).
    pub fn constified(self, ir: &IrView) -> Option<MixedSlice> {
        let ty = self.result(ir).ty(ir);
        let shape = ty.memref_parts(ir.ctx())?.shape;
        let layout = ty.strides_and_offset(ir.ctx())?;
        let mut slice = self.mixed(ir);
        constify(ir, &mut slice.offsets, &[layout.offset]);
        constify(ir, &mut slice.sizes, &shape);
        constify(ir, &mut slice.strides, &layout.strides);
        Some(slice)
    }

    /// The interface's checks, then element type, memory space and the
    /// result type's static sizes, offset and strides against the lists.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let (source, result) = (self.source(ir).ty(ir), self.result(ir).ty(ir));
        let rank = result.memref_parts(ctx).map_or(0, |p| p.shape.len());
        verify_offsets_sizes_strides(ir, op, [1, rank, rank])?;
        let fail = |message: String| -> VerifyResult { Err(op.emit_error(ir, message).into()) };
        if source.memref_memory_space(ctx) != result.memref_memory_space(ctx) {
            return fail(format!(
                "different memory spaces specified for source type '{}' and result memref type '{}'",
                type_text(ctx, source),
                type_text(ctx, result)
            ));
        }
        if source.element_type(ctx) != result.element_type(ctx) {
            return fail(format!(
                "different element types specified for source type '{}' and result memref type '{}'",
                type_text(ctx, source),
                type_text(ctx, result)
            ));
        }
        let statics = StaticSlice::of(ir, op);
        let shape = result.memref_parts(ctx).map(|p| p.shape).unwrap_or_default();
        for (dim, (&size, &expected)) in shape.iter().zip(&statics.sizes).enumerate() {
            if size != DYNAMIC && size != expected {
                return fail(format!(
                    "expected result type with size = {} instead of {size} in dim = {dim}",
                    shown(expected)
                ));
            }
        }
        let Some(layout) = result.strides_and_offset(ctx) else {
            return fail(format!(
                "expected result type to have strided layout but found '{}'",
                type_text(ctx, result)
            ));
        };
        let expected = statics.offsets.first().copied().unwrap_or(DYNAMIC);
        if layout.offset != DYNAMIC && layout.offset != expected {
            return fail(format!(
                "expected result type with offset = {} instead of {}",
                shown(expected),
                layout.offset
            ));
        }
        for (dim, (&stride, &expected)) in layout.strides.iter().zip(&statics.strides).enumerate() {
            if stride != DYNAMIC && stride != expected {
                return fail(format!(
                    "expected result type with stride = {} instead of {stride} in dim = {dim}",
                    shown(expected)
                ));
            }
        }
        Ok(())
    }

    /// A reinterpret_cast of a reinterpret_cast, a cast or a subview at
    /// zero offsets reinterprets that op's source; one that changes
    /// nothing is its source.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        let op = self.as_op();
        let source = self.source(ir);
        let previous = source.defining_op(ir).and_then(|def| {
            if let Some(prev) = ReinterpretCastOp::try_from_op(ir, def) {
                return Some(prev.source(ir));
            }
            if let Some(prev) = CastOp::try_from_op(ir, def) {
                return Some(prev.source(ir));
            }
            let prev = SubViewOp::try_from_op(ir, def)?;
            let zero = prev.mixed(ir).offsets.iter().all(|o| constant_int(ir, o) == Some(0));
            zero.then(|| prev.source(ir))
        });
        if let Some(previous) = previous {
            let mut operands: Vec<Value> = op.operands(ir).collect();
            operands[0] = previous;
            return OpUpdate::new().with_operands(operands).into();
        }
        let result = self.result(ir).ty(ir);
        let static_shape =
            result.memref_parts(ir.ctx()).is_some_and(|p| !p.shape.contains(&DYNAMIC));
        let statics = StaticSlice::of(ir, op);
        if static_shape && source.ty(ir) == result && statics.offsets.first() == Some(&0) {
            return OpFoldResult::Value(source).into();
        }
        FoldResult::Failed
    }
}

/// Each entry of `values` whose `known` counterpart is static becomes
/// that constant; a value defined by a constant becomes the constant
/// (MLIR's `constifyIndexValues`).
pub(crate) fn constify(ir: &IrView, values: &mut [OpFoldResult], known: &[i64]) {
    let ctx: &Context = ir.ctx();
    let index = ctx.index_type();
    for (entry, &static_value) in values.iter_mut().zip(known) {
        if static_value != DYNAMIC {
            *entry = OpFoldResult::Attr(ctx.integer_attr_i64(index, static_value));
        } else if let Some(v) = constant_int(ir, entry) {
            *entry = OpFoldResult::Attr(ctx.integer_attr_i64(index, v));
        }
    }
}

/// Whether two lists stand for the same entries.
fn same_entries(ir: &IrView, a: &[OpFoldResult], b: &[OpFoldResult]) -> bool {
    let ctx = ir.ctx();
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (OpFoldResult::Attr(p), OpFoldResult::Attr(q)) => {
                p.as_integer(ctx).and_then(|v| v.as_i64())
                    == q.as_integer(ctx).and_then(|v| v.as_i64())
            }
            _ => x == y,
        })
}

/// Creates `memref.reinterpret_cast` of `source` over `slice`, typed by the
/// slice's static parts (MLIR's builder without a result type).
pub(crate) fn create_reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    at: mlir_core::ir::Op,
    source: Value,
    slice: &MixedSlice,
) -> Value {
    let ctx = rw.ctx();
    let loc = at.loc(rw);
    let (offsets, _) = decompose(ctx, &slice.offsets);
    let (sizes, _) = decompose(ctx, &slice.sizes);
    let (strides, _) = decompose(ctx, &slice.strides);
    let source_ty = source.ty(rw);
    let element = source_ty.element_type(ctx).unwrap_or_else(|| ctx.index_type());
    let layout = StridesAndOffset { strides, offset: offsets.first().copied().unwrap_or(DYNAMIC) };
    let ty: Type =
        ctx.strided_memref_type(&sizes, element, &layout, source_ty.memref_memory_space(ctx));
    build_reinterpret_cast(rw, loc, ty, source, slice)
}

/// Creates `memref.reinterpret_cast` of `source` to type `ty` over `slice`
/// (MLIR's builder with mixed offset, sizes and strides).
pub(crate) fn build_reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    loc: mlir_core::Location,
    ty: Type,
    source: Value,
    slice: &MixedSlice,
) -> Value {
    let ctx = rw.ctx();
    let (offsets, offset_values) = decompose(ctx, &slice.offsets);
    let (sizes, size_values) = decompose(ctx, &slice.sizes);
    let (strides, stride_values) = decompose(ctx, &slice.strides);
    let new = ReinterpretCastOp::build(
        rw,
        loc,
        ty,
        source,
        &offset_values,
        &size_values,
        &stride_values,
        offsets,
        sizes,
        strides,
    );
    new.result(rw)
}

pattern! {
    /// A reinterpret_cast of the base buffer of
    /// `memref.extract_strided_metadata` with that op's own offset, sizes
    /// and strides is its source (cast to the type when they differ);
    /// otherwise it reinterprets that op's source directly (MLIR's
    /// `ReinterpretCastOpExtractStridedMetadataFolder`).
    ReinterpretCastOpExtractStridedMetadataFolder on ReinterpretCastOp, creates ["memref.cast"],
    fold_metadata_round_trip
}

fn fold_metadata_round_trip(op: ReinterpretCastOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(metadata) =
        op.source(rw).defining_op(rw).and_then(|d| ExtractStridedMetadataOp::try_from_op(rw, d))
    else {
        return rw.notify_match_failure(op.as_op(), "not the base of extract_strided_metadata");
    };
    let original = metadata.source(rw);
    let noop = match (metadata.constified(rw), op.constified(rw)) {
        (Some(a), Some(b)) => {
            same_entries(rw, &a.strides, &b.strides)
                && same_entries(rw, &a.sizes, &b.sizes)
                && same_entries(rw, &a.offsets, &b.offsets)
        }
        _ => false,
    };
    if !noop {
        let mut operands: Vec<Value> = op.as_op().operands(rw).collect();
        operands[0] = original;
        rw.modify_op_in_place(op.as_op(), |m| m.set_operands(&operands));
        return Ok(());
    }
    let ty = op.result(rw).ty(rw);
    if original.ty(rw) == ty {
        rw.replace_op(op.as_op(), &[original]);
    } else {
        let loc = op.as_op().loc(rw);
        let cast = CastOp::build(rw, loc, ty, original).as_op().result(rw, 0);
        rw.replace_op(op.as_op(), &[cast]);
    }
    Ok(())
}

pattern! {
    /// The result type's static offset, sizes and strides, and constant
    /// values, become static entries of a new reinterpret_cast cast back to
    /// the old type (MLIR's `ReinterpretCastOpConstantFolder`).
    ReinterpretCastOpConstantFolder on ReinterpretCastOp,
    creates ["memref.reinterpret_cast", "memref.cast"], fold_constant_entries
}

fn fold_constant_entries(op: ReinterpretCastOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let count = |s: &MixedSlice| {
        s.offsets
            .iter()
            .chain(&s.sizes)
            .chain(&s.strides)
            .filter(|e| matches!(e, OpFoldResult::Attr(_)))
            .count()
    };
    let before = count(&op.mixed(rw));
    let Some(constified) = op.constified(rw) else {
        return rw.notify_match_failure(op.as_op(), "the result type is not strided");
    };
    if count(&constified) == before {
        return rw.notify_match_failure(op.as_op(), "nothing to make static");
    }
    let source = op.source(rw);
    let new = create_reinterpret_cast(rw, op.as_op(), source, &constified);
    let ty = op.result(rw).ty(rw);
    let loc = op.as_op().loc(rw);
    let cast = CastOp::build(rw, loc, ty, new).as_op().result(rw, 0);
    rw.replace_op(op.as_op(), &[cast]);
    Ok(())
}
