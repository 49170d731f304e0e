//! Mistake: `SameOperandsAndResultType` on an op without results.
use mlir_core::constraints::*;
use mlir_core::op_type::Dialect;
use mlir_core::traits::SameOperandsAndResultType;
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
