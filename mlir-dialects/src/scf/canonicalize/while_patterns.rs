//! `scf.while`'s canonicalizations, in upstream's registration order: the
//! condition forwarded to the `after` region is true there
//! (`WhileConditionTruth`), so is the same comparison of forwarded values
//! (`WhileCmpCond`); `before`'s arguments forwarded in another order are
//! put in order (`WhileOpAlignBeforeArgs`); an `scf.if` on the condition
//! right before `scf.condition` moves into the `after` region
//! (`WhileMoveIfDown`).
//!
//! All are hand-written: they replace the uses of region arguments, move
//! blocks and rebuild the loop, which `#[pattern]`'s DAG rewriting cannot
//! say.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{
    InsertPoint, IrView, Op, OpBuilder, Region, Value, ValueOwner, WalkControl, WalkOrder,
};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use crate::arith::{CmpIOp, ConstantOp};
use crate::scf::{ConditionOp, IfOp, WhileOp};

/// The arguments of the `after` region's block.
fn after_args(ir: &IrView, loop_op: WhileOp) -> Vec<Value> {
    loop_op.after_body(ir).map(|b| b.args(ir).collect()).unwrap_or_default()
}

pattern! {
    /// Where `scf.condition` forwards its own condition, the matching
    /// `after` argument is known true: its uses become one `arith.constant
    /// true` made before the loop (MLIR's `WhileConditionTruth`).
    /// Hand-written: `#[pattern]` cannot match a region's arguments.
    WhileConditionTruth on WhileOp,
    creates ["arith.constant"],
    condition_truth
}

fn condition_truth(loop_op: WhileOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = loop_op.as_op();
    let Some(condition) = loop_op.condition_op(rw) else { return rw.fail("no scf.condition") };
    let cond = condition.condition(rw);
    let forwarded: Vec<Value> = condition.args(rw).collect();
    let mut constant_true = None;
    for (arg, after) in forwarded.into_iter().zip(after_args(rw, loop_op)) {
        if arg != cond || after.use_empty(rw) {
            continue;
        }
        let constant = match constant_true {
            Some(constant) => constant,
            None => {
                let (loc, ty, attr) = (op.loc(rw), cond.ty(rw), rw.ctx().bool_attr(true));
                rw.set_insertion_point(InsertPoint::Before(op));
                let constant = ConstantOp::build(rw, loc, ty, attr).result(rw);
                constant_true = Some(constant);
                constant
            }
        };
        rw.replace_all_uses_with(after, constant);
    }
    if constant_true.is_none() {
        return rw.notify_match_failure(op, "the condition is not forwarded to a used argument");
    }
    Ok(())
}

pattern! {
    /// When the condition is an `arith.cmpi` of a value `scf.condition`
    /// forwards, an `arith.cmpi` in the `after` region of the matching
    /// argument and the same other operand is known: `true` for the same
    /// predicate, `false` for its inverse (MLIR's `WhileCmpCond`).
    /// Hand-written: `#[pattern]` cannot follow a value into a region's
    /// arguments and their users.
    WhileCmpCond on WhileOp,
    creates ["arith.constant"],
    cmp_cond
}

fn cmp_cond(loop_op: WhileOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = loop_op.as_op();
    let Some(condition) = loop_op.condition_op(rw) else { return rw.fail("no scf.condition") };
    let cmp = condition.condition(rw).defining_op(rw).and_then(|d| CmpIOp::try_from_op(rw, d));
    let Some(cmp) = cmp else {
        return rw.notify_match_failure(op, "the condition is not an arith.cmpi");
    };
    let (predicate, sides) = (cmp.predicate(rw), [cmp.lhs(rw), cmp.rhs(rw)]);
    let forwarded: Vec<Value> = condition.args(rw).collect();
    let mut changed = false;
    for (arg, after) in forwarded.into_iter().zip(after_args(rw, loop_op)) {
        for side in 0..2 {
            if arg != sides[side] {
                continue;
            }
            // The use list, most recent first, as upstream walks it.
            let users: Vec<Op> = after.uses(rw).map(|u| u.owner(rw)).collect();
            for user in users {
                let Some(other) = CmpIOp::try_from_op(rw, user).filter(|_| !user.is_erased(rw))
                else {
                    continue;
                };
                if other.as_op().operand(rw, 1 - side) != sides[1 - side] {
                    continue;
                }
                let known = match other.predicate(rw) {
                    p if p == predicate => true,
                    p if p == predicate.inverse() => false,
                    _ => continue,
                };
                let (loc, ty, attr) =
                    (user.loc(rw), rw.ctx().integer_type(1), rw.ctx().bool_attr(known));
                // Made before the loop, as upstream's `replaceOpWithNewOp`
                // builds at the rewriter's insertion point, the root.
                rw.set_insertion_point(InsertPoint::Before(op));
                let constant = ConstantOp::build(rw, loc, ty, attr).result(rw);
                rw.replace_op(user, &[constant]);
                changed = true;
            }
        }
    }
    if !changed {
        return rw.notify_match_failure(op, "no comparison to replace");
    }
    Ok(())
}

pattern! {
    /// When `scf.condition` forwards exactly the `before` arguments, each
    /// once but in another order, the loop is rebuilt forwarding them in
    /// order, its `after` arguments and results permuted to match (MLIR's
    /// `WhileOpAlignBeforeArgs`, which eases turning loops into
    /// `scf.for`). Hand-written: `#[pattern]` cannot rebuild a loop around
    /// its moved blocks.
    WhileOpAlignBeforeArgs on WhileOp,
    creates ["scf.while", "scf.condition"],
    align_before_args
}

fn align_before_args(loop_op: WhileOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = loop_op.as_op();
    let Some(condition) = loop_op.condition_op(rw) else { return rw.fail("no scf.condition") };
    let (Some(old_before), Some(old_after)) = (loop_op.before_body(rw), loop_op.after_body(rw))
    else {
        return rw.fail("a region without a block");
    };
    let before_args: Vec<Value> = old_before.args(rw).collect();
    let forwarded: Vec<Value> = condition.args(rw).collect();
    if before_args == forwarded {
        return rw.notify_match_failure(op, "the arguments are already in order");
    }
    let Some(mapping) = permutation(&before_args, &forwarded) else {
        return rw.notify_match_failure(op, "not a permutation of the before arguments");
    };
    // mapping[i]: the `before` argument that `scf.condition` forwards at i.
    let cond_op = condition.as_op();
    let (cond_loc, cond) = (cond_op.loc(rw), condition.condition(rw));
    rw.set_insertion_point(InsertPoint::Before(cond_op));
    ConditionOp::build(rw, cond_loc, cond, &before_args);
    rw.erase_op(cond_op);

    let loc = op.loc(rw);
    let mut result_types = vec![rw.ctx().index_type(); before_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        result_types[j] = op.result(rw, i).ty(rw);
    }
    let inits: Vec<Value> = loop_op.inits(rw).collect();
    let before_block_args: Vec<(Type, Location)> =
        inits.iter().map(|&v| (v.ty(rw), value_loc(rw, v))).collect();
    let after_block_args: Vec<(Type, Location)> =
        result_types.iter().map(|&ty| (ty, loc)).collect();
    rw.set_insertion_point(InsertPoint::Before(op));
    let new_loop = WhileOp::build(rw, loc, &result_types, &inits);
    let new_before = rw.create_block(new_loop.before(rw), None, &before_block_args);
    let new_after = rw.create_block(new_loop.after(rw), None, &after_block_args);

    let new_results: Vec<Value> = mapping.iter().map(|&j| new_loop.as_op().result(rw, j)).collect();
    let new_after_args: Vec<Value> = mapping.iter().map(|&j| new_after.arg(rw, j)).collect();
    let new_before_args: Vec<Value> = new_before.args(rw).collect();
    rw.inline_block_before(old_before, InsertPoint::BlockStart(new_before), &new_before_args);
    rw.inline_block_before(old_after, InsertPoint::BlockStart(new_after), &new_after_args);
    rw.replace_op(op, &new_results);
    Ok(())
}

/// For each of `forwarded`, the position of the same value among
/// `args`, when `forwarded` holds each of `args` exactly once (MLIR's
/// `getArgsMapping` after its duplicate check).
fn permutation(args: &[Value], forwarded: &[Value]) -> Option<Vec<usize>> {
    if args.len() != forwarded.len() {
        return None;
    }
    let mut seen = Vec::with_capacity(forwarded.len());
    for v in forwarded {
        if seen.contains(v) {
            return None;
        }
        seen.push(*v);
    }
    forwarded.iter().map(|v| args.iter().position(|a| a == v)).collect()
}

/// Where a value is defined: its op's location, or its block argument's.
fn value_loc(ir: &IrView, value: Value) -> Location {
    match value.defining_op(ir) {
        Some(op) => op.loc(ir),
        None => value.arg_loc(ir).unwrap_or_else(|| ir.ctx().unknown_loc()),
    }
}

pattern! {
    /// An `scf.if` on the loop's condition right before `scf.condition`,
    /// whose `else` block only yields: `scf.condition` forwards the
    /// `else` values instead of the `if`'s results, the `after` region
    /// uses the `then` values, and the `then` block moves to the start of
    /// the `after` region, the values it uses from the `before` region
    /// forwarded as new results of a rebuilt loop (MLIR's
    /// `WhileMoveIfDown`, including its replacement of every use of an
    /// `if` result at the first position forwarding it). Hand-written:
    /// `#[pattern]` cannot move a block into another region.
    WhileMoveIfDown on WhileOp,
    creates ["scf.while"],
    move_if_down
}

fn move_if_down(loop_op: WhileOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = loop_op.as_op();
    let Some(condition) = loop_op.condition_op(rw) else { return rw.fail("no scf.condition") };
    let cond_op = condition.as_op();
    let if_op = cond_op.prev(rw).and_then(|p| IfOp::try_from_op(rw, p));
    let Some(if_op) = if_op.filter(|i| i.condition(rw) == condition.condition(rw)) else {
        return rw.notify_match_failure(op, "no scf.if on the condition before scf.condition");
    };
    let else_block = if_op.else_region(rw).first_block(rw);
    if else_block.is_some_and(|b| b.first_op(rw) != b.last_op(rw)) {
        return rw.notify_match_failure(op, "the else block is not empty");
    }
    let Some(then_block) = if_op.then_region(rw).first_block(rw) else {
        return rw.fail("no then block");
    };
    let then_yield = then_block.last_op(rw).expect("a terminated then block");
    let if_results: Vec<Value> = if_op.as_op().results(rw).collect();
    let old_after = after_args(rw, loop_op);
    // The operands are read again at each position: a replacement changes
    // those after it.
    for (idx, &after) in old_after.iter().enumerate() {
        let arg = cond_op.operand(rw, idx + 1);
        let Some(position) = if_results.iter().position(|&r| r == arg) else { continue };
        let then_value = then_yield.operand(rw, position);
        let else_yield = else_block.and_then(|b| b.last_op(rw)).expect("an else block");
        let else_value = else_yield.operand(rw, position);
        rw.replace_all_uses_with(if_results[position], else_value);
        rw.replace_all_uses_with(after, then_value);
    }

    let before = loop_op.before(rw);
    let then_region = if_op.then_region(rw);
    let additional = values_from_region(rw, then_region, before);
    let loc = op.loc(rw);
    let mut result_types: Vec<Type> = op.results(rw).map(|r| r.ty(rw)).collect();
    result_types.extend(additional.iter().map(|v| v.ty(rw)));
    let inits: Vec<Value> = loop_op.inits(rw).collect();
    rw.set_insertion_point(InsertPoint::Before(op));
    let new_loop = WhileOp::build(rw, loc, &result_types, &inits);
    rw.inline_region_before(before, new_loop.before(rw), None);
    rw.inline_region_before(loop_op.after(rw), new_loop.after(rw), None);
    let new_after = new_loop.after_body(rw).expect("the moved after block");
    let added: Vec<Value> =
        additional.iter().map(|v| rw.add_block_arg(new_after, v.ty(rw), loc)).collect();

    let mut operands: Vec<Value> = cond_op.operands(rw).collect();
    operands.extend(&additional);
    rw.modify_op_in_place(cond_op, |m| m.set_operands(&operands));
    for (&value, &arg) in additional.iter().zip(&added) {
        rw.replace_uses_with_if(value, arg, |ir, u| within(ir, then_region, u.owner(ir)));
    }
    rw.erase_op(then_yield);
    rw.inline_block_before(then_block, InsertPoint::BlockStart(new_after), &[]);
    rw.erase_op(if_op.as_op());
    let kept: Vec<Value> = new_loop.as_op().results(rw).take(op.num_results(rw)).collect();
    rw.replace_op(op, &kept);
    Ok(())
}

/// The values defined directly in `outer` that ops in `region` use, in
/// the order a post-order walk meets them, each once (MLIR's
/// `visitUsedValuesDefinedAbove` filtered to `outer`).
fn values_from_region(ir: &IrView, region: Region, outer: Region) -> Vec<Value> {
    let mut found: Vec<Value> = Vec::new();
    for block in region.blocks(ir) {
        for root in block.ops(ir) {
            ir.walk(root, WalkOrder::PostOrder, |ir, nested| {
                for value in nested.operands(ir) {
                    if defining_region(ir, value) == Some(outer) && !found.contains(&value) {
                        found.push(value);
                    }
                }
                WalkControl::Advance
            });
        }
    }
    found
}

/// The region whose block defines `value`.
fn defining_region(ir: &IrView, value: Value) -> Option<Region> {
    match value.owner(ir) {
        ValueOwner::BlockArg(block, _) => block.region(ir),
        ValueOwner::Result(op, _) => op.block(ir)?.region(ir),
        ValueOwner::Placeholder => None,
    }
}

/// Whether `op` is nested, at any depth, in `region`.
fn within(ir: &IrView, region: Region, op: Op) -> bool {
    let mut current = op.block(ir).and_then(|b| b.region(ir));
    while let Some(r) = current {
        if r == region {
            return true;
        }
        current = r.parent_op(ir).and_then(|p| p.block(ir)).and_then(|b| b.region(ir));
    }
    false
}
