//! Whether an `affine.for` may run its iterations in parallel as far as
//! memory goes (MLIR's `isLoopMemoryParallel` and, without reductions,
//! `isLoopParallel`): no access inside it depends on another at the
//! loop's depth, ignoring memrefs allocated inside the loop; ops with
//! unknown effects make it sequential. Carried values must be reductions.

use mlir_core::definitions::interfaces::memory_effects::{
    EffectKind, is_memory_effect_free, op_effects,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value, WalkControl, WalkOrder};

use super::access::MemRefAccess;
use super::dependence::{DependenceResult, check_memref_access_dependence};
use super::reductions::{LoopReduction, supported_reductions};
use crate::affine::{ForOp, IfOp, ParallelOp, YieldOp};

/// Whether `op`'s only effect is one allocation (of `value`, when given).
fn only_allocates(ir: &IrView, op: Op, value: Option<Value>) -> bool {
    match op_effects(ir, op).as_deref() {
        Some([effect]) => {
            effect.kind == EffectKind::Allocate && (value.is_none() || effect.value == value)
        }
        _ => false,
    }
}

/// Whether `memref` is allocated by an op inside `for_op`.
fn is_locally_defined(ir: &IrView, memref: Value, for_op: Op) -> bool {
    let Some(def) = memref.defining_op(ir) else { return false };
    if !only_allocates(ir, def, Some(memref)) {
        return false;
    }
    let mut current = def.parent_op(ir);
    while let Some(parent) = current {
        if parent == for_op {
            return true;
        }
        current = parent.parent_op(ir);
    }
    false
}

/// The number of loops around `op`: one per `affine.for`, one per
/// induction variable of an `affine.parallel` (MLIR's `getNestingDepth`).
fn nesting_depth(ir: &IrView, op: Op) -> usize {
    let mut depth = 0;
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if ForOp::try_from_op(ir, parent).is_some() {
            depth += 1;
        } else if let Some(parallel) = ParallelOp::try_from_op(ir, parent) {
            depth += parallel.induction_vars(ir).len();
        }
        current = parent.parent_op(ir);
    }
    depth
}

/// Whether no memory access in `for_op` depends on another across its
/// iterations (MLIR's `isLoopMemoryParallel`). A loop carrying a memref
/// is sequential.
pub fn is_loop_memory_parallel(ir: &IrView, for_op: ForOp) -> bool {
    let loop_op = for_op.as_op();
    if loop_op.results(ir).any(|r| r.ty(ir).memref_parts(ir.ctx()).is_some()) {
        return false;
    }
    let mut accesses = Vec::new();
    let mut unknown = false;
    ir.walk(loop_op, WalkOrder::PostOrder, |ir, op| {
        if let Some(access) = MemRefAccess::new(ir, op) {
            if !is_locally_defined(ir, access.memref, loop_op) {
                accesses.push(access);
            }
        } else if ForOp::try_from_op(ir, op).is_none()
            && YieldOp::try_from_op(ir, op).is_none()
            && IfOp::try_from_op(ir, op).is_none()
            && !only_allocates(ir, op, None)
            && !is_memory_effect_free(ir, op)
        {
            unknown = true;
            return WalkControl::Interrupt;
        }
        WalkControl::Advance
    });
    if unknown {
        return false;
    }
    let depth = nesting_depth(ir, loop_op) + 1;
    accesses.iter().all(|src| {
        accesses.iter().all(|dst| {
            check_memref_access_dependence(ir, src, dst, depth, None)
                == DependenceResult::NoDependence
        })
    })
}

/// Whether `for_op` is parallel (MLIR's `isLoopParallel`): no memory
/// dependence across its iterations, and no carried values, or, when
/// `reductions` is given, only carried values that are supported
/// reductions, which it receives (even when the loop is not parallel).
pub fn is_loop_parallel(
    ir: &IrView,
    for_op: ForOp,
    reductions: Option<&mut Vec<LoopReduction>>,
) -> bool {
    let carried = for_op.region_iter_args(ir).len();
    match reductions {
        None if carried > 0 => return false,
        None => {}
        Some(found) => {
            *found = supported_reductions(ir, for_op);
            if found.len() != carried {
                return false;
            }
        }
    }
    is_loop_memory_parallel(ir, for_op)
}
