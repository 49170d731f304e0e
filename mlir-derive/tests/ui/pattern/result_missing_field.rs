//! Mistake: a result op given by name without a required argument
//! (`rhs`).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, NegOp(b)) => AddOp { lhs: a })]
pub struct P;

fn main() {}
