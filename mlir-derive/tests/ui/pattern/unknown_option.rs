//! Mistake: a misspelt option (`benfit`).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(benfit = 2, NegOp(NegOp(a)) => a)]
pub struct P;

fn main() {}
