//! Mistake: a `ConstantLike` op asks for `fold` but has no `fold` method:
//! one error at the hook, though the macro reads constants through it too.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::ConstantLike;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "constant", traits = [ConstantLike], fold)]
pub struct ConstantOp {
    #[attr]
    value: AnyAttr,
    #[result]
    result: AnyType,
}

fn main() {}
