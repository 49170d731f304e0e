//! Mistake: a misspelt hook (`verfy` for `verify`).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "t", verfy)]
pub struct TOp {
    #[operand]
    a: AnyType,
}

fn main() {}
