//! Mistake: the enum-backed mode on an enum the context does not store.
use mlir_core::Type;
use mlir_derive::type_def;

#[type_def(closed_enum, handle = Type, kinds = ShapeKind)]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Shapes {
    #[kind(handle = SquareType)]
    Square {
        side: Type,
    },
}

fn main() {}
