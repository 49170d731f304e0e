//! Unrolling an `affine.for` (MLIR's `loopUnrollByFactor`,
//! `loopUnrollFull`, `loopUnrollUpToFactor`).
//!
//! Unrolling by `k` multiplies the step by `k` and appends `k - 1` copies
//! of the body before its terminator, each with the induction variable
//! bumped by an `affine.apply` (`d0 + i * step`, made only when the
//! variable is used) and the carried values threaded from one copy to the
//! next. When `k` may not divide the trip count, a cleanup loop (a clone
//! of the loop starting where the unrolled one stops) runs the remaining
//! iterations; loops with a `max` lower bound or `min` upper bound are then
//! left alone, since that start cannot be written as one bound.

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, Builder, InsertPoint, IrMapping, IrView, Op, Value};

use super::bounds::{set_lower_bound, set_step, set_upper_bound};
use super::promote::promote_if_single_iteration;
use super::trip_count::{constant_trip_count, largest_divisor_of_trip_count, trip_count_map};
use crate::affine::{
    ApplyOp, ForOp, canonicalize_map_and_operands, fully_compose_affine_map_and_operands,
};

/// Unrolls `for_op` completely when its trip count is a constant: a loop
/// that never runs stays, one that runs once is promoted. `false` when the
/// trip count is not constant.
pub fn loop_unroll_full(ir: &mut IrView, for_op: ForOp) -> bool {
    match constant_trip_count(ir, for_op) {
        None => false,
        Some(0) => true,
        Some(1) => promote_if_single_iteration(ir, for_op),
        Some(count) => loop_unroll_by_factor(ir, for_op, count, false),
    }
}

/// Unrolls by `factor`, or by the trip count when it is a smaller
/// constant.
pub fn loop_unroll_up_to_factor(ir: &mut IrView, for_op: ForOp, factor: u64) -> bool {
    match constant_trip_count(ir, for_op) {
        Some(count) if count < factor => loop_unroll_by_factor(ir, for_op, count, false),
        _ => loop_unroll_by_factor(ir, for_op, factor, false),
    }
}

/// Unrolls `for_op` by `factor` (positive); `true` when the loop was
/// unrolled or needed nothing. With `cleanup`, a loop whose trip count is
/// below the factor or not a multiple of it is unrolled fully instead
/// (when its trip count is constant). A factor of 1 only promotes a loop
/// that runs once.
pub fn loop_unroll_by_factor(ir: &mut IrView, for_op: ForOp, factor: u64, cleanup: bool) -> bool {
    if factor == 0 {
        return false;
    }
    let trip_count = constant_trip_count(ir, for_op);
    if factor == 1 {
        return trip_count != Some(1) || promote_if_single_iteration(ir, for_op);
    }
    let Some(body) = for_op.body(ir) else { return false };
    if body.ops(ir).count() <= 1 {
        return true;
    }
    if trip_count.is_some_and(|count| count < factor) {
        return cleanup && loop_unroll_full(ir, for_op);
    }
    if !largest_divisor_of_trip_count(ir, for_op).is_multiple_of(factor) {
        let single = |map: Option<AffineMap>| map.is_some_and(|m| m.num_results() == 1);
        if !single(for_op.lower_map(ir)) || !single(for_op.upper_map(ir)) {
            return false;
        }
        if cleanup {
            return loop_unroll_full(ir, for_op);
        }
        if !generate_cleanup_loop(ir, for_op, factor) {
            return false;
        }
    }
    let step = for_op.step(ir);
    let Some(terminator) = body.last_op(ir) else { return false };
    let iter_args = for_op.region_iter_args(ir);
    let yielded: Vec<Value> = terminator.operands(ir).collect();
    set_step(ir, for_op, step.wrapping_mul(factor as i64));
    let Some(iv) = for_op.induction_var(ir) else { return false };
    let loc = for_op.as_op().loc(ir);
    let bump = |ir: &mut IrView, copy: u64| -> Value {
        let expr = AffineExpr::dim(0) + (copy as i64).wrapping_mul(step);
        let map = ir.ctx().affine_map_attr(AffineMap::new(1, 0, vec![expr]));
        let index = ir.ctx().index_type();
        let mut b = Builder::new(ir, InsertPoint::Before(terminator));
        ApplyOp::build(&mut b, loc, index, &[iv], map).result(&b)
    };
    append_copies(ir, body, factor, iv, &iter_args, &yielded, bump);
    promote_if_single_iteration(ir, for_op);
    true
}

/// Appends `factor - 1` copies of the body's ops (terminator excluded)
/// before the terminator, then makes the terminator yield the last copy's
/// values (MLIR's `generateUnrolledLoop`). Each copy reads the carried
/// values the previous one produced; a yielded value defined outside the
/// body, or a block argument, stays as it is.
fn append_copies(
    ir: &mut IrView,
    body: Block,
    factor: u64,
    iv: Value,
    iter_args: &[Value],
    yielded: &[Value],
    mut bump: impl FnMut(&mut IrView, u64) -> Value,
) {
    let Some(terminator) = body.last_op(ir) else { return };
    let originals: Vec<Op> = body.ops(ir).filter(|&op| op != terminator).collect();
    let mut last: Vec<Value> = yielded.to_vec();
    for copy in 1..factor {
        let mut mapping = IrMapping::default();
        for (&arg, &value) in iter_args.iter().zip(&last) {
            mapping.map_value(arg, value);
        }
        if !iv.use_empty(ir) {
            let bumped = bump(ir, copy);
            mapping.map_value(iv, bumped);
        }
        for &original in &originals {
            let cloned = ir.clone_op(original, &mut mapping);
            ir.insert_op(cloned, InsertPoint::Before(terminator));
        }
        for (slot, &value) in last.iter_mut().zip(yielded) {
            let defined_in_body =
                value.defining_op(ir).is_some_and(|def| def.block(ir) == Some(body));
            if defined_in_body {
                *slot = mapping.value(value);
            }
        }
    }
    ir.set_operands(terminator, &last);
}

/// Inserts after `for_op` a clone of it running the iterations that
/// unrolling by `factor` leaves over, and stops `for_op` where the clone
/// starts (MLIR's `generateCleanupLoopForUnroll`); the clone carries on
/// from the loop's results and takes over their uses. `false` when the
/// start cannot be computed.
fn generate_cleanup_loop(ir: &mut IrView, for_op: ForOp, factor: u64) -> bool {
    let op = for_op.as_op();
    let mut mapping = IrMapping::default();
    let cleanup_op = ir.clone_op(op, &mut mapping);
    ir.insert_op(cleanup_op, InsertPoint::After(op));
    let Some(cleanup) = ForOp::try_from_op(ir, cleanup_op) else { return false };
    let results: Vec<Value> = op.results(ir).collect();
    let cleanup_results: Vec<Value> = cleanup_op.results(ir).collect();
    let first_init = cleanup_op.num_operands(ir) - cleanup.inits(ir).count();
    for (i, (&result, &cleanup_result)) in results.iter().zip(&cleanup_results).enumerate() {
        ir.replace_all_uses_with(result, cleanup_result);
        // The init as it reads now: an earlier step may have replaced it.
        let init = cleanup_op.operand(ir, first_init + i);
        let operands: Vec<Value> =
            cleanup_op.operands(ir).map(|v| if v == init { result } else { v }).collect();
        ir.set_operands(cleanup_op, &operands);
    }
    let Some((map, operands)) = cleanup_lower_bound(ir, for_op, factor) else { return false };
    set_lower_bound(ir, cleanup, &operands, map.clone());
    promote_if_single_iteration(ir, cleanup);
    set_upper_bound(ir, for_op, &operands, map);
    true
}

/// The first iteration unrolling by `factor` does not cover, as a map and
/// operands: the lower bound plus each trip count rounded down to a
/// multiple of `factor`, times the step (one result per upper bound
/// result), composed and simplified (MLIR's `getCleanupLoopLowerBound`).
/// The `affine.apply` ops built on the way are erased when unused.
fn cleanup_lower_bound(
    ir: &mut IrView,
    for_op: ForOp,
    factor: u64,
) -> Option<(AffineMap, Vec<Value>)> {
    let (trip_map, trip_operands) = trip_count_map(ir, for_op)?;
    let op = for_op.as_op();
    let loc = op.loc(ir);
    let lower_map = for_op.lower_map(ir)?;
    let lower_operands: Vec<Value> = for_op.lower_bound_operands(ir).collect();
    let step = for_op.step(ir);
    let factor = factor as i64;
    let ctx = ir.ctx_arc().clone();
    let index = ctx.index_type();
    let mut b = Builder::new(ir, InsertPoint::Before(op));
    let lower = ApplyOp::build(&mut b, loc, index, &lower_operands, ctx.affine_map_attr(lower_map));
    let lower = lower.result(&b);
    let mut bumps = Vec::with_capacity(trip_map.num_results());
    for count in trip_map.results() {
        let expr = (count - count.modulo(factor)) * step;
        let map = AffineMap::new(trip_map.num_dims(), trip_map.num_symbols(), vec![expr]);
        let apply = ApplyOp::build(&mut b, loc, index, &trip_operands, ctx.affine_map_attr(map));
        bumps.push(apply.result(&b));
    }
    let results: Vec<AffineExpr> =
        (0..bumps.len() as u32).map(|i| AffineExpr::dim(0) + AffineExpr::dim(i + 1)).collect();
    let mut map = AffineMap::new(1 + bumps.len() as u32, 0, results);
    let mut operands = vec![lower];
    operands.extend(&bumps);
    fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
    map = map.simplified();
    canonicalize_map_and_operands(ir, &mut map, &mut operands);
    for value in bumps.into_iter().chain([lower]) {
        if value.use_empty(ir)
            && let Some(def) = value.defining_op(ir)
        {
            ir.erase_op(def);
        }
    }
    Some((map, operands))
}
