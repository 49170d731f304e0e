//! MLIR's builtin float types: their encodings, decimal parsing and the exact
//! text `mlir-opt` prints for a float value.
//!
//! A float value is carried as raw bits (`u128`) in its kind's encoding. All
//! arithmetic goes through one exact model (`sign × significand × 2^exp`,
//! rounded to nearest-even into a format descriptor), so the IEEE formats and
//! the odd ones (FNUZ, finite-only, exponent-only) share one code path.
//!
//! Printing reproduces `printFloatValue` of MLIR 22 (see the reference spec,
//! §5): the 6-digit scientific form if it parses back to the same value, else
//! LLVM's default `toString` if that contains a `.`, else hex bits. Both
//! strings follow LLVM `APFloat::toString`'s digit algorithm, including its
//! pre-truncation and half-up rounding.
//!
//! Shadow states: LLVM's `APFloat` can hold two states that the storage
//! encoding cannot, and `mlir-opt` prints them differently from any encoding.
//! We keep them in the bit just above the encoding (`1 << bit_width`):
//! - `f8E8M0FNU` (unsigned) keeps the sign of a negative literal or a
//!   negated value: `-1.0 : f8E8M0FNU` prints `-1.000000e+00`;
//! - the finite-only `f6E2M3FN`, `f6E3M2FN`, `f4E2M1FN` turn an infinite
//!   double (a literal like `1.0e400`) into an "infinity" that prints as hex
//!   bits `0x0` (or just the sign bit).
//!
//! Such values are not [`FloatKind::is_valid_bits`]; [`FloatKind::storage_bits`]
//! gives the encoding LLVM stores for them (in `dense<…>`) and prints as hex.

mod arith;
mod decimal;

use decimal::{split_decimal, to_llvm_string};

/// One of MLIR's builtin float types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE binary16 (`f16`).
    F16,
    /// bfloat16 (`bf16`): f32's exponent, 8-bit significand.
    BF16,
    /// IEEE binary32 (`f32`).
    F32,
    /// IEEE binary64 (`f64`).
    F64,
    /// x87 80-bit extended precision (`f80`), explicit integer bit.
    F80,
    /// IEEE binary128 (`f128`).
    F128,
    /// NVIDIA TensorFloat-32 (`tf32`): 19 bits, f32's exponent, f16's significand.
    TF32,
    /// `f8E5M2`: IEEE-like with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: IEEE-like with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: no infinities; NaN is `S.1111.111`.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like with infinities and NaNs.
    F8E3M4,
    /// `f8E8M0FNU`: unsigned powers of two `2^(bits - 127)`; `0xFF` is NaN; no zero.
    F8E8M0FNU,
    /// `f6E2M3FN`: finite only (no infinities, no NaN).
    F6E2M3FN,
    /// `f6E3M2FN`: finite only (no infinities, no NaN).
    F6E3M2FN,
    /// `f4E2M1FN`: finite only (no infinities, no NaN).
    F4E2M1FN,
}

/// How a float value is printed by `mlir-opt`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatText {
    /// A decimal literal, printed as is (`1.500000e+00`, `0.333333343`).
    Decimal(String),
    /// The caller prints `0x` followed by the uppercase hex digits of
    /// [`FloatKind::storage_bits`] of the value, without zero padding (`0x7C00`).
    Hex,
}

/// How a format represents (or lacks) infinities and NaNs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Special {
    /// IEEE: all-ones exponent is infinity (zero mantissa) or NaN.
    Ieee,
    /// No infinity; NaN is all exponent and mantissa bits set (either sign).
    NanAllOnes,
    /// No infinity, no negative zero; the negative-zero pattern is the only NaN.
    NanNegZero,
    /// Neither infinities nor NaNs.
    FiniteOnly,
    /// `f8E8M0FNU`: no sign, no zero, no mantissa; all ones is NaN.
    ExpOnly,
}

/// Encoding parameters of a float kind.
#[derive(Copy, Clone, Debug)]
struct Fmt {
    /// Storage bits.
    width: u32,
    /// Exponent field bits.
    exp_bits: u32,
    /// Stored mantissa bits (f80 stores its integer bit explicitly).
    mant_bits: u32,
    /// Significand bits including the integer bit.
    prec: u32,
    /// Exponent bias.
    bias: i32,
    /// Exponent of the smallest normal value.
    emin: i32,
    /// Exponent of the largest finite value.
    emax: i32,
    /// Significand of the largest finite value (`prec` bits).
    max_sig: u128,
    special: Special,
    /// f80: the integer bit is part of the stored mantissa.
    explicit_int: bool,
}

impl Fmt {
    const fn new(width: u32, exp_bits: u32, mant_bits: u32, bias: i32, special: Special) -> Fmt {
        let explicit_int = width == 80;
        let prec = if explicit_int { mant_bits } else { mant_bits + 1 };
        let all_ones = (1i32 << exp_bits) - 1;
        let full_sig = (1u128 << prec) - 1;
        let (emin, emax, max_sig) = match special {
            Special::Ieee => (1 - bias, all_ones - 1 - bias, full_sig),
            // The top exponent is finite, except for the all-ones mantissa.
            Special::NanAllOnes => (1 - bias, all_ones - bias, full_sig - 1),
            Special::NanNegZero | Special::FiniteOnly => (1 - bias, all_ones - bias, full_sig),
            // Field 0 is the normal value 2^-127; 0xFF is NaN.
            Special::ExpOnly => (-bias, all_ones - 1 - bias, 1),
        };
        Fmt { width, exp_bits, mant_bits, prec, bias, emin, emax, max_sig, special, explicit_int }
    }

    fn sign_bit(&self) -> u128 {
        if self.special == Special::ExpOnly { 0 } else { 1 << (self.width - 1) }
    }

    fn mask(&self) -> u128 {
        low_mask(self.width)
    }

    /// The bit that marks a shadow state (see the module docs).
    fn shadow(&self) -> u128 {
        // f128 has no shadow state (nor room for one).
        1u128.checked_shl(self.width).unwrap_or(0)
    }

    fn exp_field_max(&self) -> u128 {
        (1 << self.exp_bits) - 1
    }

    fn inf(&self, neg: bool) -> u128 {
        let sign = if neg { self.sign_bit() } else { 0 };
        let int_bit = if self.explicit_int { 1 << (self.mant_bits - 1) } else { 0 };
        sign | self.exp_field_max() << self.mant_bits | int_bit
    }

    /// The NaN that overflow and conversions produce.
    fn nan(&self, neg: bool) -> u128 {
        let sign = if neg { self.sign_bit() } else { 0 };
        match self.special {
            Special::Ieee => {
                // Quiet NaN: top mantissa bit (and f80's integer bit) set.
                let quiet = if self.explicit_int {
                    3 << (self.mant_bits - 2)
                } else {
                    1 << (self.mant_bits - 1)
                };
                sign | self.exp_field_max() << self.mant_bits | quiet
            }
            Special::NanAllOnes => sign | self.mask() >> 1,
            Special::NanNegZero => self.sign_bit(),
            Special::ExpOnly => self.mask(),
            // No NaN: LLVM keeps an "infinity" it cannot encode.
            Special::FiniteOnly => self.shadow() | sign,
        }
    }

    fn zero(&self, neg: bool) -> u128 {
        match self.special {
            Special::NanNegZero => 0,
            // No zero: LLVM substitutes the smallest value, 2^-127 (bits 0).
            Special::ExpOnly => 0,
            _ if neg => self.sign_bit(),
            _ => 0,
        }
    }

    /// The largest finite value with the given sign.
    fn max_finite(&self, neg: bool) -> u128 {
        self.encode_finite(neg, self.max_sig, self.emax - (self.prec as i32 - 1))
    }

    /// Encodes `sig × 2^qexp`, already rounded and in range.
    fn encode_finite(&self, neg: bool, sig: u128, qexp: i32) -> u128 {
        let len = bit_len(sig) as i32;
        let top = qexp + len - 1;
        let sign = if neg { self.sign_bit() } else { 0 };
        if self.special == Special::ExpOnly {
            let field = (top + self.bias) as u128;
            return field | if neg { self.shadow() } else { 0 };
        }
        if top < self.emin {
            // Denormal: exponent field 0, the mantissa is the significand.
            return sign | sig;
        }
        let field = (top + self.bias) as u128;
        let mant = if self.explicit_int { sig } else { sig & low_mask(self.prec - 1) };
        sign | field << self.mant_bits | mant
    }

    /// Decodes bits (including shadow states) into a value.
    fn decode(&self, bits: u128) -> Value {
        let shadow = bits & self.shadow() != 0;
        let bits = bits & self.mask();
        let neg = bits & self.sign_bit() != 0;
        let field = (bits >> self.mant_bits) & self.exp_field_max();
        let mant = bits & low_mask(self.mant_bits);
        let finite = |field: u128, mant: u128| -> Class {
            if field == 0 {
                if mant == 0 {
                    return Class::Zero;
                }
                // Denormal (or f80 pseudo-denormal, same value formula).
                return Class::Finite { sig: mant, exp: self.emin - (self.prec as i32 - 1) };
            }
            let sig = if self.explicit_int { mant } else { mant | 1 << (self.prec - 1) };
            Class::Finite { sig, exp: field as i32 - self.bias - (self.prec as i32 - 1) }
        };
        let class = match self.special {
            Special::Ieee if field == self.exp_field_max() => {
                let inf_mant = if self.explicit_int { 1 << (self.mant_bits - 1) } else { 0 };
                if mant == inf_mant { Class::Inf } else { Class::NaN }
            }
            // f80 "unnormal": a nonzero exponent without the integer bit.
            Special::Ieee
                if self.explicit_int && field != 0 && mant >> (self.mant_bits - 1) == 0 =>
            {
                Class::NaN
            }
            Special::NanAllOnes if bits & !self.sign_bit() == self.mask() >> 1 => Class::NaN,
            Special::NanNegZero if bits == self.sign_bit() => Class::NaN,
            Special::FiniteOnly if shadow => Class::Inf,
            Special::ExpOnly => {
                let class = if field == self.exp_field_max() {
                    Class::NaN
                } else {
                    Class::Finite { sig: 1, exp: field as i32 - self.bias }
                };
                return Value { neg: shadow, class };
            }
            _ => finite(field, mant),
        };
        Value { neg, class }
    }

    /// Rounds `(sig + sticky·ε) × 2^exp` (nearest, ties to even) into this
    /// format. `sticky` says the exact value is a little above `sig × 2^exp`
    /// (less than `2^exp` above); callers pass at least `prec + 2` bits then.
    fn round(&self, neg: bool, sig: u128, exp: i32, sticky: bool) -> u128 {
        if sig == 0 {
            return self.zero(neg);
        }
        let len = bit_len(sig) as i32;
        let top = exp + len - 1;
        if top > self.emax + 1 {
            return self.overflow(neg);
        }
        let prec = self.prec as i32;
        // The exponent of the last kept bit: normal values keep `prec` bits,
        // smaller ones are quantized to the denormal step.
        let qexp = (top - (prec - 1)).max(self.emin - (prec - 1));
        let shift = i64::from(qexp) - i64::from(exp);
        let (mut kept, round_up) = if shift <= 0 {
            (sig << (-shift) as u32, false)
        } else if shift > 128 {
            (0, false)
        } else {
            let shift = shift as u32;
            let kept = if shift == 128 { 0 } else { sig >> shift };
            let rest = sig & low_mask(shift);
            let half = 1u128 << (shift - 1);
            let up = rest > half || (rest == half && (sticky || kept & 1 == 1));
            (kept, up)
        };
        let mut qexp = qexp;
        if round_up {
            kept += 1;
            if kept >> prec != 0 {
                kept >>= 1;
                qexp += 1;
            }
        }
        if kept == 0 {
            return self.zero(neg);
        }
        let top = qexp + bit_len(kept) as i32 - 1;
        if top > self.emax || (top == self.emax && kept > self.max_sig) {
            return self.overflow(neg);
        }
        self.encode_finite(neg, kept, qexp)
    }

    fn overflow(&self, neg: bool) -> u128 {
        match self.special {
            Special::Ieee => self.inf(neg),
            Special::FiniteOnly => self.max_finite(neg),
            _ => self.nan(neg),
        }
    }

    /// Encodes a decoded value (used to convert between kinds).
    fn encode_value(&self, v: &Value, nan_payload: u128, nan_payload_bits: u32) -> u128 {
        match v.class {
            Class::Zero => self.zero(v.neg),
            Class::Inf => match self.special {
                Special::Ieee => self.inf(v.neg),
                _ => self.nan(v.neg),
            },
            Class::NaN => {
                if self.special != Special::Ieee {
                    return self.nan(v.neg);
                }
                // Keep the payload's top bits, then make it quiet (LLVM's
                // `convert` quiets signaling NaNs).
                let dst = if self.explicit_int { self.mant_bits - 1 } else { self.mant_bits };
                let payload = if dst >= nan_payload_bits {
                    nan_payload << (dst - nan_payload_bits)
                } else {
                    nan_payload >> (nan_payload_bits - dst)
                };
                self.nan(v.neg) | payload
            }
            Class::Finite { sig, exp } => self.round(v.neg, sig, exp, false),
        }
    }
}

/// Category of a decoded value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Class {
    Zero,
    Inf,
    NaN,
    /// `sig × 2^exp`, `sig != 0`.
    Finite {
        sig: u128,
        exp: i32,
    },
}

/// A decoded value: sign plus category.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Value {
    neg: bool,
    class: Class,
}

impl Value {
    /// Whether two values are the same for LLVM's `bitwiseIsEqual` (sign,
    /// category and value; f80 pseudo-denormals equal their normal twin).
    fn same(&self, other: &Value) -> bool {
        let canon = |c: Class| match c {
            Class::Finite { sig, exp } => {
                let tz = sig.trailing_zeros();
                Class::Finite { sig: sig >> tz, exp: exp + tz as i32 }
            }
            c => c,
        };
        self.neg == other.neg && canon(self.class) == canon(other.class)
    }
}

/// Converts `bits` of kind `from` to kind `to`, rounding to nearest-even; NaN
/// payloads keep their top bits and become quiet (LLVM's `convert`).
fn convert_bits(from: FloatKind, bits: u128, to: FloatKind) -> u128 {
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

const fn low_mask(bits: u32) -> u128 {
    if bits >= 128 { u128::MAX } else { (1 << bits) - 1 }
}

fn bit_len(v: u128) -> u32 {
    128 - v.leading_zeros()
}

impl FloatKind {
    /// Every float kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The type's keyword in MLIR's syntax (`f16`, `bf16`, `f8E4M3FN`, …).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The kind whose keyword is exactly `s` (case-sensitive, as in MLIR).
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// Storage bits (`f80` → 80, `tf32` → 19).
    pub fn bit_width(self) -> u32 {
        self.fmt().width
    }

    /// Significand bits including the integer bit (`f32` → 24, `f80` → 64,
    /// `f8E8M0FNU` → 1).
    pub fn precision(self) -> u32 {
        self.fmt().prec
    }

    /// The exponent of the largest finite value (`f32` → 127,
    /// `f8E4M3FN` → 8): `ilogb` of LLVM's `getLargest`.
    pub fn max_exponent(self) -> i32 {
        self.fmt().emax
    }

    /// The exponent of the smallest normal value (`f32` → -126,
    /// `f8E8M0FNU` → -127): LLVM's `minExponent`.
    pub fn min_exponent(self) -> i32 {
        self.fmt().emin
    }

    /// Whether every finite value of this kind is a value of `other`: no
    /// larger exponent range and no more precision (LLVM's
    /// `APFloatBase::isRepresentableBy`, which looks at these three numbers
    /// only, not at zeros, infinities or NaNs).
    pub fn is_representable_by(self, other: FloatKind) -> bool {
        self.max_exponent() <= other.max_exponent()
            && self.min_exponent() >= other.min_exponent()
            && self.precision() <= other.precision()
    }

    fn fmt(self) -> Fmt {
        use Special::*;
        match self {
            FloatKind::F16 => Fmt::new(16, 5, 10, 15, Ieee),
            FloatKind::BF16 => Fmt::new(16, 8, 7, 127, Ieee),
            FloatKind::F32 => Fmt::new(32, 8, 23, 127, Ieee),
            FloatKind::F64 => Fmt::new(64, 11, 52, 1023, Ieee),
            FloatKind::F80 => Fmt::new(80, 15, 64, 16383, Ieee),
            FloatKind::F128 => Fmt::new(128, 15, 112, 16383, Ieee),
            FloatKind::TF32 => Fmt::new(19, 8, 10, 127, Ieee),
            FloatKind::F8E5M2 => Fmt::new(8, 5, 2, 15, Ieee),
            FloatKind::F8E4M3 => Fmt::new(8, 4, 3, 7, Ieee),
            FloatKind::F8E4M3FN => Fmt::new(8, 4, 3, 7, NanAllOnes),
            FloatKind::F8E5M2FNUZ => Fmt::new(8, 5, 2, 16, NanNegZero),
            FloatKind::F8E4M3FNUZ => Fmt::new(8, 4, 3, 8, NanNegZero),
            FloatKind::F8E4M3B11FNUZ => Fmt::new(8, 4, 3, 11, NanNegZero),
            FloatKind::F8E3M4 => Fmt::new(8, 3, 4, 3, Ieee),
            FloatKind::F8E8M0FNU => Fmt::new(8, 8, 0, 127, ExpOnly),
            FloatKind::F6E2M3FN => Fmt::new(6, 2, 3, 1, FiniteOnly),
            FloatKind::F6E3M2FN => Fmt::new(6, 3, 2, 3, FiniteOnly),
            FloatKind::F4E2M1FN => Fmt::new(4, 2, 1, 1, FiniteOnly),
        }
    }

    /// Parses a decimal float literal the way `mlir-opt` 22 does: the text is
    /// rounded to the nearest `f64` first, and that double is then rounded
    /// (nearest-even) to this kind, so `0.1 : f128` is the double 0.1.
    ///
    /// Accepts `[-+]?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?` (MLIR's float token,
    /// optionally signed; a missing `.` is tolerated). Returns raw bits, which
    /// may carry a shadow state (see the module docs); `None` if `text` is not
    /// such a number (`inf`, `nan`, `.5`, `1e5x`).
    ///
    /// Overflow yields what `mlir-opt` yields: infinity, NaN (types without
    /// infinity), or the largest value (finite-only types) — except that a
    /// literal beyond the double range becomes the double infinity first.
    pub fn parse_decimal(self, text: &str) -> Option<u128> {
        let bytes = text.as_bytes();
        let mut i = usize::from(matches!(bytes.first(), Some(b'-' | b'+')));
        let digits = |i: &mut usize| {
            let start = *i;
            while bytes.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
            *i - start
        };
        if digits(&mut i) == 0 {
            return None;
        }
        if bytes.get(i) == Some(&b'.') {
            i += 1;
            digits(&mut i);
        }
        if matches!(bytes.get(i), Some(b'e' | b'E')) {
            i += 1;
            if matches!(bytes.get(i), Some(b'-' | b'+')) {
                i += 1;
            }
            if digits(&mut i) == 0 {
                return None;
            }
        }
        if i != bytes.len() {
            return None;
        }
        // Rust's parser is correctly rounded for any length; it is exactly
        // LLVM's `StringRef::getAsDouble` here.
        let value: f64 = text.parse().ok()?;
        Some(self.bits_from_f64(value))
    }

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

    /// Whether `bits` fits in [`FloatKind::bit_width`] bits (the check for a
    /// hex float literal). False for shadow states.
    pub fn is_valid_bits(self, bits: u128) -> bool {
        bits & !self.fmt().mask() == 0
    }

    /// The encoding LLVM's `bitcastToAPInt` returns for the value `bits`
    /// denotes: what `dense<…>` stores and what [`FloatText::Hex`] prints.
    ///
    /// Equal to `bits` for every valid encoding, except `f80` NaN-like
    /// patterns (LLVM re-encodes unnormals and pseudo-NaNs with an all-ones
    /// exponent, and pseudo-denormals as normals). Shadow states map to:
    /// `f8E8M0FNU` negative → bits with `0x80` or-ed in; finite-only infinity
    /// → just its sign bit.
    pub fn storage_bits(self, bits: u128) -> u128 {
        let fmt = self.fmt();
        let shadow = bits & fmt.shadow() != 0;
        let bits = bits & fmt.mask();
        match fmt.special {
            Special::ExpOnly if shadow => bits | 0x80,
            Special::FiniteOnly if shadow => bits & fmt.sign_bit(),
            _ if fmt.explicit_int => {
                let field = (bits >> fmt.mant_bits) & fmt.exp_field_max();
                let mant = bits & low_mask(fmt.mant_bits);
                let sign = bits & fmt.sign_bit();
                match fmt.decode(bits).class {
                    Class::NaN => sign | fmt.exp_field_max() << fmt.mant_bits | mant,
                    // Pseudo-denormal: integer bit set at exponent field 0.
                    Class::Finite { .. } if field == 0 && mant >> (fmt.mant_bits - 1) == 1 => {
                        sign | 1 << fmt.mant_bits | mant
                    }
                    _ => bits,
                }
            }
            _ => bits,
        }
    }

    /// How `mlir-opt` 22 prints the float attribute with these bits (the
    /// same text appears in `dense<…>` and `array<…>`).
    pub fn format(self, bits: u128) -> FloatText {
        let fmt = self.fmt();
        let value = fmt.decode(bits);
        let finite = match value.class {
            Class::Zero => None,
            Class::Finite { sig, exp } => Some((sig, exp)),
            Class::Inf | Class::NaN => return FloatText::Hex,
        };
        let short = to_llvm_string(value.neg, finite, fmt.prec, 6, 0, false);
        if let Some((neg, digits, e10)) = split_decimal(&short) {
            let back = fmt.decode(fmt.round_decimal(neg, &digits, e10));
            if back.same(&value) {
                return FloatText::Decimal(short);
            }
        }
        let long = to_llvm_string(value.neg, finite, fmt.prec, 0, 3, true);
        if long.contains('.') { FloatText::Decimal(long) } else { FloatText::Hex }
    }
}

/// An owned float value of one kind (LLVM's `APFloat` with its
/// semantics): the parameter type of dialect attributes and types that hold
/// a float (ODS's `APFloatParameter`). Two values are equal when their kinds
/// and bits are, as `bitwiseIsEqual` compares them.
///
/// Arithmetic is exact IEEE arithmetic in the value's kind, rounded to
/// nearest, ties to even (LLVM's default `rmNearestTiesToEven`, the mode
/// MLIR's folders use): `+`, `-`, `*`, `/`, `%` (C's `fmod`), unary `-`
/// (LLVM's `changeSign`), [`compare`](APFloat::compare) (`None` when a NaN
/// is involved), the `minimum`/`maximum` and `minnum`/`maxnum` families,
/// conversions between kinds ([`convert`](APFloat::convert), which says
/// whether it was exact) and to and from integers. Both operands of a
/// binary operation are of one kind: convert one first when they are not.
///
/// ```
/// use std::cmp::Ordering;
/// use mlir_core::support::float::{APFloat, FloatKind};
///
/// let f32 = |v: f64| APFloat::from_f64(FloatKind::F32, v);
/// assert_eq!((f32(1.5) + f32(2.25)).to_f64(), 3.75);
/// assert_eq!((f32(1.0) / f32(3.0)).to_f64(), f64::from(1.0f32 / 3.0));
/// assert_eq!((f32(7.5) % f32(2.0)).to_f64(), 1.5);
/// assert_eq!((-f32(0.0)).bits(), 0x8000_0000);
/// assert_eq!(f32(1.0).compare(f32(2.0)), Some(Ordering::Less));
/// assert_eq!(f32(f64::NAN).compare(f32(2.0)), None);
/// // Rounded in the value's own kind: 2049 is not a `f16`.
/// let f16 = |v: f64| APFloat::from_f64(FloatKind::F16, v);
/// assert_eq!((f16(2048.0) + f16(1.0)).to_f64(), 2048.0);
/// // Overflow gives infinity; kinds without one give NaN or saturate.
/// assert!((f16(65504.0) * f16(2.0)).is_infinite());
/// let (wide, exact) = f16(0.1).convert(FloatKind::F64);
/// assert!(exact);
/// assert_eq!(wide.to_f64(), f16(0.1).to_f64());
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct APFloat {
    kind: FloatKind,
    bits: u128,
}

impl APFloat {
    /// The value with raw bits `bits` in `kind`'s encoding.
    pub fn new(kind: FloatKind, bits: u128) -> APFloat {
        APFloat { kind, bits }
    }

    /// A double rounded to `kind` (as [`FloatKind::bits_from_f64`]).
    pub fn from_f64(kind: FloatKind, value: f64) -> APFloat {
        APFloat::new(kind, kind.bits_from_f64(value))
    }

    /// Its kind.
    pub fn kind(self) -> FloatKind {
        self.kind
    }

    /// Its raw bits.
    pub fn bits(self) -> u128 {
        self.bits
    }

    /// The value as a double.
    pub fn to_f64(self) -> f64 {
        self.kind.to_f64(self.bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rustc_apfloat::ieee::{
        BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Quad, Single, X87DoubleExtended,
    };
    use rustc_apfloat::{Float, FloatConvert, Round};

    /// What `mlir-opt` prints for the attribute value.
    fn show(kind: FloatKind, bits: u128) -> String {
        match kind.format(bits) {
            FloatText::Decimal(s) => s,
            FloatText::Hex => format!("0x{:X}", kind.storage_bits(bits)),
        }
    }

    /// `mlir-opt-22` output for `"a.b"() {v = <hex> : <type>}`.
    #[rustfmt::skip]
    const HEX_CASES: &[(FloatKind, u128, &str)] = &[
        (FloatKind::F16, 0x0, "0.000000e+00"),
        (FloatKind::F16, 0x1, "5.960460e-08"),
        (FloatKind::F16, 0x3FF, "6.097560e-05"),
        (FloatKind::F16, 0x400, "6.103520e-05"),
        (FloatKind::F16, 0x7BFF, "6.550400e+04"),
        (FloatKind::F16, 0x7C00, "0x7C00"),
        (FloatKind::F16, 0x7C01, "0x7C01"),
        (FloatKind::F16, 0x7FFF, "0x7FFF"),
        (FloatKind::F16, 0x8000, "-0.000000e+00"),
        (FloatKind::F16, 0x8001, "-5.960460e-08"),
        (FloatKind::F16, 0xFBFF, "-6.550400e+04"),
        (FloatKind::F16, 0xFC00, "0xFC00"),
        (FloatKind::F16, 0xFFFF, "0xFFFF"),
        (FloatKind::BF16, 0x0, "0.000000e+00"),
        (FloatKind::BF16, 0x1, "9.183550e-41"),
        (FloatKind::BF16, 0x7F, "1.166310e-38"),
        (FloatKind::BF16, 0x80, "1.175490e-38"),
        (FloatKind::BF16, 0x7F7F, "3.389530e+38"),
        (FloatKind::BF16, 0x7F80, "0x7F80"),
        (FloatKind::BF16, 0x7F81, "0x7F81"),
        (FloatKind::BF16, 0x7FFF, "0x7FFF"),
        (FloatKind::BF16, 0x8000, "-0.000000e+00"),
        (FloatKind::BF16, 0x8001, "-9.183550e-41"),
        (FloatKind::BF16, 0xFF7F, "-3.389530e+38"),
        (FloatKind::BF16, 0xFF80, "0xFF80"),
        (FloatKind::BF16, 0xFFFF, "0xFFFF"),
        (FloatKind::F32, 0x0, "0.000000e+00"),
        (FloatKind::F32, 0x1, "1.401300e-45"),
        (FloatKind::F32, 0x7FFFFF, "1.17549421E-38"),
        (FloatKind::F32, 0x800000, "1.17549435E-38"),
        (FloatKind::F32, 0x7F7FFFFF, "3.40282347E+38"),
        (FloatKind::F32, 0x7F800000, "0x7F800000"),
        (FloatKind::F32, 0x7F800001, "0x7F800001"),
        (FloatKind::F32, 0x7FFFFFFF, "0x7FFFFFFF"),
        (FloatKind::F32, 0x80000000, "-0.000000e+00"),
        (FloatKind::F32, 0x80000001, "-1.401300e-45"),
        (FloatKind::F32, 0xFF7FFFFF, "-3.40282347E+38"),
        (FloatKind::F32, 0xFF800000, "0xFF800000"),
        (FloatKind::F32, 0xFFFFFFFF, "0xFFFFFFFF"),
        (FloatKind::F64, 0x0, "0.000000e+00"),
        (FloatKind::F64, 0x1, "4.940660e-324"),
        (FloatKind::F64, 0xFFFFFFFFFFFFF, "2.2250738585072009E-308"),
        (FloatKind::F64, 0x10000000000000, "2.2250738585072014E-308"),
        (FloatKind::F64, 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
        (FloatKind::F64, 0x7FF0000000000000, "0x7FF0000000000000"),
        (FloatKind::F64, 0x7FF0000000000001, "0x7FF0000000000001"),
        (FloatKind::F64, 0x7FFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFF"),
        (FloatKind::F64, 0x8000000000000000, "-0.000000e+00"),
        (FloatKind::F64, 0x8000000000000001, "-4.940660e-324"),
        (FloatKind::F64, 0xFFEFFFFFFFFFFFFF, "-1.7976931348623157E+308"),
        (FloatKind::F64, 0xFFF0000000000000, "0xFFF0000000000000"),
        (FloatKind::F64, 0xFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFF"),
        (FloatKind::F80, 0x0, "0.000000e+00"),
        (FloatKind::F80, 0x1, "3.645200e-4951"),
        (FloatKind::F80, 0x7FFFFFFFFFFFFFFF, "3.3621031431120935059E-4932"),
        (FloatKind::F80, 0x8000000000000000, "3.36210314311209350626E-4932"),
        (FloatKind::F80, 0x18000000000000000, "3.36210314311209350626E-4932"),
        (FloatKind::F80, 0x3FFF8000000000000000, "1.000000e+00"),
        (FloatKind::F80, 0x40000000000000000000, "0x7FFF0000000000000000"),
        (FloatKind::F80, 0x7FFEFFFFFFFFFFFFFFFF, "1.18973149535723176502E+4932"),
        (FloatKind::F80, 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
        (FloatKind::F80, 0x7FFFC000000000000000, "0x7FFFC000000000000000"),
        (FloatKind::F80, 0x80000000000000000000, "-0.000000e+00"),
        (FloatKind::F80, 0xFFFF8000000000000000, "0xFFFF8000000000000000"),
        (FloatKind::F128, 0x0, "0.000000e+00"),
        (FloatKind::F128, 0x1, "6.475180e-4966"),
        (FloatKind::F128, 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "3.36210314311209350626267781732175196E-4932"),
        (FloatKind::F128, 0x10000000000000000000000000000, "3.3621031431120935062626778173217526E-4932"),
        (FloatKind::F128, 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "1.18973149535723176508575932662800702E+4932"),
        (FloatKind::F128, 0x7FFF0000000000000000000000000000, "0x7FFF0000000000000000000000000000"),
        (FloatKind::F128, 0x7FFF0000000000000000000000000001, "0x7FFF0000000000000000000000000001"),
        (FloatKind::F128, 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
        (FloatKind::F128, 0x80000000000000000000000000000000, "-0.000000e+00"),
        (FloatKind::F128, 0x80000000000000000000000000000001, "-6.475180e-4966"),
        (FloatKind::F128, 0xFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "-1.18973149535723176508575932662800702E+4932"),
        (FloatKind::F128, 0xFFFF0000000000000000000000000000, "0xFFFF0000000000000000000000000000"),
        (FloatKind::F128, 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
        (FloatKind::TF32, 0x0, "0.000000e+00"),
        (FloatKind::TF32, 0x1, "1.147940e-41"),
        (FloatKind::TF32, 0x3FF, "1.174350e-38"),
        (FloatKind::TF32, 0x400, "1.175490e-38"),
        (FloatKind::TF32, 0x3FBFF, "3.401160e+38"),
        (FloatKind::TF32, 0x3FC00, "0x3FC00"),
        (FloatKind::TF32, 0x3FC01, "0x3FC01"),
        (FloatKind::TF32, 0x3FFFF, "0x3FFFF"),
        (FloatKind::TF32, 0x40000, "-0.000000e+00"),
        (FloatKind::TF32, 0x40001, "-1.147940e-41"),
        (FloatKind::TF32, 0x7FBFF, "-3.401160e+38"),
        (FloatKind::TF32, 0x7FC00, "0x7FC00"),
        (FloatKind::TF32, 0x7FFFF, "0x7FFFF"),
        (FloatKind::F8E5M2, 0x0, "0.000000e+00"),
        (FloatKind::F8E5M2, 0x1, "1.525880e-05"),
        (FloatKind::F8E5M2, 0x3, "4.577640e-05"),
        (FloatKind::F8E5M2, 0x4, "6.103520e-05"),
        (FloatKind::F8E5M2, 0x7B, "5.734400e+04"),
        (FloatKind::F8E5M2, 0x7C, "0x7C"),
        (FloatKind::F8E5M2, 0x7D, "0x7D"),
        (FloatKind::F8E5M2, 0x7F, "0x7F"),
        (FloatKind::F8E5M2, 0x80, "-0.000000e+00"),
        (FloatKind::F8E5M2, 0x81, "-1.525880e-05"),
        (FloatKind::F8E5M2, 0xFB, "-5.734400e+04"),
        (FloatKind::F8E5M2, 0xFC, "0xFC"),
        (FloatKind::F8E5M2, 0xFF, "0xFF"),
        (FloatKind::F8E4M3, 0x0, "0.000000e+00"),
        (FloatKind::F8E4M3, 0x1, "1.953130e-03"),
        (FloatKind::F8E4M3, 0x7, "1.367190e-02"),
        (FloatKind::F8E4M3, 0x8, "1.562500e-02"),
        (FloatKind::F8E4M3, 0x77, "2.400000e+02"),
        (FloatKind::F8E4M3, 0x78, "0x78"),
        (FloatKind::F8E4M3, 0x79, "0x79"),
        (FloatKind::F8E4M3, 0x7F, "0x7F"),
        (FloatKind::F8E4M3, 0x80, "-0.000000e+00"),
        (FloatKind::F8E4M3, 0x81, "-1.953130e-03"),
        (FloatKind::F8E4M3, 0xF7, "-2.400000e+02"),
        (FloatKind::F8E4M3, 0xF8, "0xF8"),
        (FloatKind::F8E4M3, 0xFF, "0xFF"),
        (FloatKind::F8E4M3FN, 0x0, "0.000000e+00"),
        (FloatKind::F8E4M3FN, 0x1, "1.953130e-03"),
        (FloatKind::F8E4M3FN, 0x7, "1.367190e-02"),
        (FloatKind::F8E4M3FN, 0x8, "1.562500e-02"),
        (FloatKind::F8E4M3FN, 0x77, "2.400000e+02"),
        (FloatKind::F8E4M3FN, 0x78, "2.560000e+02"),
        (FloatKind::F8E4M3FN, 0x79, "2.880000e+02"),
        (FloatKind::F8E4M3FN, 0x7F, "0x7F"),
        (FloatKind::F8E4M3FN, 0x80, "-0.000000e+00"),
        (FloatKind::F8E4M3FN, 0x81, "-1.953130e-03"),
        (FloatKind::F8E4M3FN, 0xF7, "-2.400000e+02"),
        (FloatKind::F8E4M3FN, 0xF8, "-2.560000e+02"),
        (FloatKind::F8E4M3FN, 0xFF, "0xFF"),
        (FloatKind::F8E5M2FNUZ, 0x0, "0.000000e+00"),
        (FloatKind::F8E5M2FNUZ, 0x1, "7.629390e-06"),
        (FloatKind::F8E5M2FNUZ, 0x3, "2.288820e-05"),
        (FloatKind::F8E5M2FNUZ, 0x4, "3.051760e-05"),
        (FloatKind::F8E5M2FNUZ, 0x7B, "2.867200e+04"),
        (FloatKind::F8E5M2FNUZ, 0x7C, "3.276800e+04"),
        (FloatKind::F8E5M2FNUZ, 0x7D, "4.096000e+04"),
        (FloatKind::F8E5M2FNUZ, 0x7F, "5.734400e+04"),
        (FloatKind::F8E5M2FNUZ, 0x80, "0x80"),
        (FloatKind::F8E5M2FNUZ, 0x81, "-7.629390e-06"),
        (FloatKind::F8E5M2FNUZ, 0xFB, "-2.867200e+04"),
        (FloatKind::F8E5M2FNUZ, 0xFC, "-3.276800e+04"),
        (FloatKind::F8E5M2FNUZ, 0xFF, "-5.734400e+04"),
        (FloatKind::F8E4M3FNUZ, 0x0, "0.000000e+00"),
        (FloatKind::F8E4M3FNUZ, 0x1, "9.765620e-04"),
        (FloatKind::F8E4M3FNUZ, 0x7, "6.835930e-03"),
        (FloatKind::F8E4M3FNUZ, 0x8, "7.812500e-03"),
        (FloatKind::F8E4M3FNUZ, 0x77, "1.200000e+02"),
        (FloatKind::F8E4M3FNUZ, 0x78, "1.280000e+02"),
        (FloatKind::F8E4M3FNUZ, 0x79, "1.440000e+02"),
        (FloatKind::F8E4M3FNUZ, 0x7F, "2.400000e+02"),
        (FloatKind::F8E4M3FNUZ, 0x80, "0x80"),
        (FloatKind::F8E4M3FNUZ, 0x81, "-9.765620e-04"),
        (FloatKind::F8E4M3FNUZ, 0xF7, "-1.200000e+02"),
        (FloatKind::F8E4M3FNUZ, 0xF8, "-1.280000e+02"),
        (FloatKind::F8E4M3FNUZ, 0xFF, "-2.400000e+02"),
        (FloatKind::F8E4M3B11FNUZ, 0x0, "0.000000e+00"),
        (FloatKind::F8E4M3B11FNUZ, 0x1, "1.220700e-04"),
        (FloatKind::F8E4M3B11FNUZ, 0x7, "8.544920e-04"),
        (FloatKind::F8E4M3B11FNUZ, 0x8, "9.765620e-04"),
        (FloatKind::F8E4M3B11FNUZ, 0x77, "1.500000e+01"),
        (FloatKind::F8E4M3B11FNUZ, 0x78, "1.600000e+01"),
        (FloatKind::F8E4M3B11FNUZ, 0x79, "1.800000e+01"),
        (FloatKind::F8E4M3B11FNUZ, 0x7F, "3.000000e+01"),
        (FloatKind::F8E4M3B11FNUZ, 0x80, "0x80"),
        (FloatKind::F8E4M3B11FNUZ, 0x81, "-1.220700e-04"),
        (FloatKind::F8E4M3B11FNUZ, 0xF7, "-1.500000e+01"),
        (FloatKind::F8E4M3B11FNUZ, 0xF8, "-1.600000e+01"),
        (FloatKind::F8E4M3B11FNUZ, 0xFF, "-3.000000e+01"),
        (FloatKind::F8E3M4, 0x0, "0.000000e+00"),
        (FloatKind::F8E3M4, 0x1, "1.562500e-02"),
        (FloatKind::F8E3M4, 0xF, "2.343750e-01"),
        (FloatKind::F8E3M4, 0x10, "2.500000e-01"),
        (FloatKind::F8E3M4, 0x6F, "1.550000e+01"),
        (FloatKind::F8E3M4, 0x70, "0x70"),
        (FloatKind::F8E3M4, 0x71, "0x71"),
        (FloatKind::F8E3M4, 0x7F, "0x7F"),
        (FloatKind::F8E3M4, 0x80, "-0.000000e+00"),
        (FloatKind::F8E3M4, 0x81, "-1.562500e-02"),
        (FloatKind::F8E3M4, 0xEF, "-1.550000e+01"),
        (FloatKind::F8E3M4, 0xF0, "0xF0"),
        (FloatKind::F8E3M4, 0xFF, "0xFF"),
        (FloatKind::F8E8M0FNU, 0x0, "5.877470e-39"),
        (FloatKind::F8E8M0FNU, 0x1, "1.175490e-38"),
        (FloatKind::F8E8M0FNU, 0x40, "1.084200e-19"),
        (FloatKind::F8E8M0FNU, 0x7F, "1.000000e+00"),
        (FloatKind::F8E8M0FNU, 0x80, "2.000000e+00"),
        (FloatKind::F8E8M0FNU, 0xFE, "1.701410e+38"),
        (FloatKind::F8E8M0FNU, 0xFF, "0xFF"),
        (FloatKind::F6E2M3FN, 0x0, "0.000000e+00"),
        (FloatKind::F6E2M3FN, 0x1, "1.250000e-01"),
        (FloatKind::F6E2M3FN, 0x7, "8.750000e-01"),
        (FloatKind::F6E2M3FN, 0x8, "1.000000e+00"),
        (FloatKind::F6E2M3FN, 0x17, "3.750000e+00"),
        (FloatKind::F6E2M3FN, 0x18, "4.000000e+00"),
        (FloatKind::F6E2M3FN, 0x19, "4.500000e+00"),
        (FloatKind::F6E2M3FN, 0x1F, "7.500000e+00"),
        (FloatKind::F6E2M3FN, 0x20, "-0.000000e+00"),
        (FloatKind::F6E2M3FN, 0x21, "-1.250000e-01"),
        (FloatKind::F6E2M3FN, 0x37, "-3.750000e+00"),
        (FloatKind::F6E2M3FN, 0x38, "-4.000000e+00"),
        (FloatKind::F6E2M3FN, 0x3F, "-7.500000e+00"),
        (FloatKind::F6E3M2FN, 0x0, "0.000000e+00"),
        (FloatKind::F6E3M2FN, 0x1, "6.250000e-02"),
        (FloatKind::F6E3M2FN, 0x3, "1.875000e-01"),
        (FloatKind::F6E3M2FN, 0x4, "2.500000e-01"),
        (FloatKind::F6E3M2FN, 0x1B, "1.400000e+01"),
        (FloatKind::F6E3M2FN, 0x1C, "1.600000e+01"),
        (FloatKind::F6E3M2FN, 0x1D, "2.000000e+01"),
        (FloatKind::F6E3M2FN, 0x1F, "2.800000e+01"),
        (FloatKind::F6E3M2FN, 0x20, "-0.000000e+00"),
        (FloatKind::F6E3M2FN, 0x21, "-6.250000e-02"),
        (FloatKind::F6E3M2FN, 0x3B, "-1.400000e+01"),
        (FloatKind::F6E3M2FN, 0x3C, "-1.600000e+01"),
        (FloatKind::F6E3M2FN, 0x3F, "-2.800000e+01"),
        (FloatKind::F4E2M1FN, 0x0, "0.000000e+00"),
        (FloatKind::F4E2M1FN, 0x1, "5.000000e-01"),
        (FloatKind::F4E2M1FN, 0x2, "1.000000e+00"),
        (FloatKind::F4E2M1FN, 0x5, "3.000000e+00"),
        (FloatKind::F4E2M1FN, 0x6, "4.000000e+00"),
        (FloatKind::F4E2M1FN, 0x7, "6.000000e+00"),
        (FloatKind::F4E2M1FN, 0x8, "-0.000000e+00"),
        (FloatKind::F4E2M1FN, 0x9, "-5.000000e-01"),
        (FloatKind::F4E2M1FN, 0xD, "-3.000000e+00"),
        (FloatKind::F4E2M1FN, 0xE, "-4.000000e+00"),
        (FloatKind::F4E2M1FN, 0xF, "-6.000000e+00"),
        (FloatKind::F32, 0x49800000, "0x49800000"),
        (FloatKind::F32, 0xE8788, "1.3343164E-39"),
        (FloatKind::F32, 0x3A86577B, "0.00102494599"),
        (FloatKind::F64, 0x4130000000000000, "0x4130000000000000"),
        (FloatKind::F64, 0x43D6C7A8DD62, "3.6852233893755704E-310"),
        (FloatKind::F64, 0x3F51BAD020438088, "0.0010821373444329947"),
        (FloatKind::F80, 0x32A110EBBF1E7809B, "0x7FFF2A110EBBF1E7809B"),
        (FloatKind::F80, 0x430A0, "1.00094262985867246606E-4945"),
        (FloatKind::F80, 0x3FFB800A24F8570F40D3, "0.0625193489348770961998"),
        (FloatKind::F80, 0x40004000000000000000, "0x7FFF4000000000000000"),
        (FloatKind::F128, 0x40400000000000000000000000000000, "0x40400000000000000000000000000000"),
        (FloatKind::F128, 0xDD56D, "5.8704261391581107556896509817239755E-4960"),
        (FloatKind::F128, 0x3FF75EB2AD3B4738A1775F21C59DF51E, "0.00535122613225958763571604996414683248"),
        (FloatKind::F128, 0x40000000000000000000000000000002, "2.00000000000000000000000000000000077"),
    ];

    /// `mlir-opt-22` output for `"a.b"() {v = <literal> : <type>}`.
    #[rustfmt::skip]
    const DECIMAL_CASES: &[(FloatKind, &str, &str)] = &[
        (FloatKind::F16, "0.3", "3.000490e-01"),
        (FloatKind::F16, "-1.5", "-1.500000e+00"),
        (FloatKind::F16, "1.0e10", "0x7C00"),
        (FloatKind::F16, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F16, "-0.0", "-0.000000e+00"),
        (FloatKind::F16, "1.0e400", "0x7C00"),
        (FloatKind::F16, "-1.0e400", "0xFC00"),
        (FloatKind::F16, "65504.0", "6.550400e+04"),
        (FloatKind::F16, "65520.0", "0x7C00"),
        (FloatKind::F16, "1.0e-7", "1.192090e-07"),
        (FloatKind::F16, "2.98e-8", "0.000000e+00"),
        (FloatKind::F16, "2.99e-8", "5.960460e-08"),
        (FloatKind::BF16, "0.3", "3.007810e-01"),
        (FloatKind::BF16, "-1.5", "-1.500000e+00"),
        (FloatKind::BF16, "1.0e10", "9.999220e+09"),
        (FloatKind::BF16, "-1.0e-30", "-9.984020e-31"),
        (FloatKind::BF16, "-0.0", "-0.000000e+00"),
        (FloatKind::BF16, "1.0e400", "0x7F80"),
        (FloatKind::BF16, "-1.0e400", "0xFF80"),
        (FloatKind::BF16, "3.0e38", "3.004060e+38"),
        (FloatKind::BF16, "1.0e39", "0x7F80"),
        (FloatKind::F32, "0.3", "3.000000e-01"),
        (FloatKind::F32, "-1.5", "-1.500000e+00"),
        (FloatKind::F32, "1.0e10", "1.000000e+10"),
        (FloatKind::F32, "-1.0e-30", "-1.000000e-30"),
        (FloatKind::F32, "-0.0", "-0.000000e+00"),
        (FloatKind::F32, "1.0e400", "0x7F800000"),
        (FloatKind::F32, "-1.0e400", "0xFF800000"),
        (FloatKind::F32, "1.0e-4", "9.99999974E-5"),
        (FloatKind::F32, "16777216.0", "0x4B800000"),
        (FloatKind::F32, "16777218.0", "0x4B800001"),
        (FloatKind::F32, "0.333333333", "0.333333343"),
        (FloatKind::F32, "1.0e-40", "9.999940e-41"),
        (FloatKind::F32, "1.23456789e-4", "1.2345679E-4"),
        (FloatKind::F64, "0.3", "3.000000e-01"),
        (FloatKind::F64, "-1.5", "-1.500000e+00"),
        (FloatKind::F64, "1.0e10", "1.000000e+10"),
        (FloatKind::F64, "-1.0e-30", "-1.000000e-30"),
        (FloatKind::F64, "-0.0", "-0.000000e+00"),
        (FloatKind::F64, "1.0e400", "0x7FF0000000000000"),
        (FloatKind::F64, "-1.0e400", "0xFFF0000000000000"),
        (FloatKind::F64, "0.1", "1.000000e-01"),
        (FloatKind::F64, "123456789.0", "0x419D6F3454000000"),
        (FloatKind::F64, "1.2345678901234567e17", "1.2345678901234566E+17"),
        (FloatKind::F64, "1.0e-7", "9.9999999999999995E-8"),
        (FloatKind::F64, "0.0012345678", "0.0012345678000000001"),
        (FloatKind::F64, "1.0e-320", "9.999880e-321"),
        (FloatKind::F64, "1.7976931348623158e308", "1.7976931348623157E+308"),
        (FloatKind::F80, "0.3", "0.299999999999999988898"),
        (FloatKind::F80, "-1.5", "-1.500000e+00"),
        (FloatKind::F80, "1.0e10", "1.000000e+10"),
        (FloatKind::F80, "-1.0e-30", "-1.00000000000000008334E-30"),
        (FloatKind::F80, "-0.0", "-0.000000e+00"),
        (FloatKind::F80, "1.0e400", "0x7FFF8000000000000000"),
        (FloatKind::F80, "-1.0e400", "0xFFFF8000000000000000"),
        (FloatKind::F80, "0.1", "0.100000000000000005551"),
        (FloatKind::F80, "1.0e-320", "9.99988867182683005413E-321"),
        (FloatKind::F80, "123456789.0", "0x4019EB79A2A000000000"),
        (FloatKind::F128, "0.3", "0.299999999999999988897769753748434596"),
        (FloatKind::F128, "-1.5", "-1.500000e+00"),
        (FloatKind::F128, "1.0e10", "1.000000e+10"),
        (FloatKind::F128, "-1.0e-30", "-1.00000000000000008333642060758598535E-30"),
        (FloatKind::F128, "-0.0", "-0.000000e+00"),
        (FloatKind::F128, "1.0e400", "0x7FFF0000000000000000000000000000"),
        (FloatKind::F128, "-1.0e400", "0xFFFF0000000000000000000000000000"),
        (FloatKind::F128, "0.1", "0.100000000000000005551115123125782702"),
        (FloatKind::F128, "1.00000000000000000000000000001", "1.000000e+00"),
        (FloatKind::F128, "1.0e-320", "9.99988867182683005413375236765280058E-321"),
        (FloatKind::TF32, "0.3", "3.000490e-01"),
        (FloatKind::TF32, "-1.5", "-1.500000e+00"),
        (FloatKind::TF32, "1.0e10", "9.999220e+09"),
        (FloatKind::TF32, "-1.0e-30", "-9.999420e-31"),
        (FloatKind::TF32, "-0.0", "-0.000000e+00"),
        (FloatKind::TF32, "1.0e400", "0x3FC00"),
        (FloatKind::TF32, "-1.0e400", "0x7FC00"),
        (FloatKind::TF32, "1.0e-4", "1.000170e-04"),
        (FloatKind::TF32, "3.0e38", "3.000730e+38"),
        (FloatKind::F8E5M2, "0.3", "3.125000e-01"),
        (FloatKind::F8E5M2, "-1.5", "-1.500000e+00"),
        (FloatKind::F8E5M2, "1.0e10", "0x7C"),
        (FloatKind::F8E5M2, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F8E5M2, "-0.0", "-0.000000e+00"),
        (FloatKind::F8E5M2, "1.0e400", "0x7C"),
        (FloatKind::F8E5M2, "-1.0e400", "0xFC"),
        (FloatKind::F8E5M2, "57344.0", "5.734400e+04"),
        (FloatKind::F8E5M2, "61440.0", "0x7C"),
        (FloatKind::F8E5M2, "61439.0", "5.734400e+04"),
        (FloatKind::F8E4M3, "0.3", "3.125000e-01"),
        (FloatKind::F8E4M3, "-1.5", "-1.500000e+00"),
        (FloatKind::F8E4M3, "1.0e10", "0x78"),
        (FloatKind::F8E4M3, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F8E4M3, "-0.0", "-0.000000e+00"),
        (FloatKind::F8E4M3, "1.0e400", "0x78"),
        (FloatKind::F8E4M3, "-1.0e400", "0xF8"),
        (FloatKind::F8E4M3, "240.0", "2.400000e+02"),
        (FloatKind::F8E4M3, "248.0", "0x78"),
        (FloatKind::F8E4M3, "0.001", "1.953130e-03"),
        (FloatKind::F8E4M3FN, "0.3", "3.125000e-01"),
        (FloatKind::F8E4M3FN, "-1.5", "-1.500000e+00"),
        (FloatKind::F8E4M3FN, "1.0e10", "0x7F"),
        (FloatKind::F8E4M3FN, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F8E4M3FN, "-0.0", "-0.000000e+00"),
        (FloatKind::F8E4M3FN, "1.0e400", "0x7F"),
        (FloatKind::F8E4M3FN, "-1.0e400", "0xFF"),
        (FloatKind::F8E4M3FN, "448.0", "4.480000e+02"),
        (FloatKind::F8E4M3FN, "464.0", "4.480000e+02"),
        (FloatKind::F8E4M3FN, "465.0", "0x7F"),
        (FloatKind::F8E4M3FN, "0.001", "1.953130e-03"),
        (FloatKind::F8E5M2FNUZ, "0.3", "3.125000e-01"),
        (FloatKind::F8E5M2FNUZ, "-1.5", "-1.500000e+00"),
        (FloatKind::F8E5M2FNUZ, "1.0e10", "0x80"),
        (FloatKind::F8E5M2FNUZ, "-1.0e-30", "0.000000e+00"),
        (FloatKind::F8E5M2FNUZ, "-0.0", "0.000000e+00"),
        (FloatKind::F8E5M2FNUZ, "1.0e400", "0x80"),
        (FloatKind::F8E5M2FNUZ, "-1.0e400", "0x80"),
        (FloatKind::F8E5M2FNUZ, "57344.0", "5.734400e+04"),
        (FloatKind::F8E5M2FNUZ, "61440.0", "0x80"),
        (FloatKind::F8E5M2FNUZ, "1.0e-6", "0.000000e+00"),
        (FloatKind::F8E4M3FNUZ, "0.3", "3.125000e-01"),
        (FloatKind::F8E4M3FNUZ, "-1.5", "-1.500000e+00"),
        (FloatKind::F8E4M3FNUZ, "1.0e10", "0x80"),
        (FloatKind::F8E4M3FNUZ, "-1.0e-30", "0.000000e+00"),
        (FloatKind::F8E4M3FNUZ, "-0.0", "0.000000e+00"),
        (FloatKind::F8E4M3FNUZ, "1.0e400", "0x80"),
        (FloatKind::F8E4M3FNUZ, "-1.0e400", "0x80"),
        (FloatKind::F8E4M3FNUZ, "240.0", "2.400000e+02"),
        (FloatKind::F8E4M3FNUZ, "248.0", "0x80"),
        (FloatKind::F8E4M3B11FNUZ, "0.3", "3.125000e-01"),
        (FloatKind::F8E4M3B11FNUZ, "-1.5", "-1.500000e+00"),
        (FloatKind::F8E4M3B11FNUZ, "1.0e10", "0x80"),
        (FloatKind::F8E4M3B11FNUZ, "-1.0e-30", "0.000000e+00"),
        (FloatKind::F8E4M3B11FNUZ, "-0.0", "0.000000e+00"),
        (FloatKind::F8E4M3B11FNUZ, "1.0e400", "0x80"),
        (FloatKind::F8E4M3B11FNUZ, "-1.0e400", "0x80"),
        (FloatKind::F8E4M3B11FNUZ, "30.0", "3.000000e+01"),
        (FloatKind::F8E4M3B11FNUZ, "32.0", "0x80"),
        (FloatKind::F8E3M4, "0.3", "2.968750e-01"),
        (FloatKind::F8E3M4, "-1.5", "-1.500000e+00"),
        (FloatKind::F8E3M4, "1.0e10", "0x70"),
        (FloatKind::F8E3M4, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F8E3M4, "-0.0", "-0.000000e+00"),
        (FloatKind::F8E3M4, "1.0e400", "0x70"),
        (FloatKind::F8E3M4, "-1.0e400", "0xF0"),
        (FloatKind::F8E3M4, "15.5", "1.550000e+01"),
        (FloatKind::F8E3M4, "15.75", "0x70"),
        (FloatKind::F8E3M4, "0.01", "1.562500e-02"),
        (FloatKind::F8E8M0FNU, "0.3", "2.500000e-01"),
        (FloatKind::F8E8M0FNU, "-1.5", "-2.000000e+00"),
        (FloatKind::F8E8M0FNU, "1.0e10", "8.589930e+09"),
        (FloatKind::F8E8M0FNU, "-1.0e-30", "-7.888600e-31"),
        (FloatKind::F8E8M0FNU, "-0.0", "5.877470e-39"),
        (FloatKind::F8E8M0FNU, "1.0e400", "0xFF"),
        (FloatKind::F8E8M0FNU, "-1.0e400", "0xFF"),
        (FloatKind::F8E8M0FNU, "-1.0", "-1.000000e+00"),
        (FloatKind::F8E8M0FNU, "1.5", "2.000000e+00"),
        (FloatKind::F8E8M0FNU, "1.4999", "1.000000e+00"),
        (FloatKind::F8E8M0FNU, "0.0", "5.877470e-39"),
        (FloatKind::F8E8M0FNU, "4.0e-39", "5.877470e-39"),
        (FloatKind::F8E8M0FNU, "-4.0e-39", "-5.877470e-39"),
        (FloatKind::F8E8M0FNU, "2.9387358770557188e-39", "5.877470e-39"),
        (FloatKind::F8E8M0FNU, "2.5e38", "1.701410e+38"),
        (FloatKind::F8E8M0FNU, "3.0e38", "0xFF"),
        (FloatKind::F6E2M3FN, "0.3", "2.500000e-01"),
        (FloatKind::F6E2M3FN, "-1.5", "-1.500000e+00"),
        (FloatKind::F6E2M3FN, "1.0e10", "7.500000e+00"),
        (FloatKind::F6E2M3FN, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F6E2M3FN, "-0.0", "-0.000000e+00"),
        (FloatKind::F6E2M3FN, "1.0e400", "0x0"),
        (FloatKind::F6E2M3FN, "-1.0e400", "0x20"),
        (FloatKind::F6E2M3FN, "7.75", "7.500000e+00"),
        (FloatKind::F6E2M3FN, "100.0", "7.500000e+00"),
        (FloatKind::F6E2M3FN, "0.0625", "0.000000e+00"),
        (FloatKind::F6E2M3FN, "0.0626", "1.250000e-01"),
        (FloatKind::F6E3M2FN, "0.3", "3.125000e-01"),
        (FloatKind::F6E3M2FN, "-1.5", "-1.500000e+00"),
        (FloatKind::F6E3M2FN, "1.0e10", "2.800000e+01"),
        (FloatKind::F6E3M2FN, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F6E3M2FN, "-0.0", "-0.000000e+00"),
        (FloatKind::F6E3M2FN, "1.0e400", "0x0"),
        (FloatKind::F6E3M2FN, "-1.0e400", "0x20"),
        (FloatKind::F6E3M2FN, "30.0", "2.800000e+01"),
        (FloatKind::F6E3M2FN, "0.03125", "0.000000e+00"),
        (FloatKind::F6E3M2FN, "0.0313", "6.250000e-02"),
        (FloatKind::F4E2M1FN, "0.3", "5.000000e-01"),
        (FloatKind::F4E2M1FN, "-1.5", "-1.500000e+00"),
        (FloatKind::F4E2M1FN, "1.0e10", "6.000000e+00"),
        (FloatKind::F4E2M1FN, "-1.0e-30", "-0.000000e+00"),
        (FloatKind::F4E2M1FN, "-0.0", "-0.000000e+00"),
        (FloatKind::F4E2M1FN, "1.0e400", "0x0"),
        (FloatKind::F4E2M1FN, "-1.0e400", "0x8"),
        (FloatKind::F4E2M1FN, "5.0", "4.000000e+00"),
        (FloatKind::F4E2M1FN, "0.25", "0.000000e+00"),
        (FloatKind::F4E2M1FN, "0.2501", "5.000000e-01"),
        (FloatKind::F4E2M1FN, "1.0e308", "6.000000e+00"),
    ];

    #[test]
    fn keywords_and_widths() {
        for kind in FloatKind::ALL {
            assert_eq!(FloatKind::from_keyword(kind.keyword()), Some(kind));
        }
        assert_eq!(FloatKind::from_keyword("F16"), None);
        assert_eq!(FloatKind::from_keyword("f8e4m3fn"), None);
        let widths: Vec<_> =
            FloatKind::ALL.iter().map(|k| (k.bit_width(), k.precision())).collect();
        assert_eq!(
            widths,
            [
                (16, 11),
                (16, 8),
                (32, 24),
                (64, 53),
                (80, 64),
                (128, 113),
                (19, 11),
                (8, 3),
                (8, 4),
                (8, 4),
                (8, 3),
                (8, 4),
                (8, 4),
                (8, 5),
                (8, 1),
                (6, 4),
                (6, 3),
                (4, 2),
            ]
        );
    }

    #[test]
    fn prints_hex_literals_like_mlir_opt() {
        for &(kind, bits, expected) in HEX_CASES {
            assert!(kind.is_valid_bits(bits));
            assert_eq!(show(kind, bits), expected, "{} 0x{bits:X}", kind.keyword());
        }
    }

    #[test]
    fn parses_and_prints_decimal_literals_like_mlir_opt() {
        for &(kind, text, expected) in DECIMAL_CASES {
            let bits = kind.parse_decimal(text).unwrap();
            assert_eq!(show(kind, bits), expected, "{} {text}", kind.keyword());
        }
    }

    #[test]
    fn every_small_kind_round_trips_through_its_printed_text() {
        // Each printed decimal parses back to the same bits (what makes
        // mlir-opt's output re-parseable); hex prints the bits themselves.
        for kind in FloatKind::ALL.into_iter().filter(|k| k.bit_width() <= 16) {
            for bits in 0..1u128 << kind.bit_width() {
                match kind.format(bits) {
                    FloatText::Hex => assert_eq!(kind.storage_bits(bits), bits),
                    FloatText::Decimal(s) => {
                        let back = kind.parse_decimal(&s).unwrap();
                        // Decimal literals go through f64, which holds every
                        // value of these kinds exactly.
                        assert_eq!(back, bits, "{} {s}", kind.keyword());
                    }
                }
            }
        }
    }

    #[test]
    fn shadow_states_store_like_llvm_bitcast() {
        // mlir-opt: dense<[-8.0, -1.0, -1.0e-300, -4.0e-39]> : tensor<4xf8E8M0FNU>
        // prints dense<[8.000000e+00, 0xFF, 5.877470e-39, 2.000000e+00]>.
        let k = FloatKind::F8E8M0FNU;
        let stored: Vec<_> = ["-8.0", "-1.0", "-1.0e-300", "-4.0e-39"]
            .iter()
            .map(|t| show(k, k.storage_bits(k.parse_decimal(t).unwrap())))
            .collect();
        assert_eq!(stored, ["8.000000e+00", "0xFF", "5.877470e-39", "2.000000e+00"]);
        assert!(!k.is_valid_bits(k.parse_decimal("-1.0").unwrap()));
        assert_eq!(k.to_f64(k.parse_decimal("-1.0").unwrap()), -1.0);
        // dense<[1.0e400, -1.0e400]> : tensor<2xf6E2M3FN> prints
        // dense<[0.000000e+00, -0.000000e+00]>.
        let k = FloatKind::F6E2M3FN;
        let stored: Vec<_> = ["1.0e400", "-1.0e400"]
            .iter()
            .map(|t| show(k, k.storage_bits(k.parse_decimal(t).unwrap())))
            .collect();
        assert_eq!(stored, ["0.000000e+00", "-0.000000e+00"]);
        assert_eq!(k.to_f64(k.parse_decimal("-1.0e400").unwrap()), f64::NEG_INFINITY);
        // dense<[0x00008000000000000000, 0x40000000000000000000]> : tensor<2xf80>
        // prints (hex form) "0x000000000000008001000000000000000000FF7F":
        // LLVM re-encodes pseudo-denormals as normals and unnormals as NaNs.
        assert_eq!(
            FloatKind::F80.storage_bits(0x0000_8000_0000_0000_0000),
            0x0001_8000_0000_0000_0000
        );
        assert_eq!(
            FloatKind::F80.storage_bits(0x4000_0000_0000_0000_0000),
            0x7FFF_0000_0000_0000_0000
        );
        assert_eq!(
            FloatKind::F80.storage_bits(0x3FFF_8000_0000_0000_0000),
            0x3FFF_8000_0000_0000_0000
        );
    }

    #[test]
    fn rejects_non_numbers() {
        for text in [
            "", "-", "inf", "nan", "NaN", ".5", "1e", "1.0e", "1.0e+", "1.5x", "0x10", "1..0",
            " 1.0", "--1.0",
        ] {
            assert_eq!(FloatKind::F32.parse_decimal(text), None, "{text:?}");
        }
        assert_eq!(FloatKind::F32.parse_decimal("+1."), Some(0x3F80_0000));
        assert_eq!(FloatKind::F32.parse_decimal("1e0"), Some(0x3F80_0000));
        assert_eq!(FloatKind::F32.parse_decimal("1.0E+1"), Some(0x4120_0000));
        assert!(!FloatKind::F16.is_valid_bits(0x1_0000));
        assert!(FloatKind::F16.is_valid_bits(0xFFFF));
    }

    #[test]
    fn no_panics_on_odd_bits() {
        for kind in FloatKind::ALL {
            for bits in [0, u128::MAX, 1 << (kind.bit_width() - 1), u128::MAX >> 1, 1 << 127, 0x1FF]
            {
                let _ = kind.format(bits);
                let _ = kind.to_f64(bits);
                let _ = kind.storage_bits(bits);
            }
            for v in [f64::NAN, -f64::NAN, f64::INFINITY, f64::MIN_POSITIVE, 5e-324, f64::MAX] {
                let bits = kind.bits_from_f64(v);
                let _ = kind.format(bits);
            }
        }
    }

    /// A deterministic stream of test numbers (xorshift64*).
    fn rng(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            state.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
    }

    fn apfloat_convert<T: Float + FloatConvert<U>, U: Float>(x: T) -> u128 {
        let mut loses = false;
        x.convert_r(Round::NearestTiesToEven, &mut loses).value.to_bits()
    }

    #[test]
    fn conversions_agree_with_rustc_apfloat() {
        let mut next = rng(0x1234_5678);
        for i in 0..20_000 {
            // Random doubles, biased to small exponents every other draw.
            let raw = next();
            let bits =
                if i % 2 == 0 { raw } else { raw & 0x80FF_FFFF_FFFF_FFFF | 0x3C00_0000_0000_0000 };
            let v = f64::from_bits(bits);
            if v.is_nan() {
                continue;
            }
            let d = Double::from_bits(u128::from(bits));
            let expect = [
                (FloatKind::F16, apfloat_convert::<_, Half>(d)),
                (FloatKind::BF16, apfloat_convert::<_, BFloat>(d)),
                (FloatKind::F32, apfloat_convert::<_, Single>(d)),
                (FloatKind::F80, apfloat_convert::<_, X87DoubleExtended>(d)),
                (FloatKind::F128, apfloat_convert::<_, Quad>(d)),
                (FloatKind::F8E5M2, apfloat_convert::<_, Float8E5M2>(d)),
                (FloatKind::F8E4M3FN, apfloat_convert::<_, Float8E4M3FN>(d)),
            ];
            for (kind, want) in expect {
                assert_eq!(kind.bits_from_f64(v), want, "{} {v:e}", kind.keyword());
            }
            assert_eq!(FloatKind::F64.to_f64(FloatKind::F64.bits_from_f64(v)).to_bits(), bits);
            let single = FloatKind::F32.bits_from_f64(v);
            assert_eq!(FloatKind::F32.to_f64(single), f64::from(f32::from_bits(single as u32)));
        }
    }

    #[test]
    fn exact_decimal_rounding_agrees_with_rustc_apfloat() {
        fn check<T: Float>(kind: FloatKind, text: &str) {
            let want = T::from_str_r(text, Round::NearestTiesToEven).unwrap().value.to_bits();
            let (neg, digits, e10) = split_decimal(text).unwrap();
            let got = kind.fmt().round_decimal(neg, &digits, e10);
            assert_eq!(got, want, "{} {text}", kind.keyword());
        }
        let mut next = rng(0x9E37_79B9);
        for _ in 0..3_000 {
            let ndigits = 1 + next() % 36;
            let digits: String =
                (0..ndigits).map(|_| char::from(b'0' + (next() % 10) as u8)).collect();
            let e = (next() % 700) as i64 - 350;
            let text = format!(
                "{}{}.{}e{e}",
                if next().is_multiple_of(3) { "-" } else { "" },
                &digits[..1],
                &digits[1..]
            );
            check::<Half>(FloatKind::F16, &text);
            check::<Single>(FloatKind::F32, &text);
            check::<Double>(FloatKind::F64, &text);
            check::<Quad>(FloatKind::F128, &text);
            let small = format!("{}.{}e{}", &digits[..1], &digits[1..], e % 50);
            check::<Float8E4M3FN>(FloatKind::F8E4M3FN, &small);
            check::<BFloat>(FloatKind::BF16, &small);
        }
        // Ties: exactly halfway between two f16 values rounds to even.
        check::<Half>(FloatKind::F16, "1.00048828125");
        check::<Half>(FloatKind::F16, "1.00146484375");
        check::<Quad>(FloatKind::F128, "6.4751751194380251109244389582276465525e-4966");
        check::<Double>(FloatKind::F64, "2.4703282292062327208828439643411068618e-324");
    }
}
