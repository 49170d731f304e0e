//! `ConditionallySpeculatable`: whether an op may be executed where its
//! program did not execute it (hoisted out of a loop or a branch) without
//! introducing undefined behaviour, and the queries passes ask
//! ([`speculatability`], [`is_speculatable`]), MLIR's `isSpeculatable`.
//!
//! Ops with the `AlwaysSpeculatable` marker (which `Pure` includes) are
//! speculatable and ops with `RecursivelySpeculatable` are when their
//! nested ops are, without a model; the interface is for ops whose answer
//! depends on their operands or attributes (a division by a constant
//! other than zero).

use mlir_derive::interface;

use crate::ir::{IrView, Op};
use crate::semantics::traits::OpTraits;

/// How far an op may be speculated (MLIR's `Speculation::Speculatability`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Speculatability {
    /// Executing it speculatively may introduce undefined behaviour.
    NotSpeculatable,
    /// It may be executed speculatively.
    Speculatable,
    /// It may be executed speculatively when every op nested in its
    /// regions may.
    RecursivelySpeculatable,
}

/// Ops whose speculatability depends on the op itself: its operands, its
/// attributes (MLIR's `ConditionallySpeculatable`).
#[interface(op)]
pub trait ConditionallySpeculatable {
    /// How far this op may be speculated.
    fn speculatability(&self, ir: &IrView) -> Speculatability;
}

/// The speculatability of `op` alone: from its `AlwaysSpeculatable` or
/// `RecursivelySpeculatable` marker, else its model, else (neither)
/// [`Speculatability::NotSpeculatable`].
pub fn speculatability(ir: &IrView, op: Op) -> Speculatability {
    let traits = op.name(ir).traits(ir.ctx());
    if traits.contains(OpTraits::ALWAYS_SPECULATABLE) {
        return Speculatability::Speculatable;
    }
    if traits.contains(OpTraits::RECURSIVELY_SPECULATABLE) {
        return Speculatability::RecursivelySpeculatable;
    }
    ConditionallySpeculatableRef::get(ir, op)
        .map_or(Speculatability::NotSpeculatable, |model| model.speculatability(ir))
}

/// Whether `op` may be executed speculatively (MLIR's `isSpeculatable`):
/// speculatable itself, or recursively speculatable with every op of its
/// regions so. Iterative: deep nesting is fine.
pub fn is_speculatable(ir: &IrView, op: Op) -> bool {
    let mut pending = vec![op];
    while let Some(op) = pending.pop() {
        match speculatability(ir, op) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => {
                for region in op.regions(ir) {
                    for block in region.blocks(ir) {
                        pending.extend(block.ops(ir));
                    }
                }
            }
        }
    }
    true
}
