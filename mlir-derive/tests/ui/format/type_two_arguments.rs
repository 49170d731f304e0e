//! Mistake in a declarative format: `type` with two arguments.
use mlir_core::semantics::constraints::AnyType;
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
    format = "$lhs `,` $rhs attr-dict `:` type($lhs, $rhs)"
)]
pub struct TestOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: AnyType,
}

fn main() {}
