//! Mistake in a declarative format: `qualified` around an operand (it takes
//! an attribute or `type(…)`).
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
    format = "qualified($lhs) attr-dict"
)]
pub struct TestOp {
    #[operand]
    lhs: I1,
}

fn main() {}
