//! Mistake: a generic op struct and a malformed op name.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = ".bad")]
pub struct AddIOp<T> {
    #[operand]
    lhs: AnyType,
    #[result]
    r: T,
}

fn main() {}
