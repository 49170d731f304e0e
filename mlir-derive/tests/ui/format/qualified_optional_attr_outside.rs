//! Mistake in a declarative format: an optional attribute outside any
//! optional group, inside `qualified(…)`.
use mlir_core::semantics::constraints::TypeAttr;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct T;
impl Dialect for T {
    const NAMESPACE: &'static str = "t";
}

/// An op whose format has a mistake.
#[op(
    dialect = T,
    name = "op",
    format = "qualified($value) attr-dict"
)]
pub struct TestOp {
    #[attr]
    value: Option<TypeAttr>,
}

fn main() {}
