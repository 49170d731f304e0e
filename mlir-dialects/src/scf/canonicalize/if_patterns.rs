//! `scf.if` patterns that simplify one op: a constant condition inlines
//! the branch taken, an `else` holding only its `scf.yield` goes away,
//! the condition's value is known inside each branch, and results that
//! are the condition (or its negation) or the same value on both sides
//! are replaced. Also the region helpers `if_select.rs` and
//! `if_combine.rs` share.
//!
//! Each is hand-written: `#[pattern]` replaces a root by ops it creates
//! or values it bound, and cannot move a region's ops into the enclosing
//! block, walk a value's uses, or rewrite some results while the root
//! stays.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{
    InsertPoint, IrView, Op, OpBuilder, OperationState, Region, Use, Value, ValueOwner,
};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::transforms::folding::fold_one_op::constant_value;

use crate::arith::{ConstantOp, XOrIOp};
use crate::scf::{IfOp, YieldOp};

/// The region a value is defined in: its defining op's or its block's.
pub(super) fn value_region(ir: &IrView, value: Value) -> Option<Region> {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => op.block(ir)?.region(ir),
        ValueOwner::BlockArg(block, _) => block.region(ir),
        ValueOwner::Placeholder => None,
    }
}

/// The region holding the op that owns `region`.
fn parent_region(ir: &IrView, region: Region) -> Option<Region> {
    region.parent_op(ir)?.block(ir)?.region(ir)
}

/// Whether `region` is `ancestor` or nested in it.
pub(super) fn is_ancestor_region(ir: &IrView, ancestor: Region, region: Region) -> bool {
    let mut current = Some(region);
    while let Some(r) = current {
        if r == ancestor {
            return true;
        }
        current = parent_region(ir, r);
    }
    false
}

/// Whether `value` is a constant integer (or splat) equal to one
/// (MLIR's `m_One`).
pub(super) fn is_constant_one(ir: &IrView, value: Value) -> bool {
    constant_value(ir, value).and_then(|c| c.as_integer(ir.ctx())).is_some_and(|v| v.is_one())
}

/// Whether `value` is `arith.xori %lhs, <one>`: the negation of `lhs`.
pub(super) fn is_negation_of(ir: &IrView, value: Value, lhs: Value) -> bool {
    let not = value.defining_op(ir).and_then(|op| XOrIOp::try_from_op(ir, op));
    not.is_some_and(|not| not.lhs(ir) == lhs && is_constant_one(ir, not.rhs(ir)))
}

/// The constant boolean `value` holds (a constant `i1`), if any.
fn constant_bool(ir: &IrView, value: Value) -> Option<bool> {
    if value.ty(ir) != ir.ctx().integer_type(1) {
        return None;
    }
    constant_value(ir, value)?.as_integer(ir.ctx()).map(|v| !v.is_zero())
}

/// Replaces the `scf.yield` `old` with one yielding `values`, made at the
/// end of its block.
pub(super) fn replace_yield(rw: &mut PatternRewriter<'_>, old: Op, values: &[Value]) {
    let block = old.block(rw).expect("a yield in a block");
    let loc = old.loc(rw);
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    YieldOp::build(rw, loc, values);
    rw.replace_op(old, &[]);
}

pattern! {
    /// An `scf.if` on a constant is replaced by the ops of the branch taken,
    /// or erased when the condition is false and there is no `else` (MLIR's
    /// `RemoveStaticCondition`).
    RemoveStaticCondition on IfOp,
    creates [],
    remove_static_condition
}

fn remove_static_condition(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = if_op.as_op();
    let Some(condition) = constant_bool(rw, if_op.condition(rw)) else {
        return rw.notify_match_failure(op, "the condition is not a constant");
    };
    let else_region = if_op.else_region(rw);
    if condition {
        rw.replace_op_with_region(op, if_op.then_region(rw), &[]);
    } else if !else_region.is_empty(rw) {
        rw.replace_op_with_region(op, else_region, &[]);
    } else {
        rw.erase_op(op);
    }
    Ok(())
}

pattern! {
    /// An `scf.if` without results whose `else` block holds only its
    /// `scf.yield` loses that block: a copy of the op without regions takes
    /// the `then` region, keeping the attributes (MLIR's
    /// `RemoveEmptyElseBranch`).
    RemoveEmptyElseBranch on IfOp,
    creates ["scf.if"],
    remove_empty_else_branch
}

fn remove_empty_else_branch(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = if_op.as_op();
    if op.num_results(rw) != 0 {
        return rw.notify_match_failure(op, "the op has results");
    }
    let Some(else_block) = if_op.else_block(rw) else {
        return rw.notify_match_failure(op, "no else block");
    };
    if else_block.ops(rw).count() != 1 {
        return rw.notify_match_failure(op, "the else block does more than yield");
    }
    let mut state = OperationState::new(op.name(rw), op.loc(rw));
    state.operands = op.operands(rw).collect();
    state.props = op.props(rw).to_vec();
    state.attrs = op.attrs(rw).to_vec();
    state.num_new_regions = op.num_regions(rw);
    rw.set_insertion_point(InsertPoint::Before(op));
    let copy = rw.build(state);
    rw.inline_region_before(if_op.then_region(rw), copy.region(rw, 0), None);
    rw.erase_op(op);
    Ok(())
}

/// Where a use sits relative to an `scf.if`.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Branch {
    Then,
    Else,
    Outside,
}

/// The branch of `if_op` that `region` is nested in, looking no higher
/// than `end` (the region defining the condition).
fn branch_of(ir: &IrView, if_op: IfOp, region: Option<Region>, end: Option<Region>) -> Branch {
    let (then_region, else_region) = (if_op.then_region(ir), if_op.else_region(ir));
    let mut current = region;
    while current != end {
        let Some(r) = current else { break };
        if r == then_region {
            return Branch::Then;
        }
        if r == else_region {
            return Branch::Else;
        }
        current = parent_region(ir, r);
    }
    Branch::Outside
}

pattern! {
    /// Inside the `then` region the condition is `true`, inside the `else`
    /// region `false`: its uses there (at any depth) become a constant made
    /// before the op, one per value (MLIR's `ConditionPropagation`). A
    /// constant condition is left alone.
    ConditionPropagation on IfOp,
    creates ["arith.constant"],
    condition_propagation
}

fn condition_propagation(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = if_op.as_op();
    let condition = if_op.condition(rw);
    if constant_value(rw, condition).is_some() {
        return rw.notify_match_failure(op, "the condition is a constant");
    }
    let end = value_region(rw, condition);
    // The use list, most recent first, as upstream walks it.
    let uses: Vec<(Use, Branch)> = condition
        .uses(rw)
        .map(|u| {
            let region = u.owner(rw).block(rw).and_then(|b| b.region(rw));
            (u, branch_of(rw, if_op, region, end))
        })
        .collect();
    let (loc, ty) = (op.loc(rw), condition.ty(rw));
    let mut constants: [Option<Value>; 2] = [None, None];
    let mut changed = false;
    for (u, branch) in uses {
        let value = match branch {
            Branch::Then => true,
            Branch::Else => false,
            Branch::Outside => continue,
        };
        let constant = match constants[value as usize] {
            Some(c) => c,
            None => {
                rw.set_insertion_point(InsertPoint::Before(op));
                let attr = rw.ctx().bool_attr(value);
                let c = ConstantOp::build(rw, loc, ty, attr).result(rw);
                constants[value as usize] = Some(c);
                c
            }
        };
        let (owner, index) = (u.owner(rw), u.operand_index(rw));
        rw.modify_op_in_place(owner, |m| m.set_operand(index, constant));
        changed = true;
    }
    if !changed {
        return rw.notify_match_failure(op, "no use of the condition inside a branch");
    }
    Ok(())
}

pattern! {
    /// A result both branches yield the same value for is that value; a
    /// result yielding `true`/`false` constants is the condition, and
    /// `false`/`true` its negation (an `arith.xori` with `true` made
    /// before the op by the dialect of the `then` constant). As upstream,
    /// the users are changed without the driver hearing it. Only used results are replaced; the op stays
    /// (MLIR's `ReplaceIfYieldWithConditionOrValue`).
    ReplaceIfYieldWithConditionOrValue on IfOp,
    creates ["arith.constant", "arith.xori"],
    replace_yield_with_condition_or_value
}

fn replace_yield_with_condition_or_value(
    if_op: IfOp,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let op = if_op.as_op();
    let Some(else_yield) = if_op.else_yield(rw).filter(|_| op.num_results(rw) != 0) else {
        return rw.notify_match_failure(op, "no results");
    };
    let then_values: Vec<Value> = if_op.then_yield(rw).as_op().operands(rw).collect();
    let else_values: Vec<Value> = else_yield.as_op().operands(rw).collect();
    let results: Vec<Value> = op.results(rw).collect();
    let (condition, loc) = (if_op.condition(rw), op.loc(rw));
    let mut changed = false;
    for ((then_value, else_value), result) in then_values.into_iter().zip(else_values).zip(results)
    {
        if then_value == else_value {
            if !result.use_empty(rw) {
                rw.replace_all_uses_unobserved(result, then_value);
                changed = true;
            }
            continue;
        }
        let (Some(on_true), Some(on_false)) =
            (constant_bool(rw, then_value), constant_bool(rw, else_value))
        else {
            continue;
        };
        if result.use_empty(rw) || on_true == on_false {
            continue;
        }
        let replacement = if on_true {
            condition
        } else {
            rw.set_insertion_point(InsertPoint::Before(op));
            let i1 = rw.ctx().integer_type(1);
            let attr = rw.ctx().bool_attr(true);
            // `true` comes from the dialect of the constant yielded on the
            // `then` side (an `index.bool.constant` stays in `index`).
            let ctx = rw.ctx_arc().clone();
            let dialect = then_value.defining_op(rw).map(|c| c.name(rw).dialect(&ctx).to_owned());
            let made = dialect.and_then(|d| rw.materialize_constant(&d, attr, i1, loc));
            let one = match made.and_then(|c| c.results(rw).next()) {
                Some(one) => one,
                None => ConstantOp::build(rw, loc, i1, attr).result(rw),
            };
            XOrIOp::build(rw, loc, i1, condition, one).result(rw)
        };
        rw.replace_all_uses_unobserved(result, replacement);
        changed = true;
    }
    if !changed {
        return rw.notify_match_failure(op, "no result to replace");
    }
    Ok(())
}
