//! Mistake: a `benefit` that does not fit an `i32`.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(benefit = 10000000000, NegOp(NegOp(a)) => a)]
pub struct P;

fn main() {}
