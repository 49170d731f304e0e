//! Mistake: parameters without a format.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [BoxType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "box")]
pub struct BoxType {
    inner: Type,
}

fn main() {}
