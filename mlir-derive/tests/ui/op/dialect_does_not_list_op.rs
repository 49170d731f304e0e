//! Mistake: an op whose `dialect = D` names a dialect that does not list it
//! in `ops`.
use mlir_core::semantics::constraints::*;
use mlir_derive::{dialect, op};

#[dialect(name = "d", ops = [AddOp])]
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

fn main() {}
