//! Mistake: a type listed in `ops` that is not an op.
use mlir_derive::dialect;

#[dialect(name = "good", ops = [String])]
pub struct GoodDialect;

fn main() {}
