//! Mistake: a `crate` path where the runtime is not found.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "t", crate = ::no_such_crate)]
pub struct TOp {
    #[operand]
    a: AnyType,
}

fn main() {}
