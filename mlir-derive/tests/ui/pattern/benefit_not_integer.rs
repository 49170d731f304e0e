//! Mistake: `benefit` given a string.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(benefit = "high", NegOp(NegOp(a)) => a)]
pub struct P;

fn main() {}
