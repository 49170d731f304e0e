//! The comparisons: `cmpi` (integers and `index`) and `cmpf` (floats).
//! Both compare two operands of one type element by element, by the
//! predicate in their `predicate` property (a plain `i64`, `CmpIPredicate`
//! or `CmpFPredicate`), and give `i1` or a vector or tensor of `i1` shaped
//! like the operands; the result type is inferred from the left operand.
//!
//! `cmpi` bounds its `i1` result through `InferIntRangeInterface`
//! (`int_range.rs`). Upstream's `VectorUnrollOpInterface` has no
//! counterpart in the core yet; it verifies nothing.

use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{BoolLike, FloatLike, SignlessIntegerLike};
use mlir_core::semantics::traits::{
    Elementwise, PredOpTrait, Pure, SameTypeOperands, Scalarizable, Tensorizable, Vectorizable,
};
use mlir_core::support::float::APFloat;
use mlir_derive::op;

use super::super::Arith;
use super::super::canonicalize::*;
use super::super::constraints::ResultIsI1ShapedLikeOperands;
use super::super::constraints::i1_same_shape;
use super::super::enums::{
    CmpFPredicate, CmpFPredicateAttr, CmpIPredicate, CmpIPredicateAttr, FastMathFlags,
    FastMathFlagsAttr,
};
use super::super::float_fold::{cmpf_holds, float_value};
use super::super::int_range::CMPI_RANGE;
use super::super::interfaces::ArithFastMathInterface;
use super::super::models::{HasFastMath, I1ShapedLikeLhs};

/// Compares two integers (or `index` values) by a predicate.
///
/// The equality predicates ignore signedness; the others read the operands
/// as signed (`slt`, `sle`, `sgt`, `sge`) or unsigned (`ult`, `ule`,
/// `ugt`, `uge`).
#[op(
    dialect = Arith,
    name = "cmpi",
    canonicalize = [CmpIExtSI, CmpIExtUI],
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    traits = [
        PredOpTrait<ResultIsI1ShapedLikeOperands>,
        Pure,
        SameTypeOperands,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterfaceModel = I1ShapedLikeLhs, InferIntRangeInterfaceModel = CMPI_RANGE],
    fold
)]
pub struct CmpIOp {
    #[attr(value = CmpIPredicate)]
    predicate: CmpIPredicateAttr,
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result(type_from = lhs, via = i1_same_shape)]
    result: BoolLike,
}

/// Compares two floats by a predicate.
///
/// An ordered predicate (`o…`) is false when either operand is NaN, an
/// unordered one (`u…`) true; `false` and `true` ignore the operands.
#[op(
    dialect = Arith,
    name = "cmpf",
    format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    traits = [
        PredOpTrait<ResultIsI1ShapedLikeOperands>,
        Pure,
        SameTypeOperands,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [dyn ArithFastMathInterface = HasFastMath, InferTypeOpInterfaceModel = I1ShapedLikeLhs],
    fold,
    canonicalize = [CmpFIntToFPConst]
)]
pub struct CmpFOp {
    #[attr(value = CmpFPredicate)]
    predicate: CmpFPredicateAttr,
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE, value = FastMathFlags)]
    fastmath: FastMathFlagsAttr,
    #[result(type_from = lhs, via = i1_same_shape)]
    result: BoolLike,
}

impl CmpFOp {
    /// Two scalar constants compare to `true` or `false`; a NaN on either
    /// side decides alone, the other operand need not be constant.
    /// Vectors and tensors do not fold, as upstream.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let mut lhs = adaptor.constant(0).and_then(|a| float_value(ctx, a));
        let mut rhs = adaptor.constant(1).and_then(|a| float_value(ctx, a));
        // A NaN makes the comparison unordered whatever the other side is.
        if lhs.is_some_and(APFloat::is_nan) {
            rhs = lhs;
        }
        if rhs.is_some_and(APFloat::is_nan) {
            lhs = rhs;
        }
        let result = cmpf_holds(self.predicate(ir), lhs?, rhs?);
        Some(OpFoldResult::Attr(ctx.bool_attr(result)))
    }
}
