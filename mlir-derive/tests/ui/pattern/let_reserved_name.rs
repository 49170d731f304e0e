//! Mistake: `loc` as a result's `let` name (native code gets the
//! location by that name).
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => {
    let loc = NegOp(a);
    NegOp(loc)
})]
pub struct P;

fn main() {}
