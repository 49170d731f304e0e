//! Mistake in a declarative format: a successor written twice.
use mlir_core::semantics::constraints::AnySuccessor;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::IsTerminator;
use mlir_derive::op;

struct T;
impl Dialect for T {
    const NAMESPACE: &'static str = "t";
}

/// An op whose format has a mistake.
#[op(
    dialect = T,
    name = "op",
    traits = [IsTerminator],
    format = "$dest `,` $dest attr-dict"
)]
pub struct TestOp {
    #[successor]
    dest: AnySuccessor,
}

fn main() {}
