//! Mistake: Rust arithmetic as the result, outside braces.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => a + b)]
pub struct P;

fn main() {}
