//! Mistake: `#[pattern]` on a struct with fields.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => a)]
pub struct P {
    pub benefit: u16,
}

fn main() {}
