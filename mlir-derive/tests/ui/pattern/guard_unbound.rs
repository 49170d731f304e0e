//! Mistake: the guard uses a name the source never binds.
use mlir_derive::pattern;

include!("shared/calc.rs");

fn is_small(_: mlir_core::ir::Value) -> bool {
    true
}

#[pattern(AddOp(a, b) if is_small(c) => b)]
pub struct P;

fn main() {}
