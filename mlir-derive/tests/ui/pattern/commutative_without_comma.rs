//! Mistake: the `commutative` flag without its comma before the pattern.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(commutative AddOp(a, NegOp(b)) => AddOp(b, a))]
pub struct P;

fn main() {}
