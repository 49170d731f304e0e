//! The folders of `andi`, `ori` and `xori`: the identities upstream's
//! folders apply (with `not(x)` spelled `xori x, -1`), and constants.
//! `andi x, x` and `ori x, x` fold through the `Idempotent` trait.

use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};

use super::super::int_fold::{const_int, defining, fold_binary, is_zero, value_const_int, zero_of};
use super::super::{AndIOp, OrIOp, XOrIOp};

/// The `xori` defining `value` when it is `xori x, -1` with `x` = `of`
/// (`m_Op<XOrIOp>(m_Val(of), m_ConstantInt(all ones))`).
fn not_of(ir: &IrView, value: Value, of: Value) -> Option<XOrIOp> {
    let xor = defining::<XOrIOp>(ir, value)?;
    let ones = value_const_int(ir, xor.rhs(ir))?;
    (xor.lhs(ir) == of && ones.is_all_ones()).then_some(xor)
}

impl AndIOp {
    /// `x & 0 → 0`, `x & -1 → x`, `x & ~x → 0`, `~x & x → 0`,
    /// `a & (a & b) → a & b`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (lhs, rhs) = (self.lhs(ir), self.rhs(ir));
        let ty = self.result(ir).ty(ir);
        if is_zero(ctx, adaptor.constant(1)) {
            return Some(rhs.into());
        }
        if const_int(ctx, adaptor.constant(1)).is_some_and(|v| v.is_all_ones()) {
            return Some(lhs.into());
        }
        if not_of(ir, rhs, lhs).is_some() || not_of(ir, lhs, rhs).is_some() {
            return zero_of(ctx, ty);
        }
        // `and(a, and(a, b))`: the inner `andi` already has the value.
        for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(prev) = defining::<AndIOp>(ir, inner)
                && (other == prev.lhs(ir) || other == prev.rhs(ir))
            {
                return Some(prev.result(ir).into());
            }
        }
        fold_binary(ctx, adaptor, ty, |a, b| a.and(b))
    }
}

impl OrIOp {
    /// `x | 0 → x`, `x | -1 → -1`, `x | ~x → -1` (the `-1` operand of
    /// the `xori`), constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (lhs, rhs) = (self.lhs(ir), self.rhs(ir));
        if let Some(v) = const_int(ctx, adaptor.constant(1)) {
            if v.is_zero() {
                return Some(lhs.into());
            }
            if v.is_all_ones() {
                return adaptor.constant(1).map(OpFoldResult::Attr);
            }
        }
        if let Some(xor) = not_of(ir, rhs, lhs).or_else(|| not_of(ir, lhs, rhs)) {
            return Some(xor.rhs(ir).into());
        }
        fold_binary(ctx, adaptor, self.result(ir).ty(ir), |a, b| a.or(b))
    }
}

impl XOrIOp {
    /// `x ^ 0 → x`, `x ^ x → 0`, `(x ^ a) ^ a → x` in any operand order,
    /// constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (lhs, rhs) = (self.lhs(ir), self.rhs(ir));
        let ty = self.result(ir).ty(ir);
        if is_zero(ctx, adaptor.constant(1)) {
            return Some(lhs.into());
        }
        if lhs == rhs
            && let Some(zero) = zero_of(ctx, ty)
        {
            return Some(zero);
        }
        for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(prev) = defining::<XOrIOp>(ir, inner) {
                if prev.rhs(ir) == other {
                    return Some(prev.lhs(ir).into());
                }
                if prev.lhs(ir) == other {
                    return Some(prev.rhs(ir).into());
                }
            }
        }
        fold_binary(ctx, adaptor, ty, |a, b| a.xor(b))
    }
}
