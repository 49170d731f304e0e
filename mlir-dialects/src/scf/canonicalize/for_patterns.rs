//! `scf.for`'s canonicalization, `SimplifyTrivialLoops`, and the static
//! trip count it rests on (MLIR's `constantTripCount` with
//! `computeUbMinusLb`).
//!
//! Upstream also registers `ForOpTensorCastFolder`, which moves a
//! `tensor.cast` of an iteration argument into the loop; without the
//! `tensor` dialect it can never match, so it is left out. `scf.for` has
//! no folder upstream.

use std::cmp::Ordering;

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value, ValueOwner};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::apint::APInt;
use mlir_core::transforms::folding::fold_one_op::constant_value;

use super::trip_count::upper_minus_lower;
use crate::scf::ForOp;

pattern! {
    /// A loop that never runs is replaced by its initial values; a loop
    /// that runs once by its body, the induction variable replaced by the
    /// lower bound and the iteration arguments by the initial values; a
    /// loop known to run more than once whose body only yields values
    /// defined outside it, by those values (MLIR's
    /// `SimplifyTrivialLoops`). Hand-written: the trip count is computed,
    /// and the body inlined, beyond what `#[pattern]` expresses.
    SimplifyTrivialLoops on ForOp,
    creates [],
    simplify_trivial_loop
}

fn simplify_trivial_loop(for_op: ForOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = for_op.as_op();
    let inits: Vec<Value> = for_op.init_args(rw).collect();
    if for_op.lower_bound(rw) == for_op.upper_bound(rw) {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let Some(trips) = static_trip_count(rw, for_op) else {
        return rw.notify_match_failure(op, "can't compute constant trip count");
    };
    if trips.is_zero() {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    if trips.as_i64() == Some(1) {
        let mut args = vec![for_op.lower_bound(rw)];
        args.extend(inits);
        rw.replace_op_with_region(op, for_op.region(rw), &args);
        return Ok(());
    }
    // More than one iteration: only a body that yields values from outside
    // the loop goes.
    let Some(body) = for_op.body(rw) else { return rw.fail("no body") };
    let Some(terminator) = body.first_op(rw).filter(|&t| Some(t) == body.last_op(rw)) else {
        return rw.notify_match_failure(op, "the body is not empty");
    };
    let yielded: Vec<Value> = terminator.operands(rw).collect();
    let inside = |v: &Value| matches!(v.owner(rw), ValueOwner::BlockArg(b, _) if b == body);
    if yielded.iter().any(inside) {
        return rw.notify_match_failure(op, "the body yields a value of the loop");
    }
    rw.replace_op(op, &yielded);
    Ok(())
}

/// The number of iterations of `for_op` when its bounds and step tell it
/// (MLIR's `constantTripCount`), at the width of the bounds' type (64 for
/// `index`).
///
/// Equal bounds, a zero or negative step (read as signed even in an
/// `unsigned` loop) or an upper bound not above the lower one (compared
/// as the loop does) give 0. Otherwise the difference of the bounds is
/// needed, either both constant (taken with the loop's signedness, so a
/// signed difference that wraps counts as negative: 0 iterations) or the
/// upper bound an `arith.addi` of the lower one and a constant with
/// `nsw` (`nuw` in an `unsigned` loop), that constant then always read as
/// signed; and a constant step, which it is divided by, rounding up.
pub(crate) fn static_trip_count(ir: &IrView, for_op: ForOp) -> Option<APInt> {
    let (lower, upper) = (for_op.lower_bound(ir), for_op.upper_bound(ir));
    let bound_type = lower.ty(ir);
    let width = bound_type.as_integer(ir.ctx()).map_or(64, |(width, _)| width);
    let zero = APInt::zero(width);
    if lower == upper {
        return Some(zero);
    }
    let step = constant_int(ir, for_op.step(ir));
    if step.as_ref().is_some_and(|s| s.is_zero() || s.sign_bit()) {
        return Some(zero);
    }
    let signed = !for_op.unsigned_cmp(ir);
    let (diff, diff_signed) = match (constant_int(ir, lower), constant_int(ir, upper)) {
        (Some(lb), Some(ub)) => {
            let order = if signed { ub.scmp(&lb) } else { ub.ucmp(&lb) };
            if order != Ordering::Greater {
                return Some(zero);
            }
            (ub.wrapping_sub(&lb), signed)
        }
        (None, None) => (upper_minus_lower(ir, lower, upper, signed)?, true),
        _ => return None,
    };
    if diff_signed && diff.sign_bit() {
        return Some(zero);
    }
    let step = step?;
    let (quotient, remainder) =
        if diff_signed { diff.sdivrem(&step)? } else { diff.udivrem(&step)? };
    if remainder.is_zero() {
        Some(quotient)
    } else {
        Some(quotient.wrapping_add(&APInt::one(width)))
    }
}

/// The integer a constant op gives `value` (MLIR's `m_ConstantInt`).
fn constant_int(ir: &IrView, value: Value) -> Option<APInt> {
    constant_value(ir, value).and_then(|c| c.as_integer(ir.ctx()).cloned())
}
