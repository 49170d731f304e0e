//! Mistake: native code giving a string where an `i64` attribute goes.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(ShlOp(ShlOp(x, _), _) => ShlOp(x, { "two" }))]
pub struct P;

fn main() {}
