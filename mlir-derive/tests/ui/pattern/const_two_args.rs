//! Mistake: `Const` with two patterns.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, Const(c, d)) => a)]
pub struct P;

fn main() {}
