//! MLIR's builtin float types: their encodings, decimal parsing and the exact
//! text `mlir-opt` prints for a float value.
//!
//! A float value is carried as raw bits (`u128`) in its kind's encoding. All
//! arithmetic goes through one exact model (`sign × significand × 2^exp`,
//! rounded to nearest-even into a format descriptor), so the IEEE formats and
//! the odd ones (FNUZ, finite-only, exponent-only) share one code path.
//!
//! Printing reproduces `printFloatValue` of MLIR 22: the 6-digit scientific
//! form if it parses back to the same value, else LLVM's default `toString` if that contains a `.`, else hex bits. Both
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
//!
//! The parts: `kind` (the table of kinds, [`FloatKind`]), `encoding` (a
//! kind's bit layout and the exact model: decode, round, encode), `convert`
//! (between kinds and `f64`), `text` (parsing and printing literals, with
//! LLVM's digit algorithms in `decimal`), and `apfloat` ([`APFloat`], with
//! its arithmetic in `arith`).

mod apfloat;
mod arith;
mod convert;
mod decimal;
mod encoding;
mod kind;
#[cfg(test)]
mod tests;
mod text;

pub use apfloat::APFloat;
pub use arith::IntegralRounding;
pub use kind::FloatKind;
pub use text::FloatText;
