//! Mistake: a result op given one field twice.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => AddOp { lhs: a, lhs: b })]
pub struct P;

fn main() {}
