//! The `InferIntRangeInterface` model of `affine.apply` (MLIR's
//! `inferAffineExpr`): the map's one result bounded from the bounds of its
//! dimensions and symbols, at 64 bits. Sums and products may not wrap
//! signed; `floordiv` and `ceildiv` divide by a divisor at least 1; `mod`
//! is Euclidean, below the divisor's largest value, or the dividend itself
//! (or its remainders) when those stay in one period.

use std::cmp::Ordering;

use mlir_core::context::builtin::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use mlir_core::definitions::interfaces::infer_int_range::{
    ConstantIntRanges, InferIntRangeInterfaceModel,
};
use mlir_core::definitions::interfaces::int_range_combinators::{
    OverflowFlags, infer_add, infer_ceil_div_s, infer_floor_div_s, infer_mul,
};
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::support::apint::APInt;

/// The width `index` bounds are kept at.
const INDEX_WIDTH: u32 = 64;

/// `affine.apply`'s model.
pub(super) struct ApplyRange;
impl InferIntRangeInterfaceModel for ApplyRange {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        args: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let ctx = ir.ctx();
        let Some(map) = op.inherent_attr(ir, "map").and_then(|a| ctx.affine_map_of(a)) else {
            return;
        };
        let num_dims = map.num_dims() as usize;
        if op.num_results(ir) != 1 || args.len() < num_dims {
            return;
        }
        let (dims, symbols) = args.split_at(num_dims);
        if let [expr] = map.results()
            && let Some(range) = infer_expr(expr, dims, symbols)
        {
            set(op.result(ir, 0), range);
        }
    }
}

/// The bounds of `expr`; `None` when it names a dimension or symbol
/// without bounds (an op the verifier rejects).
fn infer_expr(
    expr: &AffineExpr,
    dims: &[ConstantIntRanges],
    symbols: &[ConstantIntRanges],
) -> Option<ConstantIntRanges> {
    let (op, lhs, rhs) = match expr.kind() {
        AffineExprKind::Constant(c) => {
            return Some(ConstantIntRanges::constant(APInt::from_i64(INDEX_WIDTH, c)));
        }
        AffineExprKind::Dim(i) => return dims.get(i as usize).cloned(),
        AffineExprKind::Symbol(i) => return symbols.get(i as usize).cloned(),
        AffineExprKind::Binary(op, lhs, rhs) => (op, lhs, rhs),
    };
    let lhs = infer_expr(lhs, dims, symbols)?;
    let rhs = infer_expr(rhs, dims, symbols)?;
    if lhs.width() != rhs.width() {
        return None;
    }
    let nsw = OverflowFlags { nsw: true, nuw: false };
    Some(match op {
        AffineBinaryOp::Add => infer_add(&[lhs, rhs], nsw),
        AffineBinaryOp::Mul => infer_mul(&[lhs, rhs], nsw),
        AffineBinaryOp::FloorDiv => infer_floor_div_s(&[lhs, at_least_one(&rhs)]),
        AffineBinaryOp::CeilDiv => infer_ceil_div_s(&[lhs, at_least_one(&rhs)]),
        AffineBinaryOp::Mod => infer_mod(&lhs, &rhs),
    })
}

/// `range` with its lower bounds raised to 1 in both readings: an affine
/// divisor is positive.
fn at_least_one(range: &ConstantIntRanges) -> ConstantIntRanges {
    let one = APInt::one(range.width());
    let raise = |x: &APInt, cmp: fn(&APInt, &APInt) -> Ordering| {
        if cmp(x, &one) == Ordering::Less { one.clone() } else { x.clone() }
    };
    let unsigned =
        ConstantIntRanges::from_unsigned(raise(range.umin(), APInt::ucmp), range.umax().clone());
    let signed =
        ConstantIntRanges::from_signed(raise(range.smin(), APInt::scmp), range.smax().clone());
    unsigned.intersection(&signed)
}

/// Euclidean `lhs mod rhs`.
fn infer_mod(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let width = rhs.width();
    let (lhs_min, lhs_max) = (lhs.smin(), lhs.smax());
    let (rhs_min, rhs_max) = (rhs.smin(), rhs.smax());
    if rhs_max.is_zero() {
        return ConstantIntRanges::max_range(width);
    }
    let below = |a: &APInt, b: &APInt| a.ucmp(b) == Ordering::Less;
    let lhs_non_negative = !lhs_min.sign_bit();
    let mut umin = APInt::zero(width);
    let mut umax = rhs_max.wrapping_sub(&APInt::one(width));
    let rhs_positive = !rhs_min.sign_bit() && !rhs_min.is_zero();
    if rhs_positive && lhs_non_negative && below(lhs_max, rhs_min) {
        // Already below every divisor: the dividend itself.
        umin = lhs_min.clone();
        umax = lhs_max.clone();
    } else if rhs_min == rhs_max
        && lhs_non_negative
        && below(&lhs_max.wrapping_sub(lhs_min), rhs_max)
        && lhs_min.udiv(rhs_max) == lhs_max.udiv(rhs_max)
        && let (Some(lo), Some(hi)) = (lhs_min.urem(rhs_max), lhs_max.urem(rhs_max))
    {
        // One period of a constant divisor: the remainders are contiguous.
        umin = lo;
        umax = hi;
    }
    ConstantIntRanges::from_unsigned(umin, umax)
}
