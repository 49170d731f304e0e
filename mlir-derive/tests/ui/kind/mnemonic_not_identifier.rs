//! Mistake: a mnemonic that is not an MLIR identifier.
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [MyType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "my-type")]
pub struct MyType;

fn main() {}
