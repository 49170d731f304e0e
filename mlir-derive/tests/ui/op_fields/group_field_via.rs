//! Mistake: `via` in a group (its function would be private to the group).
use mlir_core::{Context, Type};
use mlir_core::semantics::constraints::*;
use mlir_derive::op_fields;

fn same(_: &Context, t: Type) -> Type {
    t
}

#[op_fields]
pub(crate) struct Pair {
    #[operand]
    lhs: AnyType,
    #[operand(type_from = lhs, via = same)]
    rhs: AnyType,
}

fn main() {}
