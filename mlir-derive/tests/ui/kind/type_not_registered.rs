//! Mistake: a type kind its dialect does not register.
use mlir_derive::{attr_def, dialect, type_def};

#[dialect(name = "d", attrs = [MarkAttr])]
pub struct D;

#[attr_def(dialect = D, mnemonic = "mark")]
pub struct MarkAttr;

#[type_def(dialect = D, mnemonic = "unit")]
pub struct UnitType;

fn main() {}
