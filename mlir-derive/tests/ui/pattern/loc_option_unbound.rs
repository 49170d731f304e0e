//! Mistake: `loc = …` naming a binding the pattern does not have.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(loc = (r, n), r @ NegOp(NegOp(a)) => NegOp(a))]
pub struct P;

fn main() {}
