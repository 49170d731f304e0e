//! Mistake: a string to match an `i64` attribute's value.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(ShlOp(x, "two") => x)]
pub struct P;

fn main() {}
