//! Mistake: an op with two results replaces a root with one.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => DivRemOp(a, b))]
pub struct P;

fn main() {}
