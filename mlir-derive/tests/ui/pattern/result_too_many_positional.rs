//! Mistake: a positional result op with one argument too many.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => AddOp(b, a, a))]
pub struct P;

fn main() {}
