//! The ops without operands: `index.constant` (`index.constant 5`, named
//! `%idx5`), `index.bool.constant` (`index.bool.constant true`, named
//! `%true`) and `index.sizeof`, the bit width of `index` on the target,
//! which is not known here and so never folds.

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{BoolAttr, I1, Index as IndexType, IndexAttr};
use mlir_core::semantics::traits::{ConstantLike, Pure};
use mlir_derive::op;

use super::super::Index;
use super::super::int_range::{CONSTANT_RANGE, SIZEOF_RANGE};
use super::super::models::{BoolConstantNames, I1_RESULT, INDEX_RESULT, IndexConstantNames};
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;

/// An `index` constant.
///
/// The value is stored with 64 bits; on a 32-bit target it is truncated.
#[op(
    dialect = Index,
    name = "constant",
    fold,
    format = "attr-dict $value",
    traits = [ConstantLike, Pure, InferTypeOpInterfaceTrait],
    interfaces = [
        InferTypeOpInterfaceModel = INDEX_RESULT,
        OpAsmOpInterfaceModel = IndexConstantNames,
        InferIntRangeInterfaceModel = CONSTANT_RANGE,
    ]
)]
pub struct ConstantOp {
    #[attr(value = i64)]
    value: IndexAttr,
    #[result]
    result: IndexType,
}

impl ConstantOp {
    /// A constant folds to its value.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value_attr(ir)))
    }
}

/// A boolean constant of type `i1`.
///
/// Comparisons fold to it.
#[op(
    dialect = Index,
    name = "bool.constant",
    fold,
    format = "attr-dict $value",
    traits = [ConstantLike, Pure, InferTypeOpInterfaceTrait],
    interfaces = [
        InferTypeOpInterfaceModel = I1_RESULT,
        OpAsmOpInterfaceModel = BoolConstantNames,
        InferIntRangeInterfaceModel = CONSTANT_RANGE,
    ]
)]
pub struct BoolConstantOp {
    #[attr(value = bool)]
    value: BoolAttr,
    #[result]
    result: I1,
}

impl BoolConstantOp {
    /// A constant folds to its value.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value_attr(ir)))
    }
}

/// The size of `index` in bits on the target.
///
/// It depends on the target, so it is never folded.
#[op(
    dialect = Index,
    name = "sizeof",
    format = "attr-dict",
    traits = [Pure, InferTypeOpInterfaceTrait],
    interfaces = [InferTypeOpInterfaceModel = INDEX_RESULT, InferIntRangeInterfaceModel = SIZEOF_RANGE]
)]
pub struct SizeOfOp {
    #[result]
    result: IndexType,
}
