//! Mistake: a positional source pattern with too few arguments and no
//! `..`.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(NegOp(a)) => a)]
pub struct P;

fn main() {}
