//! Mistake: an empty `#[types()]` on a result op.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => NegOp(#[types()] CastOp(a)))]
pub struct P;

fn main() {}
