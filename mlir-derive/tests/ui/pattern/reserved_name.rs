//! Mistake: `rw` as a binding (the guard and native code get the
//! rewriter by that name).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(rw)) => rw)]
pub struct P;

fn main() {}
