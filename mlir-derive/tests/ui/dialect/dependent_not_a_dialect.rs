//! Mistake: a dependent dialect that is not a dialect.
use mlir_derive::dialect;

#[dialect(name = "a", dependent = [String])]
pub struct ADialect;

fn main() {}
