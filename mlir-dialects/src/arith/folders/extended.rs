//! The folders of the ops with two results: `addui_extended` (the sum and
//! its carry) and `mulsi_extended`/`mului_extended` (the two halves of the
//! double-width product), with the identities upstream's folders apply.

use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::apint::APInt;

use super::super::int_fold::{fold_binary, fold_binary_attrs, is_one, is_poison, is_zero, zero_of};
use super::super::{AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp};

/// The high half of the double-width product of `a` and `b`, their
/// width's worth of bits above the low half (`mulhs`, `mulhu`).
fn high_half(a: &APInt, b: &APInt, signed: bool) -> APInt {
    let width = a.width();
    let widen = |v: &APInt| if signed { v.sext(2 * width) } else { v.zext(2 * width) };
    widen(a).wrapping_mul(&widen(b)).lshr(width).trunc(width)
}

/// The boolean `b` as an `i1` value.
fn bit(b: bool) -> APInt {
    APInt::from_u64(1, u64::from(b))
}

impl AddUIExtendedOp {
    /// `addui_extended(x, 0) → x, false`; constants fold to their wrapped
    /// sum and whether it wrapped (the sum is below an operand).
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let ctx = ir.ctx();
        let overflow_ty = self.overflow(ir).ty(ir);
        if is_zero(ctx, adaptor.constant(1)) {
            return Some(vec![self.lhs(ir).into(), zero_of(ctx, overflow_ty)?]);
        }
        // Upstream crashes on a poison operand here (its sum is poison, not
        // a typed attribute); we leave the op alone instead.
        if is_poison(ctx, adaptor.constant(0)) || is_poison(ctx, adaptor.constant(1)) {
            return None;
        }
        let sum = fold_binary(ctx, adaptor, self.sum(ir).ty(ir), |a, b| a.wrapping_add(b))?;
        let OpFoldResult::Attr(sum_attr) = sum else { return None };
        let overflow = fold_binary_attrs(
            ctx,
            [Some(sum_attr), adaptor.constant(0)],
            overflow_ty,
            |sum, lhs| bit(sum.ucmp(lhs).is_lt()),
        )?;
        Some(vec![sum, overflow])
    }
}

/// `mul*_extended(x, 0) → 0, 0` (the zero operand for both); constants
/// fold to the low and high halves of their product.
fn fold_mul_extended(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    ty: mlir_core::Type,
    signed: bool,
) -> Option<Vec<OpFoldResult>> {
    let ctx = ir.ctx();
    if let Some(zero) = adaptor.constant(1).filter(|_| is_zero(ctx, adaptor.constant(1))) {
        return Some(vec![OpFoldResult::Attr(zero), OpFoldResult::Attr(zero)]);
    }
    let low = fold_binary(ctx, adaptor, ty, |a, b| a.wrapping_mul(b))?;
    let high = fold_binary(ctx, adaptor, ty, |a, b| high_half(a, b, signed))?;
    Some(vec![low, high])
}

impl MulSIExtendedOp {
    /// See [`fold_mul_extended`] (signed halves; `x * 1` does not fold: its
    /// high half is `x`'s sign).
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        fold_mul_extended(ir, adaptor, self.low(ir).ty(ir), true)
    }
}

impl MulUIExtendedOp {
    /// `mului_extended(x, 1) → x, 0`, then see [`fold_mul_extended`]
    /// (unsigned halves).
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let ctx = ir.ctx();
        let ty = self.low(ir).ty(ir);
        if is_one(ctx, adaptor.constant(1)) {
            return Some(vec![self.lhs(ir).into(), zero_of(ctx, ty)?]);
        }
        fold_mul_extended(ir, adaptor, ty, false)
    }
}
