//! Mistake: a path naming a plain struct, no op, in the source.
use mlir_derive::pattern;

include!("shared/calc.rs");

pub struct Point {
    pub x: i32,
}

#[pattern(AddOp(Point { x: a }, b) => b)]
pub struct P;

fn main() {}
