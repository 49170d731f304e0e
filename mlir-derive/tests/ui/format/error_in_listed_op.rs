//! Mistake in the format of an op its dialect lists: the format error alone
//! is reported (nothing at the dialect's `ops`).
use mlir_core::semantics::constraints::AnyType;
use mlir_derive::{dialect, op};

#[dialect(name = "t", ops = [AddOp])]
pub struct T;

/// An op whose format has a mistake.
#[op(dialect = T, name = "add", format = "$lhs `,` $rsh attr-dict `:` type($lhs)")]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: AnyType,
}

fn main() {}
