//! Mistake: a positional result op with too few arguments and no
//! `..`.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => AddOp(b))]
pub struct P;

fn main() {}
