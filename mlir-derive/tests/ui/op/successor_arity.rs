//! Mistake: an optional successor and a variadic successor that is not last.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::IsTerminator;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "t", traits = [IsTerminator])]
pub struct TOp {
    #[successor]
    a: Option<AnySuccessor>,
    #[successor]
    b: Variadic<AnySuccessor>,
    #[successor]
    c: AnySuccessor,
}

fn main() {}
