//! Mistake: a `mut` binding.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(mut a)) => a)]
pub struct P;

fn main() {}
