//! The ops with two results (MLIR's `AddUIExtendedOpLowering` and
//! `MulIExtendedOpLowering`), on scalars and one-dimensional vectors only
//! (upstream does not lower n-D vectors of them, so they stay):
//! - `arith.addui_extended`: `llvm.intr.uadd.with.overflow`, its two
//!   members extracted. As upstream, the struct's first member has the
//!   sum's type before conversion, so an `index` or 0-D vector sum gives
//!   IR the verifier rejects.
//! - `arith.mulsi_extended` and `arith.mului_extended`: the operands
//!   extended (`sext`, `zext`) to twice their width and multiplied; the
//!   low half is the product truncated, the high half the product shifted
//!   right by the width (`lshr`), then truncated.

use mlir_core::conversion::{ConversionPattern, ConversionPatternRewriter, ValueVector};
use mlir_core::ir::{InsertPoint, Op, OpBuilder, Value};
use mlir_core::rewrite::{MatchFailure, PatternRoot, RewriteResult};
use mlir_core::{Type, TypeData};

use crate::conversion::llvm_common::{
    LlvmTypeConverter, build_named, converted_operands, match_failure,
};
use crate::llvm::constraints::is_compatible_outer_type;
use crate::llvm::{ArrayType, ConstantOp, ExtractValueOp, StructType};

/// The converted operands of `op`, scalars or one-dimensional vectors of
/// an LLVM type; else the match failure of `op` (upstream leaves vectors
/// of several dimensions).
fn one_dimensional_operands(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    operands: &[ValueVector],
) -> Result<Vec<Value>, MatchFailure> {
    let values = converted_operands(rw, op, operands)?;
    let ctx = rw.ctx_arc().clone();
    let ty = values[0].ty(rw);
    if !is_compatible_outer_type(&ctx, ty) {
        return match_failure(rw, op, "the operands are not of an LLVM type");
    }
    if ArrayType::isa(&ctx, ty) {
        return match_failure(rw, op, "ND vector types are not supported yet");
    }
    Ok(values)
}

/// Lowers `arith.addui_extended`.
pub(super) struct AddUIExtendedLowering {
    /// The converter of the overflow type.
    pub converter: LlvmTypeConverter,
}

impl ConversionPattern for AddUIExtendedLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("arith.addui_extended")
    }

    fn debug_name(&self) -> &str {
        "AddUIExtendedOpLowering"
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let values = one_dimensional_operands(rw, op, operands)?;
        let ctx = rw.ctx_arc().clone();
        let sum_ty = op.result(rw, 0).ty(rw);
        let Some(overflow_ty) = self.converter.convert_type(&ctx, op.result(rw, 1).ty(rw)) else {
            return rw.notify_match_failure(op, "the overflow type does not convert");
        };
        let struct_ty: Type = StructType::literal(&ctx, vec![sum_ty, overflow_ty], false).into();
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let pair = build_named(rw, loc, "llvm.intr.uadd.with.overflow", &values, &[struct_ty], &[])
            .result(rw, 0);
        let sum = ExtractValueOp::build(rw, loc, sum_ty, pair, vec![0]).res(rw);
        let overflow = ExtractValueOp::build(rw, loc, overflow_ty, pair, vec![1]).res(rw);
        rw.replace_op(op, &[sum, overflow]);
        Ok(())
    }
}

/// Lowers `arith.mulsi_extended` (`signed`) or `arith.mului_extended`.
pub(super) struct MulIExtendedLowering {
    /// Whether it lowers `mulsi_extended`.
    pub signed: bool,
}

impl ConversionPattern for MulIExtendedLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(if self.signed { "arith.mulsi_extended" } else { "arith.mului_extended" })
    }

    fn debug_name(&self) -> &str {
        if self.signed { "MulSIExtendedOpLowering" } else { "MulUIExtendedOpLowering" }
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let values = one_dimensional_operands(rw, op, operands)?;
        let ctx = rw.ctx_arc().clone();
        let result_ty = values[0].ty(rw);
        // The shift amount, of the widened type: the operands' width.
        let shift_attr = match result_ty.data(&ctx) {
            TypeData::Integer { width, .. } => {
                ctx.integer_attr_i64(ctx.integer_type(width * 2), i64::from(*width))
            }
            TypeData::Vector { shape, element, .. } => {
                let Some(width) = element.int_or_float_bit_width(&ctx) else {
                    return rw.notify_match_failure(op, "the element type is not an integer");
                };
                let wide = ctx.vector_type(shape, ctx.integer_type(width * 2));
                let element = ctx.integer_attr_i64(ctx.integer_type(width * 2), i64::from(width));
                match ctx.dense_splat(wide, element) {
                    Some(splat) => splat,
                    None => return rw.notify_match_failure(op, "no splat of the shift amount"),
                }
            }
            _ => return rw.notify_match_failure(op, "the operands are not integers"),
        };
        let Some(wide_ty) = shift_attr.typed(&ctx) else {
            return rw.notify_match_failure(op, "the shift amount has no type");
        };
        let extend = if self.signed { "llvm.sext" } else { "llvm.zext" };
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let build = |rw: &mut ConversionPatternRewriter<'_>, name: &str, args: &[Value], ty| {
            build_named(rw, loc, name, args, &[ty], &[]).result(rw, 0)
        };
        let lhs = build(rw, extend, &[values[0]], wide_ty);
        let rhs = build(rw, extend, &[values[1]], wide_ty);
        let product = build(rw, "llvm.mul", &[lhs, rhs], wide_ty);
        let low = build(rw, "llvm.trunc", &[product], result_ty);
        let shift = ConstantOp::build(rw, loc, wide_ty, shift_attr).res(rw);
        let high_wide = build(rw, "llvm.lshr", &[product, shift], wide_ty);
        let high = build(rw, "llvm.trunc", &[high_wide], result_ty);
        rw.replace_op(op, &[low, high]);
        Ok(())
    }
}
