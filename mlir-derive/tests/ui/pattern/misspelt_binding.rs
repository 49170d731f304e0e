//! Mistake: a typo of a bound name (`lsh` for `lhs`) in the result.
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(AddOp(lhs, rhs) => AddOp(rhs, lsh))]
pub struct P;

fn main() {}
