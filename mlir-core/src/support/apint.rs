//! Fixed-width two's-complement integers of any width MLIR allows (up to
//! 16,777,215 bits): the values of integer attributes and dense elements.
//!
//! Only what attributes need: construction, MLIR's literal parsing with its
//! exact range rules (`buildAttributeAPInt` in MLIR 22), decimal printing and
//! little-endian byte images. Widths up to 64 live inline (no allocation).
//!
//! Decimal conversions work on the value's significant words only, so a
//! small value in a huge type (`1 : i16777215`) is cheap; their cost grows
//! with the number of digits, not with the width.

use smallvec::SmallVec;
use std::fmt;

/// An integer type's signedness, as spelled in MLIR (`i8`, `si8`, `ui8`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: printed as signed.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// Why an integer literal does not fit its type. The messages `mlir-opt` 22
/// prints depend on where the literal stands; see the `*message` methods.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntLiteralError {
    /// The text is not decimal digits or `0x` and hex digits (MLIR's lexer
    /// never produces such an integer token; LLVM treats it as out of range).
    Malformed,
    /// A `-` before a literal of an unsigned type (also `-0`).
    NegativeUnsigned,
    /// The value does not fit: more significant bits than the width, a
    /// negative value whose negation has no sign bit (so `-0` and `-129 : i8`
    /// fail), or a positive `siN` value with the sign bit set (`128 : si8`,
    /// `1 : si1`).
    OutOfRange,
    /// The width exceeds [`APInt::MAX_WIDTH`].
    WidthTooLarge,
}

impl IntLiteralError {
    /// The message for an attribute literal (`256 : i8`, also index and
    /// `i1` literals): `integer constant out of range for attribute`,
    /// `negative integer literal not valid for unsigned integer type`.
    pub fn message(self) -> &'static str {
        match self {
            IntLiteralError::Malformed | IntLiteralError::OutOfRange => {
                "integer constant out of range for attribute"
            }
            IntLiteralError::NegativeUnsigned => {
                "negative integer literal not valid for unsigned integer type"
            }
            IntLiteralError::WidthTooLarge => "integer bitwidth is limited to 16777215 bits",
        }
    }

    /// The message for an element of `dense<…>`: `integer constant out of
    /// range for type`, `expected unsigned integer elements, but parsed
    /// negative value`.
    pub fn dense_message(self) -> &'static str {
        match self {
            IntLiteralError::Malformed | IntLiteralError::OutOfRange => {
                "integer constant out of range for type"
            }
            IntLiteralError::NegativeUnsigned => {
                "expected unsigned integer elements, but parsed negative value"
            }
            IntLiteralError::WidthTooLarge => "integer bitwidth is limited to 16777215 bits",
        }
    }

    /// The message for an element of `array<…>`: `integer constant out of
    /// range`. `array<uiN: …>` accepts negative literals like signless ones
    /// (`array<ui8: -1>` is 255), so parse those elements as
    /// [`Signedness::Signless`].
    pub fn array_message(self) -> &'static str {
        match self {
            IntLiteralError::WidthTooLarge => "integer bitwidth is limited to 16777215 bits",
            _ => "integer constant out of range",
        }
    }
}

impl fmt::Display for IntLiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for IntLiteralError {}

/// A `width`-bit integer (two's complement when read as signed).
///
/// Invariant: `words` has `max(1, ⌈width/64⌉)` little-endian words and the
/// bits at and above `width` are zero, so the derived equality and hash are
/// value equality.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct APInt {
    width: u32,
    words: SmallVec<[u64; 1]>,
}

/// 10^19, the largest power of ten in a `u64`.
const TEN19: u64 = 10_000_000_000_000_000_000;

impl APInt {
    /// The widest integer MLIR allows (`i16777215`).
    pub const MAX_WIDTH: u32 = 16_777_215;

    /// Zero of the given width. Widths above [`APInt::MAX_WIDTH`] are clamped
    /// to it (every constructor does so).
    pub fn zero(width: u32) -> APInt {
        let width = width.min(Self::MAX_WIDTH);
        let n = (width as usize).div_ceil(64).max(1);
        APInt { width, words: SmallVec::from_elem(0, n) }
    }

    /// `v` truncated to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> APInt {
        let mut r = APInt::zero(width);
        r.words[0] = v;
        r.clear_unused_bits();
        r
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> APInt {
        let mut r = APInt::zero(width);
        let fill = if v < 0 { u64::MAX } else { 0 };
        r.words.fill(fill);
        r.words[0] = v as u64;
        r.clear_unused_bits();
        r
    }

    /// The little-endian `words`, zero-extended or truncated to `width` bits.
    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        let mut r = APInt::zero(width);
        let n = r.words.len().min(words.len());
        r.words[..n].copy_from_slice(&words[..n]);
        r.clear_unused_bits();
        r
    }

    /// The little-endian words (`max(1, ⌈width/64⌉)` of them; bits at and
    /// above the width are zero).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The width in bits.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Whether all bits are zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Whether the top bit (the sign when read as signed) is set; false for
    /// width 0.
    pub fn sign_bit(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    fn bit(&self, i: u32) -> bool {
        self.words.get((i / 64) as usize).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    fn clear_unused_bits(&mut self) {
        let used = self.width % 64;
        let last = (self.width as usize).div_ceil(64);
        if self.width == 0 {
            self.words[0] = 0;
        } else if used != 0 {
            self.words[last - 1] &= (1u64 << used) - 1;
        }
    }

    /// Two's-complement negation in place (modulo 2^width).
    fn negate(&mut self) {
        let mut carry = true;
        for w in &mut self.words {
            let (v, c) = (!*w).overflowing_add(u64::from(carry));
            *w = v;
            carry = c;
        }
        self.clear_unused_bits();
    }

    /// Parses an integer literal as MLIR's attribute parser does.
    ///
    /// `text` is the token as written: decimal digits (leading zeros allowed)
    /// or `0x` followed by hex digits (either case); `negative` says whether
    /// a `-` preceded it. Index literals use width 64 and
    /// [`Signedness::Signed`]. The value must fit as in `buildAttributeAPInt`:
    /// at most `width` significant bits; a negative literal's negation must
    /// have the sign bit set (so `-0` is out of range, and `-1 : i1` is
    /// `true`); a positive `siN` literal must not (`128 : si8` fails). A
    /// signless literal may use the full unsigned range (`255 : i8` is -1).
    pub fn parse_literal(
        text: &str,
        negative: bool,
        width: u32,
        signedness: Signedness,
    ) -> Result<APInt, IntLiteralError> {
        if width > Self::MAX_WIDTH {
            return Err(IntLiteralError::WidthTooLarge);
        }
        let magnitude = match text.strip_prefix("0x") {
            Some(hex) => parse_hex(hex, width),
            None => parse_decimal(text, width),
        }?;
        if negative && signedness == Signedness::Unsigned {
            return Err(IntLiteralError::NegativeUnsigned);
        }
        let Some(magnitude) = magnitude else {
            return Err(IntLiteralError::OutOfRange);
        };
        let mut r = APInt::from_words(width, &magnitude);
        if width == 0 {
            // i0 holds only 0, and cannot be negated.
            return if negative { Err(IntLiteralError::OutOfRange) } else { Ok(r) };
        }
        if negative {
            r.negate();
            if !r.sign_bit() {
                return Err(IntLiteralError::OutOfRange);
            }
        } else if signedness == Signedness::Signed && r.sign_bit() {
            return Err(IntLiteralError::OutOfRange);
        }
        Ok(r)
    }

    /// Parses an integer literal as MLIR's `AsmParser::parseInteger` into
    /// an `APInt` does, without a type: as wide as the digits need (4 bits
    /// per digit after leading zeros, 64 bits for zero), one bit wider when
    /// the top bit is set so the value reads as non-negative, then negated
    /// when a `-` preceded it. `None` for malformed digits (or more than
    /// [`APInt::MAX_WIDTH`] bits).
    pub fn from_asm_literal(text: &str, negative: bool) -> Option<APInt> {
        let (digits, hex) = match text.strip_prefix("0x") {
            Some(hex) => (hex, true),
            None => (text, false),
        };
        let significant_digits = digits.trim_start_matches('0').len();
        if significant_digits == 0 {
            return (!digits.is_empty()).then(|| APInt::zero(64));
        }
        let width = u32::try_from(significant_digits.saturating_mul(4))
            .ok()
            .filter(|&w| w < Self::MAX_WIDTH)?;
        let magnitude = if hex { parse_hex(digits, width) } else { parse_decimal(digits, width) };
        let mut r = APInt::from_words(width, &magnitude.ok()??);
        if r.sign_bit() {
            r = APInt::from_words(width.checked_add(1)?, &r.words);
        }
        if negative {
            r.negate();
        }
        Some(r)
    }

    /// The value of a C++ integer of `bits` bits (`signed` or not) that
    /// MLIR's `AsmParser::parseInteger<IntT>` reads from this literal (see
    /// [`APInt::from_asm_literal`]), as its 64 stored bits (sign-extended
    /// when signed); `None` when it reports "integer value too large".
    /// The literal is truncated or sign-extended to `bits` and must come
    /// back unchanged when widened again (so `-1` is `u64::MAX` unsigned).
    pub fn to_c_int(&self, bits: u32, signed: bool) -> Option<u64> {
        let bits = bits.clamp(1, 64);
        // Sign-extends the low `from` bits of `v` to 64.
        let sext = |v: u64, from: u32| {
            if from == 0 {
                return 0;
            }
            let shift = 64 - from.min(64);
            (((v << shift) as i64) >> shift) as u64
        };
        let low = if self.width < bits { sext(self.words[0], self.width) } else { self.words[0] };
        let value = if signed {
            sext(low, bits)
        } else if bits == 64 {
            low
        } else {
            low & ((1u64 << bits) - 1)
        };
        let back = if signed {
            APInt::from_i64(self.width, value as i64)
        } else {
            APInt::from_u64(self.width, value)
        };
        (back == *self).then_some(value)
    }

    /// The value read as signed, in decimal (`-1` for `0xFF : i8`).
    pub fn to_signed_string(&self) -> String {
        if self.sign_bit() {
            let mut m = self.clone();
            m.negate();
            // The negation of the minimum is itself; read it as unsigned.
            let mut s = String::from("-");
            s.push_str(&decimal(significant(&m.words)));
            s
        } else {
            decimal(significant(&self.words))
        }
    }

    /// The value read as unsigned, in decimal (`255` for `0xFF : ui8`).
    pub fn to_unsigned_string(&self) -> String {
        decimal(significant(&self.words))
    }

    /// The value read as signed, if it fits in an `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        if self.width == 0 {
            return Some(0);
        }
        let neg = self.sign_bit();
        if self.width <= 64 {
            // Sign-extend from the top bit.
            let shift = 64 - self.width;
            return Some(((self.words[0] << shift) as i64) >> shift);
        }
        // Every bit from 63 up to the width must equal the sign.
        let high_ok = self.words[1..].iter().enumerate().all(|(i, &w)| {
            let valid = self.width - 64 * (i as u32 + 1);
            let ones = if valid >= 64 { u64::MAX } else { (1u64 << valid) - 1 };
            w == if neg { ones } else { 0 }
        });
        (high_ok && (self.words[0] >> 63 == 1) == neg).then_some(self.words[0] as i64)
    }

    /// The value read as unsigned, if it fits in a `u64`.
    pub fn as_u64(&self) -> Option<u64> {
        self.words[1..].iter().all(|&w| w == 0).then_some(self.words[0])
    }

    /// The value as `⌈width/8⌉` little-endian bytes (the layout of
    /// `dense<"0x…">` elements).
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let n = (self.width as usize).div_ceil(8);
        self.words.iter().flat_map(|w| w.to_le_bytes()).take(n).collect()
    }

    /// The integer whose little-endian bytes are `bytes`, zero-extended or
    /// truncated to `width` bits.
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> APInt {
        let mut r = APInt::zero(width);
        for (w, chunk) in r.words.iter_mut().zip(bytes.chunks(8)) {
            let mut buf = [0u8; 8];
            buf[..chunk.len()].copy_from_slice(chunk);
            *w = u64::from_le_bytes(buf);
        }
        r.clear_unused_bits();
        r
    }
}

/// The words without the high zero words.
fn significant(words: &[u64]) -> &[u64] {
    let n = words.iter().rposition(|&w| w != 0).map_or(0, |i| i + 1);
    &words[..n]
}

/// Whether a magnitude has more than `width` significant bits.
fn too_wide(words: &[u64], width: u32) -> bool {
    let words = significant(words);
    match words.last() {
        Some(top) => (words.len() as u64 * 64 - u64::from(top.leading_zeros())) > u64::from(width),
        None => false,
    }
}

/// Parses hex digits into a magnitude; `Ok(None)` if it exceeds `width` bits.
fn parse_hex(hex: &str, width: u32) -> Result<Option<Vec<u64>>, IntLiteralError> {
    if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(IntLiteralError::Malformed);
    }
    let hex = hex.trim_start_matches('0');
    // Each digit is 4 bits: reject early without building huge values.
    if hex.len() as u64 > u64::from(width).div_ceil(4) {
        return Ok(None);
    }
    let mut words = vec![0u64; hex.len().div_ceil(16).max(1)];
    for (i, b) in hex.bytes().rev().enumerate() {
        let digit = char::from(b).to_digit(16).map_or(0, u64::from);
        words[i / 16] |= digit << (4 * (i % 16));
    }
    Ok((!too_wide(&words, width)).then_some(words))
}

/// Parses decimal digits into a magnitude; `Ok(None)` if it exceeds `width`
/// bits. Stops as soon as the partial value is too wide (it only grows).
fn parse_decimal(text: &str, width: u32) -> Result<Option<Vec<u64>>, IntLiteralError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(IntLiteralError::Malformed);
    }
    let digits = text.trim_start_matches('0').as_bytes();
    let mut words: Vec<u64> = Vec::new();
    // The first chunk takes the remainder so the others have 19 digits.
    let first = match digits.len() % 19 {
        0 => 19,
        n => n,
    };
    let mut start = 0;
    while start < digits.len() {
        let end = if start == 0 { first.min(digits.len()) } else { start + 19 };
        let chunk = digits[start..end].iter().fold(0u64, |acc, &d| acc * 10 + u64::from(d - b'0'));
        let scale = 10u64.pow((end - start) as u32);
        let mut carry = u128::from(chunk);
        for w in &mut words {
            let t = u128::from(*w) * u128::from(scale) + carry;
            *w = t as u64;
            carry = t >> 64;
        }
        if carry != 0 {
            words.push(carry as u64);
        }
        if too_wide(&words, width) {
            return Ok(None);
        }
        start = end;
    }
    if words.is_empty() {
        words.push(0);
    }
    Ok(Some(words))
}

/// The reciprocal of 10^19 for division by an invariant normalized divisor
/// (Möller & Granlund, "Improved division by invariant integers", 2011):
/// `⌊(2^128 − 1) / d⌋ − 2^64`. 10^19 > 2^63, so it is already normalized.
const TEN19_INV: u64 = (u128::MAX / TEN19 as u128 - (1u128 << 64)) as u64;

/// `(hi·2^64 + lo) / 10^19` and the remainder, for `hi < 10^19`; a few
/// multiplications instead of a 128-bit division.
fn div_ten19(hi: u64, lo: u64) -> (u64, u64) {
    let n = u128::from(hi) << 64 | u128::from(lo);
    let p = (u128::from(TEN19_INV) * u128::from(hi)).wrapping_add(n);
    let mut q = ((p >> 64) as u64).wrapping_add(1);
    let mut r = lo.wrapping_sub(q.wrapping_mul(TEN19));
    // The estimate is off by at most one in either direction.
    if r > p as u64 {
        q = q.wrapping_sub(1);
        r = r.wrapping_add(TEN19);
    }
    if r >= TEN19 {
        q = q.wrapping_add(1);
        r -= TEN19;
    }
    (q, r)
}

/// Decimal text of an unsigned magnitude (`0` if empty).
fn decimal(words: &[u64]) -> String {
    let mut n = words.to_vec();
    let mut chunks = Vec::new();
    // Divide by 10^19 repeatedly, dropping high words as they empty.
    while !n.is_empty() {
        let mut rem = 0u64;
        for w in n.iter_mut().rev() {
            let (q, r) = div_ten19(rem, *w);
            *w = q;
            rem = r;
        }
        chunks.push(rem);
        while n.last() == Some(&0) {
            n.pop();
        }
    }
    let mut out = chunks.pop().unwrap_or(0).to_string();
    for c in chunks.iter().rev() {
        out.push_str(&format!("{c:019}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use IntLiteralError::*;
    use Signedness::*;

    /// Literal text, negated, width, signedness, and the expected result.
    type Case = (&'static str, bool, u32, Signedness, Result<&'static str, &'static str>);

    /// `v = <lit> : <type>` as printed by mlir-opt-22 (value only; `i1`
    /// prints `true`/`false`, here its signed reading), or its error.
    #[rustfmt::skip]
    const CASES: &[Case] = &[
        ("255", false, 8, Signless, Ok("-1")),
        ("256", false, 8, Signless, Err("integer constant out of range for attribute")),
        ("128", true, 8, Signless, Ok("-128")),
        ("129", true, 8, Signless, Err("integer constant out of range for attribute")),
        ("0", true, 8, Signless, Err("integer constant out of range for attribute")),
        ("0", false, 8, Signless, Ok("0")),
        ("127", false, 8, Signed, Ok("127")),
        ("128", false, 8, Signed, Err("integer constant out of range for attribute")),
        ("128", true, 8, Signed, Ok("-128")),
        ("129", true, 8, Signed, Err("integer constant out of range for attribute")),
        ("255", false, 8, Unsigned, Ok("255")),
        ("256", false, 8, Unsigned, Err("integer constant out of range for attribute")),
        ("1", true, 8, Unsigned, Err("negative integer literal not valid for unsigned integer type")),
        ("0", true, 8, Unsigned, Err("negative integer literal not valid for unsigned integer type")),
        ("0xFF", false, 8, Signed, Err("integer constant out of range for attribute")),
        ("0xFF", false, 8, Signless, Ok("-1")),
        ("0x100", false, 8, Signless, Err("integer constant out of range for attribute")),
        ("0xFF", true, 8, Signless, Err("integer constant out of range for attribute")),
        ("0x80", true, 8, Signless, Ok("-128")),
        ("0x0000000000000000000000000FF", false, 8, Signless, Ok("-1")),
        ("1", false, 1, Signless, Ok("-1")), // true
        ("1", true, 1, Signless, Ok("-1")),  // true
        ("2", false, 1, Signless, Err("integer constant out of range for attribute")),
        ("0", false, 1, Signless, Ok("0")), // false
        ("0", true, 1, Signless, Err("integer constant out of range for attribute")),
        ("1", true, 1, Signed, Ok("-1")),
        ("1", false, 1, Signed, Err("integer constant out of range for attribute")),
        ("0", false, 1, Signed, Ok("0")),
        ("0", false, 1, Unsigned, Ok("0")),
        ("00012", false, 32, Signless, Ok("12")),
        ("0x0", true, 32, Signless, Err("integer constant out of range for attribute")),
        ("9223372036854775808", false, 64, Signed, Err("integer constant out of range for attribute")), // index
        ("9223372036854775808", true, 64, Signed, Ok("-9223372036854775808")), // index
        ("18446744073709551615", false, 64, Signless, Ok("-1")),
        ("18446744073709551616", false, 64, Signless, Err("integer constant out of range for attribute")),
        ("9223372036854775807", false, 64, Signless, Ok("9223372036854775807")),
        ("0x7fffffffffffffff", false, 64, Signed, Ok("9223372036854775807")),
        ("0x8000000000000000", false, 64, Signed, Err("integer constant out of range for attribute")),
        ("0xFFFFFFFFFFFFFFFFF", false, 65, Signless, Err("integer constant out of range for attribute")),
        ("18446744073709551616", true, 65, Signless, Ok("-18446744073709551616")),
        ("18446744073709551615", false, 65, Signless, Ok("18446744073709551615")),
        ("1", true, 65, Signless, Ok("-1")),
        ("1", false, 2, Signless, Ok("1")),
        ("2", false, 2, Signless, Ok("-2")),
        ("3", false, 2, Signless, Ok("-1")),
        ("2", true, 2, Signless, Ok("-2")),
        ("3", true, 2, Signless, Err("integer constant out of range for attribute")),
        ("2", false, 2, Signed, Err("integer constant out of range for attribute")),
        ("2", true, 2, Signed, Ok("-2")),
        ("0", false, 0, Signless, Ok("0")),
        ("1", false, 0, Signless, Err("integer constant out of range for attribute")),
        ("123456789012345678901234567890", false, 16_777_215, Signless, Ok("123456789012345678901234567890")),
        ("123456789012345678901234567890", true, 16_777_215, Signless, Ok("-123456789012345678901234567890")),
        ("1", true, 16_777_215, Signed, Ok("-1")),
        ("1", false, 16_777_216, Signless, Err("integer bitwidth is limited to 16777215 bits")),
    ];

    /// 2^999 and 2^1000 − 1 as printed by mlir-opt-22 for
    /// `0x8000…0 : i1000` (negated) and `2^1000-1 : ui1000`.
    const TWO_999: &str = "5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034688";
    const TWO_1000_MINUS_1: &str = "10715086071862673209484250490600018105614048117055336074437503883703510511249361224931983788156958581275946729175531468251871452856923140435984577574698574803934567774824230985421074605062371141877954182153046474983581941267398767559165543946077062914571196477686542167660429831652624386837205668069375";

    #[test]
    fn literals_follow_mlir_opt() {
        for &(text, negative, width, signedness, expected) in CASES {
            let got = APInt::parse_literal(text, negative, width, signedness)
                .map(|v| match signedness {
                    Unsigned => v.to_unsigned_string(),
                    _ => v.to_signed_string(),
                })
                .map_err(IntLiteralError::message);
            let expected = expected.map(str::to_owned);
            assert_eq!(
                got,
                expected,
                "{}{text} : {signedness:?} i{width}",
                if negative { "-" } else { "" }
            );
        }
    }

    #[test]
    fn wide_literals_follow_mlir_opt() {
        let min = APInt::parse_literal(&format!("0x8{}", "0".repeat(249)), false, 1000, Signless)
            .unwrap();
        assert_eq!(min.to_signed_string(), format!("-{TWO_999}"));
        assert_eq!(APInt::parse_literal(TWO_999, false, 1000, Signless).unwrap(), min);
        assert_eq!(APInt::parse_literal(TWO_999, true, 1000, Signless).unwrap(), min);
        let ones = APInt::parse_literal(TWO_1000_MINUS_1, false, 1000, Signless).unwrap();
        assert_eq!(ones.to_signed_string(), "-1");
        assert_eq!(ones.to_unsigned_string(), TWO_1000_MINUS_1);
        let unsigned = APInt::parse_literal(TWO_1000_MINUS_1, false, 1000, Unsigned).unwrap();
        assert_eq!(unsigned.to_unsigned_string(), TWO_1000_MINUS_1);
        assert_eq!(APInt::parse_literal(TWO_999, false, 1000, Signed), Err(OutOfRange));
        // 2^1000 is one past the unsigned range.
        let mut past = APInt::parse_literal(TWO_1000_MINUS_1, false, 1001, Signless).unwrap();
        past.negate();
        past.negate();
        assert_eq!(past.to_unsigned_string(), TWO_1000_MINUS_1);
        assert_eq!(
            APInt::parse_literal(
                "10715086071862673209484250490600018105614048117055336074437503883703510511249361224931983788156958581275946729175531468251871452856923140435984577574698574803934567774824230985421074605062371141877954182153046474983581941267398767559165543946077062914571196477686542167660429831652624386837205668069376",
                false,
                1000,
                Signless
            ),
            Err(OutOfRange)
        );
    }

    #[test]
    fn messages_per_context() {
        assert_eq!(OutOfRange.dense_message(), "integer constant out of range for type");
        assert_eq!(
            NegativeUnsigned.dense_message(),
            "expected unsigned integer elements, but parsed negative value"
        );
        assert_eq!(OutOfRange.array_message(), "integer constant out of range");
        assert_eq!(Malformed.message(), OutOfRange.message());
        for bad in ["", "0x", "12a", "-1", "0X10", "1.0", " 1", "0xg"] {
            assert_eq!(APInt::parse_literal(bad, false, 32, Signless), Err(Malformed), "{bad:?}");
        }
    }

    #[test]
    fn constructors_and_accessors() {
        let v = APInt::from_i64(100, -2);
        assert_eq!(v.words(), &[u64::MAX - 1, (1 << 36) - 1]);
        assert_eq!(v.as_i64(), Some(-2));
        assert_eq!(v.as_u64(), None);
        assert_eq!(v.to_signed_string(), "-2");
        assert_eq!(APInt::from_i64(8, -1).as_u64(), Some(255));
        assert_eq!(APInt::from_i64(8, -1).as_i64(), Some(-1));
        assert_eq!(APInt::from_u64(8, 0x1FF), APInt::from_u64(8, 0xFF));
        assert_eq!(APInt::from_u64(64, u64::MAX).as_i64(), Some(-1));
        assert_eq!(APInt::from_u64(65, u64::MAX).as_i64(), None);
        assert_eq!(APInt::from_u64(65, u64::MAX).as_u64(), Some(u64::MAX));
        assert_eq!(APInt::from_i64(65, i64::MIN).as_i64(), Some(i64::MIN));
        assert_eq!(APInt::from_i64(130, i64::MIN).as_i64(), Some(i64::MIN));
        assert_eq!(APInt::from_words(128, &[1, 1 << 63]).as_i64(), None);
        assert_eq!(APInt::from_words(70, &[1, 2, 3]).words(), &[1, 2]);
        assert_eq!(APInt::from_words(200, &[5]).words(), &[5, 0, 0, 0]);
        assert!(APInt::zero(0).is_zero());
        assert_eq!(APInt::zero(0).to_signed_string(), "0");
        assert_eq!(APInt::from_i64(0, -1).as_i64(), Some(0));
        assert_eq!(APInt::zero(u32::MAX).width(), APInt::MAX_WIDTH);
        assert!(!APInt::from_u64(1, 1).is_zero());
        assert!(APInt::from_u64(1, 1).sign_bit());
        // Small widths stay inline.
        assert!(!APInt::from_u64(64, 1).words.spilled());
    }

    #[test]
    fn le_bytes() {
        assert_eq!(APInt::from_u64(32, 1).to_le_bytes(), [1, 0, 0, 0]);
        assert_eq!(APInt::from_i64(12, -1).to_le_bytes(), [0xFF, 0x0F]);
        assert_eq!(APInt::from_u64(1, 1).to_le_bytes(), [1]);
        assert_eq!(APInt::zero(0).to_le_bytes(), Vec::<u8>::new());
        let v = APInt::from_words(72, &[0x0807_0605_0403_0201, 0x09]);
        assert_eq!(v.to_le_bytes(), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(APInt::from_le_bytes(72, &v.to_le_bytes()), v);
        assert_eq!(APInt::from_le_bytes(12, &[0xFF, 0xFF, 0xFF]), APInt::from_i64(12, -1));
        assert_eq!(APInt::from_le_bytes(64, &[7]), APInt::from_u64(64, 7));
    }

    #[test]
    fn division_by_ten19_matches_u128() {
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..100_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let hi = s % TEN19;
            let lo = s.rotate_left(17) ^ 0x9E37_79B9_7F4A_7C15;
            for (hi, lo) in [(hi, lo), (TEN19 - 1, u64::MAX), (0, lo), (hi, 0)] {
                let n = u128::from(hi) << 64 | u128::from(lo);
                let want = ((n / u128::from(TEN19)) as u64, (n % u128::from(TEN19)) as u64);
                assert_eq!(div_ten19(hi, lo), want);
            }
        }
    }

    #[test]
    fn huge_values_are_fast_enough() {
        // 20,000 digits in i16777215: mlir-opt takes about a minute.
        let digits: String = (0..20_000).map(|i| char::from(b'1' + (i * 7 % 9) as u8)).collect();
        let v = APInt::parse_literal(&digits, true, APInt::MAX_WIDTH, Signless).unwrap();
        assert_eq!(v.to_signed_string(), format!("-{digits}"));
        let hex = format!("0x{}", "F".repeat(4000));
        let v = APInt::parse_literal(&hex, false, 16_000, Unsigned).unwrap();
        assert_eq!(v.to_signed_string(), "-1");
        assert_eq!(v.to_unsigned_string().len(), 4817);
        // Rejected early, without building the value.
        let long = "9".repeat(200_000);
        assert_eq!(APInt::parse_literal(&long, false, 64, Signless), Err(OutOfRange));
    }

    #[test]
    fn asm_literals_are_as_wide_as_their_digits() {
        let lit = |t: &str, neg: bool| APInt::from_asm_literal(t, neg).unwrap();
        assert_eq!(
            (lit("255", false).width(), lit("255", false).to_signed_string()),
            (12, "255".into())
        );
        // The top bit set: one bit more, so it reads as non-negative.
        assert_eq!(
            (lit("0xFF", false).width(), lit("0xFF", false).to_signed_string()),
            (9, "255".into())
        );
        assert_eq!((lit("1", true).width(), lit("1", true).to_signed_string()), (4, "-1".into()));
        assert_eq!(lit("000", false), APInt::zero(64));
        assert_eq!(lit("007", false), lit("7", false));
        assert_eq!(APInt::from_asm_literal("0x", false), None);
        assert_eq!(APInt::from_asm_literal("1a", false), None);
    }

    #[test]
    fn c_integers_narrow_as_mlir_parse_integer_does() {
        let c = |t: &str, neg: bool, bits: u32, signed: bool| {
            APInt::from_asm_literal(t, neg).unwrap().to_c_int(bits, signed)
        };
        // Signed: exactly the range.
        assert_eq!(c("2147483647", false, 32, true), Some(2147483647));
        assert_eq!(c("2147483648", false, 32, true), None);
        assert_eq!(c("2147483648", true, 32, true), Some(-2147483648i64 as u64));
        assert_eq!(c("2147483649", true, 32, true), None);
        assert_eq!(c("0xFFFFFFFF", false, 32, true), None);
        assert_eq!(c("9223372036854775808", false, 64, true), None);
        // Unsigned: a negative literal wraps while its digits fit.
        assert_eq!(c("1", true, 64, false), Some(u64::MAX));
        assert_eq!(c("99", true, 8, false), Some(157));
        assert_eq!(c("100", true, 8, false), None);
        assert_eq!(c("255", false, 8, false), Some(255));
        assert_eq!(c("256", false, 8, false), None);
        assert_eq!(c("18446744073709551615", false, 64, false), Some(u64::MAX));
        assert_eq!(c("18446744073709551616", false, 64, false), None);
    }
}
