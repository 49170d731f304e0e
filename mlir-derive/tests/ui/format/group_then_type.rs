//! Mistake in a declarative format: an optional group starting with a type,
//! followed by a type: absent, the parser would take the second for the
//! group's.
use mlir_core::semantics::constraints::AnyType;
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
    format = "$lhs `,` $rhs attr-dict `:` (type($rhs)^)? type($lhs)"
)]
pub struct TestOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: Option<AnyType>,
}

fn main() {}
