//! Conversions between float kinds, rounding to nearest-even as LLVM's
//! `APFloat::convert` does, and from and to `f64`.

use super::FloatKind;
use super::encoding::{Class, Special, low_mask};

/// Converts `bits` of kind `from` to kind `to`, rounding to nearest-even; NaN
/// payloads keep their top bits and become quiet (LLVM's `convert`).
pub(super) fn convert_bits(from: FloatKind, bits: u128, to: FloatKind) -> u128 {
    let src = from.fmt();
    let mut value = src.decode(bits);
    let (payload, payload_bits) = match src.special {
        Special::Ieee => {
            let n = if src.explicit_int { src.mant_bits - 1 } else { src.mant_bits };
            (bits & low_mask(n), n)
        }
        // The all-ones NaN carries its mantissa as the payload.
        Special::NanAllOnes => (bits & low_mask(src.mant_bits), src.mant_bits),
        // The negative-zero NaN is a positive NaN without payload in LLVM.
        Special::NanNegZero if value.class == Class::NaN => {
            value.neg = false;
            (0, 0)
        }
        _ => (0, 0),
    };
    to.fmt().encode_value(&value, payload, payload_bits)
}

impl FloatKind {
    /// Converts a double to this kind, rounding to nearest-even like LLVM's
    /// `APFloat::convert` (overflow as in [`FloatKind::parse_decimal`]; NaN
    /// payloads keep their top bits and become quiet).
    pub fn bits_from_f64(self, v: f64) -> u128 {
        convert_bits(FloatKind::F64, u128::from(v.to_bits()), self)
    }

    /// The value as a double (rounded to nearest-even; out-of-range values
    /// become infinities or zeros). The `f8E8M0FNU` shadow sign gives a
    /// negative double and a finite-only shadow infinity gives an infinity.
    pub fn to_f64(self, bits: u128) -> f64 {
        f64::from_bits(convert_bits(self, bits, FloatKind::F64) as u64)
    }
}
