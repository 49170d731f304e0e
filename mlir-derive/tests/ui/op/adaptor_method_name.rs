//! Mistake: an operand named like a method of the generated adaptor.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "t")]
pub struct TOp {
    #[operand]
    new: AnyType,
}

fn main() {}
