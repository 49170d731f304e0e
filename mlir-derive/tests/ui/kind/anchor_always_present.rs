//! Mistake: an optional group anchored on a parameter that is always present.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [BoxType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "box", format = "`<` (`of` $inner^)? `>`")]
pub struct BoxType {
    inner: Type,
}

fn main() {}
