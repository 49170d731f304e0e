//! Mistake: a memory effect ODS does not have (`MemReed` for `MemRead`).
use mlir_core::semantics::constraints::*;
use mlir_derive::{dialect, op};

#[dialect(name = "d", ops = [LoadOp])]
pub struct D;

#[op(dialect = D, name = "load")]
pub struct LoadOp {
    #[operand(effects = [MemReed])]
    addr: AnyType,
    #[result]
    value: AnyType,
}

fn main() {}
