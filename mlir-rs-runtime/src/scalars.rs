//! The printing functions of MLIR's C runner utils, which `vector.print`
//! lowers to: numbers, strings and punctuation, written to `stdout` (and
//! `printFlops` to `stderr`) exactly as upstream writes them.
//!
//! `printOpen` writes `( `, `printClose` ` )`, `printComma` `, `; floats
//! print as `%g` ([`crate::number`]), `f16` and `bf16` (passed as their
//! bits) widened to `float` first; `printFlops(f)` writes `f / 1e9` as
//! `%lf` followed by ` GFLOPS` and a newline, to `stderr`.

// Unsafe: the functions are exported under their C names
// (`#[unsafe(no_mangle)]`), and `printString` reads a C string.
#![allow(unsafe_code)]

use std::ffi::{CStr, c_char};
use std::io::Write;

use crate::element::{BF16, Element, F16};
use crate::number::{write_fixed, write_g};
use crate::stdio::{Stream, Writer, write};

/// Prints a signed 64-bit integer in decimal.
#[unsafe(no_mangle)]
pub extern "C" fn printI64(value: i64) {
    let _ = write!(Writer::new(Stream::Stdout), "{value}");
}

/// Prints an unsigned 64-bit integer in decimal.
#[unsafe(no_mangle)]
pub extern "C" fn printU64(value: u64) {
    let _ = write!(Writer::new(Stream::Stdout), "{value}");
}

/// Prints a `float` as `%g`.
#[unsafe(no_mangle)]
pub extern "C" fn printF32(value: f32) {
    let _ = value.write_to(&mut Writer::new(Stream::Stdout));
}

/// Prints a `double` as `%g`.
#[unsafe(no_mangle)]
pub extern "C" fn printF64(value: f64) {
    let _ = write_g(&mut Writer::new(Stream::Stdout), value);
}

/// Prints an `f16`, given by its bits, as `%g`.
#[unsafe(no_mangle)]
pub extern "C" fn printF16(bits: u16) {
    let _ = F16(bits).write_to(&mut Writer::new(Stream::Stdout));
}

/// Prints a `bf16`, given by its bits, as `%g`.
#[unsafe(no_mangle)]
pub extern "C" fn printBF16(bits: u16) {
    let _ = BF16(bits).write_to(&mut Writer::new(Stream::Stdout));
}

/// Prints a NUL-terminated string as it is (no newline added); a null
/// pointer prints nothing.
///
/// # Safety
/// `string` is null or points at a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn printString(string: *const c_char) {
    if string.is_null() {
        return;
    }
    // SAFETY: the caller passes a NUL-terminated string, alive for the call.
    let bytes = unsafe { CStr::from_ptr(string) }.to_bytes();
    write(Stream::Stdout, bytes);
}

/// Prints `( `, the opening of a printed vector.
#[unsafe(no_mangle)]
pub extern "C" fn printOpen() {
    write(Stream::Stdout, b"( ");
}

/// Prints ` )`, the closing of a printed vector.
#[unsafe(no_mangle)]
pub extern "C" fn printClose() {
    write(Stream::Stdout, b" )");
}

/// Prints `, `, between the elements of a printed vector.
#[unsafe(no_mangle)]
pub extern "C" fn printComma() {
    write(Stream::Stdout, b", ");
}

/// Prints a newline.
#[unsafe(no_mangle)]
pub extern "C" fn printNewline() {
    write(Stream::Stdout, b"\n");
}

/// Prints `flops / 1e9` as `%lf` and ` GFLOPS` on a line of `stderr`.
#[unsafe(no_mangle)]
pub extern "C" fn printFlops(flops: f64) {
    let mut out = Writer::new(Stream::Stderr);
    let _ = write_fixed(&mut out, flops / 1e9);
    let _ = out.write_all(b" GFLOPS\n");
}
