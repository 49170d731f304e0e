//! The rewrites of `affine-scalrep`, in upstream's order (MLIR's
//! `affineScalarReplace`):
//!
//! 1. **Store to load forwarding.** A load takes the stored value of the
//!    store that accesses the same element (equal composed access maps),
//!    dominates it, must reach it in the innermost common loop (the
//!    dependence analysis finds a dependence one past the common loops),
//!    and is followed by no op that may write the element before the load.
//! 2. **Dead stores.** A store is removed when another store to the same
//!    element in the same region post-dominates it with no possible read
//!    in between.
//! 3. **Dead buffers.** A buffer a forwarded load read, allocated in the
//!    function and now used only by affine stores and its deallocation,
//!    is removed with them.
//! 4. **Redundant loads.** A load takes the value of an earlier load of the
//!    same element of the same type that dominates it with no possible
//!    write in between; of several, the one dominating all the others.
//!
//! Replaced loads are erased after each walk, as upstream does, so that
//! each step sees the IR the previous one left.

use mlir_core::definitions::interfaces::memory_effects::{EffectKind, op_effects};
use mlir_core::ir::{IrView, Op, Value, ValueOwner, WalkControl, WalkOrder};
use mlir_core::pass::{DominanceInfo, LocalAliasAnalysis, PostDominanceInfo};
use rustc_hash::FxHashSet;

use crate::affine::analysis::{
    DependenceResult, MemRefAccess, affine_analysis_scope, check_memref_access_dependence,
    has_no_intervening_effect, num_common_surrounding_loops,
};
use crate::affine::memory_interfaces::{AffineReadOpInterfaceRef, AffineWriteOpInterfaceRef};

/// Runs the rewrites of the module doc on the ops nested in `root` (a
/// function).
pub fn affine_scalar_replace(
    ir: &mut IrView,
    root: Op,
    dominance: &DominanceInfo,
    post_dominance: &PostDominanceInfo,
    aliases: &LocalAliasAnalysis,
) {
    // Store to load forwarding, noting the memrefs of forwarded loads.
    let mut forwarded_memrefs: Vec<Value> = Vec::new();
    let mut to_erase = Vec::new();
    for load in ops_of(ir, root, |ir, op| AffineReadOpInterfaceRef::get(ir, op).is_some()) {
        let view: &IrView = ir;
        let may_alias = |a: Value, b: Value| aliases.may_alias(view, a, b);
        if let Some(stored) = forwarded_value(view, load, dominance, &may_alias) {
            let loaded = load.result(ir, 0);
            ir.replace_all_uses_with(loaded, stored);
            let memref = MemRefAccess::new(ir, load).map(|a| a.memref);
            if let Some(memref) = memref.filter(|m| !forwarded_memrefs.contains(m)) {
                forwarded_memrefs.push(memref);
            }
            to_erase.push(load);
        }
    }
    erase_all(ir, &mut to_erase);

    // Stores overwritten before any read.
    for store in ops_of(ir, root, |ir, op| AffineWriteOpInterfaceRef::get(ir, op).is_some()) {
        let view: &IrView = ir;
        let may_alias = |a: Value, b: Value| aliases.may_alias(view, a, b);
        if is_overwritten_unread(view, store, post_dominance, &may_alias) {
            to_erase.push(store);
        }
    }
    erase_all(ir, &mut to_erase);

    // Buffers left with stores and their deallocation only.
    for memref in forwarded_memrefs {
        erase_if_write_only(ir, memref);
    }

    // Loads of an element loaded before.
    for load in ops_of(ir, root, |ir, op| AffineReadOpInterfaceRef::get(ir, op).is_some()) {
        let view: &IrView = ir;
        let may_alias = |a: Value, b: Value| aliases.may_alias(view, a, b);
        if let Some(earlier) = earlier_load_value(view, load, dominance, &may_alias) {
            let loaded = load.result(ir, 0);
            ir.replace_all_uses_with(loaded, earlier);
            to_erase.push(load);
        }
    }
    erase_all(ir, &mut to_erase);
}

/// The ops nested in `root` that `keep` accepts, in post-order.
fn ops_of(ir: &IrView, root: Op, keep: impl Fn(&IrView, Op) -> bool) -> Vec<Op> {
    let mut found = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |ir, op| {
        if keep(ir, op) {
            found.push(op);
        }
        WalkControl::Advance
    });
    found
}

/// Erases `ops` (each unused by now) and empties the list.
fn erase_all(ir: &mut IrView, ops: &mut Vec<Op>) {
    for op in ops.drain(..) {
        ir.erase_op(op);
    }
}

/// The users of `value`, each once.
fn users(ir: &IrView, value: Value) -> Vec<Op> {
    let mut seen = FxHashSet::default();
    value.uses(ir).map(|u| u.owner(ir)).filter(|op| seen.insert(*op)).collect()
}

/// The value of the store that `load` can be replaced with (step 1).
fn forwarded_value(
    ir: &IrView,
    load: Op,
    dominance: &DominanceInfo,
    may_alias: &dyn Fn(Value, Value) -> bool,
) -> Option<Value> {
    let destination = MemRefAccess::new(ir, load)?;
    let mut chosen = None;
    for store in users(ir, destination.memref) {
        let Some(write) = AffineWriteOpInterfaceRef::get(ir, store) else { continue };
        let Some(source) = MemRefAccess::new(ir, store) else { continue };
        if !source.same_element_as(ir, &destination)
            || !dominance.dominates(ir, store, load)
            || !must_reach_at_innermost(ir, &source, &destination)
            || !has_no_intervening_effect(ir, store, load, EffectKind::Write, may_alias)
        {
            continue;
        }
        // At most one store qualifies: of two, the later would intervene.
        chosen = Some(write.stored_value(ir));
    }
    let stored = chosen?;
    (stored.ty(ir) == load.result(ir, 0).ty(ir)).then_some(stored)
}

/// Whether the store of `source` reaches the load of `destination` in the
/// same iteration of their common loops (MLIR's `mustReachAtInnermost`).
fn must_reach_at_innermost(ir: &IrView, source: &MemRefAccess, destination: &MemRefAccess) -> bool {
    if affine_analysis_scope(ir, source.op) != affine_analysis_scope(ir, destination.op) {
        return false;
    }
    let common = num_common_surrounding_loops(ir, source.op, destination.op);
    check_memref_access_dependence(ir, source, destination, common + 1, None)
        == DependenceResult::HasDependence
}

/// Whether a later store to the same element post-dominates `store` in
/// its region with no possible read in between (step 2).
fn is_overwritten_unread(
    ir: &IrView,
    store: Op,
    post_dominance: &PostDominanceInfo,
    may_alias: &dyn Fn(Value, Value) -> bool,
) -> bool {
    let Some(overwritten) = MemRefAccess::new(ir, store) else { return false };
    let region = store.block(ir).and_then(|b| b.region(ir));
    users(ir, overwritten.memref).into_iter().any(|later| {
        later != store
            && AffineWriteOpInterfaceRef::get(ir, later).is_some()
            && later.block(ir).and_then(|b| b.region(ir)) == region
            && MemRefAccess::new(ir, later).is_some_and(|a| a.same_element_as(ir, &overwritten))
            && post_dominance.post_dominates(ir, later, store)
            && has_no_intervening_effect(ir, store, later, EffectKind::Read, may_alias)
    })
}

/// Erases `memref`'s allocation with its users when it is allocated by
/// its defining op and used only by affine stores and its deallocation
/// (step 3).
fn erase_if_write_only(ir: &mut IrView, memref: Value) {
    let ValueOwner::Result(allocation, _) = memref.owner(ir) else { return };
    if !has_single_effect(ir, allocation, memref, EffectKind::Allocate) {
        return;
    }
    let users = users(ir, memref);
    let write_only = users.iter().all(|&user| {
        AffineWriteOpInterfaceRef::get(ir, user).is_some()
            || has_single_effect(ir, user, memref, EffectKind::Free)
    });
    if !write_only {
        return;
    }
    for user in users {
        ir.erase_op(user);
    }
    ir.erase_op(allocation);
}

/// Whether `op` declares effects on `value`, all of `kind` (MLIR's
/// `hasSingleEffect`).
fn has_single_effect(ir: &IrView, op: Op, value: Value, kind: EffectKind) -> bool {
    let Some(effects) = op_effects(ir, op) else { return false };
    let mut on_value = effects.iter().filter(|e| e.value == Some(value)).peekable();
    on_value.peek().is_some() && on_value.all(|e| e.kind == kind)
}

/// The value of an earlier load `load` can be replaced with (step 4).
fn earlier_load_value(
    ir: &IrView,
    load: Op,
    dominance: &DominanceInfo,
    may_alias: &dyn Fn(Value, Value) -> bool,
) -> Option<Value> {
    let access = MemRefAccess::new(ir, load)?;
    let loaded = load.result(ir, 0);
    let candidates: Vec<Op> = users(ir, access.memref)
        .into_iter()
        .filter(|&earlier| {
            earlier != load
                && AffineReadOpInterfaceRef::get(ir, earlier).is_some()
                && MemRefAccess::new(ir, earlier).is_some_and(|a| a.same_element_as(ir, &access))
                && dominance.dominates(ir, earlier, load)
                && has_no_intervening_effect(ir, earlier, load, EffectKind::Write, may_alias)
                && earlier.result(ir, 0).ty(ir) == loaded.ty(ir)
        })
        .collect();
    let first = candidates.iter().find(|&&option| {
        candidates.iter().all(|&other| other == option || dominance.dominates(ir, option, other))
    })?;
    Some(first.result(ir, 0))
}
