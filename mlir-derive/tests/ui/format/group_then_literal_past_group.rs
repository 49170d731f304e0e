//! Mistake in a declarative format: an optional group starting with `to`,
//! then another optional group, then `to`: when both groups are absent the
//! parser would take the `to` for the first group's.
use mlir_core::semantics::constraints::I32Attr;
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
    format = "(`to` $low^)? (`from` $high^)? `to` attr-dict"
)]
pub struct TestOp {
    #[attr]
    low: Option<I32Attr>,
    #[attr]
    high: Option<I32Attr>,
}

fn main() {}
