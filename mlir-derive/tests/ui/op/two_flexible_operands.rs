//! Mistake: two variadic/optional operands without segment sizes.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "concat")]
pub struct ConcatOp {
    #[operand]
    lhs: Variadic<AnyType>,
    #[operand]
    rhs: Option<AnyType>,
}

fn main() {}
