//! Mistake: an interface listed in `traits` (it goes in `interfaces`, with
//! a model).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::interfaces::infer_type::InferTypeOpInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "c", traits = [InferTypeOpInterface])]
pub struct COp {
    #[operand]
    input: AnyType,
    #[result]
    output: AnyType,
}

fn main() {}
