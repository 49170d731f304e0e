//! Exact decimal conversion of float values with a small bignum: LLVM's
//! `APFloat::toString` digits, and decimal text rounded into a float kind.

use std::cmp::Ordering;

use super::encoding::{Fmt, bit_len};

impl Fmt {
    /// Rounds the exact decimal `d × 10^e10` into this format.
    pub(super) fn round_decimal(&self, neg: bool, d: &Big, e10: i64) -> u128 {
        if d.is_zero() {
            return self.zero(neg);
        }
        // Leading decimal exponent; every kind lies within 10^±5000.
        let lead = e10 + (d.bit_len() as i64 * 30103 / 100_000);
        if lead > 5000 {
            return self.overflow(neg);
        }
        if lead < -5100 {
            return self.zero(neg);
        }
        let want = self.prec + 3;
        if e10 >= 0 {
            // d × 10^e = (d × 5^e) × 2^e.
            let mut n = d.clone();
            n.mul_assign(&Big::pow5(e10 as u32));
            let (top, exp, sticky) = n.top_bits(want);
            self.round(neg, top, exp + e10 as i32, sticky)
        } else {
            // d × 10^-k = (d × 2^s / 5^k) × 2^-(s+k), with `s` chosen so that
            // the quotient has `want + 1` or `want + 2` bits.
            let k = (-e10) as u32;
            let mut num = d.clone();
            let mut den = Big::pow5(k);
            let s = i64::from(want) + 1 + den.bit_len() as i64 - num.bit_len() as i64;
            if s >= 0 {
                num.shl_assign(s as u32);
            } else {
                den.shl_assign((-s) as u32);
            }
            let (q, rem_nonzero) = num.div_rem(&den);
            let (q, _, _) = q.top_bits(128);
            self.round(neg, q, -(s as i32) - k as i32, rem_nonzero)
        }
    }
}

/// Splits a printed decimal (`-1.234500e-05`) into sign, digits and exponent.
pub(super) fn split_decimal(s: &str) -> Option<(bool, Big, i64)> {
    let (neg, s) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let (mant, exp) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], s[i + 1..].parse::<i64>().ok()?),
        None => (s, 0),
    };
    let mut digits = Big::zero();
    let mut e10 = exp;
    let mut seen_point = false;
    for c in mant.bytes() {
        match c {
            b'.' => seen_point = true,
            b'0'..=b'9' => {
                digits.mul_small_add(10, u64::from(c - b'0'));
                if seen_point {
                    e10 -= 1;
                }
            }
            _ => return None,
        }
    }
    Some((neg, digits, e10))
}

/// LLVM's `APFloat::toString(precision, maxPadding, truncateZero)` for a zero
/// (`finite == None`) or a finite value `sig × 2^exp` of a format with
/// `prec` significand bits.
pub(super) fn to_llvm_string(
    neg: bool,
    finite: Option<(u128, i32)>,
    prec: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    let Some((sig, exp)) = finite else {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            for _ in 1..format_precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    };
    let fp = if format_precision == 0 { 2 + prec * 59 / 196 } else { format_precision };

    // Exact decimal form n × 10^e10 of the value (n = sig × 5^k for
    // sig × 2^-k), then a coarse cut: n is divided (truncating) by 10^tens,
    // with `tens` from LLVM's 196/59 estimate of log2(10). This truncation,
    // not rounding, is what makes `0.3 : f16` print `3.000490e-01`.
    let tz = sig.trailing_zeros();
    let (sig, exp) = (sig >> tz, exp + tz as i32);
    let required = (u64::from(fp) * 196).div_ceil(59);
    let tens_for = |bits: u64| if bits > required { (bits - required) * 59 / 196 } else { 0 };
    let (n, e10) = if exp >= 0 {
        let exp = exp as u64;
        let tens = tens_for(u64::from(bit_len(sig)) + exp);
        // floor(sig × 2^exp / 10^tens) = floor(sig × 2^(exp - tens) / 5^tens).
        let mut num = Big::from_u128(sig);
        let mut den = Big::pow5(tens as u32);
        if exp >= tens {
            num.shl_assign((exp - tens) as u32);
        } else {
            den.shl_assign((tens - exp) as u32);
        }
        (num.div_rem(&den).0, tens as i64)
    } else {
        let k = u64::from(exp.unsigned_abs());
        let tens = tens_for(bit_len_times_pow5(sig, k as u32));
        // floor(sig × 5^k / 10^tens) without dividing a big product.
        let cut = if tens == 0 {
            let mut n = Big::pow5(k as u32);
            n.mul_assign(&Big::from_u128(sig));
            n
        } else if tens <= k {
            let mut m = Big::pow5((k - tens) as u32);
            m.mul_assign(&Big::from_u128(sig));
            m.shr_assign(tens);
            m
        } else {
            let mut den = Big::pow5((tens - k) as u32);
            den.shl_assign(tens as u32);
            Big::from_u128(sig).div_rem(&den).0
        };
        (cut, -(k as i64) + tens as i64)
    };
    let mut e10 = e10;

    // Decimal digits, most significant first, trailing zeros moved to e10.
    let mut digits = n.to_decimal();
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        e10 += 1;
    }

    // Fine cut to `fp` digits, rounding half up on the first dropped digit.
    let fp_len = fp as usize;
    if digits.len() > fp_len {
        let dropped = digits.len() - fp_len;
        let round_up = digits[fp_len] >= b'5';
        digits.truncate(fp_len);
        e10 += dropped as i64;
        if round_up {
            while digits.last() == Some(&b'9') {
                digits.pop();
                e10 += 1;
            }
            match digits.last_mut() {
                Some(d) => *d += 1,
                None => digits.push(b'1'),
            }
        } else {
            while digits.len() > 1 && digits.last() == Some(&b'0') {
                digits.pop();
                e10 += 1;
            }
        }
    }

    let nd = digits.len() as i64;
    let scientific = if max_padding == 0 {
        true
    } else if e10 >= 0 {
        e10 > i64::from(max_padding) || nd + e10 > i64::from(fp)
    } else {
        let msd = e10 + nd - 1;
        msd < 0 && -msd > i64::from(max_padding)
    };

    if scientific {
        let e = e10 + nd - 1;
        out.push(char::from(digits[0]));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            out.extend(digits[1..].iter().map(|&d| char::from(d)));
        }
        if !truncate_zero {
            for _ in nd - 1..i64::from(fp) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let mag = e.unsigned_abs().to_string();
        if !truncate_zero && mag.len() < 2 {
            out.push('0');
        }
        out.push_str(&mag);
    } else if e10 >= 0 {
        out.extend(digits.iter().map(|&d| char::from(d)));
        for _ in 0..e10 {
            out.push('0');
        }
    } else {
        let whole = nd + e10;
        if whole > 0 {
            out.extend(digits[..whole as usize].iter().map(|&d| char::from(d)));
            out.push('.');
            out.extend(digits[whole as usize..].iter().map(|&d| char::from(d)));
        } else {
            out.push_str("0.");
            for _ in 0..-whole {
                out.push('0');
            }
            out.extend(digits.iter().map(|&d| char::from(d)));
        }
    }
    out
}

/// The bit length of `sig × 5^k`, from logarithms when they are clearly
/// away from an integer (which saves computing a huge power), else exactly.
fn bit_len_times_pow5(sig: u128, k: u32) -> u64 {
    const LOG2_5: f64 = 2.321_928_094_887_362;
    let log = (sig as f64).log2() + f64::from(k) * LOG2_5;
    let frac = log - log.floor();
    if (1e-6..1.0 - 1e-6).contains(&frac) {
        return log.floor() as u64 + 1;
    }
    let mut n = Big::pow5(k);
    n.mul_assign(&Big::from_u128(sig));
    n.bit_len()
}

/// A small unsigned bignum (little-endian 64-bit limbs, no high zero limbs),
/// just enough for exact decimal conversion of float values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Big(Vec<u64>);

impl Big {
    fn zero() -> Big {
        Big(Vec::new())
    }

    fn from_u128(v: u128) -> Big {
        let mut b = Big(vec![v as u64, (v >> 64) as u64]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bit_len(&self) -> u64 {
        match self.0.last() {
            Some(&top) => self.0.len() as u64 * 64 - u64::from(top.leading_zeros()),
            None => 0,
        }
    }

    fn bit(&self, i: u64) -> bool {
        self.0.get((i / 64) as usize).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    /// `self = self × m + a`.
    fn mul_small_add(&mut self, m: u64, a: u64) {
        let mut carry = u128::from(a);
        for w in &mut self.0 {
            let t = u128::from(*w) * u128::from(m) + carry;
            *w = t as u64;
            carry = t >> 64;
        }
        if carry != 0 {
            self.0.push(carry as u64);
        }
    }

    fn mul_assign(&mut self, other: &Big) {
        if self.is_zero() || other.is_zero() {
            self.0.clear();
            return;
        }
        let mut out = vec![0u64; self.0.len() + other.0.len()];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.0.iter().enumerate() {
                let t = u128::from(a) * u128::from(b) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
            out[i + other.0.len()] = carry as u64;
        }
        self.0 = out;
        self.trim();
    }

    fn pow(base: u64, mut e: u32) -> Big {
        let mut result = Big::from_u128(1);
        let mut sq = Big::from_u128(u128::from(base));
        while e > 0 {
            if e & 1 == 1 {
                result.mul_assign(&sq);
            }
            e >>= 1;
            if e > 0 {
                let s = sq.clone();
                sq.mul_assign(&s);
            }
        }
        result
    }

    fn pow5(e: u32) -> Big {
        Big::pow(5, e)
    }

    fn shr_assign(&mut self, n: u64) {
        let words = (n / 64) as usize;
        if words >= self.0.len() {
            self.0.clear();
            return;
        }
        self.0.drain(..words);
        let bits = (n % 64) as u32;
        if bits != 0 {
            for i in 0..self.0.len() {
                let next = self.0.get(i + 1).copied().unwrap_or(0);
                self.0[i] = self.0[i] >> bits | next << (64 - bits);
            }
        }
        self.trim();
    }

    fn shl_assign(&mut self, n: u32) {
        if self.is_zero() {
            return;
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        if bits != 0 {
            let mut carry = 0u64;
            for w in &mut self.0 {
                let next = *w >> (64 - bits);
                *w = *w << bits | carry;
                carry = next;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, words));
    }

    /// `self /= d`, returning the remainder.
    fn div_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for w in self.0.iter_mut().rev() {
            let cur = rem << 64 | u128::from(*w);
            *w = (cur / u128::from(d)) as u64;
            rem = cur % u128::from(d);
        }
        self.trim();
        rem as u64
    }

    /// Decimal digits (ASCII, most significant first; `0` for zero).
    fn to_decimal(&self) -> Vec<u8> {
        let mut n = self.clone();
        let mut chunks = Vec::new();
        while !n.is_zero() {
            chunks.push(n.div_small(10_000_000_000_000_000_000));
        }
        let mut out = match chunks.pop() {
            Some(top) => top.to_string().into_bytes(),
            None => return vec![b'0'],
        };
        for c in chunks.iter().rev() {
            out.extend_from_slice(format!("{c:019}").as_bytes());
        }
        out
    }

    /// The top `n` bits as an integer, the exponent of its last bit, and
    /// whether any lower bit is set.
    fn top_bits(&self, n: u32) -> (u128, i32, bool) {
        let len = self.bit_len();
        if len <= u64::from(n) {
            let v = self.0.iter().rev().fold(0u128, |acc, &w| acc << 64 | u128::from(w));
            return (v, 0, false);
        }
        let low = len - u64::from(n);
        let mut v = 0u128;
        for i in (low..len).rev() {
            v = v << 1 | u128::from(self.bit(i));
        }
        let full_words = (low / 64) as usize;
        let sticky = self.0[..full_words].iter().any(|&w| w != 0)
            || self.0.get(full_words).is_some_and(|&w| w & ((1u64 << (low % 64)) - 1) != 0);
        (v, low as i32, sticky)
    }

    fn cmp(&self, other: &Big) -> Ordering {
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    fn sub_assign(&mut self, other: &Big) {
        let mut borrow = 0u64;
        for (i, w) in self.0.iter_mut().enumerate() {
            let o = other.0.get(i).copied().unwrap_or(0);
            let (t, b1) = w.overflowing_sub(o);
            let (t, b2) = t.overflowing_sub(borrow);
            *w = t;
            borrow = u64::from(b1 || b2);
        }
        self.trim();
    }

    /// `floor(self / d)` and whether the remainder is nonzero (`d != 0`).
    /// Shift-and-subtract: linear in the quotient's bits times the size,
    /// and every quotient here has about 128 bits or fewer.
    fn div_rem(&self, d: &Big) -> (Big, bool) {
        let Some(top) = self.bit_len().checked_sub(d.bit_len()) else {
            return (Big::zero(), !self.is_zero());
        };
        let mut rem = self.clone();
        let mut q = vec![0u64; (top / 64 + 1) as usize];
        let mut shifted = d.clone();
        shifted.shl_assign(top as u32);
        for i in (0..=top).rev() {
            if rem.cmp(&shifted) != Ordering::Less {
                rem.sub_assign(&shifted);
                q[(i / 64) as usize] |= 1 << (i % 64);
            }
            shifted.shr_assign(1);
        }
        let mut q = Big(q);
        q.trim();
        (q, !rem.is_zero())
    }
}
