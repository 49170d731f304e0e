//! Mistake: a naming convention `rename_all` does not know.
use mlir_derive::dialect;

#[dialect(name = "d", ops = [], rename_all = "PascalCase")]
pub struct D;

fn main() {}
