//! Mistake: a dialect lists an op whose `dialect = …` names another dialect.
use mlir_core::semantics::constraints::*;
use mlir_derive::{dialect, op};

#[dialect(name = "a", ops = [AddOp])]
pub struct A;

#[dialect(name = "b", ops = [AddOp])]
pub struct B;

#[op(dialect = A, name = "add")]
pub struct AddOp {
    #[operand]
    a: AnyType,
}

fn main() {}
