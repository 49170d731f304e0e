//! `index.cmp`: compares two `index` values by a predicate, giving `i1`
//! (`index.cmp slt(%a, %b)`; generic `pred = #index<cmp_predicate slt>`).
//!
//! The folder decides the comparison when 64-bit and 32-bit `index` agree
//! on it: for two constants, for a minimum or maximum against a constant
//! compared with a constant (by the bounds the minimum or maximum puts on
//! its result), and for `cmp(x, x)`. `cmp(sub(a, b), 0)` is canonicalized
//! to `cmp(a, b)` (`canonicalize.rs`).

use mlir_core::definitions::interfaces::infer_int_range::ConstantIntRanges;
use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::int_range_combinators::{CmpPredicate, evaluate_pred};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{I1, Index as IndexType};
use mlir_core::semantics::traits::Pure;
use mlir_core::support::apint::APInt;
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_derive::op;

use super::super::canonicalize::{CmpOfSubLhs, CmpOfSubRhs};
use super::super::dual_width::{compare, index_const, low};
use super::super::enums::{IndexCmpPredicate, IndexCmpPredicateAttr};
use super::super::int_range::CMP_RANGE;
use super::super::models::I1_RESULT;
use super::super::{Index, MaxSOp, MaxUOp, MinSOp, MinUOp};
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;

/// Compares two `index` values.
///
/// The equality predicates ignore signedness; the others read the operands
/// as signed (`slt`, `sle`, `sgt`, `sge`) or unsigned (`ult`, `ule`, `ugt`,
/// `uge`).
#[op(
    dialect = Index,
    name = "cmp",
    fold,
    canonicalize = [CmpOfSubRhs, CmpOfSubLhs],
    format = "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
    traits = [Pure, InferTypeOpInterfaceTrait],
    interfaces = [InferTypeOpInterfaceModel = I1_RESULT, InferIntRangeInterfaceModel = CMP_RANGE]
)]
pub struct CmpOp {
    #[attr(value = IndexCmpPredicate)]
    pred: IndexCmpPredicateAttr,
    #[operand]
    lhs: IndexType,
    #[operand]
    rhs: IndexType,
    #[result]
    result: I1,
}

/// The range-analysis predicate of an `index.cmp` predicate.
fn range_predicate(pred: IndexCmpPredicate) -> CmpPredicate {
    CmpPredicate::from_value(pred as u64).unwrap_or(CmpPredicate::Eq)
}

/// The bounds `min`/`max` op `bound` (with constant operand `a`) puts on
/// its result at `width` bits; `None` for other ops.
fn min_max_bounds(ir: &IrView, bound: Op, a: u64, width: u32) -> Option<ConstantIntRanges> {
    let a = APInt::from_u64(width, low(a, width));
    Some(if MinSOp::isa(ir, bound) {
        ConstantIntRanges::from_signed(APInt::signed_min(width), a)
    } else if MinUOp::isa(ir, bound) {
        ConstantIntRanges::from_unsigned(APInt::zero(width), a)
    } else if MaxSOp::isa(ir, bound) {
        ConstantIntRanges::from_signed(a, APInt::signed_max(width))
    } else if MaxUOp::isa(ir, bound) {
        ConstantIntRanges::from_unsigned(a, APInt::all_ones(width))
    } else {
        return None;
    })
}

impl CmpOp {
    /// Two constants, `cmp(min/max(x, a), b)`, and `cmp(x, x)`.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let pred = self.pred(ir);
        let bool_attr = |v: bool| Some(OpFoldResult::Attr(ctx.bool_attr(v)));
        let lhs = index_const(ctx, adaptor.constant(0));
        let rhs = index_const(ctx, adaptor.constant(1));
        if let (Some(a), Some(b)) = (lhs, rhs) {
            let wide = compare(pred, a, b, 64);
            if wide == compare(pred, a, b, 32) {
                return bool_attr(wide);
            }
        }
        let bound = self.lhs(ir).defining_op(ir);
        if let (Some(bound), Some(b)) = (bound, rhs)
            && bound.num_operands(ir) == 2
            && let Some(a) = index_const(ctx, constant_value(ir, bound.operand(ir, 1)))
        {
            let decide = |width: u32| {
                let range = min_max_bounds(ir, bound, a, width)?;
                let rhs = ConstantIntRanges::constant(APInt::from_u64(width, low(b, width)));
                evaluate_pred(range_predicate(pred), &range, &rhs)
            };
            if let (Some(wide), Some(narrow)) = (decide(64), decide(32))
                && wide == narrow
            {
                return bool_attr(wide);
            }
        }
        if self.lhs(ir) == self.rhs(ir) {
            use IndexCmpPredicate::*;
            return bool_attr(matches!(pred, Eq | Sge | Sle | Uge | Ule));
        }
        None
    }
}
