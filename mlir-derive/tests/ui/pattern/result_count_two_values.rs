//! Mistake: two values replace a root with one result.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => (a, b))]
pub struct P;

fn main() {}
