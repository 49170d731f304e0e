//! Mistake: a `traits` entry that is not an `OpTrait`.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "addi", traits = [AnyType])]
pub struct AddIOp {
    #[operand]
    lhs: AnyType,
}

fn main() {}
