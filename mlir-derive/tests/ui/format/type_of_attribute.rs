//! Mistake in a declarative format: `type($attr)`: `type` takes an operand,
//! a result, `operands` or `results`.
use mlir_core::semantics::constraints::{I1, TypeAttr};
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
    format = "$value attr-dict `:` type($value)"
)]
pub struct TestOp {
    #[attr]
    value: TypeAttr,
    #[result]
    result: I1,
}

fn main() {}
