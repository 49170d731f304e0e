//! Mistake in a declarative format: unknown variable.
use mlir_core::semantics::constraints::{AnyType, UnitAttr};
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct T;
impl Dialect for T {
    const NAMESPACE: &'static str = "t";
}

/// An op whose format has a mistake.
#[op(
    dialect = T,
    name = "add",
    format = "$lhs `,` $nope attr-dict `:` type($result)"
)]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: AnyType,
    #[attr]
    flag: Option<UnitAttr>,
    #[result]
    result: AnyType,
}

fn main() {}
