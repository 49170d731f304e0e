//! Arithmetic on [`APInt`]: what constant folding needs, with the
//! semantics of fixed-width two's-complement machine integers.
//!
//! Every operation keeps the width of its operands (both operands of a
//! binary operation must have the same width; the result of a mismatch is
//! computed on the left operand's width). Wrapping operations are modulo
//! 2^width; the `*_overflow` variants also say whether the exact result did
//! not fit. Divisions return `None` for a zero divisor. Work is on the
//! little-endian words; widths up to 128 are no different from wider ones.

use std::cmp::Ordering;

use crate::support::apint::APInt;

/// The words of `width` bits all set (`max(1, ⌈width/64⌉)` of them).
fn ones_words(width: u32) -> Vec<u64> {
    vec![u64::MAX; (width as usize).div_ceil(64).max(1)]
}

impl APInt {
    /// The value 1 (0 for width 0).
    pub fn one(width: u32) -> APInt {
        APInt::from_u64(width, 1)
    }

    /// All bits set (`-1` as signed, the unsigned maximum).
    pub fn all_ones(width: u32) -> APInt {
        APInt::from_words(width, &ones_words(width))
    }

    /// The largest signed value: all bits but the sign set.
    pub fn signed_max(width: u32) -> APInt {
        APInt::all_ones(width).lshr(1)
    }

    /// The smallest signed value: only the sign bit set.
    pub fn signed_min(width: u32) -> APInt {
        APInt::one(width).shl(width.saturating_sub(1))
    }

    /// Whether every bit is set.
    pub fn is_all_ones(&self) -> bool {
        *self == APInt::all_ones(self.width())
    }

    /// Whether the value is 1.
    pub fn is_one(&self) -> bool {
        self.words()[0] == 1 && self.words()[1..].iter().all(|&w| w == 0)
    }

    /// Whether this is the smallest signed value.
    pub fn is_signed_min(&self) -> bool {
        *self == APInt::signed_min(self.width())
    }

    /// Whether this is the largest signed value.
    pub fn is_signed_max(&self) -> bool {
        *self == APInt::signed_max(self.width())
    }

    /// Bit `i` (false at and above the width).
    pub fn get_bit(&self, i: u32) -> bool {
        i < self.width() && self.words()[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    /// The number of zero bits above the highest set bit (the width for 0).
    pub fn count_leading_zeros(&self) -> u32 {
        let words = self.words();
        match words.iter().rposition(|&w| w != 0) {
            None => self.width(),
            Some(i) => {
                let bits_below = 64 * i as u32 + (64 - words[i].leading_zeros());
                self.width() - bits_below
            }
        }
    }

    /// The number of zero bits below the lowest set bit (the width for 0).
    pub fn count_trailing_zeros(&self) -> u32 {
        let words = self.words();
        match words.iter().position(|&w| w != 0) {
            None => self.width(),
            Some(i) => (64 * i as u32 + words[i].trailing_zeros()).min(self.width()),
        }
    }

    /// The number of set bits (the population count).
    pub fn count_ones(&self) -> u32 {
        self.words().iter().map(|w| w.count_ones()).sum()
    }

    /// The number of bits needed to hold the value as unsigned.
    pub fn active_bits(&self) -> u32 {
        self.width() - self.count_leading_zeros()
    }

    /// Word-wise combination of two values of one width.
    fn zip_words(&self, rhs: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        let words: Vec<u64> = self
            .words()
            .iter()
            .zip(rhs.words().iter().chain(std::iter::repeat(&0)))
            .map(|(&a, &b)| f(a, b))
            .collect();
        APInt::from_words(self.width(), &words)
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        self.xor(&APInt::all_ones(self.width()))
    }

    /// Sum modulo 2^width and the carry out of the top word's used bits
    /// (computed on words, so the carry is read off the width's bit).
    fn add_with_carry(&self, rhs: &APInt, carry_in: bool) -> APInt {
        let mut carry = carry_in;
        let words: Vec<u64> = self
            .words()
            .iter()
            .zip(rhs.words().iter().chain(std::iter::repeat(&0)))
            .map(|(&a, &b)| {
                let (s, c1) = a.overflowing_add(b);
                let (s, c2) = s.overflowing_add(u64::from(carry));
                carry = c1 || c2;
                s
            })
            .collect();
        APInt::from_words(self.width(), &words)
    }

    /// Wrapping sum.
    pub fn wrapping_add(&self, rhs: &APInt) -> APInt {
        self.add_with_carry(rhs, false)
    }

    /// Wrapping difference.
    pub fn wrapping_sub(&self, rhs: &APInt) -> APInt {
        self.add_with_carry(&rhs.not(), true)
    }

    /// Wrapping negation.
    pub fn wrapping_neg(&self) -> APInt {
        APInt::zero(self.width()).wrapping_sub(self)
    }

    /// Wrapping product (the low `width` bits of the full product).
    pub fn wrapping_mul(&self, rhs: &APInt) -> APInt {
        let (a, b) = (self.words(), rhs.words());
        let n = a.len();
        let mut out = vec![0u64; n];
        for (i, &x) in a.iter().enumerate() {
            if x == 0 {
                continue;
            }
            let mut carry = 0u128;
            for j in 0..n - i {
                let y = u128::from(b.get(j).copied().unwrap_or(0));
                let t = u128::from(x) * y + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        APInt::from_words(self.width(), &out)
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &APInt) -> Ordering {
        self.words().iter().rev().cmp(rhs.words().iter().rev())
    }

    /// Signed comparison.
    pub fn scmp(&self, rhs: &APInt) -> Ordering {
        match (self.sign_bit(), rhs.sign_bit()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(rhs),
        }
    }

    /// Unsigned sum and whether it wrapped.
    pub fn uadd_overflow(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_add(rhs);
        let overflow = r.ucmp(self) == Ordering::Less;
        (r, overflow)
    }

    /// Signed sum and whether it overflowed.
    pub fn sadd_overflow(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_add(rhs);
        let overflow = self.sign_bit() == rhs.sign_bit() && r.sign_bit() != self.sign_bit();
        (r, overflow)
    }

    /// Unsigned difference and whether it wrapped (`self < rhs`).
    pub fn usub_overflow(&self, rhs: &APInt) -> (APInt, bool) {
        (self.wrapping_sub(rhs), self.ucmp(rhs) == Ordering::Less)
    }

    /// Signed difference and whether it overflowed.
    pub fn ssub_overflow(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.wrapping_sub(rhs);
        let overflow = self.sign_bit() != rhs.sign_bit() && r.sign_bit() != self.sign_bit();
        (r, overflow)
    }

    /// Unsigned product and whether it did not fit.
    pub fn umul_overflow(&self, rhs: &APInt) -> (APInt, bool) {
        let w = self.width();
        let full = self.zext(2 * w).wrapping_mul(&rhs.zext(2 * w));
        (full.trunc(w), full.active_bits() > w)
    }

    /// Signed product and whether it did not fit.
    pub fn smul_overflow(&self, rhs: &APInt) -> (APInt, bool) {
        let w = self.width();
        let full = self.sext(2 * w).wrapping_mul(&rhs.sext(2 * w));
        let r = full.trunc(w);
        let overflow = r.sext(2 * w) != full;
        (r, overflow)
    }

    /// Zero-extension (or truncation when narrower) to `width` bits.
    pub fn zext(&self, width: u32) -> APInt {
        APInt::from_words(width, self.words())
    }

    /// Sign-extension (or truncation when narrower) to `width` bits.
    pub fn sext(&self, width: u32) -> APInt {
        if !self.sign_bit() || width <= self.width() {
            return self.zext(width);
        }
        // Set every bit from the old width up.
        let high = APInt::all_ones(width).shl(self.width());
        self.zext(width).or(&high)
    }

    /// The low `width` bits.
    pub fn trunc(&self, width: u32) -> APInt {
        self.zext(width)
    }

    /// Shift left by `amount` bits (0 when `amount` ≥ width).
    pub fn shl(&self, amount: u32) -> APInt {
        if amount >= self.width() {
            return APInt::zero(self.width());
        }
        let (skip, bits) = ((amount / 64) as usize, amount % 64);
        let src = self.words();
        let words: Vec<u64> = (0..src.len())
            .map(|i| {
                let Some(j) = i.checked_sub(skip) else { return 0 };
                let lo = if bits > 0 && j > 0 { src[j - 1] >> (64 - bits) } else { 0 };
                src[j] << bits | lo
            })
            .collect();
        APInt::from_words(self.width(), &words)
    }

    /// Logical shift right by `amount` bits (0 when `amount` ≥ width).
    pub fn lshr(&self, amount: u32) -> APInt {
        if amount >= self.width() {
            return APInt::zero(self.width());
        }
        let (skip, bits) = ((amount / 64) as usize, amount % 64);
        let src = self.words();
        let at = |k: usize| src.get(k).copied().unwrap_or(0);
        let words: Vec<u64> = (0..src.len())
            .map(|i| {
                let hi = if bits > 0 { at(i + skip + 1) << (64 - bits) } else { 0 };
                at(i + skip) >> bits | hi
            })
            .collect();
        APInt::from_words(self.width(), &words)
    }

    /// Arithmetic shift right by `amount` bits (all sign bits when
    /// `amount` ≥ width).
    pub fn ashr(&self, amount: u32) -> APInt {
        let amount = amount.min(self.width());
        let shifted =
            if amount >= self.width() { APInt::zero(self.width()) } else { self.lshr(amount) };
        if !self.sign_bit() {
            return shifted;
        }
        // Fill the `amount` top bits with the sign.
        let kept = self.width() - amount;
        shifted.or(&APInt::all_ones(self.width()).lshr(kept).shl(kept))
    }

    /// Unsigned quotient and remainder; `None` for a zero divisor.
    pub fn udivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        if rhs.is_zero() {
            return None;
        }
        let w = self.width();
        if let (Some(a), Some(b)) = (self.as_u128(), rhs.as_u128()) {
            return Some((APInt::from_u128(w, a / b), APInt::from_u128(w, a % b)));
        }
        // Shift-subtract long division over the dividend's significant bits.
        let mut q = APInt::zero(w);
        let mut r = APInt::zero(w);
        for i in (0..self.active_bits()).rev() {
            // r < rhs, so r·2 + bit may need one bit more than the width.
            let top = r.sign_bit();
            r = r.shl(1);
            if self.get_bit(i) {
                r = r.or(&APInt::one(w));
            }
            if top || r.ucmp(rhs) != Ordering::Less {
                r = r.wrapping_sub(rhs);
                q = q.or(&APInt::one(w).shl(i));
            }
        }
        Some((q, r))
    }

    /// Unsigned quotient, `None` for a zero divisor.
    pub fn udiv(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(q, _)| q)
    }

    /// Unsigned remainder, `None` for a zero divisor.
    pub fn urem(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(_, r)| r)
    }

    /// The magnitude (wrapping for the signed minimum, which reads correctly
    /// as unsigned).
    fn magnitude(&self) -> APInt {
        if self.sign_bit() { self.wrapping_neg() } else { self.clone() }
    }

    /// Signed quotient (rounded toward zero) and remainder (sign of the
    /// dividend); `None` for a zero divisor. `MIN / -1` wraps to `MIN`.
    pub fn sdivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        let (q, r) = self.magnitude().udivrem(&rhs.magnitude())?;
        let q = if self.sign_bit() != rhs.sign_bit() { q.wrapping_neg() } else { q };
        let r = if self.sign_bit() { r.wrapping_neg() } else { r };
        Some((q, r))
    }

    /// Signed quotient rounded toward zero, `None` for a zero divisor.
    pub fn sdiv(&self, rhs: &APInt) -> Option<APInt> {
        self.sdivrem(rhs).map(|(q, _)| q)
    }

    /// Signed remainder, `None` for a zero divisor.
    pub fn srem(&self, rhs: &APInt) -> Option<APInt> {
        self.sdivrem(rhs).map(|(_, r)| r)
    }

    /// The value as unsigned, if it fits in a `u128`.
    pub fn as_u128(&self) -> Option<u128> {
        let w = self.words();
        if w.len() > 2 && w[2..].iter().any(|&x| x != 0) {
            return None;
        }
        Some(u128::from(w[0]) | u128::from(w.get(1).copied().unwrap_or(0)) << 64)
    }

    /// `v` truncated to `width` bits.
    pub fn from_u128(width: u32, v: u128) -> APInt {
        APInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// `v` truncated to `w` bits, as unsigned.
    fn mask(w: u32, v: u128) -> u128 {
        if w >= 128 { v } else { v & ((1u128 << w) - 1) }
    }

    /// `v`'s low `w` bits read as signed.
    fn signed(w: u32, v: u128) -> i128 {
        let s = 128 - w;
        ((v << s) as i128) >> s
    }

    fn ap(w: u32, v: u128) -> APInt {
        APInt::from_u128(w, v)
    }

    fn val(a: &APInt) -> u128 {
        a.as_u128().unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn matches_u128(w in 1u32..=128, a: u128, b: u128, sh in 0u32..140) {
            let (a, b) = (mask(w, a), mask(w, b));
            let (x, y) = (ap(w, a), ap(w, b));
            prop_assert_eq!(val(&x.wrapping_add(&y)), mask(w, a.wrapping_add(b)));
            prop_assert_eq!(val(&x.wrapping_sub(&y)), mask(w, a.wrapping_sub(b)));
            prop_assert_eq!(val(&x.wrapping_mul(&y)), mask(w, a.wrapping_mul(b)));
            prop_assert_eq!(val(&x.wrapping_neg()), mask(w, a.wrapping_neg()));
            prop_assert_eq!(val(&x.and(&y)), a & b);
            prop_assert_eq!(val(&x.or(&y)), a | b);
            prop_assert_eq!(val(&x.xor(&y)), a ^ b);
            prop_assert_eq!(val(&x.not()), mask(w, !a));
            prop_assert_eq!(x.ucmp(&y), a.cmp(&b));
            let (sa, sb) = (signed(w, a), signed(w, b));
            prop_assert_eq!(x.scmp(&y), sa.cmp(&sb));
            prop_assert_eq!(x.udiv(&y).map(|q| val(&q)), a.checked_div(b));
            prop_assert_eq!(x.urem(&y).map(|q| val(&q)), a.checked_rem(b));
            if b != 0 {
                let q = sa.wrapping_div(sb);
                let r = sa.wrapping_rem(sb);
                prop_assert_eq!(val(&x.sdiv(&y).unwrap()), mask(w, q as u128));
                prop_assert_eq!(val(&x.srem(&y).unwrap()), mask(w, r as u128));
            }
            let shl = if sh >= w { 0 } else { mask(w, a << sh) };
            let lshr = if sh >= w { 0 } else { a >> sh };
            let ashr = mask(w, (sa >> sh.min(w).min(127)) as u128);
            prop_assert_eq!(val(&x.shl(sh)), shl);
            prop_assert_eq!(val(&x.lshr(sh)), lshr);
            prop_assert_eq!(val(&x.ashr(sh)), ashr);
            prop_assert_eq!(x.count_leading_zeros(), a.leading_zeros() - (128 - w));
            prop_assert_eq!(x.count_trailing_zeros(), a.trailing_zeros().min(w));
            prop_assert_eq!(x.count_ones(), a.count_ones());
            // Overflow: exact results compared with the range.
            let (r, o) = x.uadd_overflow(&y);
            prop_assert_eq!((val(&r), o), (mask(w, a.wrapping_add(b)), a.checked_add(b).is_none_or(|s| mask(w, s) != s)));
            let (_, o) = x.usub_overflow(&y);
            prop_assert_eq!(o, a < b);
            let fits = |v: Option<i128>| v.is_some_and(|v| signed(w, mask(w, v as u128)) == v);
            prop_assert_eq!(x.sadd_overflow(&y).1, !fits(sa.checked_add(sb)));
            prop_assert_eq!(x.ssub_overflow(&y).1, !fits(sa.checked_sub(sb)));
            prop_assert_eq!(x.smul_overflow(&y).1, !fits(sa.checked_mul(sb)));
            let ufits = a.checked_mul(b).is_some_and(|p| mask(w, p) == p);
            prop_assert_eq!(x.umul_overflow(&y).1, !ufits);
            prop_assert_eq!(val(&x.smul_overflow(&y).0), mask(w, a.wrapping_mul(b)));
        }

        #[test]
        fn extensions_match_u128(w in 1u32..=64, to in 1u32..=128, a: u128) {
            let a = mask(w, a);
            let x = ap(w, a);
            prop_assert_eq!(val(&x.zext(to)), mask(to, a));
            prop_assert_eq!(val(&x.sext(to)), mask(to, signed(w, a) as u128));
            prop_assert_eq!(val(&x.trunc(to.min(w))), mask(to.min(w), a));
        }

        #[test]
        fn wide_identities(w in prop::sample::select(vec![129u32, 200, 1000]), a: [u64; 16], b: [u64; 16], sh in 0u32..1100) {
            let x = APInt::from_words(w, &a);
            let y = APInt::from_words(w, &b);
            prop_assert_eq!(x.wrapping_add(&y).wrapping_sub(&y), x.clone());
            prop_assert_eq!(x.wrapping_sub(&x), APInt::zero(w));
            prop_assert_eq!(x.wrapping_add(&x.wrapping_neg()), APInt::zero(w));
            prop_assert_eq!(x.wrapping_mul(&y), y.wrapping_mul(&x));
            prop_assert_eq!(x.wrapping_mul(&APInt::from_u64(w, 2)), x.shl(1));
            prop_assert_eq!(x.xor(&y).xor(&y), x.clone());
            prop_assert_eq!(x.not().not(), x.clone());
            if let Some((q, r)) = x.udivrem(&y) {
                prop_assert_eq!(q.wrapping_mul(&y).wrapping_add(&r), x.clone());
                prop_assert_eq!(r.ucmp(&y), Ordering::Less);
            }
            if let Some((q, r)) = x.sdivrem(&y) {
                prop_assert_eq!(q.wrapping_mul(&y).wrapping_add(&r), x.clone());
                prop_assert!(r.is_zero() || r.sign_bit() == x.sign_bit());
            }
            prop_assert_eq!(x.shl(sh).lshr(sh).shl(sh), x.shl(sh));
            prop_assert_eq!(x.ashr(sh).sign_bit(), x.sign_bit());
            prop_assert_eq!(x.sext(w + 70).trunc(w), x.clone());
            prop_assert_eq!(x.sext(w + 70).scmp(&y.sext(w + 70)), x.scmp(&y));
            prop_assert_eq!(x.zext(w + 70).ucmp(&y.zext(w + 70)), x.ucmp(&y));
            let (p, o) = x.umul_overflow(&y);
            prop_assert_eq!(p, x.wrapping_mul(&y));
            let exact = x.zext(2 * w).wrapping_mul(&y.zext(2 * w));
            prop_assert_eq!(o, exact.active_bits() > w);
        }
    }

    #[test]
    fn constants_and_predicates() {
        assert_eq!(APInt::signed_min(8), APInt::from_i64(8, -128));
        assert_eq!(APInt::signed_max(8), APInt::from_i64(8, 127));
        assert_eq!(APInt::signed_min(1), APInt::from_u64(1, 1));
        assert_eq!(APInt::signed_max(1), APInt::zero(1));
        assert!(APInt::all_ones(200).is_all_ones());
        assert!(APInt::signed_min(200).is_signed_min());
        assert!(APInt::signed_max(200).is_signed_max());
        assert!(APInt::one(200).is_one());
        assert!(!APInt::from_words(200, &[1, 1]).is_one());
        assert_eq!(APInt::zero(200).count_leading_zeros(), 200);
        assert_eq!(APInt::signed_min(200).count_leading_zeros(), 0);
        let min = APInt::signed_min(1000);
        assert_eq!(min.sdiv(&APInt::all_ones(1000)), Some(min.clone()));
        assert_eq!(min.srem(&APInt::all_ones(1000)), Some(APInt::zero(1000)));
        assert!(min.sdiv(&APInt::zero(1000)).is_none());
        assert_eq!(APInt::all_ones(1000).ashr(5000), APInt::all_ones(1000));
        assert_eq!(
            APInt::all_ones(1000).udiv(&APInt::from_u64(1000, 1)),
            Some(APInt::all_ones(1000))
        );
    }
}
