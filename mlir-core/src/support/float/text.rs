//! The text of a float value: parsing a decimal literal as `mlir-opt` 22
//! does (through `f64`), and the exact text it prints for a value, decimal
//! ([`FloatText::Decimal`]) or hex ([`FloatText::Hex`], of the bits LLVM
//! stores, [`FloatKind::storage_bits`]).

use super::FloatKind;
use super::decimal::{split_decimal, to_llvm_string};
use super::encoding::{Class, Special, low_mask};

/// How a float value is printed by `mlir-opt`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatText {
    /// A decimal literal, printed as is (`1.500000e+00`, `0.333333343`).
    Decimal(String),
    /// The caller prints `0x` followed by the uppercase hex digits of
    /// [`FloatKind::storage_bits`] of the value, without zero padding (`0x7C00`).
    Hex,
}

impl FloatKind {
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
