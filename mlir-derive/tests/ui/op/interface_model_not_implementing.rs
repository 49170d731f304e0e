//! Mistake: an interface model that does not implement the interface.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

/// Implements nothing.
pub struct NotAModel;

#[op(dialect = Arith, name = "cast", interfaces = [CastOpInterfaceModel = NotAModel])]
pub struct CastOp {
    #[operand]
    input: AnyType,
    #[result]
    output: AnyType,
}

fn main() {}
