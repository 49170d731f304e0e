//! Mistake: two variadic results without segment sizes.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "t")]
pub struct TOp {
    #[result]
    a: Variadic<AnyType>,
    #[result]
    b: Variadic<AnyType>,
}

fn main() {}
