//! Mistake: unnamed parameters.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [BoxType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "box", format = "`<` `>`")]
pub struct BoxType(Type);

fn main() {}
