//! Mistake: native code giving an integer where an operand (a value)
//! goes.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => AddOp(a, { 1 }))]
pub struct P;

fn main() {}
