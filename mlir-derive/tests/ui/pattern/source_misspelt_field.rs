//! Mistake: a misspelt field (`lsh`) in a source struct pattern: rustc
//! reports it at the field.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp { lsh: a, rhs: NegOp { input: b } } => AddOp { lhs: a, rhs: b })]
pub struct P;

fn main() {}
