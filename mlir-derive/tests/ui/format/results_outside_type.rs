//! Mistake in a declarative format: `results` names the results' types only
//! inside `type(…)` or `functional-type(…)`.
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
    format = "$lhs `,` $rhs attr-dict `:` results"
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
