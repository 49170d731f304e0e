//! Mistake in a declarative format: a result written as `$result`: the
//! parser gets results from the op's name line, so only its type can be
//! written.
use mlir_core::semantics::constraints::I1;
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
    format = "$lhs `,` $rhs `->` $result attr-dict"
)]
pub struct TestOp {
    #[operand]
    lhs: I1,
    #[operand]
    rhs: I1,
    #[result]
    result: I1,
}

fn main() {}
