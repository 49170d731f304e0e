//! The folders of `shli`, `shrui` and `shrsi`: a shift by 0 is its left
//! operand, and constants. As upstream, a fold is refused when the shift
//! amount of the *last* element computed is not below the width (earlier
//! elements shift out every bit), and a poison operand is not folded.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::apint::APInt;

use super::super::int_fold::{fold_binary, is_poison, is_zero};
use super::super::{ShLIOp, ShRSIOp, ShRUIOp};

/// `x shift 0 → x`, else folds a shift of constants by `shift`, as
/// upstream: the bound check of the last element decides.
fn fold_shift(
    ir: &IrView,
    op: Op,
    adaptor: &FoldAdaptor<'_>,
    shift: impl Fn(&APInt, u32) -> APInt,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    if is_zero(ctx, adaptor.constant(1)) {
        return Some(op.operand(ir, 0).into());
    }
    let ty = op.result(ir, 0).ty(ir);
    if is_poison(ctx, adaptor.constant(0)) || is_poison(ctx, adaptor.constant(1)) {
        return None;
    }
    let mut bounded = false;
    let folded = fold_binary(ctx, adaptor, ty, |a, b| {
        let width = b.width();
        bounded = b.ucmp(&APInt::from_u64(width, u64::from(width))).is_lt();
        // LLVM limits the amount to the width.
        let amount = b.as_u64().map_or(width, |v| v.min(u64::from(width)) as u32);
        shift(a, amount)
    });
    folded.filter(|_| bounded)
}

impl ShLIOp {
    /// `x << 0 → x`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_shift(ir, self.as_op(), adaptor, APInt::shl)
    }
}

impl ShRUIOp {
    /// `x >> 0 → x`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_shift(ir, self.as_op(), adaptor, APInt::lshr)
    }
}

impl ShRSIOp {
    /// `x >> 0 → x`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_shift(ir, self.as_op(), adaptor, APInt::ashr)
    }
}
