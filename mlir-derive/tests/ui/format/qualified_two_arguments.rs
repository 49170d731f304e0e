//! Mistake in a declarative format: `qualified` with two arguments.
use mlir_core::semantics::constraints::TypeAttr;
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
    format = "$low `,` $high attr-dict `:` qualified($low, $high)"
)]
pub struct TestOp {
    #[attr]
    low: TypeAttr,
    #[attr]
    high: TypeAttr,
}

fn main() {}
