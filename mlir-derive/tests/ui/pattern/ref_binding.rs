//! Mistake: a `ref` binding.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(ref a)) => a)]
pub struct P;

fn main() {}
