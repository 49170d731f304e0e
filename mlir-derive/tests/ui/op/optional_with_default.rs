//! Mistake: a default value on an optional attribute.
use mlir_core::constraints::*;
use mlir_core::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "c")]
pub struct COp {
    #[attr(default = |ctx| ctx.unit_attr())]
    flag: Option<UnitAttr>,
}

fn main() {}
