//! Mistake: a default value of the wrong type (a string for an `i64`
//! attribute).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "c")]
pub struct COp {
    #[attr(default = "one")]
    value: I64Attr,
}

fn main() {}
