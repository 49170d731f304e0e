//! Whether an op between two memory ops may read or write what the second
//! accesses (MLIR's `hasNoInterveningEffect`), as store-to-load forwarding
//! and dead-store elimination ask.
//!
//! The ops that may run after `start` and before `mem_op` are visited: the
//! rest of `start`'s block and the blocks reachable from it up to
//! `mem_op` (or up to the ancestor of `mem_op` in `start`'s region), and
//! each op holding `mem_op` whole. An op has the effect when it declares
//! it on a value that may alias `mem_op`'s memref (or on no value), when
//! it declares no effects at all and has no `RecursiveMemoryEffects` (its
//! nested ops are visited instead when it has). An affine load or store
//! with the effect is let off when the dependence analysis proves it never
//! touches `mem_op`'s element at the depths inside the loops common to
//! `start` and `mem_op`.

use mlir_core::definitions::interfaces::memory_effects::{EffectKind, op_effects};
use mlir_core::ir::{Block, IrView, Op, Value};
use mlir_core::semantics::traits::OpTraits;
use rustc_hash::FxHashSet;

use super::access::MemRefAccess;
use super::dependence::{
    DependenceResult, affine_analysis_scope, check_memref_access_dependence,
    num_common_surrounding_loops,
};

/// Whether no op that may run after `start` and before `mem_op` (an affine
/// load or store) has an effect of `kind` on the memory `mem_op` accesses;
/// `may_alias` tells whether two memrefs may overlap. `start`'s region
/// must hold `mem_op`.
pub fn has_no_intervening_effect(
    ir: &IrView,
    start: Op,
    mem_op: Op,
    kind: EffectKind,
    may_alias: &dyn Fn(Value, Value) -> bool,
) -> bool {
    let Some(access) = MemRefAccess::new(ir, mem_op) else { return false };
    let search = Search { ir, start, mem_op, memref: access.memref, kind, may_alias };
    // `until`: `mem_op` or its ancestor in `start`'s region; the ops on the
    // paths up to it, then the ancestor whole, which holds `mem_op`.
    let region_of = |op: Op| op.block(ir).and_then(|b| b.region(ir));
    let mut until = mem_op;
    while region_of(until) != region_of(start) {
        let Some(parent) = until.parent_op(ir) else { return false };
        until = parent;
    }
    if search.paths_have_effect(start, until) {
        return false;
    }
    until == mem_op || !search.op_has_effect(until)
}

/// The question being asked.
struct Search<'a> {
    ir: &'a IrView,
    start: Op,
    mem_op: Op,
    memref: Value,
    kind: EffectKind,
    may_alias: &'a dyn Fn(Value, Value) -> bool,
}

impl Search<'_> {
    /// Whether an op on a path from `from` to `until` (same region) has
    /// the effect: those after `from` in its block, then those of the
    /// blocks reachable from it, up to `until`.
    fn paths_have_effect(&self, from: Op, until: Op) -> bool {
        let ir = self.ir;
        let Some(from_block) = from.block(ir) else { return true };
        let mut next = from.next(ir);
        while let Some(op) = next {
            if op == until {
                break;
            }
            if self.op_has_effect(op) {
                return true;
            }
            next = op.next(ir);
        }
        if until.block(ir) == Some(from_block) {
            return false;
        }
        let mut pending: Vec<Block> = successors(ir, from_block);
        let mut done = FxHashSet::default();
        while let Some(block) = pending.pop() {
            if !done.insert(block) {
                continue;
            }
            for op in block.ops(ir) {
                if op == until {
                    break;
                }
                if self.op_has_effect(op) {
                    return true;
                }
                if Some(op) == block.last_op(ir) {
                    pending.extend(successors(ir, block));
                }
            }
        }
        false
    }

    /// Whether `op` (with its nested ops) may have the effect on the
    /// memory of `mem_op`. Iterative: deep nesting is fine.
    fn op_has_effect(&self, op: Op) -> bool {
        let ir = self.ir;
        let mut pending = vec![op];
        while let Some(op) = pending.pop() {
            if let Some(effects) = op_effects(ir, op) {
                let may = effects.iter().any(|effect| {
                    effect.kind == self.kind
                        && effect
                            .value
                            .is_none_or(|v| v == self.memref || (self.may_alias)(v, self.memref))
                });
                if may && self.affine_access_may_reach(op) {
                    return true;
                }
                continue;
            }
            if !op.name(ir).traits(ir.ctx()).contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
                return true;
            }
            // Nested ops in order: pushed in reverse.
            let mut nested = Vec::new();
            for region in op.regions(ir) {
                for block in region.blocks(ir) {
                    nested.extend(block.ops(ir));
                }
            }
            pending.extend(nested.into_iter().rev());
        }
        false
    }

    /// For an op with the effect: whether it may touch `mem_op`'s element
    /// in a way that matters. Any op but an affine load or store may; one
    /// of those on the same memref in the same affine scope may only when
    /// the dependence analysis finds a dependence (or fails) from it to
    /// `mem_op` at a depth inside the loops common to `start` and `mem_op`.
    fn affine_access_may_reach(&self, op: Op) -> bool {
        let ir = self.ir;
        let Some(source) = MemRefAccess::new(ir, op) else { return true };
        let Some(destination) = MemRefAccess::new(ir, self.mem_op) else { return true };
        let scope = affine_analysis_scope(ir, op);
        if source.memref != destination.memref
            || scope != affine_analysis_scope(ir, self.mem_op)
            || scope != affine_analysis_scope(ir, self.start)
        {
            return true;
        }
        let min_loops = num_common_surrounding_loops(ir, self.start, self.mem_op);
        let common = num_common_surrounding_loops(ir, op, self.mem_op);
        (min_loops + 1..=common + 1).rev().any(|depth| {
            check_memref_access_dependence(ir, &source, &destination, depth, None)
                != DependenceResult::NoDependence
        })
    }
}

/// The blocks `block`'s terminator branches to.
fn successors(ir: &IrView, block: Block) -> Vec<Block> {
    block.last_op(ir).map_or(Vec::new(), |t| t.successors(ir).collect())
}
