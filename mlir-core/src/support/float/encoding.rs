//! The bit layout of a float kind: [`Fmt`], its encoding parameters (field
//! widths, bias, exponent range, how it represents infinities and NaNs),
//! with the exact model every operation goes through: decoding bits into a
//! [`Value`] (`sign × significand × 2^exp`), rounding such a value to
//! nearest-even into the format, and encoding it back, shadow states
//! included (see the parent module's docs).

/// How a format represents (or lacks) infinities and NaNs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Special {
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
pub(super) struct Fmt {
    /// Storage bits.
    pub(super) width: u32,
    /// Exponent field bits.
    exp_bits: u32,
    /// Stored mantissa bits (f80 stores its integer bit explicitly).
    pub(super) mant_bits: u32,
    /// Significand bits including the integer bit.
    pub(super) prec: u32,
    /// Exponent bias.
    bias: i32,
    /// Exponent of the smallest normal value.
    pub(super) emin: i32,
    /// Exponent of the largest finite value.
    pub(super) emax: i32,
    /// Significand of the largest finite value (`prec` bits).
    max_sig: u128,
    pub(super) special: Special,
    /// f80: the integer bit is part of the stored mantissa.
    pub(super) explicit_int: bool,
}

impl Fmt {
    pub(super) const fn new(
        width: u32,
        exp_bits: u32,
        mant_bits: u32,
        bias: i32,
        special: Special,
    ) -> Fmt {
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

    pub(super) fn sign_bit(&self) -> u128 {
        if self.special == Special::ExpOnly { 0 } else { 1 << (self.width - 1) }
    }

    pub(super) fn mask(&self) -> u128 {
        low_mask(self.width)
    }

    /// The bit that marks a shadow state (see the module docs).
    pub(super) fn shadow(&self) -> u128 {
        // f128 has no shadow state (nor room for one).
        1u128.checked_shl(self.width).unwrap_or(0)
    }

    pub(super) fn exp_field_max(&self) -> u128 {
        (1 << self.exp_bits) - 1
    }

    fn inf(&self, neg: bool) -> u128 {
        let sign = if neg { self.sign_bit() } else { 0 };
        let int_bit = if self.explicit_int { 1 << (self.mant_bits - 1) } else { 0 };
        sign | self.exp_field_max() << self.mant_bits | int_bit
    }

    /// The positive NaN (LLVM's `getNaN`).
    pub(super) fn default_nan(&self) -> u128 {
        self.nan(false)
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

    pub(super) fn zero(&self, neg: bool) -> u128 {
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
    pub(super) fn decode(&self, bits: u128) -> Value {
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
    pub(super) fn round(&self, neg: bool, sig: u128, exp: i32, sticky: bool) -> u128 {
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

    pub(super) fn overflow(&self, neg: bool) -> u128 {
        match self.special {
            Special::Ieee => self.inf(neg),
            Special::FiniteOnly => self.max_finite(neg),
            _ => self.nan(neg),
        }
    }

    /// Encodes a decoded value (used to convert between kinds).
    pub(super) fn encode_value(&self, v: &Value, nan_payload: u128, nan_payload_bits: u32) -> u128 {
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
pub(super) enum Class {
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
pub(super) struct Value {
    pub(super) neg: bool,
    pub(super) class: Class,
}

impl Value {
    /// Whether two values are the same for LLVM's `bitwiseIsEqual` (sign,
    /// category and value; f80 pseudo-denormals equal their normal twin).
    pub(super) fn same(&self, other: &Value) -> bool {
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

/// The mask of the low `bits` bits.
pub(super) const fn low_mask(bits: u32) -> u128 {
    if bits >= 128 { u128::MAX } else { (1 << bits) - 1 }
}

/// The number of significant bits of `v`.
pub(super) fn bit_len(v: u128) -> u32 {
    128 - v.leading_zeros()
}
