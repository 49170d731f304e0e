//! Mistake: `SameOperandsAndResultType` on an op without results.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::SameOperandsAndResultType;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "store", traits = [SameOperandsAndResultType])]
pub struct StoreOp {
    #[operand]
    value: AnyType,
    #[operand]
    dest: AnyType,
}

fn main() {}
