//! Mistake in a declarative format: an optional group starting with `to`,
//! followed by `to`: absent, the parser would take the second for the
//! group's.
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
    format = "$lhs (`to` $rhs^)? `to` attr-dict"
)]
pub struct TestOp {
    #[operand]
    lhs: I1,
    #[operand]
    rhs: Option<I1>,
}

fn main() {}
