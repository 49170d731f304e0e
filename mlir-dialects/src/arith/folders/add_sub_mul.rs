//! The folders of `addi`, `subi` and `muli`: wrapping arithmetic on
//! constants (the overflow flags do not change a folded value), and the
//! identities upstream's folders apply.

use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};

use super::super::int_fold::{defining, fold_binary, is_one, is_zero, zero_of};
use super::super::{AddIOp, MulIOp, SubIOp};

impl AddIOp {
    /// `x + 0 → x`, `(a - b) + b → a`, `b + (a - b) → a`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (lhs, rhs) = (self.lhs(ir), self.rhs(ir));
        if is_zero(ctx, adaptor.constant(1)) {
            return Some(lhs.into());
        }
        for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(sub) = defining::<SubIOp>(ir, inner)
                && sub.rhs(ir) == other
            {
                return Some(sub.lhs(ir).into());
            }
        }
        fold_binary(ctx, adaptor, self.result(ir).ty(ir), |a, b| a.wrapping_add(b))
    }
}

impl SubIOp {
    /// `x - x → 0`, `x - 0 → x`, `(a + b) - b → a`, `(a + b) - a → b`,
    /// constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (lhs, rhs) = (self.lhs(ir), self.rhs(ir));
        let ty = self.result(ir).ty(ir);
        if lhs == rhs
            && let Some(zero) = zero_of(ctx, ty)
        {
            return Some(zero);
        }
        if is_zero(ctx, adaptor.constant(1)) {
            return Some(lhs.into());
        }
        if let Some(add) = defining::<AddIOp>(ir, lhs) {
            if add.rhs(ir) == rhs {
                return Some(add.lhs(ir).into());
            }
            if add.lhs(ir) == rhs {
                return Some(add.rhs(ir).into());
            }
        }
        fold_binary(ctx, adaptor, ty, |a, b| a.wrapping_sub(b))
    }
}

impl MulIOp {
    /// `x * 0 → 0` (the zero operand), `x * 1 → x`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        if is_zero(ctx, adaptor.constant(1)) {
            return Some(self.rhs(ir).into());
        }
        if is_one(ctx, adaptor.constant(1)) {
            return Some(self.lhs(ir).into());
        }
        fold_binary(ctx, adaptor, self.result(ir).ty(ir), |a, b| a.wrapping_mul(b))
    }
}
