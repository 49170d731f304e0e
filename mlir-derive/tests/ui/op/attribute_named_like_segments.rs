//! Mistake: an attribute named like the property a segment trait adds.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::AttrSizedOperandSegments;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "call", traits = [AttrSizedOperandSegments])]
pub struct CallOp {
    #[operand]
    args: Variadic<AnyType>,
    #[operand]
    extra: Variadic<AnyType>,
    #[attr(rename = "operandSegmentSizes")]
    sizes: I64Attr,
}

fn main() {}
