//! Mistake: the self type written in the parameter format.
use mlir_core::Type;
use mlir_derive::{attr_def, dialect};

#[dialect(name = "d", attrs = [ValueAttr])]
pub struct D;

#[attr_def(dialect = D, mnemonic = "value", format = "`<` $value `,` $ty `>`")]
pub struct ValueAttr {
    value: i64,
    #[param(self_type)]
    ty: Type,
}

fn main() {}
