//! Mistake: an interface that does not exist.
use mlir_derive::{dialect, op};

#[dialect(name = "d", ops = [NopOp])]
pub struct D;

#[op(dialect = D, name = "nop", interfaces = [Shapeful], format = "attr-dict")]
pub struct NopOp {}

fn main() {}
