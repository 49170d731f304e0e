//! When two ops compute the same thing for CSE (MLIR's
//! `OperationEquivalence` with locations ignored): the same name,
//! properties, discardable attributes and result types, and the same
//! operands — in any order for a `Commutative` op. Ops with regions are
//! never compared here (CSE leaves them alone).

use std::hash::{Hash, Hasher};

use rustc_hash::FxHasher;

use crate::ir::{IrView, Op, Value};
use crate::semantics::traits::OpTraits;

/// The hash of what [`equivalent`] compares.
pub(super) fn hash_op(ir: &IrView, op: Op) -> u64 {
    let mut h = FxHasher::default();
    op.name(ir).hash(&mut h);
    op.props(ir).hash(&mut h);
    op.attrs(ir).hash(&mut h);
    for result in op.results(ir) {
        result.ty(ir).hash(&mut h);
    }
    if is_commutative(ir, op) {
        // Order-independent: a sum of the operands' own hashes.
        let sum = op.operands(ir).fold(0u64, |acc, v| acc.wrapping_add(hash_value(v)));
        sum.hash(&mut h);
    } else {
        for v in op.operands(ir) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// Whether `a` and `b` are interchangeable (see the module).
pub(super) fn equivalent(ir: &IrView, a: Op, b: Op) -> bool {
    if a == b {
        return true;
    }
    if a.name(ir) != b.name(ir)
        || a.props(ir) != b.props(ir)
        || a.attrs(ir) != b.attrs(ir)
        || a.num_results(ir) != b.num_results(ir)
        || a.num_operands(ir) != b.num_operands(ir)
        || !a.results(ir).map(|r| r.ty(ir)).eq(b.results(ir).map(|r| r.ty(ir)))
    {
        return false;
    }
    if !is_commutative(ir, a) {
        return a.operands(ir).eq(b.operands(ir));
    }
    // The same operands as a multiset (commutative ops have few).
    let mut rest: Vec<Value> = b.operands(ir).collect();
    for v in a.operands(ir) {
        match rest.iter().position(|w| *w == v) {
            Some(i) => {
                rest.swap_remove(i);
            }
            None => return false,
        }
    }
    true
}

fn is_commutative(ir: &IrView, op: Op) -> bool {
    op.name(ir).traits(ir.ctx()).contains(OpTraits::COMMUTATIVE)
}

fn hash_value(v: Value) -> u64 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    h.finish()
}
