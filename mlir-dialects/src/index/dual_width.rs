//! Folding under `index`'s two possible widths. An `index` value is 64 bits
//! wide on some targets and 32 on others, and a folded constant must be right
//! on both: constants are stored with 64 bits, and a fold stands only when
//! the result computed with 64-bit arithmetic, truncated to 32 bits, equals
//! the result computed with 32-bit arithmetic on the truncated operands.
//!
//! Ops whose low result bits depend only on the low operand bits (`add`,
//! `sub`, `mul`, the bitwise ops, `shl`) always agree and are computed
//! once ([`fold_unchecked`]); the others (divisions, remainders, right
//! shifts, minimum and maximum) are computed at both widths and compared
//! ([`fold_checked`]). Each calculation works on values held in the low
//! `width` bits of a `u64`, wraps as two's complement at that width, and
//! gives `None` where the op is undefined (a zero divisor, a shift by 32
//! or more, which is undefined on 32-bit targets).

use mlir_core::definitions::interfaces::int_range_combinators::CmpPredicate;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::apint::APInt;
use mlir_core::{AttrData, Attribute, Context, Type, TypeData};

use super::IndexCmpPredicate;

/// A calculation at a width (64 or 32): operands and result in the low
/// `width` bits.
pub(super) type Calc = fn(u64, u64, u32) -> Option<u64>;

/// The low `width` bits of `v`.
pub(super) fn low(v: u64, width: u32) -> u64 {
    if width >= 64 { v } else { v & ((1u64 << width) - 1) }
}

/// `v`'s low `width` bits read as a signed number.
pub(super) fn signed(v: u64, width: u32) -> i64 {
    let shift = 64 - width;
    ((v << shift) as i64) >> shift
}

/// The value of an `index` (or other integer) constant, as its 64 stored
/// bits; `None` for anything but an integer attribute (poison included).
pub(super) fn index_const(ctx: &Context, attr: Option<Attribute>) -> Option<u64> {
    match attr?.data(ctx) {
        AttrData::Integer { value, .. } if value.width() <= 64 => {
            Some(value.words().first().copied().unwrap_or(0))
        }
        _ => None,
    }
}

/// The `index` attribute holding `v`.
pub(super) fn index_attr(ctx: &Context, v: u64) -> Attribute {
    ctx.integer_attr(ctx.index_type(), APInt::from_u64(64, v))
}

/// Folds two constant operands to the `index` constant `fold` computes
/// from their values.
fn fold_constants(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    fold: impl FnOnce(u64, u64) -> Option<u64>,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    let (a, b) = (index_const(ctx, adaptor.constant(0))?, index_const(ctx, adaptor.constant(1))?);
    Some(OpFoldResult::Attr(index_attr(ctx, fold(a, b)?)))
}

/// Folds two constant operands with a calculation whose truncation to 32
/// bits is the calculation on truncated operands (checked in debug builds).
pub(super) fn fold_unchecked(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    calc: Calc,
) -> Option<OpFoldResult> {
    fold_constants(ir, adaptor, |a, b| {
        let result = calc(a, b, 64)?;
        debug_assert_eq!(Some(low(result, 32)), calc(low(a, 32), low(b, 32), 32));
        Some(result)
    })
}

/// The result of `calc` on `a` and `b` when 64-bit and 32-bit arithmetic
/// agree on it.
pub(super) fn both_widths(a: u64, b: u64, calc: Calc) -> Option<u64> {
    let wide = calc(a, b, 64)?;
    let narrow = calc(low(a, 32), low(b, 32), 32)?;
    (low(wide, 32) == narrow).then_some(wide)
}

/// Folds two constant operands when 64-bit and 32-bit arithmetic agree.
pub(super) fn fold_checked(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    calc: Calc,
) -> Option<OpFoldResult> {
    fold_constants(ir, adaptor, |a, b| both_widths(a, b, calc))
}

/// The calculations of the binary ops.
pub(super) mod calc {
    use super::{low, signed};

    /// Signed division, wrapping (`MIN / -1` is `MIN`), toward zero.
    fn sdiv(a: u64, b: u64, w: u32) -> u64 {
        let q = i128::from(signed(a, w)) / i128::from(signed(b, w));
        low(q as u64, w)
    }

    /// `a + b`.
    pub fn add(a: u64, b: u64, w: u32) -> Option<u64> {
        Some(low(a.wrapping_add(b), w))
    }
    /// `a - b`.
    pub fn sub(a: u64, b: u64, w: u32) -> Option<u64> {
        Some(low(a.wrapping_sub(b), w))
    }
    /// `a * b`.
    pub fn mul(a: u64, b: u64, w: u32) -> Option<u64> {
        Some(low(a.wrapping_mul(b), w))
    }
    /// `a & b`.
    pub fn and(a: u64, b: u64, _: u32) -> Option<u64> {
        Some(a & b)
    }
    /// `a | b`.
    pub fn or(a: u64, b: u64, _: u32) -> Option<u64> {
        Some(a | b)
    }
    /// `a ^ b`.
    pub fn xor(a: u64, b: u64, _: u32) -> Option<u64> {
        Some(a ^ b)
    }
    /// `a << b`, for shifts below 32.
    pub fn shl(a: u64, b: u64, w: u32) -> Option<u64> {
        (b < 32).then(|| low(a << b, w))
    }
    /// `a >> b` filling with the sign, for shifts below 32.
    pub fn shrs(a: u64, b: u64, w: u32) -> Option<u64> {
        (b < 32).then(|| low((signed(a, w) >> b) as u64, w))
    }
    /// `a >> b` filling with zeros, for shifts below 32.
    pub fn shru(a: u64, b: u64, _: u32) -> Option<u64> {
        (b < 32).then(|| a >> b)
    }
    /// Signed division toward zero.
    pub fn divs(a: u64, b: u64, w: u32) -> Option<u64> {
        (b != 0).then(|| sdiv(a, b, w))
    }
    /// Unsigned division.
    pub fn divu(a: u64, b: u64, _: u32) -> Option<u64> {
        a.checked_div(b)
    }
    /// Signed remainder (the dividend's sign).
    pub fn rems(a: u64, b: u64, w: u32) -> Option<u64> {
        (b != 0).then(|| low((i128::from(signed(a, w)) % i128::from(signed(b, w))) as u64, w))
    }
    /// Unsigned remainder.
    pub fn remu(a: u64, b: u64, _: u32) -> Option<u64> {
        a.checked_rem(b)
    }
    /// Signed division toward positive infinity, computed as upstream does
    /// (with its wrapping quirk: `ceildivs(MIN, 2)` negates `MIN` to
    /// itself).
    pub fn ceildivs(n: u64, m: u64, w: u32) -> Option<u64> {
        if m == 0 {
            return None;
        }
        if n == 0 {
            return Some(0);
        }
        let m_positive = signed(m, w) > 0;
        if (signed(n, w) > 0) != m_positive {
            // Opposite signs: the quotient of the negated dividend, negated.
            return Some(low(sdiv(low(n.wrapping_neg(), w), m, w).wrapping_neg(), w));
        }
        // Same signs: move the dividend one toward zero, divide, add one.
        let toward_zero = if m_positive { n.wrapping_sub(1) } else { n.wrapping_add(1) };
        Some(low(sdiv(low(toward_zero, w), m, w).wrapping_add(1), w))
    }
    /// Unsigned division toward positive infinity.
    pub fn ceildivu(n: u64, m: u64, w: u32) -> Option<u64> {
        if m == 0 {
            return None;
        }
        if n == 0 {
            return Some(0);
        }
        Some(low((n - 1) / m + 1, w))
    }
    /// Signed division toward negative infinity.
    pub fn floordivs(n: u64, m: u64, w: u32) -> Option<u64> {
        if m == 0 {
            return None;
        }
        if n == 0 {
            return Some(0);
        }
        let m_negative = signed(m, w) < 0;
        if (signed(n, w) < 0) == m_negative {
            return Some(sdiv(n, m, w));
        }
        // Opposite signs: `-1 - (x - n) / m` with `x` one toward `m`'s
        // opposite sign.
        let x: u64 = if m_negative { 1 } else { u64::MAX };
        let q = sdiv(low(x.wrapping_sub(n), w), m, w);
        Some(low(u64::MAX.wrapping_sub(q), w))
    }
    /// Signed maximum.
    pub fn maxs(a: u64, b: u64, w: u32) -> Option<u64> {
        Some(if signed(a, w) > signed(b, w) { a } else { b })
    }
    /// Unsigned maximum.
    pub fn maxu(a: u64, b: u64, _: u32) -> Option<u64> {
        Some(a.max(b))
    }
    /// Signed minimum.
    pub fn mins(a: u64, b: u64, w: u32) -> Option<u64> {
        Some(if signed(a, w) < signed(b, w) { a } else { b })
    }
    /// Unsigned minimum.
    pub fn minu(a: u64, b: u64, _: u32) -> Option<u64> {
        Some(a.min(b))
    }
}

/// Whether `pred` holds of `a` and `b` read at `width` bits.
pub(super) fn compare(pred: IndexCmpPredicate, a: u64, b: u64, width: u32) -> bool {
    let (a, b) = (APInt::from_u64(width, low(a, width)), APInt::from_u64(width, low(b, width)));
    CmpPredicate::from_value(pred as u64).is_some_and(|p| p.holds(&a, &b))
}

/// Folds `casts` (`signed`) or `castu` of constant `input` to `to`. To
/// `index`, the value is extended (or truncated) to 64 bits, which is right
/// on both widths. From `index` to `iN`, the 64-bit and 32-bit casts must
/// agree: always for `N <= 32` (a truncation), else only when the value's
/// low 32 bits extend back to what the 64-bit cast gives.
pub(super) fn fold_cast(
    ctx: &Context,
    input: Option<Attribute>,
    to: Type,
    signed: bool,
) -> Option<OpFoldResult> {
    let AttrData::Integer { value, .. } = input?.data(ctx) else { return None };
    let ext = |v: &APInt, width: u32| if signed { v.sext(width) } else { v.zext(width) };
    let ext_or_trunc = |v: &APInt, width: u32| match v.width().cmp(&width) {
        std::cmp::Ordering::Less => ext(v, width),
        std::cmp::Ordering::Equal => v.clone(),
        std::cmp::Ordering::Greater => v.trunc(width),
    };
    let result = match to.data(ctx) {
        TypeData::Index => ext_or_trunc(value, 64),
        TypeData::Integer { width, .. } => {
            let width = *width;
            if width <= 32 {
                ext_or_trunc(value, width)
            } else {
                let from_low = ext(&ext_or_trunc(value, 32), width);
                let wide = ext_or_trunc(value, width);
                if from_low != wide {
                    return None;
                }
                wide
            }
        }
        _ => return None,
    };
    Some(OpFoldResult::Attr(ctx.integer_attr(to, result)))
}

#[cfg(test)]
mod tests {
    use super::calc::*;
    use super::*;

    const MIN64: u64 = 1 << 63;

    #[test]
    fn division_quirks_match_upstream_arithmetic() {
        // ceildivs(MIN, 2): -MIN wraps to MIN, so upstream computes
        // -(MIN / 2) = 2^62 at 64 bits; the 32-bit operand is 0.
        assert_eq!(ceildivs(MIN64, 2, 64), Some(1 << 62));
        assert_eq!(both_widths(MIN64, 2, ceildivs), Some(1 << 62));
        // 7 / -2 rounds toward +inf to -3, toward -inf to -4.
        let m2 = (-2i64) as u64;
        assert_eq!(ceildivs(7, m2, 64), Some((-3i64) as u64));
        assert_eq!(floordivs(7, m2, 64), Some((-4i64) as u64));
        assert_eq!(ceildivu(7, 2, 64), Some(4));
        // MIN / -1 wraps.
        assert_eq!(divs(MIN64, u64::MAX, 64), Some(MIN64));
        assert_eq!(rems(MIN64, u64::MAX, 64), Some(0));
        assert_eq!(divs(1, 0, 64), None);
    }

    #[test]
    fn widths_disagree_on_high_bits() {
        // 2^32 / 2: 2^31 at 64 bits, 0 at 32 bits (truncated operand 0).
        assert_eq!(both_widths(1 << 32, 2, divu), None);
        // Signed max of 2^31 (negative at 32 bits) and 0.
        assert_eq!(both_widths(1 << 31, 0, maxs), None);
        assert_eq!(both_widths(5, 7, maxs), Some(7));
        assert_eq!(both_widths(1, 32, shru), None);
    }
}
