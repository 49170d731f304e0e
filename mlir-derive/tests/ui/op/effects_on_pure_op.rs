//! Mistake: an op said to be `Pure` (no memory effect) declares a read.
use mlir_core::semantics::constraints::*;
use mlir_core::semantics::traits::*;
use mlir_derive::{dialect, op};

#[dialect(name = "d", ops = [LoadOp])]
pub struct D;

#[op(dialect = D, name = "load", traits = [Pure], effects = [MemRead])]
pub struct LoadOp {
    #[operand]
    addr: AnyType,
    #[result]
    value: AnyType,
}

fn main() {}
