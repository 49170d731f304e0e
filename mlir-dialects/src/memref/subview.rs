//! `memref.subview`: a strided slice of a memref, possibly dropping unit
//! dimensions (rank reduction).
//!
//! The result type is inferred from the source's strides and offset and
//! the static parts of the slice (`strided_views::Context::subview_type`);
//! the verifier compares the declared type with it, rank reductions
//! allowed, with mlir-opt 22's messages. Folds a subview that changes
//! nothing (same type, static, no dynamic layout) and the no-op subview of
//! a subview; canonicalizations turn constant operands into static entries,
//! push a `memref.cast` past the subview, and replace a trivial subview
//! (zero offsets, unit strides, full sizes) by its source or a cast of it.

use mlir_core::context::builtin::strided_views::{memref_rank_reduction_mask, rank_reduction_mask};
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult, PatternRewriter, RewriteResult};
use mlir_core::semantics::constraints::{AnyMemRef, DenseI64ArrayAttr, Index, Variadic};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, Pure};
use mlir_core::{AttrData, Type};
use mlir_derive::op;

use super::MemRef;
use super::cast::{CastOp, can_fold_into_consumer};
use super::slice::{
    MixedSlice, StaticSlice, mixed_slice, out_of_bounds, verify_offsets_sizes_strides,
};
use crate::index_list::{
    constant_int, decompose, parse_dynamic_index_list, print_dynamic_index_list,
};

/// Takes a strided slice of a memref.
///
/// Offsets, sizes and strides, one per source dimension, each an integer
/// or an `index` value. The result's strides are the source's times the
/// slice's, its offset the source's plus each offset times its stride;
/// unit dimensions of the slice may be dropped from the result.
#[op(
    dialect = MemRef,
    name = "subview",
    format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets)
        custom<DynamicIndexList>($sizes, $static_sizes)
        custom<DynamicIndexList>($strides, $static_strides)
        attr-dict `:` type($source) `to` type($result)",
    traits = [Pure, AttrSizedOperandSegments],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["subview"]), ViewLikeOpInterfaceModel = ViewOfFirstOperand],
    verify,
    fold,
    canonicalize = [SubViewOpConstantArgumentFolder, SubViewOpMemRefCastFolder, TrivialSubViewOpFolder]
)]
pub struct SubViewOp {
    #[operand]
    source: AnyMemRef,
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
    result: AnyMemRef,
}

/// How a declared result type fails to be the inferred one, possibly rank
/// reduced (MLIR's `SliceVerificationResult`).
enum Mismatch {
    RankTooLarge,
    Sizes,
    ElementType,
    MemorySpace,
    Layout,
}

impl SubViewOp {
    /// The offsets, sizes and strides, each a constant or a value.
    pub fn mixed(self, ir: &IrView) -> MixedSlice {
        mixed_slice(ir, self.as_op())
    }

    /// Which source dimensions the result drops (MLIR's `getDroppedDims`).
    pub fn dropped_dims(self, ir: &IrView) -> Option<Vec<bool>> {
        let statics = StaticSlice::of(ir, self.as_op());
        let source = self.source(ir).ty(ir);
        memref_rank_reduction_mask(ir.ctx(), source, self.result(ir).ty(ir), &known(&statics.sizes))
    }

    /// The interface's checks, then the result type against the inferred
    /// one, then the bounds of the slice.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let source = self.source(ir).ty(ir);
        let result = self.result(ir).ty(ir);
        let rank = source.memref_parts(ctx).map_or(0, |p| p.shape.len());
        verify_offsets_sizes_strides(ir, op, [rank; 3])?;
        let fail = |message: String| -> VerifyResult { Err(op.emit_error(ir, message).into()) };
        let text = |t: Type| mlir_core::context::display_hooks::type_text(ctx, t);
        if source.memref_memory_space(ctx) != result.memref_memory_space(ctx) {
            return fail(format!(
                "different memory spaces specified for base memref type '{}' and subview memref \
                 type '{}'",
                text(source),
                text(result)
            ));
        }
        if !source.is_strided_memref(ctx) {
            return fail(format!("base type '{}' is not strided", text(source)));
        }
        let statics = StaticSlice::of(ir, op);
        let Some(expected) =
            ctx.subview_type(source, &statics.offsets, &statics.sizes, &statics.strides)
        else {
            return fail(format!("base type '{}' is not strided", text(source)));
        };
        if let Err(mismatch) = check_result_type(ir, expected, result, &statics) {
            let got = text(result);
            let want = text(expected);
            return fail(match mismatch {
                Mismatch::RankTooLarge => format!(
                    "expected result rank to be smaller or equal to the source rank, but got '{got}'"
                ),
                Mismatch::Sizes => format!(
                    "expected result type to be '{want}' or a rank-reduced version. (mismatch of \
                     result sizes), but got '{got}'"
                ),
                Mismatch::ElementType => {
                    let element = expected.element_type(ctx).map_or(String::new(), text);
                    format!("expected result element type to be '{element}', but got '{got}'")
                }
                Mismatch::MemorySpace => {
                    format!("expected result and source memory spaces to match, but got '{got}'")
                }
                Mismatch::Layout => format!(
                    "expected result type to be '{want}' or a rank-reduced version. (mismatch of \
                     result layout), but got '{got}'"
                ),
            });
        }
        let shape = source.memref_parts(ctx).map(|p| p.shape).unwrap_or_default();
        match out_of_bounds(&shape, &statics) {
            Some(message) => fail(message),
            None => Ok(()),
        }
    }

    /// A subview to its source's own static type is its source; so is a
    /// subview with zero offsets, unit strides and the sizes of the
    /// subview it slices, of the same type.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let source = self.source(ir);
        let (source_ty, result_ty) = (source.ty(ir), self.result(ir).ty(ir));
        let parts = result_ty.memref_parts(ctx)?;
        let static_layout = match parts.layout.map(|l| l.data(ctx).clone()) {
            Some(AttrData::StridedLayout { offset, strides }) => {
                offset != DYNAMIC && !strides.contains(&DYNAMIC)
            }
            _ => true,
        };
        if result_ty == source_ty && !parts.shape.contains(&DYNAMIC) && static_layout {
            return Some(OpFoldResult::Value(source));
        }
        let inner = SubViewOp::try_from_op(ir, source.defining_op(ir)?)?;
        let mixed = self.mixed(ir);
        let zero = mixed.offsets.iter().all(|o| constant_int(ir, o) == Some(0));
        let one = mixed.strides.iter().all(|s| constant_int(ir, s) == Some(1));
        let same_sizes = mixed.sizes == inner.mixed(ir).sizes;
        (zero && one && same_sizes && result_ty == source_ty).then_some(OpFoldResult::Value(source))
    }
}

/// The static sizes as known values.
fn known(sizes: &[i64]) -> Vec<Option<i64>> {
    sizes.iter().map(|&s| (s != DYNAMIC).then_some(s)).collect()
}

/// MLIR's `isRankReducedType`, then the memory space, offset and strides
/// of the declared type against the inferred one.
fn check_result_type(
    ir: &IrView,
    expected: Type,
    result: Type,
    statics: &StaticSlice,
) -> Result<(), Mismatch> {
    let ctx = ir.ctx();
    let want = expected.memref_parts(ctx).ok_or(Mismatch::Layout)?;
    let got = result.memref_parts(ctx).ok_or(Mismatch::Layout)?;
    if got.shape.len() > want.shape.len() {
        return Err(Mismatch::RankTooLarge);
    }
    if rank_reduction_mask(&want.shape, &got.shape).is_none() {
        return Err(Mismatch::Sizes);
    }
    if want.element != got.element {
        return Err(Mismatch::ElementType);
    }
    if want.memory_space != got.memory_space {
        return Err(Mismatch::MemorySpace);
    }
    let (Some(want_layout), Some(got_layout)) =
        (expected.strides_and_offset(ctx), result.strides_and_offset(ctx))
    else {
        return Err(Mismatch::Layout);
    };
    if want_layout.offset != got_layout.offset {
        return Err(Mismatch::Layout);
    }
    let dropped = memref_rank_reduction_mask(ctx, expected, result, &known(&statics.sizes))
        .ok_or(Mismatch::Layout)?;
    let kept = want_layout.strides.iter().zip(&dropped).filter(|(_, d)| !**d).map(|(s, _)| *s);
    if !kept.eq(got_layout.strides.iter().copied()) {
        return Err(Mismatch::Layout);
    }
    Ok(())
}

/// The type of a subview of `source` over `slice`, with the dimensions
/// `dropped` removed (MLIR's `getCanonicalSubViewResultType` and
/// `SubViewReturnTypeCanonicalizer`); `None` for a negative static offset
/// or size, or a zero stride.
fn reduced_subview_type(
    ir: &IrView,
    source: Type,
    slice: &StaticSlice,
    dropped: &[bool],
) -> Option<Type> {
    let ctx = ir.ctx();
    let valid = |v: &i64| *v == DYNAMIC || *v >= 0;
    if !slice.offsets.iter().all(valid)
        || !slice.sizes.iter().all(valid)
        || slice.strides.iter().any(|&s| s != DYNAMIC && s <= 0)
    {
        return None;
    }
    let full = ctx.subview_type(source, &slice.offsets, &slice.sizes, &slice.strides)?;
    if !dropped.contains(&true) {
        return Some(full);
    }
    let parts = full.memref_parts(ctx)?;
    let mut layout = full.strides_and_offset(ctx)?;
    let keep = |v: &[i64]| -> Vec<i64> {
        v.iter().zip(dropped).filter(|(_, d)| !**d).map(|(x, _)| *x).collect()
    };
    layout.strides = keep(&layout.strides);
    Some(ctx.strided_memref_type(&keep(&parts.shape), parts.element, &layout, parts.memory_space))
}

/// Creates `memref.subview` of `source` over `slice` typed `ty`.
fn create_subview(
    rw: &mut PatternRewriter<'_>,
    at: SubViewOp,
    ty: Type,
    source: Value,
    slice: &MixedSlice,
) -> Value {
    let loc = at.as_op().loc(rw);
    let ctx = rw.ctx();
    let (offsets, offset_values) = decompose(ctx, &slice.offsets);
    let (sizes, size_values) = decompose(ctx, &slice.sizes);
    let (strides, stride_values) = decompose(ctx, &slice.strides);
    let new = SubViewOp::build(
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

/// Replaces `op` by `value` cast to `op`'s type.
fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: SubViewOp, value: Value) {
    let ty = op.result(rw).ty(rw);
    let loc = op.as_op().loc(rw);
    let cast = CastOp::build(rw, loc, ty, value).as_op().result(rw, 0);
    rw.replace_op(op.as_op(), &[cast]);
}

pattern! {
    /// Constant offsets, sizes and strides become static entries, in a new
    /// subview cast back to the old type (MLIR's
    /// `OpWithOffsetSizesAndStridesConstantArgumentFolder`). As upstream,
    /// one list is folded per application, offsets first; negative
    /// offsets and sizes, and zero strides, stay values.
    SubViewOpConstantArgumentFolder on SubViewOp, creates ["memref.subview", "memref.cast"],
    fold_constant_arguments
}

fn fold_constant_arguments(op: SubViewOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let mut slice = op.mixed(rw);
    let fold = |ir: &IrView, list: &mut [OpFoldResult], keep: fn(i64) -> bool| {
        let mut changed = false;
        for entry in list {
            let OpFoldResult::Value(value) = *entry else { continue };
            let Some(v) = constant_int(ir, entry) else { continue };
            if keep(v) {
                *entry = OpFoldResult::Attr(ir.ctx().integer_attr_i64(value.ty(ir), v));
                changed = true;
            }
        }
        changed
    };
    let changed = fold(rw, &mut slice.offsets, |v| v >= 0)
        || fold(rw, &mut slice.sizes, |v| v >= 0)
        || fold(rw, &mut slice.strides, |v| v != 0);
    if !changed {
        return rw.notify_match_failure(op.as_op(), "no constant operand");
    }
    let source = op.source(rw);
    let source_ty = source.ty(rw);
    let statics = slice.statics(rw);
    let shape = source_ty.memref_parts(rw.ctx()).map(|p| p.shape).unwrap_or_default();
    if out_of_bounds(&shape, &statics).is_some() {
        return rw.notify_match_failure(op.as_op(), "the slice would be out of bounds");
    }
    let Some(dropped) = op.dropped_dims(rw) else {
        return rw.notify_match_failure(op.as_op(), "unknown dropped dimensions");
    };
    let Some(ty) = reduced_subview_type(rw, source_ty, &statics, &dropped) else {
        return rw.notify_match_failure(op.as_op(), "no result type");
    };
    let new = create_subview(rw, op, ty, source, &slice);
    replace_with_cast(rw, op, new);
    Ok(())
}

pattern! {
    /// A subview of a `memref.cast` that only loses static information
    /// slices the cast's source, and casts the result (MLIR's
    /// `SubViewOpMemRefCastFolder`).
    SubViewOpMemRefCastFolder on SubViewOp, creates ["memref.subview", "memref.cast"],
    fold_cast_source
}

fn fold_cast_source(op: SubViewOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let fail =
        |rw: &mut PatternRewriter<'_>, why: &'static str| rw.notify_match_failure(op.as_op(), why);
    let has_constant = op.as_op().operands(rw).any(|v| {
        mlir_core::transforms::folding::fold_one_op::constant_value(rw, v).is_some_and(|a| {
            a.as_integer(rw.ctx()).is_some()
                && matches!(v.ty(rw).data(rw.ctx()), mlir_core::TypeData::Index)
        })
    });
    if has_constant {
        return fail(rw, "a constant operand: the constant folder comes first");
    }
    let Some(cast) = op.source(rw).defining_op(rw).and_then(|d| CastOp::try_from_op(rw, d)) else {
        return fail(rw, "the source is not a memref.cast");
    };
    if !can_fold_into_consumer(rw, cast) {
        return fail(rw, "the cast adds static information");
    }
    let inner = cast.source(rw);
    let statics = StaticSlice::of(rw, op.as_op());
    let Some(dropped) = op.dropped_dims(rw) else { return fail(rw, "unknown dropped dimensions") };
    let Some(ty) = reduced_subview_type(rw, inner.ty(rw), &statics, &dropped) else {
        return fail(rw, "no result type");
    };
    let slice = op.mixed(rw);
    let new = create_subview(rw, op, ty, inner, &slice);
    replace_with_cast(rw, op, new);
    Ok(())
}

pattern! {
    /// A subview with zero offsets, unit strides and the source's static
    /// sizes, of the source's rank, is its source, cast to its type when
    /// the types differ (MLIR's `TrivialSubViewOpFolder`).
    TrivialSubViewOpFolder on SubViewOp, creates ["memref.cast"], fold_trivial
}

fn fold_trivial(op: SubViewOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let source = op.source(rw);
    let (source_ty, result_ty) = (source.ty(rw), op.result(rw).ty(rw));
    let ctx = rw.ctx();
    let shape = source_ty.memref_parts(ctx).map(|p| p.shape).unwrap_or_default();
    let rank = result_ty.memref_parts(ctx).map_or(0, |p| p.shape.len());
    let slice = op.mixed(rw);
    let trivial = shape.len() == rank
        && slice.offsets.iter().all(|o| constant_int(rw, o) == Some(0))
        && slice.strides.iter().all(|s| constant_int(rw, s) == Some(1))
        && slice.sizes.len() == shape.len()
        && slice.sizes.iter().zip(&shape).all(|(s, &d)| constant_int(rw, s) == Some(d));
    if !trivial {
        return rw.notify_match_failure(op.as_op(), "not a trivial subview");
    }
    if source_ty == result_ty {
        rw.replace_op(op.as_op(), &[source]);
    } else {
        replace_with_cast(rw, op, source);
    }
    Ok(())
}
