//! Mistake: `#[type(…)]` (a keyword) for `#[types(…)]` on a result
//! op.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => NegOp(#[type(a.ty(rw))] CastOp(a)))]
pub struct P;

fn main() {}
