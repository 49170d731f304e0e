//! Mistake: a self type that cannot hold a type.
use mlir_derive::{attr_def, dialect};

#[dialect(name = "d", attrs = [ValueAttr])]
pub struct D;

#[attr_def(dialect = D, mnemonic = "value", format = "`<` $value `>`")]
pub struct ValueAttr {
    value: i64,
    #[param(self_type)]
    ty: i64,
}

fn main() {}
