//! Mistake: `#[dialect]` without `name`.
use mlir_derive::dialect;

#[dialect(ops = [])]
pub struct ADialect;

fn main() {}
