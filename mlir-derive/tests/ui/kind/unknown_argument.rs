//! Mistake: a misspelt argument.
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [UnitType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "unit", fromat = "")]
pub struct UnitType;

fn main() {}
