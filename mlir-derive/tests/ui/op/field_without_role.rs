//! Mistake: a field without a role attribute.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "addi")]
pub struct AddIOp {
    #[operand]
    lhs: AnyType,
    rhs: AnyType,
}

fn main() {}
