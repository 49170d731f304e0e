//! `memref.alloca_scope`'s canonicalizations: `AllocaScopeInliner`
//! (a scope that cannot allocate, or whose allocations would not outlive
//! it anyway, is replaced by its body) and `AllocaScopeHoister` (the
//! allocations of a scope ending a region move out to just before the
//! outermost op of that chain below the nearest enclosing scope).
//!
//! Hand-written: they inline a region and clone ops out of it.

use mlir_core::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, Resource, op_effects,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrMapping, IrView, Op, OpBuilder, Region, Value, ValueOwner};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::semantics::traits::OpTraits;

use super::AllocaScopeOp;

/// Whether `op` has the trait `flag`.
fn has_trait(ir: &IrView, op: Op, flag: OpTraits) -> bool {
    op.name(ir).traits(ir.ctx()).contains(flag)
}

/// Whether one of `op`'s results is allocated on the automatic
/// allocation scope's stack, by `op`'s declared effects.
fn allocates_on_stack(ir: &IrView, op: Op, effects: &[EffectInstance]) -> bool {
    let results: Vec<Value> = op.results(ir).collect();
    effects.iter().any(|e| {
        e.kind == EffectKind::Allocate
            && e.resource == Resource::AUTOMATIC_ALLOCATION_SCOPE
            && e.value.is_some_and(|v| results.contains(&v))
    })
}

/// Whether `op` is known to allocate on the stack (MLIR's
/// `isGuaranteedAutomaticAllocation`).
fn is_guaranteed_stack_allocation(ir: &IrView, op: Op) -> bool {
    op_effects(ir, op).is_some_and(|effects| allocates_on_stack(ir, op, &effects))
}

/// Whether `op` itself might allocate on the stack: its effects are
/// unknown or say so; nested ops are not looked at, and an op with
/// recursive effects has none of its own (MLIR's
/// `isOpItselfPotentialAutomaticAllocation`).
fn may_allocate_on_stack(ir: &IrView, op: Op) -> bool {
    if has_trait(ir, op, OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    op_effects(ir, op).is_none_or(|effects| allocates_on_stack(ir, op, &effects))
}

/// Whether `op` is directly followed by its block's terminator, in a
/// region of one block (moving allocations past it would not extend their
/// lifetime).
fn last_before_terminator(ir: &IrView, op: Op) -> bool {
    let Some(block) = op.block(ir) else { return false };
    let Some(last) = block.last_op(ir) else { return false };
    let ctx = ir.ctx();
    let name = last.name(ir);
    let might_be_terminator =
        name.registered(ctx).is_none() || name.traits(ctx).contains(OpTraits::TERMINATOR);
    might_be_terminator
        && op.next(ir) == Some(last)
        && block.region(ir).is_some_and(|r| r.blocks(ir).count() == 1)
}

/// Whether some op nested in `scope` (not in a nested allocation scope)
/// might allocate on the stack.
fn contains_potential_allocation(ir: &IrView, scope: Op) -> bool {
    let mut pending: Vec<Op> = Vec::new();
    let push_children = |op: Op, pending: &mut Vec<Op>| {
        for region in op.regions(ir) {
            for block in region.blocks(ir) {
                pending.extend(block.ops(ir));
            }
        }
    };
    push_children(scope, &mut pending);
    while let Some(op) = pending.pop() {
        if may_allocate_on_stack(ir, op) {
            return true;
        }
        if !has_trait(ir, op, OpTraits::AUTOMATIC_ALLOCATION_SCOPE) {
            push_children(op, &mut pending);
        }
    }
    false
}

pattern! {
    /// Replaces a `memref.alloca_scope` by its body when nothing in it
    /// might allocate on the stack, or when its parent is a scope and it
    /// is the last op before the terminator (MLIR's `AllocaScopeInliner`).
    AllocaScopeInliner on AllocaScopeOp,
    creates [],
    inline_scope
}

fn inline_scope(scope: AllocaScopeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = scope.as_op();
    if contains_potential_allocation(rw, op) {
        let parent_is_scope = op
            .parent_op(rw)
            .is_some_and(|p| has_trait(rw, p, OpTraits::AUTOMATIC_ALLOCATION_SCOPE));
        if !parent_is_scope || !last_before_terminator(rw, op) {
            return rw.fail("inlining would extend the lifetime of an allocation");
        }
    }
    rw.replace_op_with_region(op, scope.body_region(rw), &[]);
    Ok(())
}

/// The region where `value` is defined.
fn defining_region(ir: &IrView, value: Value) -> Option<Region> {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => op.block(ir)?.region(ir),
        ValueOwner::BlockArg(block, _) => block.region(ir),
        ValueOwner::Placeholder => None,
    }
}

/// Whether `inner` is `outer` or nested in it.
fn region_within(ir: &IrView, outer: Region, inner: Option<Region>) -> bool {
    let mut region = inner;
    while let Some(r) = region {
        if r == outer {
            return true;
        }
        region = r.parent_op(ir).and_then(|op| op.block(ir)).and_then(|b| b.region(ir));
    }
    false
}

/// The ops nested in `op` (and `op`), children before their parent
/// (MLIR's default post-order walk).
fn post_order(ir: &IrView, op: Op) -> Vec<Op> {
    let mut out = Vec::new();
    let mut stack: Vec<(Op, bool)> = vec![(op, false)];
    while let Some((op, expanded)) = stack.pop() {
        if expanded {
            out.push(op);
            continue;
        }
        stack.push((op, true));
        let mut children: Vec<Op> = Vec::new();
        for region in op.regions(ir) {
            for block in region.blocks(ir) {
                children.extend(block.ops(ir));
            }
        }
        stack.extend(children.into_iter().rev().map(|c| (c, false)));
    }
    out
}

pattern! {
    /// Moves the stack allocations of a `memref.alloca_scope` ending a
    /// chain of single-block regions up to the nearest enclosing scope,
    /// before the outermost op of the chain, when their operands are
    /// defined outside it (MLIR's `AllocaScopeHoister`).
    AllocaScopeHoister on AllocaScopeOp,
    creates ["memref.alloca"],
    hoist_allocations
}

fn hoist_allocations(scope: AllocaScopeOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = scope.as_op();
    let is_scope = |ir: &IrView, o: Op| has_trait(ir, o, OpTraits::AUTOMATIC_ALLOCATION_SCOPE);
    let mut ancestor = op.parent_op(rw);
    while let Some(a) = ancestor.filter(|&a| !is_scope(rw, a)) {
        ancestor = a.parent_op(rw);
    }
    if ancestor.is_none() {
        return rw.fail("no enclosing allocation scope");
    }
    let Some(mut outermost) = op.parent_op(rw).filter(|&p| !is_scope(rw, p)) else {
        return rw.fail("the parent is an allocation scope");
    };
    if !last_before_terminator(rw, op) || !last_before_terminator(rw, outermost) {
        return rw.fail("hoisting would extend the lifetime of an allocation");
    }
    loop {
        let Some(parent) = outermost.parent_op(rw) else {
            return rw.fail("no enclosing allocation scope");
        };
        if is_scope(rw, parent) {
            break;
        }
        if !last_before_terminator(rw, parent) {
            return rw.fail("hoisting would extend the lifetime of an allocation");
        }
        outermost = parent;
    }
    let containing = outermost
        .regions(rw)
        .find(|&r| region_within(rw, r, op.block(rw).and_then(|b| b.region(rw))));
    let Some(containing) = containing else { return rw.fail("the scope is not nested") };
    let to_hoist: Vec<Op> = post_order(rw, op)
        .into_iter()
        .filter(|&candidate| {
            is_guaranteed_stack_allocation(rw, candidate)
                && !candidate
                    .operands(rw)
                    .any(|v| region_within(rw, containing, defining_region(rw, v)))
        })
        .collect();
    if to_hoist.is_empty() {
        return rw.fail("nothing to hoist");
    }
    rw.set_insertion_point(InsertPoint::Before(outermost));
    for allocation in to_hoist {
        let cloned = rw.clone_op(allocation, &mut IrMapping::default());
        let results: Vec<Value> = cloned.results(rw).collect();
        rw.replace_op(allocation, &results);
    }
    Ok(())
}
