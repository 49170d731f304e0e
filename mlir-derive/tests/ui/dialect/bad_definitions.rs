//! Mistakes: a malformed dialect name, an op listed twice, an unknown
//! argument, and a struct with fields.
use mlir_core::semantics::constraints::*;
use mlir_derive::{dialect, op};

#[dialect(name = "my-dialect", ops = [AddOp, AddOp], version = 2)]
pub struct BadDialect;

#[dialect(name = "good", ops = [])]
pub struct WithFields {
    x: u32,
}

#[dialect(name = "fine", ops = [AddOp])]
pub struct FineDialect;

#[op(dialect = FineDialect, name = "add")]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
}

fn main() {}
