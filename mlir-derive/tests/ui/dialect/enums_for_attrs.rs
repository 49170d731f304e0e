//! Mistake: an enum attribute listed under `enums` (it is an attribute
//! kind: `attrs = [ModeAttr]`).
use mlir_derive::{dialect, enum_attr};

#[dialect(name = "d", ops = [], enums = [ModeAttr])]
pub struct D;

/// A rounding mode.
#[enum_attr(attr(dialect = D, mnemonic = "mode"))]
pub enum Mode {
    /// Up.
    Up = 0,
}

fn main() {}
