//! The ops that are neither integer binary ops nor casts: `select`,
//! `constant`, and the extended-precision ops that give two results
//! (`addui_extended`, `mulsi_extended`, `mului_extended`).

use mlir_core::Location;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::select_like::{
    ConditionTrueFalseOperands, SelectLikeOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OpBuilder};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{
    AnyType, BoolLike, SignlessIntegerLike, TypedAttrConstraint,
};
use mlir_core::semantics::traits::{
    AllTypesMatch, Commutative, ConstantLike, Elementwise, PredOpTrait, Pure, Scalarizable,
    Tensorizable, Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::canonicalize::*;
use super::super::constraints::{
    AddUIExtendedParts, BooleanConditionOrMatchingShape, ConstantParts, MulExtendedParts,
    SelectParts,
};
use super::super::int_range::{CONSTANT_RANGE, SelectRange};
use super::super::models::{BOTH_HALVES_AS_LHS, ConstantNames, SAME_AS_TRUE_VALUE, TypeOfValue};
use super::super::verify::{verify_constant, verify_select};

/// Chooses between two values by a condition.
///
/// With an `i1` condition the whole of `true_value` or `false_value` is
/// chosen; with a vector or tensor of `i1` shaped like the result, the
/// choice is made element by element.
#[op(
    dialect = Arith,
    name = "select",
    canonicalize = [
        RedundantSelectFalse,
        RedundantSelectTrue,
        SelectNotCond,
        SelectI1ToNot,
        SelectToExtUI,
        SelectToExtUINot,
    ],
    traits = [
        AllTypesMatch<SelectParts>,
        PredOpTrait<BooleanConditionOrMatchingShape>,
        Pure,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [
        InferTypeOpInterfaceModel = SAME_AS_TRUE_VALUE,
        InferIntRangeInterfaceModel = SelectRange,
        SelectLikeOpInterfaceModel = ConditionTrueFalseOperands,
    ],
    verify,
    custom_format,
    fold
)]
pub struct SelectOp {
    #[operand]
    condition: BoolLike,
    #[operand]
    true_value: AnyType,
    #[operand]
    false_value: AnyType,
    #[result]
    result: AnyType,
}

impl SelectOp {
    /// A condition other than `i1` must be the result's shape with `i1`
    /// elements.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_select(ir, self.as_op())
    }
}

/// A constant integer, float, or vector or tensor of them.
///
/// The result has the type of the `value` attribute; a scalar integer
/// result must be signless.
#[op(
    dialect = Arith,
    name = "constant",
    format = "attr-dict $value",
    traits = [
        AllTypesMatch<ConstantParts>,
        ConstantLike,
        Pure,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [
        OpAsmOpInterfaceModel = ConstantNames,
        InferTypeOpInterfaceModel = TypeOfValue,
        InferIntRangeInterfaceModel = CONSTANT_RANGE,
    ],
    verify,
    fold
)]
pub struct ConstantOp {
    #[attr]
    value: TypedAttrConstraint,
    #[result(type_from = value)]
    result: AnyType,
}

impl ConstantOp {
    /// Integer results are signless; the value is an integer, float or
    /// elements attribute; scalable vectors take splats only.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_constant(ir, self.as_op())
    }

    /// A constant folds to its value (what MLIR's `m_Constant` matches).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value(ir)))
    }

    /// `arith.constant value : index` at the builder's insertion point
    /// (MLIR's `ConstantIndexOp`).
    pub fn build_index(b: &mut impl OpBuilder, loc: Location, value: i64) -> Self {
        let index = b.ctx().index_type();
        let attr = b.ctx().integer_attr_i64(index, value);
        ConstantOp::build(b, loc, index, attr)
    }
}

/// Unsigned addition that also returns the carry.
///
/// `sum` is the wrapped sum, of the operands' type; `overflow` is set
/// (element by element) when the unsigned addition overflowed.
#[op(
    dialect = Arith,
    name = "addui_extended",
    canonicalize = [AddUIExtendedToAddI],
    fold,
    format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
    traits = [
        AllTypesMatch<AddUIExtendedParts>,
        Pure,
        Commutative,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
    ],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["sum", "overflow"])]
)]
pub struct AddUIExtendedOp {
    #[operand(type_from = sum)]
    lhs: SignlessIntegerLike,
    #[operand(type_from = sum)]
    rhs: SignlessIntegerLike,
    #[result]
    sum: SignlessIntegerLike,
    #[result]
    overflow: BoolLike,
}

/// Signed multiplication giving the full product as two halves.
///
/// `low` and `high` have the operands' type and hold the low and high
/// halves of the double-width signed product.
#[op(
    dialect = Arith,
    name = "mulsi_extended",
    canonicalize = [MulSIExtendedToMulI, MulSIExtendedRHSOne],
    fold,
    format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
    traits = [
        AllTypesMatch<MulExtendedParts>,
        Pure,
        Commutative,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [
        InferTypeOpInterfaceModel = BOTH_HALVES_AS_LHS,
        OpAsmOpInterfaceModel = ResultNames(&["low", "high"]),
    ]
)]
pub struct MulSIExtendedOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand(type_from = lhs)]
    rhs: SignlessIntegerLike,
    #[result(type_from = lhs)]
    low: SignlessIntegerLike,
    #[result(type_from = lhs)]
    high: SignlessIntegerLike,
}

/// Unsigned multiplication giving the full product as two halves.
///
/// `low` and `high` have the operands' type and hold the low and high
/// halves of the double-width unsigned product.
#[op(
    dialect = Arith,
    name = "mului_extended",
    canonicalize = [MulUIExtendedToMulI],
    fold,
    format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
    traits = [
        AllTypesMatch<MulExtendedParts>,
        Pure,
        Commutative,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [
        InferTypeOpInterfaceModel = BOTH_HALVES_AS_LHS,
        OpAsmOpInterfaceModel = ResultNames(&["low", "high"]),
    ]
)]
pub struct MulUIExtendedOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand(type_from = lhs)]
    rhs: SignlessIntegerLike,
    #[result(type_from = lhs)]
    low: SignlessIntegerLike,
    #[result(type_from = lhs)]
    high: SignlessIntegerLike,
}
