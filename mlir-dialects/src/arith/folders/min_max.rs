//! The folders of `maxsi`, `maxui`, `minsi` and `minui`: equal operands,
//! a constant right operand at either end of the range, and constants.

use std::cmp::Ordering;

use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::apint::APInt;

use super::super::int_fold::{const_int, fold_binary};
use super::super::{MaxSIOp, MaxUIOp, MinSIOp, MinUIOp};

/// One min/max folder: `op(x, x) → x`; a constant right operand that
/// `absorbs` gives the right operand, one that is `neutral` gives the
/// left; constants keep the operand `cmp` orders as `keep`.
fn fold_min_max(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    (lhs, rhs, ty): (mlir_core::ir::Value, mlir_core::ir::Value, mlir_core::Type),
    absorbs: fn(&APInt) -> bool,
    neutral: fn(&APInt) -> bool,
    cmp: fn(&APInt, &APInt) -> Ordering,
    keep: Ordering,
) -> Option<OpFoldResult> {
    if lhs == rhs {
        return Some(rhs.into());
    }
    if let Some(v) = const_int(ir.ctx(), adaptor.constant(1)) {
        if absorbs(&v) {
            return Some(rhs.into());
        }
        if neutral(&v) {
            return Some(lhs.into());
        }
    }
    fold_binary(ir.ctx(), adaptor, ty, |a, b| if cmp(a, b) == keep { a.clone() } else { b.clone() })
}

/// Declares the folders of the min/max ops through [`fold_min_max`].
macro_rules! min_max_folders {
    ($($(#[$doc:meta])* $op:ident: absorbs $absorbs:path, neutral $neutral:path, $cmp:path => $keep:ident;)*) => {$(
        impl $op {
            $(#[$doc])*
            pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let operands = (self.lhs(ir), self.rhs(ir), self.result(ir).ty(ir));
                fold_min_max(ir, adaptor, operands, $absorbs, $neutral, $cmp, Ordering::$keep)
            }
        }
    )*};
}

min_max_folders! {
    /// `max(x, x) → x`, `max(x, MAX) → MAX`, `max(x, MIN) → x`, constants.
    MaxSIOp: absorbs APInt::is_signed_max, neutral APInt::is_signed_min, APInt::scmp => Greater;
    /// `max(x, x) → x`, `max(x, -1) → -1`, `max(x, 0) → x`, constants.
    MaxUIOp: absorbs APInt::is_all_ones, neutral APInt::is_zero, APInt::ucmp => Greater;
    /// `min(x, x) → x`, `min(x, MIN) → MIN`, `min(x, MAX) → x`, constants.
    MinSIOp: absorbs APInt::is_signed_min, neutral APInt::is_signed_max, APInt::scmp => Less;
    /// `min(x, x) → x`, `min(x, 0) → 0`, `min(x, -1) → x`, constants.
    MinUIOp: absorbs APInt::is_zero, neutral APInt::is_all_ones, APInt::ucmp => Less;
}
