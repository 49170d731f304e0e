//! Mistakes: a `ConstantLike` op without `fold` (its value would never be
//! read, so folding would silently never see it as a constant), with two
//! results, and with an operand: each an error at the trait.
use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::*;
use mlir_core::semantics::traits::{ConstantLike, Pure};
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "constant", traits = [ConstantLike, Pure])]
pub struct ConstantOp {
    #[attr]
    value: AnyAttr,
    #[result]
    result: AnyType,
}

#[op(dialect = D, name = "pair", traits = [Pure, ConstantLike], fold)]
pub struct PairOp {
    #[attr]
    value: AnyAttr,
    #[result]
    low: AnyType,
    #[result]
    high: AnyType,
}

#[op(dialect = D, name = "echo", traits = [Pure, ConstantLike], fold)]
pub struct EchoOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

impl PairOp {
    fn fold(&self, _ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        None
    }
}

impl EchoOp {
    fn fold(&self, _ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        None
    }
}

fn main() {}
