//! Mistake: an attribute constraint (`I64Attr`) on an operand.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(a @ I64Attr) => a)]
pub struct P;

fn main() {}
