//! Mistake: a name bound to an op and then to an operand's value.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(x @ NegOp(_), x) => x)]
pub struct P;

fn main() {}
