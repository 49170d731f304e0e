//! Mistake: `Const` of an op pattern (it holds the constant's value).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, Const(NegOp(b))) => a)]
pub struct P;

fn main() {}
