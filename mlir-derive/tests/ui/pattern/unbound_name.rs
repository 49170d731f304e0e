//! Mistake: the result uses a name the source never binds.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => b)]
pub struct P;

fn main() {}
