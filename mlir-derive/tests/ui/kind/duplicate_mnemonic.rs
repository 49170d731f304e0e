//! Mistake: two type kinds of one dialect with one mnemonic (the error is
//! at the later one in `types`); attribute kinds may reuse a type's.
use mlir_derive::{attr_def, dialect, type_def};

#[dialect(name = "d", types = [UnitType, OtherType, EmptyType], attrs = [UnitAttr])]
pub struct D;

#[type_def(dialect = D, mnemonic = "unit")]
pub struct UnitType;

#[type_def(dialect = D, mnemonic = "other")]
pub struct OtherType;

#[type_def(dialect = D, mnemonic = "unit")]
pub struct EmptyType;

#[attr_def(dialect = D, mnemonic = "unit")]
pub struct UnitAttr;

fn main() {}
