//! Mistake: a guard that is no `bool` (a value's type).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) if a.ty(rw) => b)]
pub struct P;

fn main() {}
