//! Mistake: `SingleBlockImplicitTerminator` on an op without a region.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::{IsTerminator, SingleBlockImplicitTerminator};
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "yield", traits = [IsTerminator])]
pub struct YieldOp {}

#[op(dialect = D, name = "t", traits = [SingleBlockImplicitTerminator<YieldOp>])]
pub struct TOp {
    #[operand]
    a: AnyType,
}

fn main() {}
