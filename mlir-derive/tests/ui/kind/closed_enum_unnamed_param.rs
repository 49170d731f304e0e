//! Mistake: a tuple variant of an enum-backed family without accessor
//! names, and a verifier on a variant without a handle.
use mlir_core::Type;
use mlir_derive::type_def;

#[type_def(closed_enum, handle = Type, kinds = ShapeKind)]
pub enum Shapes {
    #[kind(handle = SquareType)]
    Square(Type),
    #[kind(verify = check)]
    Circle,
}

fn main() {}
