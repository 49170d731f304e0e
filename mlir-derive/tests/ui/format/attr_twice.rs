//! Mistake in a declarative format: an attribute written twice.
use mlir_core::semantics::constraints::{I1, I32Attr};
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
    format = "$value `,` $value attr-dict"
)]
pub struct TestOp {
    #[attr]
    value: I32Attr,
    #[result]
    result: I1,
}

fn main() {}
