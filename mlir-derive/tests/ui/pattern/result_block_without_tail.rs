//! Mistake: a result block ending in a statement, not the
//! replacement.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => {
    let s = AddOp(b, a);
    s;
})]
pub struct P;

fn main() {}
