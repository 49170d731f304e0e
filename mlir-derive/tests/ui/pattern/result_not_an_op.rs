//! Mistake: a path naming a plain struct, no op, in the result.
use mlir_derive::pattern;

include!("shared/calc.rs");

pub struct Point {
    pub x: i32,
}

#[pattern(AddOp(a, b) => AddOp(Point { x: a }, b))]
pub struct P;

fn main() {}
