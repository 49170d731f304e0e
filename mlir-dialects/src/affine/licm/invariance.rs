//! Which ops of an `affine.for` body are invariant on the loop (MLIR's
//! `isOpLoopInvariant` in the affine LICM).
//!
//! An `affine.if`, `affine.for` or `affine.parallel` is invariant when
//! every op in its regions is; another op must be free of memory effects,
//! unless it is an affine load or store, which is invariant when no other
//! user of its memref inside the loop writes it (or, for a store, reads
//! it). Then no operand may be the induction variable, a carried value,
//! or the result of an op of the loop that has uses and is not invariant
//! itself. Memrefs are compared as values: aliasing is not considered, as
//! upstream does not.

use rustc_hash::FxHashSet;

use mlir_core::definitions::interfaces::memory_effects::{
    EffectKind, is_memory_effect_free, op_effects,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::semantics::traits::OpTraits;

use crate::affine::{AffineReadOpInterfaceRef, AffineWriteOpInterfaceRef, ForOp, IfOp, ParallelOp};

/// What the analysis of one loop gathers as it goes through the body in
/// order.
#[derive(Default)]
pub struct Invariance {
    /// Ops of the loop whose results are used, and the affine accesses.
    pub with_users: FxHashSet<Op>,
    /// Ops found invariant (nested ones included).
    pub to_hoist: FxHashSet<Op>,
}

impl Invariance {
    /// Whether `op` is invariant on `for_op`; records it as such.
    pub fn is_invariant(&mut self, ir: &IrView, op: Op, for_op: ForOp) -> bool {
        if IfOp::isa(ir, op) || ForOp::isa(ir, op) || ParallelOp::isa(ir, op) {
            if !self.regions_invariant(ir, op, for_op) {
                return false;
            }
        } else if let Some((memref, is_write)) = affine_access(ir, op) {
            self.with_users.insert(op);
            if conflicting_user(ir, op, memref, is_write, for_op) {
                return false;
            }
        } else if !is_memory_effect_free(ir, op) {
            return false;
        }
        let iv = for_op.induction_var(ir);
        let iter_args = for_op.region_iter_args(ir);
        for operand in op.operands(ir) {
            if Some(operand) == iv || iter_args.contains(&operand) {
                return false;
            }
            if let Some(def) = operand.defining_op(ir)
                && self.with_users.contains(&def)
                && !self.to_hoist.contains(&def)
            {
                return false;
            }
        }
        self.to_hoist.insert(op);
        true
    }

    /// Whether every op in every block of `op`'s regions is invariant.
    fn regions_invariant(&mut self, ir: &IrView, op: Op, for_op: ForOp) -> bool {
        let nested: Vec<Op> =
            op.regions(ir).flat_map(|r| r.blocks(ir)).flat_map(|b| b.ops(ir)).collect();
        nested.into_iter().all(|inner| self.is_invariant(ir, inner, for_op))
    }
}

/// The memref of an affine load or store, and whether it writes.
fn affine_access(ir: &IrView, op: Op) -> Option<(Value, bool)> {
    if let Some(read) = AffineReadOpInterfaceRef::get(ir, op) {
        return Some((read.accessed_memref(ir), false));
    }
    AffineWriteOpInterfaceRef::get(ir, op).map(|write| (write.accessed_memref(ir), true))
}

/// Whether another user of `memref` inside `for_op` (not past an affine
/// scope) writes it, or reads it when `op` writes.
fn conflicting_user(ir: &IrView, op: Op, memref: Value, is_write: bool, for_op: ForOp) -> bool {
    memref.uses(ir).map(|u| u.owner(ir)).any(|user| {
        user != op
            && (has_effect(ir, user, memref, EffectKind::Write)
                || (is_write && has_effect(ir, user, memref, EffectKind::Read)))
            && enclosed_by(ir, user, for_op.as_op())
    })
}

/// Whether `op` declares an effect of `kind` on `value` (MLIR's
/// `hasEffect<Kind>(op, value)`).
fn has_effect(ir: &IrView, op: Op, value: Value, kind: EffectKind) -> bool {
    op_effects(ir, op)
        .is_some_and(|effects| effects.iter().any(|e| e.kind == kind && e.value == Some(value)))
}

/// Whether `loop_op` is among the loops around `op` up to the nearest
/// affine scope (MLIR's `getAffineForIVs`).
fn enclosed_by(ir: &IrView, op: Op, loop_op: Op) -> bool {
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if parent.name(ir).traits(ir.ctx()).contains(OpTraits::AFFINE_SCOPE) {
            return false;
        }
        if parent == loop_op {
            return true;
        }
        current = parent.parent_op(ir);
    }
    false
}
