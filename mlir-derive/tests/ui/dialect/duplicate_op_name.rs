//! Mistake: two ops of one dialect with the same name (`add`): the error
//! is at the later one's `name`.
use mlir_core::semantics::constraints::*;
use mlir_derive::{dialect, op};

#[dialect(name = "d", ops = [AddOp, SubOp, PlusOp])]
pub struct D;

#[op(dialect = D, name = "add")]
pub struct AddOp {
    #[operand]
    a: AnyType,
}

#[op(dialect = D, name = "sub")]
pub struct SubOp {
    #[operand]
    a: AnyType,
}

#[op(dialect = D, name = "add")]
pub struct PlusOp {
    #[operand]
    a: AnyType,
}

fn main() {}
