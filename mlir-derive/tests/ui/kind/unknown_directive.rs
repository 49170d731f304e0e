//! Mistake: a directive of op formats in a parameter format.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [BoxType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "box", format = "`<` $inner attr-dict `>`")]
pub struct BoxType {
    inner: Type,
}

fn main() {}
