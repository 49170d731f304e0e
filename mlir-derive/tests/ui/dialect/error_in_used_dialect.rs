//! Mistake in a dialect that ops name (a name that is not an identifier):
//! the dialect's error alone is reported, nothing at the ops.
use mlir_core::semantics::constraints::AnyType;
use mlir_derive::{dialect, op};

#[dialect(name = "my-dialect", ops = [AddOp])]
pub struct D;

#[op(dialect = D, name = "add")]
pub struct AddOp {
    #[operand]
    a: AnyType,
}

fn main() {}
