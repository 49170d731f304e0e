//! Mistake: an interface's `…Trait` marker without a model in `interfaces`.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::interfaces::cast::CastOpInterfaceTrait;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "cast", traits = [CastOpInterfaceTrait])]
pub struct CastOp {
    #[operand]
    input: AnyType,
    #[result]
    output: AnyType,
}

fn main() {}
