//! Mistake: a dialect's kinds written as an enum, as one might for a
//! family of types.
use mlir_core::Type;
use mlir_derive::type_def;

#[type_def(dialect = D, mnemonic = "shape")]
pub enum Shapes {
    Square(Type),
    Circle,
}

fn main() {}
