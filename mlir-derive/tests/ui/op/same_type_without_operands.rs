//! Mistake: `SameOperandsAndResultType` on an op without operands.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::SameOperandsAndResultType;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "make", traits = [SameOperandsAndResultType])]
pub struct MakeOp {
    #[result]
    out: AnyType,
}

fn main() {}
