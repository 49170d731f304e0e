//! Mistake in a declarative format: a `,` after a variadic operand: it
//! would be read as part of the list.
use mlir_core::semantics::constraints::{AnyType, I1, Variadic};
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
    format = "$args `,` $last attr-dict `:` type($args)"
)]
pub struct TestOp {
    #[operand]
    args: Variadic<AnyType>,
    #[operand]
    last: I1,
}

fn main() {}
