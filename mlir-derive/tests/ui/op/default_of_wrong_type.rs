//! Mistake: a default value that is not a function of the context giving an
//! attribute.
use mlir_core::constraints::*;
use mlir_core::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "c")]
pub struct COp {
    #[attr(default = 1)]
    value: I64Attr,
}

fn main() {}
