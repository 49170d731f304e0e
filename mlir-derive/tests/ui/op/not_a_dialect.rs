//! Mistake: a `dialect` type that does not implement `Dialect`.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

struct NotADialect;

#[op(dialect = NotADialect, name = "addi")]
pub struct AddIOp {
    #[operand]
    lhs: AnyType,
}

fn main() {}
