//! Mistake: a result's `let` rebinding a name the source binds.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(a, b) => {
    let a = NegOp(b);
    AddOp(a, a)
})]
pub struct P;

fn main() {}
