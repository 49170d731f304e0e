//! Mistake: an effect's resource that is not a `Resource`.
use mlir_core::semantics::constraints::*;
use mlir_derive::{dialect, op};

#[dialect(name = "d", ops = [AllocOp])]
pub struct D;

#[op(dialect = D, name = "alloc")]
pub struct AllocOp {
    #[result(effects = [MemAlloc("stack")])]
    addr: AnyType,
}

fn main() {}
