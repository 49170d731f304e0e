//! Mistake in a declarative format: the type of a result the format does
//! not write, which is neither inferred nor buildable.
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
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs)"
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
