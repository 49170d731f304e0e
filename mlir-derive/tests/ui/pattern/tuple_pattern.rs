//! Mistake: a tuple pattern for two operands.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp((a, b)) => AddOp(b, a))]
pub struct P;

fn main() {}
