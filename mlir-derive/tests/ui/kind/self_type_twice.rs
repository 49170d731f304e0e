//! Mistake: two self types.
use mlir_core::Type;
use mlir_derive::{attr_def, dialect};

#[dialect(name = "d", attrs = [ValueAttr])]
pub struct D;

#[attr_def(dialect = D, mnemonic = "value")]
pub struct ValueAttr {
    #[param(self_type)]
    ty: Type,
    #[param(self_type)]
    other: Type,
}

fn main() {}
