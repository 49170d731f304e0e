//! Mistake: `#[pattern]` on an enum.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => a)]
pub enum P {
    A,
}

fn main() {}
