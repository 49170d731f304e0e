//! Mistake: a result op ending in `..` that leaves out a required
//! attribute (`amount` has no default).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(x)) => ShlOp(x, ..))]
pub struct P;

fn main() {}
