//! Mistake: a dialect registers an enum attribute of another dialect.
use mlir_derive::{dialect, enum_attr};

#[dialect(name = "a", attrs = [ModeAttr])]
pub struct A;

#[dialect(name = "b", attrs = [ModeAttr])]
pub struct B;

/// A rounding mode.
#[enum_attr(attr(dialect = A, mnemonic = "mode"))]
pub enum Mode {
    /// Up.
    Up = 0,
}

fn main() {}
