//! Mistake: a `let` without a value in a result block.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => {
    let t;
    a
})]
pub struct P;

fn main() {}
