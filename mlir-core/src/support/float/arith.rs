//! Exact IEEE arithmetic on [`APFloat`] values, as LLVM's `APFloat` computes
//! it in round-to-nearest-even: the four operations, the remainder, negation,
//! the minimum and maximum families, comparison, rounding to an integral
//! value, the sign operations (`abs`, `copy_sign`), the classification
//! predicates, and conversions between kinds and to and from integers.
//!
//! The operations run in `rustc_apfloat`'s binary128: every kind except `f80`
//! embeds exactly in it, and with 113 bits of precision (at least `2p + 2`
//! for every such kind) one rounding in binary128 followed by one into the
//! kind gives the correctly rounded result. `f80` (64-bit precision) runs in
//! `rustc_apfloat`'s x87 format directly.

use std::cmp::Ordering;
use std::ops::{Add, Div, Mul, Neg, Rem, Sub};

use rustc_apfloat::ieee::{Quad, X87DoubleExtended};
use rustc_apfloat::{Float, Round};

use super::convert::convert_bits;
use super::encoding::{Class, Special, bit_len, low_mask};
use super::{APFloat, FloatKind};
use crate::support::apint::APInt;

/// A binary operation run in a wide format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

fn apply<F: Float>(op: BinOp, a: F, b: F) -> F {
    match op {
        BinOp::Add => (a + b).value,
        BinOp::Sub => (a - b).value,
        BinOp::Mul => (a * b).value,
        BinOp::Div => (a / b).value,
        BinOp::Rem => a.c_fmod(b).value,
    }
}

impl APFloat {
    fn class(self) -> Class {
        self.kind.fmt().decode(self.bits).class
    }

    /// Whether the value is a NaN.
    pub fn is_nan(self) -> bool {
        self.class() == Class::NaN
    }

    /// Whether the value is an infinity.
    pub fn is_infinite(self) -> bool {
        self.class() == Class::Inf
    }

    /// Whether the value is a zero of either sign.
    pub fn is_zero(self) -> bool {
        self.class() == Class::Zero
    }

    /// Whether the value is neither an infinity nor a NaN (LLVM's
    /// `isFinite`).
    pub fn is_finite(self) -> bool {
        !matches!(self.class(), Class::Inf | Class::NaN)
    }

    /// Whether the value is finite, nonzero and not a denormal (LLVM's
    /// `isNormal`): its leading bit is at or above the smallest normal
    /// exponent.
    pub fn is_normal(self) -> bool {
        self.ilogb().is_some_and(|e| e >= self.kind.fmt().emin)
    }

    /// The kind's default NaN (LLVM's `getNaN`: quiet, positive); kinds
    /// without a NaN keep what LLVM keeps for one (see the module docs).
    pub fn nan(kind: FloatKind) -> APFloat {
        APFloat::new(kind, kind.fmt().default_nan())
    }

    /// The magnitude (LLVM's `clearSign`): the sign flipped when it is
    /// set, as [`Neg`] flips it.
    pub fn abs(self) -> APFloat {
        if self.is_negative() { -self } else { self }
    }

    /// The value with the sign of `sign` (LLVM's `copySign`: the sign
    /// flipped when the two differ).
    pub fn copy_sign(self, sign: APFloat) -> APFloat {
        if self.is_negative() != sign.is_negative() { -self } else { self }
    }

    /// The value rounded to an integral value in its kind by `mode` (LLVM's
    /// `roundToIntegral`): exact, a NaN made quiet, the sign of a zero
    /// result kept.
    pub fn round_to_integral(self, mode: IntegralRounding) -> APFloat {
        let round = match mode {
            IntegralRounding::NearestTiesToEven => Round::NearestTiesToEven,
            IntegralRounding::TowardPositive => Round::TowardPositive,
            IntegralRounding::TowardNegative => Round::TowardNegative,
            IntegralRounding::TowardZero => Round::TowardZero,
        };
        let kind = self.kind;
        let fmt = kind.fmt();
        // `f8E8M0FNU`'s significand is one bit, always set: LLVM's
        // ties-to-even sees an odd last bit and rounds a tie (0.5) away.
        let round = match (fmt.special, round) {
            (Special::ExpOnly, Round::NearestTiesToEven) => Round::NearestTiesToAway,
            _ => round,
        };
        // LLVM adds and subtracts 2^(p-1) to values below it: where that
        // constant overflows the kind (`f8E3M4`, `f6E2M3FN`), every finite
        // nonzero value gives infinity minus infinity, a NaN (or, in a kind
        // without one, the zero LLVM stores for it) with the value's sign.
        let magic_overflows = kind.max_exponent() < fmt.prec as i32 - 1;
        if magic_overflows && matches!(self.class(), Class::Finite { .. }) {
            let neg = self.is_negative();
            if self.ilogb().is_some_and(|e| e + 1 >= fmt.prec as i32) {
                return self;
            }
            if fmt.special == Special::FiniteOnly {
                return APFloat::new(kind, fmt.zero(neg));
            }
            let nan = APFloat::nan(kind);
            return if neg { -nan } else { nan };
        }
        let bits = match kind {
            FloatKind::F80 => {
                X87DoubleExtended::from_bits(self.bits).round_to_integral(round).value.to_bits()
            }
            FloatKind::F128 => Quad::from_bits(self.bits).round_to_integral(round).value.to_bits(),
            _ => {
                // Exact in binary128, and an integral value of a kind's
                // value is again one of the kind's values.
                let wide = Quad::from_bits(convert_bits(kind, self.bits, FloatKind::F128));
                convert_bits(FloatKind::F128, wide.round_to_integral(round).value.to_bits(), kind)
            }
        };
        APFloat::new(kind, bits)
    }

    /// The exponent of the leading bit of a finite nonzero value,
    /// `floor(log2(|x|))`, denormals included (LLVM's `ilogb`); `None` for
    /// zeros, infinities and NaNs.
    pub fn ilogb(self) -> Option<i32> {
        match self.class() {
            Class::Finite { sig, exp } => Some(exp + bit_len(sig) as i32 - 1),
            Class::Zero | Class::Inf | Class::NaN => None,
        }
    }

    /// Whether the sign is negative (NaNs and zeros included).
    pub fn is_negative(self) -> bool {
        self.kind.fmt().decode(self.bits).neg
    }

    /// Whether the value is a signaling NaN (IEEE kinds only have them: the
    /// top mantissa bit is clear).
    pub fn is_signaling(self) -> bool {
        let fmt = self.kind.fmt();
        if fmt.special != Special::Ieee || !self.is_nan() {
            return false;
        }
        let quiet = if fmt.explicit_int { fmt.mant_bits - 2 } else { fmt.mant_bits - 1 };
        self.bits >> quiet & 1 == 0
    }

    /// The NaN made quiet (LLVM's `makeQuiet`); other values unchanged.
    pub fn quiet(self) -> APFloat {
        if !self.is_signaling() {
            return self;
        }
        let fmt = self.kind.fmt();
        let quiet = if fmt.explicit_int { fmt.mant_bits - 2 } else { fmt.mant_bits - 1 };
        APFloat::new(self.kind, self.bits | 1 << quiet)
    }

    fn binary(self, op: BinOp, rhs: APFloat) -> APFloat {
        debug_assert_eq!(self.kind, rhs.kind, "operands of one kind");
        let kind = self.kind;
        let bits = match kind {
            FloatKind::F80 => {
                let a = X87DoubleExtended::from_bits(self.bits);
                let b = X87DoubleExtended::from_bits(rhs.bits);
                apply(op, a, b).to_bits()
            }
            FloatKind::F128 => {
                apply(op, Quad::from_bits(self.bits), Quad::from_bits(rhs.bits)).to_bits()
            }
            _ => {
                let wide =
                    |x: APFloat| Quad::from_bits(convert_bits(kind, x.bits, FloatKind::F128));
                // LLVM keeps a signaling operand's payload and quiets it; the
                // conversion to binary128 quiets it first, to the same effect.
                let r = apply(op, wide(self), wide(rhs)).to_bits();
                convert_bits(FloatKind::F128, r, kind)
            }
        };
        APFloat::new(kind, bits)
    }

    /// The order of the two values; `None` when either is a NaN. The zeros
    /// are equal.
    pub fn compare(self, rhs: APFloat) -> Option<Ordering> {
        match self.kind {
            FloatKind::F80 => X87DoubleExtended::from_bits(self.bits)
                .partial_cmp(&X87DoubleExtended::from_bits(rhs.bits)),
            kind => {
                let wide =
                    |x: APFloat| Quad::from_bits(convert_bits(kind, x.bits, FloatKind::F128));
                wide(self).partial_cmp(&wide(rhs))
            }
        }
    }

    /// The order with `-0.0 < +0.0` (used by the minimum and maximum ops).
    fn signed_order(self, rhs: APFloat) -> Option<Ordering> {
        match self.compare(rhs)? {
            Ordering::Equal if self.is_zero() => Some(rhs.is_negative().cmp(&self.is_negative())),
            order => Some(order),
        }
    }

    /// The larger value, NaN propagating (quieted, the left one first);
    /// `+0.0` is larger than `-0.0` (LLVM's `maximum`).
    pub fn maximum(self, rhs: APFloat) -> APFloat {
        self.pick_propagating(rhs, Ordering::Greater)
    }

    /// The smaller value, NaN propagating (LLVM's `minimum`).
    pub fn minimum(self, rhs: APFloat) -> APFloat {
        self.pick_propagating(rhs, Ordering::Less)
    }

    fn pick_propagating(self, rhs: APFloat, want: Ordering) -> APFloat {
        if self.is_nan() {
            return self.quiet();
        }
        if rhs.is_nan() {
            return rhs.quiet();
        }
        if self.signed_order(rhs) == Some(want) { self } else { rhs }
    }

    /// The larger value, a number preferred over a NaN, as MLIR 22 folds
    /// `maxnumf`: two NaNs give the left one as is; a signaling left NaN
    /// beside a number gives it quieted; a NaN on the right gives the left.
    pub fn maxnum(self, rhs: APFloat) -> APFloat {
        self.pick_number(rhs, Ordering::Greater)
    }

    /// The smaller value, a number preferred over a NaN (see
    /// [`APFloat::maxnum`] for the NaN cases).
    pub fn minnum(self, rhs: APFloat) -> APFloat {
        self.pick_number(rhs, Ordering::Less)
    }

    fn pick_number(self, rhs: APFloat, want: Ordering) -> APFloat {
        match (self.is_nan(), rhs.is_nan()) {
            (true, true) | (false, true) => self,
            (true, false) if self.is_signaling() => self.quiet(),
            (true, false) => rhs,
            (false, false) => self.pick_propagating(rhs, want),
        }
    }

    /// The value converted to `kind`, rounded to nearest-even, and whether
    /// the conversion was exact (LLVM's `convert` returning `opOK` without
    /// losing information; a signaling NaN, a dropped payload bit or a NaN
    /// into a kind without IEEE NaNs is not).
    pub fn convert(self, kind: FloatKind) -> (APFloat, bool) {
        let out = APFloat::new(kind, convert_bits(self.kind, self.bits, kind));
        (out, self.converts_exactly(out))
    }

    /// Whether converting `self` to `out` is exact as LLVM's `convert`
    /// judges it (status `opOK`, no information lost). Its rules for the
    /// kinds without infinities, NaNs or zero are its own: a zero converts
    /// exactly to `f8E8M0FNU` (becoming 2^-127), an infinity and a quiet NaN
    /// whose dropped payload bits are zero convert exactly to the
    /// finite-only kinds (becoming a state that prints as hex bits), and a
    /// NaN converts exactly to a NaN-only kind only from another one.
    fn converts_exactly(self, out: APFloat) -> bool {
        let (from, to) = (self.kind.fmt(), out.kind.fmt());
        let value = from.decode(self.bits);
        let nan_only = |s: Special| !matches!(s, Special::Ieee | Special::FiniteOnly);
        match value.class {
            Class::Finite { .. } => to.decode(out.bits).same(&value),
            Class::Zero => {
                // Only a negative zero into a kind whose negative zero is
                // its NaN loses something (its sign).
                !(to.special == Special::NanNegZero
                    && from.special != Special::NanNegZero
                    && value.neg)
            }
            Class::Inf => !nan_only(to.special),
            Class::NaN if self.is_signaling() => false,
            Class::NaN => match to.special {
                // The payload's top bits are kept: exact when it comes back.
                Special::Ieee => convert_bits(out.kind, out.bits, self.kind) == self.bits,
                // The payload is shifted down to the target's precision;
                // exact when no set bit falls off.
                Special::FiniteOnly => {
                    from.special != Special::Ieee
                        || self.bits & low_mask(from.prec.saturating_sub(to.prec)) == 0
                }
                _ => nan_only(from.special),
            },
        }
    }

    /// The integer `value` (two's complement when `signed`) rounded to
    /// nearest-even in `kind` (LLVM's `convertFromAPInt`); too large a
    /// magnitude overflows as an arithmetic result does.
    pub fn from_int(kind: FloatKind, value: &APInt, signed: bool) -> APFloat {
        let neg = signed && value.sign_bit();
        let mut words = value.words().to_vec();
        if neg {
            // The magnitude of a negative value, within the value's width.
            negate_words(&mut words);
            words = APInt::from_words(value.width(), &words).words().to_vec();
        }
        let len = words_bit_len(&words);
        // Keep the top 128 bits; the bits below only say "a little more".
        let (sig, exp, sticky) = if len <= 128 {
            (words_u128(&words, 0), 0, false)
        } else {
            let shift = len - 128;
            let sticky = (0..shift).any(|i| words[(i / 64) as usize] >> (i % 64) & 1 == 1);
            (words_u128(&words, shift), shift as i32, sticky)
        };
        APFloat::new(kind, kind.fmt().round(neg, sig, exp, sticky))
    }

    /// The value truncated toward zero as a `width`-bit integer (two's
    /// complement when `signed`); `None` for NaN, infinities and values out
    /// of range (LLVM's `convertToInteger` returning `opInvalidOp`).
    pub fn to_int(self, width: u32, signed: bool) -> Option<APInt> {
        let value = self.kind.fmt().decode(self.bits);
        let (sig, exp) = match value.class {
            Class::Zero => return Some(APInt::zero(width)),
            Class::Inf | Class::NaN => return None,
            Class::Finite { sig, exp } => (sig, exp),
        };
        let (mag, shift) = if exp >= 0 { (sig, exp as u32) } else { (sig >> (-exp).min(127), 0) };
        let mag = if exp < -127 { 0 } else { mag };
        let mag_len = if mag == 0 { 0 } else { bit_len(mag) + shift };
        let nwords = (width as usize).div_ceil(64) + 3;
        let mut words = vec![0u64; nwords];
        if mag_len > 0 {
            if mag_len as usize > nwords * 64 - 64 {
                return None;
            }
            for i in 0..bit_len(mag) {
                if mag >> i & 1 == 1 {
                    let bit = (i + shift) as usize;
                    words[bit / 64] |= 1 << (bit % 64);
                }
            }
        }
        // The magnitude's limit: 2^(w-1) - 1 (or 2^(w-1) when negative) for
        // signed, 2^w - 1 for unsigned (where a negative value must be 0).
        let fits = if !signed {
            mag_len == 0 || (!value.neg && mag_len <= width)
        } else if mag_len < width {
            true
        } else {
            // Only -2^(w-1) reaches `width` bits.
            value.neg && mag_len == width && words_bit_len(&words) == width && {
                let top = width - 1;
                (0..top).all(|i| words[(i / 64) as usize] >> (i % 64) & 1 == 0)
            }
        };
        if !fits {
            return None;
        }
        if value.neg {
            negate_words(&mut words);
        }
        Some(APInt::from_words(width, &words))
    }
}

/// `a + b`, rounded to nearest-even.
impl Add for APFloat {
    type Output = APFloat;
    fn add(self, rhs: APFloat) -> APFloat {
        self.binary(BinOp::Add, rhs)
    }
}

/// `a - b`, rounded to nearest-even.
impl Sub for APFloat {
    type Output = APFloat;
    fn sub(self, rhs: APFloat) -> APFloat {
        self.binary(BinOp::Sub, rhs)
    }
}

/// `a × b`, rounded to nearest-even.
impl Mul for APFloat {
    type Output = APFloat;
    fn mul(self, rhs: APFloat) -> APFloat {
        self.binary(BinOp::Mul, rhs)
    }
}

/// `a / b`, rounded to nearest-even.
impl Div for APFloat {
    type Output = APFloat;
    fn div(self, rhs: APFloat) -> APFloat {
        self.binary(BinOp::Div, rhs)
    }
}

/// The remainder of `a / b` truncated toward zero, with the sign of `a`
/// (C's `fmod`, LLVM's `APFloat::mod`); exact.
impl Rem for APFloat {
    type Output = APFloat;
    fn rem(self, rhs: APFloat) -> APFloat {
        self.binary(BinOp::Rem, rhs)
    }
}

impl Neg for APFloat {
    type Output = APFloat;
    /// The value with its sign flipped (LLVM's `changeSign`): NaNs keep their
    /// payload; kinds without negative zero keep zero and NaN as they are.
    /// `f8E8M0FNU` has no sign bit, but LLVM flips the sign it keeps beside
    /// the value all the same (mlir-opt folds `negf 4.0` to `-4.000000e+00`):
    /// the sign goes to the shadow bit (see the module docs), so a negated
    /// value prints as mlir-opt prints it and negating twice gives it back.
    fn neg(self) -> APFloat {
        let fmt = self.kind.fmt();
        match fmt.special {
            Special::ExpOnly => APFloat::new(self.kind, self.bits ^ fmt.shadow()),
            Special::NanNegZero if matches!(self.class(), Class::Zero | Class::NaN) => self,
            _ => APFloat::new(self.kind, self.bits ^ fmt.sign_bit()),
        }
    }
}

/// The direction [`APFloat::round_to_integral`] rounds in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IntegralRounding {
    /// To the nearest integral value, ties to the even one (`roundeven`).
    NearestTiesToEven,
    /// Up, toward positive infinity (`ceil`).
    TowardPositive,
    /// Down, toward negative infinity (`floor`).
    TowardNegative,
    /// Toward zero (`trunc`).
    TowardZero,
}

/// Two's complement negation of a little-endian word string.
fn negate_words(words: &mut [u64]) {
    let mut carry = true;
    for w in words.iter_mut() {
        let (v, c) = (!*w).overflowing_add(u64::from(carry));
        *w = v;
        carry = c;
    }
}

fn words_bit_len(words: &[u64]) -> u32 {
    words.iter().rposition(|&w| w != 0).map_or(0, |i| i as u32 * 64 + 64 - words[i].leading_zeros())
}

/// The 128 bits of `words` starting at bit `shift`.
fn words_u128(words: &[u64], shift: u32) -> u128 {
    let bit = |i: u32| words.get((i / 64) as usize).is_some_and(|w| w >> (i % 64) & 1 == 1);
    (0..128).filter(|&i| bit(shift + i)).fold(0u128, |acc, i| acc | 1 << i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32v(v: f32) -> APFloat {
        APFloat::new(FloatKind::F32, u128::from(v.to_bits()))
    }

    fn f64v(v: f64) -> APFloat {
        APFloat::new(FloatKind::F64, u128::from(v.to_bits()))
    }

    #[test]
    fn rounds_to_integral_values_as_llvm() {
        use IntegralRounding as R;
        let r = |v: f32, mode| f32::from_bits(f32v(v).round_to_integral(mode).bits() as u32);
        assert_eq!(r(2.5, R::NearestTiesToEven), 2.0);
        assert_eq!(r(-2.5, R::TowardPositive), -2.0);
        assert_eq!(r(-2.5, R::TowardNegative), -3.0);
        assert_eq!(r(-2.5, R::TowardZero), -2.0);
        // The sign of a zero result is the operand's.
        assert_eq!(r(-0.25, R::TowardPositive).to_bits(), 0x8000_0000);
        // A signaling NaN is made quiet.
        let snan = APFloat::new(FloatKind::F32, 0x7F80_0001);
        assert_eq!(snan.round_to_integral(R::TowardZero).bits(), 0x7FC0_0001);
        // f8E3M4 cannot hold LLVM's 2^4: finite values become NaN.
        let e3m4 = APFloat::from_f64(FloatKind::F8E3M4, -1.5);
        assert_eq!(e3m4.round_to_integral(R::TowardPositive).bits(), 0xF8);
        // f8E8M0FNU rounds the tie 0.5 up.
        let half = APFloat::from_f64(FloatKind::F8E8M0FNU, 0.5);
        assert_eq!(half.round_to_integral(R::NearestTiesToEven).to_f64(), 1.0);
    }

    #[test]
    fn sign_operations_and_classes() {
        assert_eq!(f32v(-3.0).abs(), f32v(3.0));
        assert_eq!(f32v(3.0).copy_sign(f32v(-0.0)), f32v(-3.0));
        assert_eq!(f32v(-3.0).copy_sign(f32v(1.0)), f32v(3.0));
        assert!(f32v(1.0).is_normal() && !f32v(1.0e-45).is_normal() && !f32v(0.0).is_normal());
        assert!(f32v(1.0e-45).is_finite() && !f32v(f32::INFINITY).is_finite());
        assert_eq!(APFloat::nan(FloatKind::F16).bits(), 0x7E00);
        assert_eq!(APFloat::nan(FloatKind::F8E4M3FNUZ).bits(), 0x80);
    }

    #[test]
    fn ilogb_is_the_leading_bit_and_max_exponent_the_largest_value() {
        assert_eq!(f32v(1.0).ilogb(), Some(0));
        assert_eq!(f32v(-4.5).ilogb(), Some(2));
        assert_eq!(f32v(0.75).ilogb(), Some(-1));
        // Denormals are normalized: 2^-149 is the smallest.
        assert_eq!(f32v(1.0e-45).ilogb(), Some(-149));
        assert_eq!(f64v(f64::MAX).ilogb(), Some(1023));
        for special in [0.0, -0.0, f32::INFINITY, f32::NAN] {
            assert_eq!(f32v(special).ilogb(), None);
        }
        assert_eq!(FloatKind::F32.max_exponent(), 127);
        assert_eq!(FloatKind::F16.max_exponent(), 15);
        // 448 = 1.75 * 2^8: the top exponent is finite in f8E4M3FN.
        assert_eq!(FloatKind::F8E4M3FN.max_exponent(), 8);
        assert_eq!(FloatKind::F8E8M0FNU.max_exponent(), 127);
        assert_eq!(FloatKind::F4E2M1FN.max_exponent(), 2);
    }

    #[test]
    fn f32_arithmetic_matches_the_hardware() {
        let values = [
            0.0f32,
            -0.0,
            1.0,
            -1.5,
            0.1,
            3.4028235e38,
            -3.4028235e38,
            1.0e-45,
            f32::MIN_POSITIVE,
            f32::INFINITY,
            f32::NEG_INFINITY,
            16777217.0,
            0.3333333,
        ];
        for &a in &values {
            for &b in &values {
                let (x, y) = (f32v(a), f32v(b));
                let check = |ours: APFloat, want: f32| {
                    if want.is_nan() {
                        assert!(ours.is_nan(), "{a} {b}");
                    } else {
                        assert_eq!(ours.bits(), u128::from(want.to_bits()), "{a} {b}");
                    }
                };
                check(x + y, a + b);
                check(x - y, a - b);
                check(x * y, a * b);
                check(x / y, a / b);
                check(x % y, a % b);
            }
        }
    }

    #[test]
    fn nan_results_follow_llvm() {
        let snan = APFloat::new(FloatKind::F32, 0x7F80_0001);
        let qnan = APFloat::new(FloatKind::F32, 0xFFC0_0002);
        let one = f32v(1.0);
        // The left NaN wins and is quieted; a right NaN keeps its sign.
        assert_eq!((snan + qnan).bits(), 0x7FC0_0001);
        assert_eq!((one - qnan).bits(), 0xFFC0_0002);
        // Invalid operations give the positive default NaN.
        assert_eq!((f32v(f32::INFINITY) - f32v(f32::INFINITY)).bits(), 0x7FC0_0000);
        assert_eq!((f32v(0.0) / f32v(0.0)).bits(), 0x7FC0_0000);
        assert_eq!((one % f32v(0.0)).bits(), 0x7FC0_0000);
        assert_eq!((-snan).bits(), 0xFF80_0001);
        assert!(snan.is_signaling() && !qnan.is_signaling());
    }

    #[test]
    fn minimum_and_maximum_families() {
        let (pz, nz) = (f32v(0.0), f32v(-0.0));
        let snan = APFloat::new(FloatKind::F32, 0x7F80_0001);
        let qnan = APFloat::new(FloatKind::F32, 0xFFC0_0002);
        let one = f32v(1.0);
        assert_eq!(pz.minimum(nz), nz);
        assert_eq!(nz.maximum(pz), pz);
        assert_eq!(one.maximum(snan).bits(), 0x7FC0_0001);
        assert_eq!(qnan.minimum(snan), qnan);
        assert_eq!(one.maxnum(snan), one);
        assert_eq!(snan.maxnum(one).bits(), 0x7FC0_0001);
        assert_eq!(qnan.maxnum(one), one);
        assert_eq!(snan.minnum(qnan), snan);
        assert_eq!(nz.minnum(pz), nz);
        assert_eq!(pz.maxnum(nz), pz);
    }

    #[test]
    fn comparison_is_unordered_with_nan() {
        let nan = APFloat::new(FloatKind::F16, 0x7E00);
        let one = APFloat::from_f64(FloatKind::F16, 1.0);
        assert_eq!(nan.compare(one), None);
        assert_eq!(one.compare(one), Some(Ordering::Equal));
        let (pz, nz) = (f64v(0.0), f64v(-0.0));
        assert_eq!(pz.compare(nz), Some(Ordering::Equal));
        assert_eq!(f64v(-1.0).compare(nz), Some(Ordering::Less));
    }

    #[test]
    fn conversions_round_to_nearest_even_and_report_exactness() {
        let (x, exact) = f64v(0.1).convert(FloatKind::F32);
        assert_eq!(x, f32v(0.1));
        assert!(!exact);
        let (y, exact) = f32v(1.5).convert(FloatKind::F64);
        assert_eq!(y, f64v(1.5));
        assert!(exact);
        // 65520 is the tie between f16's largest finite and 2^16: infinity.
        let (h, _) = f64v(65520.0).convert(FloatKind::F16);
        assert_eq!(h.bits(), 0x7C00);
        let (n, exact) = APFloat::new(FloatKind::F32, 0x7F80_0001).convert(FloatKind::F64);
        assert!(n.is_nan() && !exact);
    }

    #[test]
    fn integer_conversions() {
        let i = |w: u32, v: i64| APInt::from_i64(w, v);
        assert_eq!(APFloat::from_int(FloatKind::F32, &i(32, 16777217), true), f32v(16777216.0));
        assert_eq!(APFloat::from_int(FloatKind::F32, &i(32, -1), false), f32v(4294967296.0));
        assert_eq!(APFloat::from_int(FloatKind::F32, &i(32, -1), true), f32v(-1.0));
        assert_eq!(APFloat::from_int(FloatKind::F16, &i(32, 65520), true).bits(), 0x7C00);
        let wide = APInt::from_words(200, &[1, 0, 0, 1]);
        assert_eq!(APFloat::from_int(FloatKind::F64, &wide, false), f64v(2f64.powi(192)));
        assert_eq!(f64v(-2.9).to_int(8, true), Some(i(8, -2)));
        assert_eq!(f64v(-128.0).to_int(8, true), Some(i(8, -128)));
        assert_eq!(f64v(128.0).to_int(8, true), None);
        assert_eq!(f64v(255.9).to_int(8, false), Some(i(8, 255)));
        assert_eq!(f64v(-0.5).to_int(8, false), Some(i(8, 0)));
        assert_eq!(f64v(-1.0).to_int(8, false), None);
        assert_eq!(f64v(f64::NAN).to_int(32, true), None);
        assert_eq!(f64v(1.0e300).to_int(64, true), None);
    }

    #[test]
    fn small_kinds_round_once() {
        // f8E4M3FN: 448 is the largest finite value; beyond it is NaN.
        let k = FloatKind::F8E4M3FN;
        let big = APFloat::from_f64(k, 448.0);
        assert!((big + big).is_nan());
        // bf16: 1 + 2^-8 is a tie and rounds to even (1.0).
        let b = FloatKind::BF16;
        let r = APFloat::from_f64(b, 1.0) + APFloat::from_f64(b, 2f64.powi(-8));
        assert_eq!(r, APFloat::from_f64(b, 1.0));
    }

    #[test]
    fn conversions_are_exact_by_llvm_rules_for_the_odd_kinds() {
        let e8m0 = |bits| APFloat::new(FloatKind::F8E8M0FNU, bits);
        // 2^-127 underflows in f16: inexact, though zero converts back to
        // the same f8E8M0FNU bits.
        assert!(!e8m0(0x00).convert(FloatKind::F16).1);
        assert!(e8m0(0x00).convert(FloatKind::F32).1);
        // A zero has no f8E8M0FNU value, yet becomes 2^-127 exactly.
        for zero in [0.0, -0.0] {
            let (out, exact) = f32v(zero).convert(FloatKind::F8E8M0FNU);
            assert!(exact);
            assert_eq!(out, e8m0(0x00));
        }
        // A quiet NaN reaches a finite-only kind when no payload bit is
        // dropped; a signaling one never does.
        assert!(f32v(f32::NAN).convert(FloatKind::F4E2M1FN).1);
        assert!(!f32v(f32::from_bits(0x7FC0_0001)).convert(FloatKind::F4E2M1FN).1);
        assert!(!f32v(f32::from_bits(0x7FA0_0000)).convert(FloatKind::F4E2M1FN).1);
        // Infinity reaches the finite-only kinds, not the NaN-only ones.
        assert!(f32v(f32::INFINITY).convert(FloatKind::F4E2M1FN).1);
        assert!(!f32v(f32::INFINITY).convert(FloatKind::F8E4M3FN).1);
        assert!(!f32v(-0.0).convert(FloatKind::F8E5M2FNUZ).1);
    }

    /// mlir-opt 22 folds `arith.extf 0xFF : f8E8M0FNU to f32` to
    /// `0x7F800000`, an infinity, though `0xFF` is the kind's NaN: LLVM
    /// widens a NaN without significand bits. The NaN stays a NaN here.
    #[test]
    fn the_e8m0_nan_extends_to_a_nan() {
        let nan = APFloat::new(FloatKind::F8E8M0FNU, 0xFF);
        for kind in [FloatKind::F16, FloatKind::BF16, FloatKind::F32, FloatKind::F64] {
            let (out, exact) = nan.convert(kind);
            assert!(exact && out.is_nan() && !out.is_signaling(), "{kind:?}");
        }
        assert_eq!(nan.convert(FloatKind::F32).0.bits(), 0x7FC0_0000);
    }

    #[test]
    fn representable_kinds_compare_range_and_precision() {
        use FloatKind::*;
        assert!(F16.is_representable_by(F32) && BF16.is_representable_by(F32));
        assert!(!F16.is_representable_by(BF16) && !BF16.is_representable_by(F16));
        // 2^-127 is below f32's smallest normal, and 2^-15 below f16's.
        assert!(!F8E8M0FNU.is_representable_by(F32) && F8E8M0FNU.is_representable_by(F64));
        assert!(!F8E5M2FNUZ.is_representable_by(F16) && F8E5M2.is_representable_by(F16));
        assert_eq!(F8E8M0FNU.min_exponent(), -127);
        assert_eq!(F32.min_exponent(), -126);
    }

    #[test]
    fn negating_e8m0_flips_the_sign_kept_beside_it() {
        let four = APFloat::from_f64(FloatKind::F8E8M0FNU, 4.0);
        assert_eq!((-four).to_f64(), -4.0);
        assert_eq!(-(-four), four);
        // Stored, the sign is the top bit: -4.0 and 4.0 share `0x81`.
        assert_eq!(FloatKind::F8E8M0FNU.storage_bits((-four).bits()), 0x81);
    }
}
