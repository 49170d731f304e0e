//! Mistake: `derive(Default)` on the pattern (the macro implements it).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => a)]
#[derive(Debug, Default)]
pub struct P;

fn main() {}
