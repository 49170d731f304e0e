//! The parallel loops. `scf.parallel` becomes a nest of `scf.for`, one per
//! dimension, outermost first (MLIR's `ParallelLowering`): the reductions'
//! initial values are carried down the nest as `iter_args`, each inner
//! loop's results yielded by the loop around it; each reduction region is
//! inlined where `scf.reduce` stood, combining the carried value with the
//! reduced operand, and the combined values are yielded by the innermost
//! loop, whose body the parallel body becomes. `scf.forall` without
//! shared outputs becomes `scf.parallel` over the same bounds (MLIR's
//! `ForallLowering`, `forallToParallelLoop`): its constant bounds and
//! steps become `arith.constant`s, its body moves, `scf.forall.in_parallel`
//! becomes an empty `scf.reduce`, and its `mapping` goes along.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, IrView, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use crate::scf::canonicalize::value_or_constant;
use crate::scf::{ForOp, ForallOp, ParallelOp, ReduceOp, YieldOp};

pattern! {
    /// `scf.parallel` is a nest of `scf.for`, its reductions inlined.
    ParallelLowering on ParallelOp,
    creates ["scf.for", "scf.yield"],
    lower_parallel
}

/// Where a value is defined: its op's location, or its block argument's.
fn value_loc(ir: &IrView, value: Value) -> Location {
    match value.defining_op(ir) {
        Some(op) => op.loc(ir),
        None => value.arg_loc(ir).unwrap_or_else(|| ir.ctx().unknown_loc()),
    }
}

/// An `scf.for` at the insertion point with a body block: the induction
/// variable (at `loc`) and one argument per carried value (at the value's
/// location), and an empty `scf.yield` when nothing is carried, as
/// upstream's builder makes it.
fn build_for(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    (lower, upper, step): (Value, Value, Value),
    inits: &[Value],
) -> (ForOp, Block) {
    let types: Vec<Type> = inits.iter().map(|v| v.ty(rw)).collect();
    let for_op = ForOp::build(rw, loc, &types, lower, upper, step, inits, false);
    let back = rw.insertion_point();
    let mut args = vec![(lower.ty(rw), loc)];
    args.extend(inits.iter().map(|&v| (v.ty(rw), value_loc(rw, v))));
    let region = for_op.region(rw);
    let body = rw.create_block(region, None, &args);
    if inits.is_empty() {
        YieldOp::build(rw, loc, &[]);
    }
    rw.set_insertion_point(back);
    (for_op, body)
}

fn lower_parallel(par: ParallelOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = par.as_op();
    let body = par.body(rw);
    let terminator = body.and_then(|b| b.last_op(rw)).and_then(|t| ReduceOp::try_from_op(rw, t));
    let (Some(body), Some(reduce)) = (body, terminator) else {
        return rw.notify_match_failure(op, "the body does not end in scf.reduce");
    };
    let loc = op.loc(rw);
    let bounds: Vec<(Value, Value, Value)> = par
        .lower_bound(rw)
        .zip(par.upper_bound(rw))
        .zip(par.step(rw))
        .map(|((l, u), s)| (l, u, s))
        .collect();
    let mut carried: Vec<Value> = par.init_vals(rw).collect();
    let mut results = carried.clone();
    let mut ivs = Vec::with_capacity(bounds.len());
    for (i, &dim) in bounds.iter().enumerate() {
        let (for_op, for_body) = build_for(rw, loc, dim, &carried);
        ivs.push(for_body.arg(rw, 0));
        carried = for_body.args(rw).skip(1).collect();
        let for_results: Vec<Value> = for_op.as_op().results(rw).collect();
        if i == 0 {
            results = for_results;
        } else if !for_results.is_empty() {
            let block = rw.insertion_point().block(rw);
            rw.set_insertion_point(InsertPoint::BlockEnd(block));
            YieldOp::build(rw, loc, &for_results);
        }
        rw.set_insertion_point(InsertPoint::BlockStart(for_body));
    }

    // The reductions, inlined before `scf.reduce`: each combines the
    // carried value with the reduced operand.
    let reduced: Vec<Value> = reduce.operands(rw).collect();
    let mut yielded = Vec::with_capacity(reduced.len());
    let regions: Vec<_> = reduce.reductions(rw).collect();
    for (i, region) in regions.into_iter().enumerate().take(op.num_results(rw)) {
        let block = region.first_block(rw).expect("a verified reduction");
        let ret = block.last_op(rw).expect("a verified reduction");
        yielded.push(ret.operand(rw, 0));
        rw.erase_op(ret);
        rw.inline_block_before(
            block,
            InsertPoint::Before(reduce.as_op()),
            &[carried[i], reduced[i]],
        );
    }
    rw.erase_op(reduce.as_op());

    // The body, in the innermost loop, before its terminator if it has one.
    let inner = rw.insertion_point().block(rw);
    match inner.last_op(rw) {
        None => rw.merge_blocks(body, inner, &ivs),
        Some(terminator) => rw.inline_block_before(body, InsertPoint::Before(terminator), &ivs),
    }
    if !yielded.is_empty() {
        rw.set_insertion_point(InsertPoint::BlockEnd(inner));
        YieldOp::build(rw, loc, &yielded);
    }
    rw.replace_op(op, &results);
    Ok(())
}

pattern! {
    /// `scf.forall` without shared outputs is `scf.parallel`.
    ForallLowering on ForallOp,
    creates ["scf.parallel", "scf.reduce", "arith.constant"],
    lower_forall
}

fn lower_forall(forall: ForallOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = forall.as_op();
    if forall.outputs(rw).next().is_some() {
        let reason = "only fully bufferized scf.forall ops can be lowered to scf.parallel";
        return rw.notify_match_failure(op, reason);
    }
    let terminator = forall.body(rw).and_then(|b| b.last_op(rw));
    let Some(terminator) = terminator else {
        return rw.notify_match_failure(op, "no body");
    };
    let loc = op.loc(rw);
    rw.set_insertion_point(InsertPoint::Before(op));
    let constants = |rw: &mut PatternRewriter<'_>, bounds: Vec<_>| -> Vec<Value> {
        bounds.into_iter().map(|b| value_or_constant(rw, loc, b)).collect()
    };
    let bounds = forall.mixed_lower_bound(rw);
    let lbs = constants(rw, bounds);
    let bounds = forall.mixed_upper_bound(rw);
    let ubs = constants(rw, bounds);
    let bounds = forall.mixed_step(rw);
    let steps = constants(rw, bounds);
    let parallel = ParallelOp::build(rw, loc, &[], &lbs, &ubs, &steps, &[]);
    rw.inline_region_before(forall.region(rw), parallel.region(rw), None);
    let terminator_loc = terminator.loc(rw);
    // At the block's end, after the old terminator: a conversion erases
    // that one only at its end, and the new terminator must be last.
    let block = terminator.block(rw).expect("a terminator in a block");
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    ReduceOp::build(rw, terminator_loc, &[], 0);
    rw.erase_op(terminator);
    if let Some(mapping) = forall.mapping_attr(rw) {
        rw.modify_op_in_place(parallel.as_op(), |m| m.set_attr("mapping", Some(mapping)));
    }
    rw.replace_op(op, &[]);
    Ok(())
}
