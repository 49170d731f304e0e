//! Numbers as C's `printf` writes them: `%g` (the shortest of `%e` and `%f`
//! at six significant digits, trailing zeros dropped) for every float the
//! runner utils print, `%lf` for `printFlops`, and the spelling of
//! infinities and NaNs (`inf`, `-inf`, `nan`, `-nan`: the sign of a NaN shows).
//!
//! Rust's own float formatting rounds the exact binary value half to even,
//! as glibc does, so the digits come from `format!` and only the layout
//! rules of `%g` are applied here.

use std::io::{self, Write};

/// Significant digits of `%g` without an explicit precision.
const G_PRECISION: i32 = 6;

/// Writes `inf`, `-inf`, `nan` or `-nan` when `value` is not finite and
/// returns whether it wrote anything.
fn write_non_finite(out: &mut impl Write, value: f64) -> io::Result<bool> {
    let sign = if value.is_sign_negative() { "-" } else { "" };
    if value.is_nan() {
        write!(out, "{sign}nan")?;
    } else if value.is_infinite() {
        write!(out, "{sign}inf")?;
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// Drops the trailing zeros of a fraction and then a trailing point, as `%g`
/// does; a digit string without a point is left alone.
fn trim_fraction(digits: &str) -> &str {
    if digits.contains('.') { digits.trim_end_matches('0').trim_end_matches('.') } else { digits }
}

/// Writes `value` as C's `printf("%g", value)`: six significant digits, in
/// fixed notation when the decimal exponent is in `-4..6`, in exponent
/// notation (`1.5e+07`, at least two exponent digits) otherwise.
pub fn write_g(out: &mut impl Write, value: f64) -> io::Result<()> {
    if write_non_finite(out, value)? {
        return Ok(());
    }
    if value == 0.0 {
        let sign = if value.is_sign_negative() { "-" } else { "" };
        return write!(out, "{sign}0");
    }
    // The exponent `%g` chooses by is the one of `%e` after rounding to six
    // digits (999999.5 becomes 1e+06, in exponent notation).
    let scientific = format!("{:.*e}", (G_PRECISION - 1) as usize, value);
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if (-4..G_PRECISION).contains(&exponent) {
        let fixed = format!("{:.*}", (G_PRECISION - 1 - exponent) as usize, value);
        out.write_all(trim_fraction(&fixed).as_bytes())
    } else {
        let sign = if exponent < 0 { '-' } else { '+' };
        write!(out, "{}e{sign}{:02}", trim_fraction(mantissa), exponent.unsigned_abs())
    }
}

/// Writes `value` as C's `printf("%lf", value)`: fixed notation with six
/// fractional digits and every integral digit (`1e300` has 301 of them).
pub fn write_fixed(out: &mut impl Write, value: f64) -> io::Result<()> {
    if write_non_finite(out, value)? {
        return Ok(());
    }
    write!(out, "{value:.6}")
}

/// Formats `value` with [`write_g`] into a `String`.
pub fn g(value: f64) -> String {
    let mut out = Vec::new();
    // Writing into a `Vec` cannot fail.
    let _ = write_g(&mut out, value);
    String::from_utf8_lossy(&out).into_owned()
}
