//! Mistake: a misspelt attribute (`#[typs(…)]`) on a result op.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => NegOp(#[typs(a.ty(rw))] CastOp(a)))]
pub struct P;

fn main() {}
