//! Mistake: a trait by MLIR's former name (`NoSideEffect`, now `Pure`).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "c", traits = [NoSideEffect])]
pub struct COp {
    #[operand]
    input: AnyType,
}

fn main() {}
