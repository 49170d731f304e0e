//! Mistake in a declarative format: `types` is not a directive (`type` is).
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
    traits = [mlir_core::semantics::traits::SameOperandsAndResultType],
    format = "$lhs `,` $rhs attr-dict `:` types($lhs)"
)]
pub struct TestOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: AnyType,
    #[result]
    result: AnyType,
}

fn main() {}
