//! Mistake: `self_type` on a type kind (only attributes have a type).
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [BoxType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "box", format = "`<` $inner `>`")]
pub struct BoxType {
    inner: Type,
    #[param(self_type)]
    ty: Type,
}

fn main() {}
