//! Mistake: the op says it infers its result types but does not say how
//! (no `impl InferTypeOpInterface for SameOp`).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::interfaces::infer_type::InferTypeOpInterface;
use mlir_derive::{dialect, op};

#[dialect(name = "d", ops = [SameOp])]
pub struct D;

#[op(dialect = D, name = "same", interfaces = [InferTypeOpInterface],
     format = "$input attr-dict `:` type($input)")]
pub struct SameOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

fn main() {}
