//! Mistake: a misspelt trait the macro recognizes (`AttrSizedOperandSegment`
//! for `AttrSizedOperandSegments`).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "call", traits = [AttrSizedOperandSegment])]
pub struct CallOp {
    #[operand]
    args: Variadic<AnyType>,
    #[operand]
    extra: Variadic<AnyType>,
}

fn main() {}
