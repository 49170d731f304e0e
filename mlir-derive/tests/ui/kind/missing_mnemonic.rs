//! Mistake: no mnemonic.
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [UnitType])]
pub struct D;

#[type_def(dialect = D)]
pub struct UnitType;

fn main() {}
