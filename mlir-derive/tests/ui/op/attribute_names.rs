//! Mistake: an unknown `#[attr]` option and two attributes with one MLIR name.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "c")]
pub struct COp {
    #[attr]
    value: I64Attr,
    #[attr(rename = "value")]
    other: I64Attr,
    #[attr(fold = 1)]
    third: I64Attr,
}

fn main() {}
