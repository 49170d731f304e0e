//! Mistake: a type in `canonicalize = [...]` that is no pattern (the op
//! itself). Both missing traits are reported at its name.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "t", canonicalize = [TOp])]
pub struct TOp {
    #[operand]
    a: AnyType,
}

fn main() {}
