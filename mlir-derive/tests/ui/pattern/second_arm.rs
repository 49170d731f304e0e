//! Mistake: a second rewrite in one `#[pattern]`.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => a, AddOp(a, NegOp(b)) => a)]
pub struct P;

fn main() {}
