//! The loops: `affine.for` becomes `scf.for` from the greatest of its
//! lower bound map's results to the least of its upper bound map's, by its
//! step as an `arith.constant`; `affine.parallel` becomes `scf.parallel`
//! (bounds per loop likewise, reductions as `scf.reduce` regions starting
//! from each reduction's identity); `affine.yield` becomes `scf.yield`,
//! except under a parallel loop, whose lowering rewrites it (MLIR's
//! `AffineForLowering`, `AffineParallelLowering`, `AffineYieldOpLowering`).

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Attribute, Type};

use super::expand::{
    ExpandError, expand_or_undo, index_constant, lower_affine_map_max, lower_affine_map_min,
};
use super::reductions::{combine, identity_attr};
use crate::affine::{ForOp, ParallelOp, YieldOp};
use crate::arith::{AtomicRMWKind, ConstantOp};
use crate::scf;

pattern! {
    /// `affine.for` is `scf.for` over its bounds; the body moves.
    AffineForLowering on ForOp,
    creates ["scf.for", "arith.constant", "arith.maxsi", "arith.minsi", "arith.addi", "arith.muli"],
    lower_for
}

fn lower_for(for_op: ForOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = for_op.as_op();
    let (Some(lower), Some(upper)) = (for_op.lower_map(rw), for_op.upper_map(rw)) else {
        return rw.notify_match_failure(op, "no bound maps");
    };
    let step = for_op.step(rw);
    let lower_operands: Vec<Value> = for_op.lower_bound_operands(rw).collect();
    let upper_operands: Vec<Value> = for_op.upper_bound_operands(rw).collect();
    let inits: Vec<Value> = for_op.inits(rw).collect();
    let loc = op.loc(rw);
    let (lb, ub) = expand_or_undo(rw, op, |rw| {
        let lb = lower_affine_map_max(rw, loc, &lower, &lower_operands)?;
        let ub = lower_affine_map_min(rw, loc, &upper, &upper_operands)?;
        Ok((lb, ub))
    })?;
    let step = index_constant(rw, loc, step);
    let types: Vec<Type> = op.results(rw).map(|r| r.ty(rw)).collect();
    let new = scf::ForOp::build(rw, loc, &types, lb, ub, step, &inits, false);
    rw.inline_region_before(for_op.region(rw), new.region(rw), None);
    let results: Vec<Value> = new.as_op().results(rw).collect();
    rw.replace_op(op, &results);
    Ok(())
}

pattern! {
    /// `affine.yield` is `scf.yield`, but under a parallel loop, whose
    /// lowering rewrites it into `scf.reduce`.
    AffineYieldOpLowering on YieldOp,
    creates ["scf.yield"],
    lower_yield
}

fn lower_yield(yield_op: YieldOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = yield_op.as_op();
    let parent = op.parent_op(rw);
    if parent.is_some_and(|p| {
        scf::ParallelOp::try_from_op(rw, p).is_some() || ParallelOp::try_from_op(rw, p).is_some()
    }) {
        return rw.notify_match_failure(op, "rewritten with its parallel loop");
    }
    let operands: Vec<Value> = op.operands(rw).collect();
    let loc = op.loc(rw);
    scf::YieldOp::build(rw, loc, &operands);
    rw.erase_op(op);
    Ok(())
}

/// Group `index` of a bounds map whose groups have the sizes `groups`:
/// those results alone, over the same dimensions and symbols.
fn group_map(map: &AffineMap, groups: &[i64], index: usize) -> AffineMap {
    let start: i64 = groups[..index].iter().sum();
    let (start, len) = (start as usize, groups[index] as usize);
    let results = map.results()[start..start + len].to_vec();
    AffineMap::new(map.num_dims(), map.num_symbols(), results)
}

pattern! {
    /// `affine.parallel` is `scf.parallel` over its bounds and steps;
    /// the body moves, its `affine.yield` becomes `scf.reduce`.
    AffineParallelLowering on ParallelOp,
    creates [
        "scf.parallel", "scf.reduce", "scf.reduce.return", "arith.constant", "arith.maxsi",
        "arith.minsi", "arith.addi", "arith.muli"
    ],
    lower_parallel
}

fn lower_parallel(par: ParallelOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = par.as_op();
    let ctx = rw.ctx_arc().clone();
    let maps =
        (ctx.affine_map_of(par.lower_bounds_map(rw)), ctx.affine_map_of(par.upper_bounds_map(rw)));
    let (Some(lower), Some(upper)) = maps else {
        return rw.notify_match_failure(op, "no bound maps");
    };
    let lower_groups = ctx.dense_int_values(par.lower_bounds_groups(rw)).unwrap_or_default();
    let upper_groups = ctx.dense_int_values(par.upper_bounds_groups(rw)).unwrap_or_default();
    let reductions: Vec<Attribute> =
        par.reductions(rw).as_array(&ctx).map(<[Attribute]>::to_vec).unwrap_or_default();
    let kinds: Option<Vec<AtomicRMWKind>> = reductions
        .iter()
        .map(|r| AtomicRMWKind::from_value(u64::try_from(r.as_integer(&ctx)?.as_i64()?).ok()?))
        .collect();
    let Some(kinds) = kinds else {
        return rw.notify_match_failure(op, "invalid reduction kinds");
    };
    let types: Vec<Type> = op.results(rw).map(|r| r.ty(rw)).collect();
    // Checked before anything is built, so a failure leaves the IR as is.
    let identities: Option<Vec<Attribute>> =
        kinds.iter().zip(&types).map(|(&kind, &ty)| identity_attr(&ctx, kind, ty)).collect();
    let Some(identities) = identities else {
        return rw.notify_match_failure(op, "unsupported reduction kind for identity value");
    };
    let Some(terminator) = par.body(rw).and_then(|b| b.last_op(rw)) else {
        return rw.notify_match_failure(op, "no body");
    };
    let operands: Vec<Value> = par.map_operands(rw).collect();
    let (lower_operands, upper_operands) = operands.split_at(lower.num_inputs() as usize);
    let loc = op.loc(rw);
    let (lbs, ubs) = expand_or_undo(rw, op, |rw| {
        let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
        for i in 0..lower_groups.len().min(upper_groups.len()) {
            let map = group_map(&lower, &lower_groups, i);
            lbs.push(lower_affine_map_max(rw, loc, &map, lower_operands)?);
            let map = group_map(&upper, &upper_groups, i);
            ubs.push(lower_affine_map_min(rw, loc, &map, upper_operands)?);
        }
        Ok::<_, ExpandError>((lbs, ubs))
    })?;
    let steps: Vec<Value> =
        par.step_values(rw).into_iter().map(|s| index_constant(rw, loc, s)).collect();
    let inits: Vec<Value> = identities
        .into_iter()
        .zip(&types)
        .map(|(attr, &ty)| ConstantOp::build(rw, loc, ty, attr).result(rw))
        .collect();
    let new = scf::ParallelOp::build(rw, loc, &types, &lbs, &ubs, &steps, &inits);
    rw.inline_region_before(par.region(rw), new.region(rw), None);
    // `scf.reduce` and its regions' arguments are at the yield's location,
    // the combining ops at the loop's, as upstream builds them.
    let (yielded, yield_loc): (Vec<Value>, _) =
        (terminator.operands(rw).collect(), terminator.loc(rw));
    rw.set_insertion_point(InsertPoint::Before(terminator));
    let reduce = scf::ReduceOp::build(rw, yield_loc, &yielded, kinds.len());
    rw.erase_op(terminator);
    for (i, &kind) in kinds.iter().enumerate() {
        let ty = types[i];
        let region = reduce.as_op().region(rw, i);
        let block = rw.create_block(region, None, &[(ty, yield_loc), (ty, yield_loc)]);
        let (lhs, rhs) = (block.arg(rw, 0), block.arg(rw, 1));
        let combined = combine(rw, loc, kind, lhs, rhs);
        scf::ReduceReturnOp::build(rw, loc, combined);
    }
    let results: Vec<Value> = new.as_op().results(rw).collect();
    rw.replace_op(op, &results);
    Ok(())
}
