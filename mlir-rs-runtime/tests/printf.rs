//! `%g` and `%lf` against the C library's own `snprintf` (which upstream's
//! runner utils print with) over many doubles: random bit patterns, values
//! near the fixed/exponent boundaries, and halfway cases of the rounding.

// Unsafe: `snprintf` is a foreign function.
#![allow(unsafe_code)]

use std::ffi::{c_char, c_int};

use mlir_rs_runtime::number::{write_fixed, write_g};

unsafe extern "C" {
    fn snprintf(buffer: *mut c_char, size: usize, format: *const c_char, ...) -> c_int;
}

/// What C's `snprintf(format, value)` writes.
fn c_format(format: &std::ffi::CStr, value: f64) -> String {
    let mut buffer = vec![0u8; 400];
    // SAFETY: the buffer is writable for its length, which is passed; the
    // format takes exactly one `double`.
    let n = unsafe { snprintf(buffer.as_mut_ptr().cast(), buffer.len(), format.as_ptr(), value) };
    buffer.truncate(usize::try_from(n).unwrap().min(buffer.len() - 1));
    String::from_utf8(buffer).unwrap()
}

fn ours(write: fn(&mut Vec<u8>, f64) -> std::io::Result<()>, value: f64) -> String {
    let mut out = Vec::new();
    write(&mut out, value).unwrap();
    String::from_utf8(out).unwrap()
}

/// A deterministic stream of 64-bit values (xorshift).
fn bits(seed: u64) -> impl Iterator<Item = u64> {
    let mut state = seed;
    std::iter::repeat_with(move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    })
}

fn samples() -> Vec<f64> {
    let mut values: Vec<f64> =
        bits(0x9e37_79b9_7f4a_7c15).take(20_000).map(f64::from_bits).collect();
    // Uniform in magnitude around the `%g` boundaries (1e-5 to 1e7).
    values.extend(bits(7).take(20_000).map(|b| {
        let exponent = (b % 13) as i32 - 6;
        (b >> 11) as f64 / (1u64 << 53) as f64 * 10f64.powi(exponent)
    }));
    // Halfway cases at the sixth significant digit, exact in binary.
    values.extend((0..2000).map(|i| f64::from(1_000_000 + 2 * i + 1) * 0.5));
    values.extend((0..2000).map(|i| f64::from(1_234_500 + 10 * i + 5)));
    values.extend([999_999.5, 999_995.0, 0.000_099_999_95, 9.999_995e-5, f32::MAX.into()]);
    values.extend(bits(11).take(5000).map(|b| f64::from(f32::from_bits(b as u32))));
    values.extend(values.clone().iter().map(|v| -v));
    values
}

#[test]
fn g_is_c_percent_g() {
    for value in samples() {
        assert_eq!(ours(write_g, value), c_format(c"%g", value), "bits {:#x}", value.to_bits());
    }
}

#[test]
fn fixed_is_c_percent_lf() {
    for value in samples() {
        assert_eq!(
            ours(write_fixed, value),
            c_format(c"%lf", value),
            "bits {:#x}",
            value.to_bits()
        );
    }
}
