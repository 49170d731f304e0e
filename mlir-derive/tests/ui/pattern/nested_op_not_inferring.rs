//! Mistake: a nested result op that cannot infer its result types
//! (`cast`) and has no `#[types(…)]`.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => NegOp(CastOp(a)))]
pub struct P;

fn main() {}
