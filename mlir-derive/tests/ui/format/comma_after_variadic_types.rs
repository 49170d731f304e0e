//! Mistake in a declarative format: a `,` after the types of a variadic
//! operand: it would be read as part of the type list.
use mlir_core::semantics::constraints::{AnyType, Variadic};
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
    format = "$args `to` $last attr-dict `:` type($args) `,` type($last)"
)]
pub struct TestOp {
    #[operand]
    args: Variadic<AnyType>,
    #[operand]
    last: AnyType,
}

fn main() {}
