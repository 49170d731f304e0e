//! Mistake: a source struct pattern that leaves out a field (`rhs`)
//! without `..`.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp { lhs: NegOp { input: a } } => a)]
pub struct P;

fn main() {}
