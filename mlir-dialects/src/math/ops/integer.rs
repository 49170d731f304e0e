//! The integer ops: `absi`, the bit counts `ctlz`, `cttz` and `ctpop`, and
//! the power `ipowi`. Operands and result share one signless-integer-like
//! type (`index` included), the result type inferred from the first
//! operand.
//!
//! Folders (MLIR 22's): constants fold element by element, modulo
//! 2^width (`absi` of the most negative value is itself); `ipowi` reads
//! both operands as signed, gives 1 for a zero exponent, and for a
//! negative one 1 (base 1), 0 (|base| > 1) or ±1 (base -1, by the
//! exponent's parity), and refuses a zero base.

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::SignlessIntegerLike;
use mlir_core::semantics::traits::{
    Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable, Vectorizable,
};
use mlir_core::support::apint::APInt;
use mlir_derive::op;

use super::super::Math;
use crate::arith::int_fold::{fold_binary_partial, fold_unary};
use crate::arith::models::SAME_AS_LHS;

/// Declares one integer op of one operand (ODS's `Math_IntegerUnaryOp`)
/// and its folder, `f` computing the result's element from the operand's.
macro_rules! int_unary_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal, fold = $fold:expr) => {
        same_type_op! {
            $(#[$doc])* int $name = $mnemonic, operands = [operand],
            format = "$operand attr-dict `:` type($result)", fold
        }

        impl $name {
            fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let f: fn(&APInt) -> APInt = $fold;
                fold_unary(ir.ctx(), adaptor.constant(0), self.result(ir).ty(ir), f)
            }
        }
    };
}

/// `n` as an integer of `a`'s width (a bit count always fits: it is at
/// most the width).
fn count_of(a: &APInt, n: u32) -> APInt {
    APInt::from_u64(a.width(), u64::from(n))
}

int_unary_op! {
    /// Absolute value of a signed integer, wrapping: the most negative
    /// value is its own absolute value.
    AbsIOp = "absi", fold = |a| if a.sign_bit() { a.wrapping_neg() } else { a.clone() }
}

int_unary_op! {
    /// The number of leading zero bits (the width for 0).
    CountLeadingZerosOp = "ctlz", fold = |a| count_of(a, a.count_leading_zeros())
}

int_unary_op! {
    /// The number of trailing zero bits (the width for 0).
    CountTrailingZerosOp = "cttz", fold = |a| count_of(a, a.count_trailing_zeros())
}

int_unary_op! {
    /// The number of set bits.
    CtPopOp = "ctpop", fold = |a| count_of(a, a.count_ones())
}

/// `base` raised to `power`, both signed, as MLIR 22 folds `ipowi`.
fn ipowi(base: &APInt, power: &APInt) -> Option<APInt> {
    let width = base.width();
    let one = APInt::one(width);
    if power.is_zero() {
        return Some(one);
    }
    if power.sign_bit() {
        // 0 to a negative power is left alone.
        return if base.is_zero() {
            None
        } else if base.is_one() {
            Some(one)
        } else if !base.is_all_ones() {
            // |base| > 1: the reciprocal truncates to 0.
            Some(APInt::zero(width))
        } else if power.get_bit(0) {
            Some(base.clone())
        } else {
            Some(one)
        };
    }
    // Square and multiply, modulo 2^width.
    let (mut result, mut base, mut power) = (one, base.clone(), power.clone());
    loop {
        if power.get_bit(0) {
            result = result.wrapping_mul(&base);
        }
        power = power.lshr(1);
        if power.is_zero() {
            return Some(result);
        }
        base = base.wrapping_mul(&base);
    }
}

same_type_op! {
    /// Integer power: `lhs` raised to `rhs`, both signed, modulo 2^width.
    int IPowIOp = "ipowi", operands = [lhs, rhs],
    format = "$lhs `,` $rhs attr-dict `:` type($result)", fold
}

impl IPowIOp {
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let operands = [adaptor.constant(0), adaptor.constant(1)];
        fold_binary_partial(ir.ctx(), operands, self.result(ir).ty(ir), ipowi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i8v(v: i64) -> APInt {
        APInt::from_i64(8, v)
    }

    #[test]
    fn ipowi_follows_mlir_rules() {
        let pow = |b, p| ipowi(&i8v(b), &i8v(p)).and_then(|r| r.as_i64());
        assert_eq!(pow(3, 3), Some(27));
        assert_eq!(pow(3, 5), Some(243 - 256));
        assert_eq!(pow(-2, 7), Some(-128));
        assert_eq!(pow(5, 0), Some(1));
        assert_eq!(pow(0, 0), Some(1));
        assert_eq!(pow(0, -1), None);
        assert_eq!(pow(1, -7), Some(1));
        assert_eq!(pow(-1, -3), Some(-1));
        assert_eq!(pow(-1, -4), Some(1));
        assert_eq!(pow(3, -1), Some(0));
    }
}
