//! Mistake: an empty op name.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "")]
pub struct TOp {
    #[operand]
    a: AnyType,
}

fn main() {}
