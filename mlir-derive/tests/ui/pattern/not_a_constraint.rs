//! Mistake: `x @ Point`: a type that is no constraint.
use mlir_derive::pattern;

include!("shared/calc.rs");

pub struct Point;

#[pattern(AddOp(a @ Point, b) => b)]
pub struct P;

fn main() {}
