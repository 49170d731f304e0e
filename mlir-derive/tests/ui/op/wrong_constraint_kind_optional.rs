//! Mistake: a type constraint on an optional attribute.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "t")]
pub struct TOp {
    #[attr]
    value: Option<AnyType>,
}

fn main() {}
