//! The number of iterations of one dimension of a loop over `index`
//! bounds, when it is known (MLIR's `constantTripCount` with scf's
//! `computeUbMinusLb`, signed), as the loops' canonicalizations read it;
//! `upper_minus_lower`, the constant distance of an `arith.addi` bound,
//! serves `scf.for`'s trip count too.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::support::apint::APInt;
use mlir_core::transforms::folding::fold_one_op::constant_value;

use crate::arith::{AddIOp, IntegerOverflowFlags};

/// The trip count of a dimension from `lb` to `ub` by `step`, all `index`
/// bounds (constants or values), compared as signed integers.
///
/// Unknown when one bound is static and the other a value: upstream reads
/// a static bound of `scf.forall` as an `i64` attribute and a value as an
/// `index`, and gives up on bounds of different types. Otherwise known
/// when the bounds are the same (zero), the step is a constant zero or
/// negative (zero), both bounds are constants, or `ub` is `lb` plus a
/// constant with `nsw`; a non-constant step leaves only an empty range
/// known. The difference wraps at 64 bits as upstream's does.
pub(super) fn constant_trip_count(
    ir: &IrView,
    lb: OpFoldResult,
    ub: OpFoldResult,
    step: OpFoldResult,
) -> Option<u64> {
    let is_static = |bound: OpFoldResult| matches!(bound, OpFoldResult::Attr(_));
    if is_static(lb) != is_static(ub) {
        return None;
    }
    if lb == ub {
        return Some(0);
    }
    let step = constant_int(ir, step);
    if step.is_some_and(|s| s <= 0) {
        return Some(0);
    }
    let diff = match (constant_int(ir, lb), constant_int(ir, ub)) {
        (Some(lb), Some(ub)) if ub <= lb => return Some(0),
        (Some(lb), Some(ub)) => ub.wrapping_sub(lb),
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(ir, lb, ub)?,
    };
    if diff < 0 {
        return Some(0);
    }
    let step = step?;
    Some((diff / step + i64::from(diff % step != 0)) as u64)
}

/// The integer a bound stands for: its attribute's, or that of the
/// constant defining its value.
fn constant_int(ir: &IrView, bound: OpFoldResult) -> Option<i64> {
    let attr = match bound {
        OpFoldResult::Attr(attr) => attr,
        OpFoldResult::Value(value) => constant_value(ir, value)?,
    };
    attr.as_integer(ir.ctx())?.as_i64()
}

/// `ub - lb` when `ub` is `arith.addi %lb, %c overflow<nsw>` of a constant
/// `%c` (MLIR's `scf::computeUbMinusLb`).
fn ub_minus_lb(ir: &IrView, lb: OpFoldResult, ub: OpFoldResult) -> Option<i64> {
    let (OpFoldResult::Value(lb), OpFoldResult::Value(ub)) = (lb, ub) else { return None };
    upper_minus_lower(ir, lb, ub, true)?.as_i64()
}

/// The constant `c` when `upper` is `arith.addi %lower, c` with the flag
/// that rules out wrapping in the loop's comparison, `nsw` when `signed`
/// and `nuw` otherwise (MLIR's `computeUbMinusLb`).
pub(super) fn upper_minus_lower(
    ir: &IrView,
    lower: Value,
    upper: Value,
    signed: bool,
) -> Option<APInt> {
    let add = AddIOp::try_from_op(ir, upper.defining_op(ir)?)?;
    let flag = if signed { IntegerOverflowFlags::NSW } else { IntegerOverflowFlags::NUW };
    if !add.overflow_flags(ir).contains(flag) || add.lhs(ir) != lower {
        return None;
    }
    constant_value(ir, add.rhs(ir)).and_then(|c| c.as_integer(ir.ctx()).cloned())
}
