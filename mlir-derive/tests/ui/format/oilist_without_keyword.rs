//! Mistake in a declarative format: an `oilist` clause that does not start
//! with its keyword literal.
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
    traits = [mlir_core::semantics::traits::AttrSizedOperandSegments],
    format = "oilist(`lhs` $lhs | $rhs) attr-dict"
)]
pub struct TestOp {
    #[operand]
    lhs: Option<I1>,
    #[operand]
    rhs: Option<I1>,
}

fn main() {}
