//! Mistake in a declarative format: an optional group that starts with a
//! required operand: its presence cannot be told from its first token.
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
    format = "$lhs ($rhs `,` $extra^)? attr-dict"
)]
pub struct TestOp {
    #[operand]
    lhs: I1,
    #[operand]
    rhs: I1,
    #[operand]
    extra: Option<I1>,
}

fn main() {}
