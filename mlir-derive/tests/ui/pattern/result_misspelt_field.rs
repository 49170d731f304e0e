//! Mistake: a misspelt field (`rsh`) in a result op.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => AddOp { lhs: b, rsh: a })]
pub struct P;

fn main() {}
