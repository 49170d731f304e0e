//! `scf.parallel`'s canonicalization patterns, in upstream's registration
//! order: dimensions running zero or one time are dropped (the loop goes
//! away, or loses those dimensions), and a loop whose body is only another
//! loop merges with it.
//!
//! Both are hand-written: `#[pattern]` matches a DAG of operands and
//! attributes, not a variadic list element by element against a computed
//! trip count, nor the ops inside a region, and its results cannot clone
//! a region with a remapping.

use mlir_core::definitions::op_rewrite_pattern::OpRewritePattern;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, IrMapping, IrView, Op, OpBuilder, Value};
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};

use super::trip_count::constant_trip_count;
use crate::scf::{ParallelOp, ReduceOp, ReduceReturnOp};

/// Drops the dimensions of an `scf.parallel` that run exactly once (their
/// induction variable becomes the lower bound) and replaces the loop by
/// its initial values when a dimension runs zero times; with no dimension
/// left, the body and the reductions are inlined (MLIR's
/// `ParallelOpSingleOrZeroIterationDimsFolder`).
///
/// Hand-written: the trip counts are computed per dimension over the
/// variadic bounds, and the body is cloned with a remapping, which
/// `#[pattern]` cannot express.
#[derive(Default)]
pub struct ParallelOpSingleOrZeroIterationDimsFolder;

impl OpRewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    type Op = ParallelOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["scf.parallel"]
    }

    fn debug_name(&self) -> &str {
        "ParallelOpSingleOrZeroIterationDimsFolder"
    }

    fn match_and_rewrite(
        &self,
        parallel: ParallelOp,
        rw: &mut PatternRewriter<'_>,
    ) -> RewriteResult {
        let op = parallel.as_op();
        if !is_well_formed(rw, parallel) {
            return rw.notify_match_failure(op, "the loop's body or reductions are malformed");
        }
        let lbs: Vec<Value> = parallel.lower_bound(rw).collect();
        let ubs: Vec<Value> = parallel.upper_bound(rw).collect();
        let steps: Vec<Value> = parallel.step(rw).collect();
        let ivs = parallel.induction_vars(rw);
        let mut mapping = IrMapping::default();
        let mut kept = Bounds::default();
        for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
            let bound = OpFoldResult::Value;
            match constant_trip_count(rw, bound(lb), bound(ub), bound(step)) {
                Some(0) => {
                    let inits: Vec<Value> = parallel.init_vals(rw).collect();
                    rw.replace_op(op, &inits);
                    return Ok(());
                }
                Some(1) => mapping.map_value(iv, lb),
                _ => kept.push(lb, ub, step),
            }
        }
        if kept.lower.len() == lbs.len() {
            return rw.notify_match_failure(op, "no dimension runs zero or one time");
        }
        rw.set_insertion_point(InsertPoint::Before(op));
        if kept.lower.is_empty() {
            let results = inline_single_iteration(rw, parallel, &mut mapping);
            rw.replace_op(op, &results);
            return Ok(());
        }
        let inits: Vec<Value> = parallel.init_vals(rw).collect();
        let new = build_parallel(rw, op, &kept, &inits);
        rw.clone_region_into(parallel.region(rw), new.region(rw), &mut mapping);
        let results: Vec<Value> = new.as_op().results(rw).collect();
        rw.replace_op(op, &results);
        Ok(())
    }
}

/// Merges an `scf.parallel` whose body holds only another `scf.parallel`
/// (besides its terminator) into one loop over the dimensions of both,
/// when the inner bounds do not use the outer induction variables and
/// neither loop has reductions (MLIR's `MergeNestedParallelLoops`).
///
/// Hand-written: the match looks at the ops of the outer loop's region,
/// which `#[pattern]` cannot inspect.
#[derive(Default)]
pub struct MergeNestedParallelLoops;

impl OpRewritePattern for MergeNestedParallelLoops {
    type Op = ParallelOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["scf.parallel", "scf.reduce"]
    }

    fn debug_name(&self) -> &str {
        "MergeNestedParallelLoops"
    }

    fn match_and_rewrite(&self, outer: ParallelOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = outer.as_op();
        let Some(inner) = single_nested_loop(rw, outer) else {
            return rw.notify_match_failure(op, "the body is not a single scf.parallel");
        };
        let outer_ivs = outer.induction_vars(rw);
        let inner_bounds: Vec<Value> =
            inner.lower_bound(rw).chain(inner.upper_bound(rw)).chain(inner.step(rw)).collect();
        if outer_ivs.iter().any(|iv| inner_bounds.contains(iv)) {
            return rw.notify_match_failure(op, "the inner bounds use an outer induction variable");
        }
        if outer.init_vals(rw).next().is_some() || inner.init_vals(rw).next().is_some() {
            return rw.notify_match_failure(op, "reductions are not supported");
        }
        let mut bounds = Bounds::default();
        for lp in [outer, inner] {
            let lbs: Vec<Value> = lp.lower_bound(rw).collect();
            let ubs: Vec<Value> = lp.upper_bound(rw).collect();
            let steps: Vec<Value> = lp.step(rw).collect();
            for ((lb, ub), step) in lbs.into_iter().zip(ubs).zip(steps) {
                bounds.push(lb, ub, step);
            }
        }
        // The body is built before the loop, as upstream's body builder
        // does: the greedy driver then never visits the cloned ops.
        let loc = op.loc(rw);
        let index = rw.ctx().index_type();
        let args = vec![(index, loc); bounds.lower.len()];
        let owner_block = op.block(rw).expect("a pattern's root is in a block");
        let body = rw.create_detached_region(owner_block);
        let block = rw.create_block(body, None, &args);
        let new_ivs: Vec<Value> = block.args(rw).collect();
        let mut mapping = IrMapping::default();
        let inner_ivs = inner.induction_vars(rw);
        for (&iv, &new_iv) in outer_ivs.iter().chain(&inner_ivs).zip(&new_ivs) {
            mapping.map_value(iv, new_iv);
        }
        let inner_body = inner.body(rw).expect("checked by `single_nested_loop`");
        for nested in ops_without_terminator(rw, inner_body) {
            rw.clone_op(nested, &mut mapping);
        }
        ReduceOp::build(rw, loc, &[], 0);
        rw.set_insertion_point(InsertPoint::Before(op));
        let new = build_parallel(rw, op, &bounds, &[]);
        rw.inline_region_before(body, new.region(rw), None);
        let results: Vec<Value> = new.as_op().results(rw).collect();
        rw.replace_op(op, &results);
        Ok(())
    }
}

/// Bounds and steps of the dimensions a new loop gets.
#[derive(Default)]
struct Bounds {
    lower: Vec<Value>,
    upper: Vec<Value>,
    step: Vec<Value>,
}

impl Bounds {
    fn push(&mut self, lb: Value, ub: Value, step: Value) {
        self.lower.push(lb);
        self.upper.push(ub);
        self.step.push(step);
    }
}

/// An `scf.parallel` at the insertion point over `bounds` with `inits`, of
/// `op`'s result types and location, with an empty region (upstream's
/// builder, whose block the patterns replace).
fn build_parallel(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    bounds: &Bounds,
    inits: &[Value],
) -> ParallelOp {
    let loc = op.loc(rw);
    let types: Vec<_> = op.results(rw).map(|r| r.ty(rw)).collect();
    ParallelOp::build(rw, loc, &types, &bounds.lower, &bounds.upper, &bounds.step, inits)
}

/// The body's ops but its terminator.
fn ops_without_terminator(ir: &IrView, block: Block) -> Vec<Op> {
    let mut ops: Vec<Op> = block.ops(ir).collect();
    ops.pop();
    ops
}

/// The loop the body of `outer` holds alone, besides its terminator.
fn single_nested_loop(ir: &IrView, outer: ParallelOp) -> Option<ParallelOp> {
    let body = outer.body(ir)?;
    let inner = match ops_without_terminator(ir, body).as_slice() {
        [only] => ParallelOp::try_from_op(ir, *only)?,
        _ => return None,
    };
    inner.body(ir).is_some().then_some(inner)
}

/// Whether the body ends in `scf.reduce` and each reduction region has a
/// block of two arguments ending in `scf.reduce.return`, one per initial
/// value: what inlining the loop reads (IR that failed to verify may
/// reach a pipeline run without verification).
fn is_well_formed(ir: &IrView, parallel: ParallelOp) -> bool {
    let terminator = parallel.body(ir).and_then(|b| b.last_op(ir));
    let Some(reduce) = terminator.and_then(|t| ReduceOp::try_from_op(ir, t)) else {
        return false;
    };
    let inits = parallel.init_vals(ir).count();
    let regions: Vec<_> = reduce.reductions(ir).collect();
    regions.len() == inits
        && reduce.as_op().num_operands(ir) == inits
        && regions.iter().all(|region| {
            region.first_block(ir).is_some_and(|block| {
                let last = block.last_op(ir);
                block.num_args(ir) == 2 && last.is_some_and(|t| ReduceReturnOp::isa(ir, t))
            })
        })
}

/// Clones the body of a loop all of whose dimensions run once before it,
/// then each reduction combining the initial value with the reduced one;
/// returns the reductions' results.
fn inline_single_iteration(
    rw: &mut PatternRewriter<'_>,
    parallel: ParallelOp,
    mapping: &mut IrMapping,
) -> Vec<Value> {
    let body = parallel.body(rw).expect("checked by `is_well_formed`");
    for nested in ops_without_terminator(rw, body) {
        rw.clone_op(nested, mapping);
    }
    let inits: Vec<Value> = parallel.init_vals(rw).collect();
    let terminator = body.last_op(rw).expect("checked by `is_well_formed`");
    let reduce = ReduceOp::from_op_unchecked(terminator);
    let operands: Vec<Value> = reduce.as_op().operands(rw).collect();
    let reductions: Vec<_> = reduce.reductions(rw).collect();
    let mut results = Vec::with_capacity(inits.len());
    for ((region, &operand), &init) in reductions.into_iter().zip(&operands).zip(&inits) {
        let block = region.first_block(rw).expect("checked by `is_well_formed`");
        mapping.map_value(block.arg(rw, 0), init);
        mapping.map_value(block.arg(rw, 1), mapping.value(operand));
        for nested in ops_without_terminator(rw, block) {
            rw.clone_op(nested, mapping);
        }
        let ret = block.last_op(rw).expect("checked by `is_well_formed`");
        let value = ReduceReturnOp::from_op_unchecked(ret).result(rw);
        results.push(mapping.value(value));
    }
    results
}
