//! Mistake: `#[loc(…)]` naming a binding the pattern does not have.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => NegOp(#[loc(n)] NegOp(a)))]
pub struct P;

fn main() {}
