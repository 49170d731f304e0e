//! Mistake: an optional region and a variadic region that is not last.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "loop")]
pub struct LoopOp {
    #[region]
    body: Option<AnyRegion>,
    #[region]
    rest: Variadic<AnyRegion>,
    #[region]
    last: AnyRegion,
}

fn main() {}
