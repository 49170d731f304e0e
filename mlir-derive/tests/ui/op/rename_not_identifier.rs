//! Mistake: an attribute `rename` that is not an MLIR identifier.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "t")]
pub struct TOp {
    #[attr(rename = "fast-math")]
    fast_math: Option<UnitAttr>,
}

fn main() {}
