//! Mistake: a dialect name starting with a digit.
use mlir_derive::dialect;

#[dialect(name = "9a")]
pub struct ADialect;

fn main() {}
