//! Mistake: an `ops` value that is not a bracketed list.
use mlir_derive::dialect;

#[dialect(name = "a", ops = AddOp)]
pub struct ADialect;

fn main() {}
