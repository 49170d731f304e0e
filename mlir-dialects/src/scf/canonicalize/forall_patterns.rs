//! `scf.forall`'s canonicalization patterns, in upstream's registration
//! order: bounds defined by constants become static, shared outputs no op
//! combines into (or whose results are unused) are dropped, dimensions
//! running zero or one time are dropped (the loop goes away, or loses
//! them), and an induction variable of a dimension running once becomes
//! its lower bound.
//!
//! Upstream registers two more, which need the `tensor` dialect and so are
//! not here: `DimOfForallOp` (rooted at `tensor.dim` of a loop result) and
//! `FoldTensorCastOfOutputIntoForallOp` (a `tensor.cast` feeding an
//! output).
//!
//! All are hand-written: `#[pattern]` matches a DAG of operands and
//! attributes, not the mixed static and dynamic bound lists entry by
//! entry, the uses of region arguments, or a computed trip count, and its
//! results cannot drop results or region arguments or clone a region with
//! a remapping.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::interfaces::parallel_combining::ParallelCombiningOpInterfaceRef;
use mlir_core::definitions::op_rewrite_pattern::OpRewritePattern;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrMapping, IrView, Op, OpBuilder, OperationState, Value};
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};

use super::trip_count::constant_trip_count;
use crate::arith::ConstantOp;
use crate::index_list::fold_constant_entries;
use crate::scf::ForallOp;

/// Bounds of an `scf.forall` defined by integer constants are stored in
/// its static lists instead (MLIR's `ForallOpControlOperandsFolder`).
///
/// Hand-written: it rewrites the mixed static and dynamic bound lists
/// entry by entry, which `#[pattern]` cannot express.
#[derive(Default)]
pub struct ForallOpControlOperandsFolder;

impl OpRewritePattern for ForallOpControlOperandsFolder {
    type Op = ForallOp;

    fn debug_name(&self) -> &str {
        "ForallOpControlOperandsFolder"
    }

    fn match_and_rewrite(&self, forall: ForallOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = forall.as_op();
        let mut lists =
            [forall.mixed_lower_bound(rw), forall.mixed_upper_bound(rw), forall.mixed_step(rw)];
        let mut changed = false;
        for list in &mut lists {
            changed |= fold_constant_entries(rw, list);
        }
        if !changed {
            return rw.notify_match_failure(op, "no bound is defined by a constant");
        }
        let outputs: Vec<Value> = forall.outputs(rw).collect();
        let [lower, upper, step] = lists;
        let bounds = MixedBounds { lower, upper, step };
        rw.modify_op_in_place(op, |m| {
            let (operands, attrs) = bounds.operands_and_attrs(m.ir(), &outputs);
            m.set_operands(&operands);
            for (name, value) in attrs {
                m.set_attr(name, Some(value));
            }
        });
        Ok(())
    }
}

/// Shared outputs whose result is unused, or that no combining op
/// updates, are dropped: their region argument and result become the
/// output itself (MLIR's `ForallOpIterArgsFolder`).
///
/// Hand-written: it looks at the uses of region arguments and drops
/// results and arguments, which `#[pattern]` cannot express.
#[derive(Default)]
pub struct ForallOpIterArgsFolder;

impl OpRewritePattern for ForallOpIterArgsFolder {
    type Op = ForallOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["scf.forall"]
    }

    fn debug_name(&self) -> &str {
        "ForallOpIterArgsFolder"
    }

    fn match_and_rewrite(&self, forall: ForallOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = forall.as_op();
        let Some(body) = forall.body(rw) else {
            return rw.notify_match_failure(op, "the loop has no body");
        };
        let outputs: Vec<Value> = forall.outputs(rw).collect();
        let out_args = forall.region_out_args(rw);
        let results: Vec<Value> = op.results(rw).collect();
        let dropped: Vec<usize> = (0..results.len().min(out_args.len()).min(outputs.len()))
            .filter(|&i| results[i].use_empty(rw) || combining_ops(rw, out_args[i]).is_empty())
            .collect();
        if dropped.is_empty() {
            return rw.notify_match_failure(op, "every output is used and combined into");
        }
        for &i in &dropped {
            for combining in combining_ops(rw, out_args[i]) {
                rw.erase_op(combining);
            }
        }
        for &i in &dropped {
            rw.replace_all_uses_with(out_args[i], outputs[i]);
            rw.replace_all_uses_with(results[i], outputs[i]);
        }
        let rank = forall.rank(rw);
        let arg_indices: Vec<usize> = dropped.iter().map(|i| rank + i).collect();
        rw.erase_block_args(body, &arg_indices);
        rw.modify_op_in_place(op, |_| {});
        let kept: Vec<Value> =
            (0..outputs.len()).filter(|i| !dropped.contains(i)).map(|i| outputs[i]).collect();
        let bounds = MixedBounds::of(rw, forall);
        rw.set_insertion_point(InsertPoint::Before(op));
        let new = create_forall(rw, op, &bounds, &kept);
        rw.inline_region_before(forall.region(rw), new.region(rw), None);
        let mut new_results = new.as_op().results(rw);
        let replacements: Vec<Value> = (0..results.len())
            .map(|i| match dropped.contains(&i) {
                true => outputs[i],
                false => new_results.next().expect("one new result per kept output"),
            })
            .collect();
        rw.replace_op(op, &replacements);
        Ok(())
    }
}

/// Drops the dimensions of an unmapped `scf.forall` that run exactly once
/// (their induction variable becomes the lower bound) and replaces the
/// loop by its outputs when a dimension runs zero times; with no
/// dimension left, the body is inlined before the loop (MLIR's
/// `ForallOpSingleOrZeroIterationDimsFolder`).
///
/// Hand-written: the trip counts are computed per dimension over the
/// mixed bounds, and the body is cloned with a remapping, which
/// `#[pattern]` cannot express.
#[derive(Default)]
pub struct ForallOpSingleOrZeroIterationDimsFolder;

impl OpRewritePattern for ForallOpSingleOrZeroIterationDimsFolder {
    type Op = ForallOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["scf.forall", "arith.constant"]
    }

    fn debug_name(&self) -> &str {
        "ForallOpSingleOrZeroIterationDimsFolder"
    }

    fn match_and_rewrite(&self, forall: ForallOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = forall.as_op();
        if forall.body(rw).and_then(|b| b.last_op(rw)).is_none() {
            return rw.notify_match_failure(op, "the loop has no terminated body");
        }
        if is_mapped(rw, forall) {
            return rw.notify_match_failure(op, "the dimensions are mapped to processing units");
        }
        let bounds = MixedBounds::of(rw, forall);
        let ivs = forall.induction_vars(rw);
        let trips: Vec<Option<u64>> = bounds.trip_counts(rw);
        let runs = |n: u64| trips.iter().take(ivs.len()).any(|&t| t == Some(n));
        if !runs(0) && !runs(1) {
            return rw.notify_match_failure(op, "no dimensions have 0 or 1 iterations");
        }
        // Promoting a loop with results would need the combining ops of
        // `tensor` to rebuild them; none is registered.
        let promotes = trips.iter().take(ivs.len()).all(|&t| t == Some(1));
        if promotes && op.num_results(rw) > 0 && !runs(0) {
            return rw.notify_match_failure(op, "promoting a loop with results needs tensor ops");
        }
        rw.set_insertion_point(InsertPoint::Before(op));
        let loc = op.loc(rw);
        let mut mapping = IrMapping::default();
        let mut kept = MixedBounds::default();
        for (i, &iv) in ivs.iter().enumerate() {
            match trips[i] {
                Some(0) => {
                    let outputs: Vec<Value> = forall.outputs(rw).collect();
                    rw.replace_op(op, &outputs);
                    return Ok(());
                }
                Some(1) => {
                    let lb = value_or_constant(rw, loc, bounds.lower[i]);
                    mapping.map_value(iv, lb);
                }
                _ => kept.push(&bounds, i),
            }
        }
        if kept.lower.is_empty() {
            promote(rw, forall);
            return Ok(());
        }
        let outputs: Vec<Value> = forall.outputs(rw).collect();
        let new = create_forall(rw, op, &kept, &outputs);
        rw.clone_region_into(forall.region(rw), new.region(rw), &mut mapping);
        let results: Vec<Value> = new.as_op().results(rw).collect();
        rw.replace_op(op, &results);
        Ok(())
    }
}

/// The uses of an induction variable of a dimension running exactly once
/// take its lower bound (MLIR's `ForallOpReplaceConstantInductionVar`);
/// this is what applies to a mapped loop, whose dimensions stay.
///
/// Hand-written: it replaces the uses of region arguments after a trip
/// count over the mixed bounds, which `#[pattern]` cannot express.
#[derive(Default)]
pub struct ForallOpReplaceConstantInductionVar;

impl OpRewritePattern for ForallOpReplaceConstantInductionVar {
    type Op = ForallOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["arith.constant"]
    }

    fn debug_name(&self) -> &str {
        "ForallOpReplaceConstantInductionVar"
    }

    fn match_and_rewrite(&self, forall: ForallOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = forall.as_op();
        let bounds = MixedBounds::of(rw, forall);
        let trips = bounds.trip_counts(rw);
        let ivs = forall.induction_vars(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let loc = op.loc(rw);
        let mut changed = false;
        for (i, &iv) in ivs.iter().enumerate() {
            if iv.use_empty(rw) || trips.get(i) != Some(&Some(1)) {
                continue;
            }
            let lb = value_or_constant(rw, loc, bounds.lower[i]);
            rw.replace_all_uses_with(iv, lb);
            changed = true;
        }
        if !changed {
            return rw.notify_match_failure(op, "no used induction variable runs once");
        }
        Ok(())
    }
}

/// The bounds and steps of a loop, each entry a constant or a value.
#[derive(Default)]
struct MixedBounds {
    lower: Vec<OpFoldResult>,
    upper: Vec<OpFoldResult>,
    step: Vec<OpFoldResult>,
}

impl MixedBounds {
    fn of(ir: &IrView, forall: ForallOp) -> MixedBounds {
        MixedBounds {
            lower: forall.mixed_lower_bound(ir),
            upper: forall.mixed_upper_bound(ir),
            step: forall.mixed_step(ir),
        }
    }

    /// Appends dimension `i` of `from`.
    fn push(&mut self, from: &MixedBounds, i: usize) {
        self.lower.push(from.lower[i]);
        self.upper.push(from.upper[i]);
        self.step.push(from.step[i]);
    }

    /// The trip count of each dimension, when known.
    fn trip_counts(&self, ir: &IrView) -> Vec<Option<u64>> {
        let dims = self.lower.iter().zip(&self.upper).zip(&self.step);
        dims.map(|((&lb, &ub), &step)| constant_trip_count(ir, lb, ub, step)).collect()
    }

    /// The operands of a loop over these bounds with `outputs`, and its
    /// static lists and operand segment sizes (MLIR's
    /// `dispatchIndexOpFoldResults` on each list).
    fn operands_and_attrs(
        &self,
        ir: &IrView,
        outputs: &[Value],
    ) -> (Vec<Value>, Vec<(&'static str, mlir_core::Attribute)>) {
        let ctx = ir.ctx();
        let mut operands = Vec::new();
        let mut attrs = Vec::new();
        let mut segments = Vec::new();
        let lists = [
            ("staticLowerBound", &self.lower),
            ("staticUpperBound", &self.upper),
            ("staticStep", &self.step),
        ];
        for (name, list) in lists {
            let mut statics = Vec::with_capacity(list.len());
            let before = operands.len();
            for entry in list {
                match *entry {
                    OpFoldResult::Value(value) => {
                        operands.push(value);
                        statics.push(DYNAMIC);
                    }
                    OpFoldResult::Attr(attr) => {
                        let value = attr.as_integer(ctx).and_then(|v| v.as_i64());
                        statics.push(value.unwrap_or(DYNAMIC));
                    }
                }
            }
            segments.push((operands.len() - before) as i32);
            attrs.push((name, ctx.dense_i64_array(&statics)));
        }
        operands.extend_from_slice(outputs);
        segments.push(outputs.len() as i32);
        attrs.push(("operandSegmentSizes", ctx.dense_i32_array(&segments)));
        (operands, attrs)
    }
}

/// Whether the loop has a non-empty `mapping`.
fn is_mapped(ir: &IrView, forall: ForallOp) -> bool {
    let mapping = forall.as_op().inherent_attr(ir, "mapping");
    mapping.and_then(|m| m.as_array(ir.ctx())).is_some_and(|m| !m.is_empty())
}

/// The ops combining into the shared output argument `arg`: its users
/// implementing `ParallelCombiningOpInterface`, once each.
fn combining_ops(ir: &IrView, arg: Value) -> Vec<Op> {
    let mut ops: Vec<Op> = Vec::new();
    for user in arg.uses(ir).map(|u| u.owner(ir)) {
        if ParallelCombiningOpInterfaceRef::get(ir, user).is_some() && !ops.contains(&user) {
            ops.push(user);
        }
    }
    ops
}

/// The bound as a value: itself, or an `arith.constant` of `index` built at
/// the insertion point (MLIR's `getValueOrCreateConstantIndexOp`).
pub(crate) fn value_or_constant(
    rw: &mut PatternRewriter<'_>,
    loc: mlir_core::Location,
    bound: OpFoldResult,
) -> Value {
    match bound {
        OpFoldResult::Value(value) => value,
        OpFoldResult::Attr(attr) => {
            let index = rw.ctx().index_type();
            let value = attr.as_integer(rw.ctx()).and_then(|v| v.as_i64()).unwrap_or_default();
            let attr = rw.ctx().integer_attr_i64(index, value);
            ConstantOp::build(rw, loc, index, attr).result(rw)
        }
    }
}

/// An `scf.forall` at the insertion point like `op` (its location,
/// attributes and mapping) over `bounds` with `outputs` and one empty
/// region.
fn create_forall(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    bounds: &MixedBounds,
    outputs: &[Value],
) -> ForallOp {
    let (operands, attrs) = bounds.operands_and_attrs(rw, outputs);
    let mut state = OperationState::new(op.name(rw), op.loc(rw));
    state.operands = operands;
    state.result_types = outputs.iter().map(|v| v.ty(rw)).collect();
    state.props = op.props(rw).to_vec();
    state.attrs = op.attrs(rw).to_vec();
    state.num_new_regions = 1;
    let new = rw.build(state);
    rw.modify_op_in_place(new, |m| {
        for (name, value) in attrs {
            m.set_attr(name, Some(value));
        }
    });
    ForallOp::from_op_unchecked(new)
}

/// Inlines the body of a loop with no results, all of whose dimensions
/// run once, before it: the induction variables take the lower bounds
/// (as values built before the loop) and the shared output arguments the
/// outputs; the terminator and the loop are erased (MLIR's `promote`).
fn promote(rw: &mut PatternRewriter<'_>, forall: ForallOp) {
    let op = forall.as_op();
    let loc = op.loc(rw);
    let mut replacements: Vec<Value> = Vec::new();
    for lb in forall.mixed_lower_bound(rw) {
        replacements.push(value_or_constant(rw, loc, lb));
    }
    replacements.extend(forall.outputs(rw));
    let body = forall.body(rw).expect("checked by the pattern");
    let terminator = body.last_op(rw).expect("checked by the pattern");
    rw.inline_block_before(body, InsertPoint::Before(op), &replacements);
    rw.erase_op(terminator);
    rw.erase_op(op);
}
