//! Mistake: a positional source pattern with one argument too many
//! (`neg` has one operand).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a, b)) => a)]
pub struct P;

fn main() {}
