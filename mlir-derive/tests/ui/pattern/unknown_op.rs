//! Mistake: an op type that does not exist (`NgeOp`).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(NgeOp(a), b) => AddOp(b, a))]
pub struct P;

fn main() {}
