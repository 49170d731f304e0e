//! Mistake: `..` before the last argument of a source op.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(.., b) => b)]
pub struct P;

fn main() {}
