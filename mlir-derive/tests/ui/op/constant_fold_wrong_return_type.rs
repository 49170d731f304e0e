//! Mistake: a `ConstantLike` op's `fold` returns the attribute itself,
//! which is not a fold result.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::traits::ConstantLike;
use mlir_core::ir::IrView;
use mlir_core::rewrite::FoldAdaptor;
use mlir_core::Attribute;
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

impl ConstantOp {
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<Attribute> {
        Some(self.value(ir))
    }
}

fn main() {}
