//! Mistake in a declarative format: an anchor `^` outside any optional
//! group.
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
    format = "$lhs^ attr-dict"
)]
pub struct TestOp {
    #[operand]
    lhs: Option<I1>,
}

fn main() {}
