//! Fusing two loop nests of one block (MLIR's `canFuseLoops` and
//! `fuseLoops`): whether a slice of the source nest can run inside the
//! destination at a depth without breaking a dependence, and the fusion
//! itself: the source nest cloned at the slice's insertion point, its
//! loops bounded by the slice, the loops left with one iteration
//! promoted.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrMapping, IrView, Op, Value, WalkControl, WalkOrder};

use crate::affine::analysis::{
    ComputationSlice, DependenceResult, MemRefAccess, check_memref_access_dependence,
    compute_slice_union, innermost_common_loops, num_common_surrounding_loops,
};
use crate::affine::canonical_operands::canonicalize_map_and_operands;
use crate::affine::loop_utils::{promote_if_single_iteration, set_lower_bound, set_upper_bound};
use crate::affine::{ForOp, IfOp};

/// Which accesses of the source nest the slice follows.
#[derive(Clone, Copy, Debug)]
pub(super) enum Strategy {
    /// Its writes (a producer into its consumer).
    ProducerConsumer,
    /// Its reads of one memref (siblings sharing an input).
    Sibling(Value),
}

/// The affine loads and stores in `root`; `None` when it holds an
/// `affine.if`.
fn loads_and_stores(ir: &IrView, root: Op) -> Option<Vec<Op>> {
    let mut ops = Vec::new();
    let mut has_if = false;
    ir.walk(root, WalkOrder::PostOrder, |ir, op| {
        if MemRefAccess::new(ir, op).is_some() {
            ops.push(op);
        } else if IfOp::isa(ir, op) {
            has_if = true;
        }
        WalkControl::Advance
    });
    (!has_if).then_some(ops)
}

/// The memrefs written in `src_ops` and read in `dst_ops`.
pub(super) fn producer_consumer_memrefs(ir: &IrView, src_ops: &[Op], dst_ops: &[Op]) -> Vec<Value> {
    let stored: Vec<Value> = src_ops
        .iter()
        .filter_map(|&op| MemRefAccess::new(ir, op).filter(|a| a.is_write).map(|a| a.memref))
        .collect();
    let mut out = Vec::new();
    for &op in dst_ops {
        if let Some(a) = MemRefAccess::new(ir, op)
            && !a.is_write
            && stored.contains(&a.memref)
            && !out.contains(&a.memref)
        {
            out.push(a.memref);
        }
    }
    out
}

/// The memref accesses of `root` and whether each writes.
fn accessed(ir: &IrView, root: Op) -> Vec<(Value, bool)> {
    let mut out: Vec<(Value, bool)> = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |ir, op| {
        if let Some(a) = MemRefAccess::new(ir, op) {
            match out.iter_mut().find(|(m, _)| *m == a.memref) {
                Some(entry) => entry.1 |= a.is_write,
                None => out.push((a.memref, a.is_write)),
            }
        }
        WalkControl::Advance
    });
    out
}

/// Whether `op` (or an op in it) accesses a memref of `values` with a
/// write on one side.
fn depends_on(ir: &IrView, op: Op, values: &[(Value, bool)]) -> bool {
    let mut found = false;
    ir.walk(op, WalkOrder::PreOrder, |ir, inner| {
        if let Some(a) = MemRefAccess::new(ir, inner)
            && let Some((_, written)) = values.iter().find(|(m, _)| *m == a.memref)
            && (a.is_write || *written)
        {
            found = true;
            return WalkControl::Interrupt;
        }
        WalkControl::Advance
    });
    found
}

/// Whether the ops between the nests allow fusing them (the block-level
/// check of `canFuseLoops`).
fn has_insertion_point(ir: &IrView, a: ForOp, b: ForOp) -> bool {
    let (a, b) = if a.as_op().is_before_in_block(ir, b.as_op()) { (a, b) } else { (b, a) };
    let a_values = accessed(ir, a.as_op());
    let b_values = accessed(ir, b.as_op());
    let mut between = Vec::new();
    let mut current = a.as_op().next(ir);
    while let Some(op) = current {
        if op == b.as_op() {
            break;
        }
        between.push(op);
        current = op.next(ir);
    }
    let first_dep_a = between.iter().position(|&op| depends_on(ir, op, &a_values));
    let last_dep_b = between.iter().rposition(|&op| {
        if depends_on(ir, op, &b_values) {
            return true;
        }
        let mut uses_result = false;
        ir.walk(op, WalkOrder::PreOrder, |ir, inner| {
            for r in inner.results(ir) {
                for u in r.uses(ir) {
                    let loops = crate::affine::analysis::affine_for_ops_around(ir, u.owner(ir));
                    if loops.contains(&b) {
                        uses_result = true;
                        return WalkControl::Interrupt;
                    }
                }
            }
            WalkControl::Advance
        });
        uses_result
    });
    !matches!((first_dep_a, last_dep_b), (Some(f), Some(l)) if f <= l)
}

/// The deepest loop depth of the destination at which a slice of the
/// source keeps the dependences among the destination's accesses (MLIR's
/// `getMaxLoopDepth`).
fn max_loop_depth(ir: &IrView, src_ops: &[Op], dst_ops: &[Op]) -> usize {
    if dst_ops.is_empty() {
        return 0;
    }
    let memrefs = producer_consumer_memrefs(ir, src_ops, dst_ops);
    let targets: Vec<Op> = dst_ops
        .iter()
        .copied()
        .filter(|&op| MemRefAccess::new(ir, op).is_some_and(|a| memrefs.contains(&a.memref)))
        .collect();
    if targets.is_empty() {
        return 0;
    }
    let mut depth = innermost_common_loops(ir, &targets).len();
    if targets.iter().all(|&op| MemRefAccess::new(ir, op).is_some_and(|a| !a.is_write)) {
        return depth;
    }
    for &s in &targets {
        let Some(src) = MemRefAccess::new(ir, s) else { continue };
        for &d in &targets {
            let Some(dst) = MemRefAccess::new(ir, d) else { continue };
            let common = num_common_surrounding_loops(ir, s, d);
            for level in 1..=common + 1 {
                if check_memref_access_dependence(ir, &src, &dst, level, None)
                    == DependenceResult::HasDependence
                {
                    depth = depth.min(level - 1);
                    break;
                }
            }
        }
    }
    depth
}

/// The slice of `src` to fuse into `dst` at the absolute depth
/// `dst_depth` (MLIR's `canFuseLoops`); `None` when the fusion is not
/// legal there.
pub(super) fn can_fuse_loops(
    ir: &IrView,
    src: ForOp,
    dst: ForOp,
    dst_depth: usize,
    strategy: Strategy,
) -> Option<ComputationSlice> {
    if dst_depth == 0 || src.as_op().block(ir) != dst.as_op().block(ir) {
        return None;
    }
    if !has_insertion_point(ir, src, dst) {
        return None;
    }
    let src_first = src.as_op().is_before_in_block(ir, dst.as_op());
    let (a, b) = if src_first { (src, dst) } else { (dst, src) };
    let ops_a = loads_and_stores(ir, a.as_op())?;
    let ops_b = loads_and_stores(ir, b.as_op())?;
    if let Strategy::ProducerConsumer = strategy
        && (!src_first || max_loop_depth(ir, &ops_a, &ops_b) < dst_depth)
    {
        return None;
    }
    let num_common = num_common_surrounding_loops(ir, src.as_op(), dst.as_op());
    let strategy_ops: Vec<Op> = ops_a
        .iter()
        .copied()
        .filter(|&op| {
            let Some(access) = MemRefAccess::new(ir, op) else { return false };
            match strategy {
                Strategy::ProducerConsumer => access.is_write,
                Strategy::Sibling(memref) => !access.is_write && access.memref == memref,
            }
        })
        .collect();
    // Either failure (generic or an incorrect slice) forbids the depth.
    compute_slice_union(ir, &strategy_ops, &ops_b, dst_depth, num_common, src_first).ok()
}

/// Fuses `slice` of `src` into `dst`: a clone of `src` at the slice's
/// insertion point with the slice's bounds, its single-iteration loops
/// promoted (MLIR's `fuseLoops`).
pub(super) fn fuse_loops(ir: &mut IrView, src: ForOp, slice: &ComputationSlice) {
    let Some(block) = slice.insert_block(ir) else { return };
    let point = if slice.at_start {
        match block.first_op(ir) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::BlockStart(block),
        }
    } else {
        match block.last_op(ir) {
            Some(last) => InsertPoint::Before(last),
            None => InsertPoint::BlockEnd(block),
        }
    };
    let mut mapping = IrMapping::default();
    let clone = ir.clone_op(src.as_op(), &mut mapping);
    ir.insert_op(clone, point);
    let mut slice_loops = Vec::new();
    for (i, &iv) in slice.ivs.iter().enumerate() {
        let mapped = mapping.value(iv);
        if mapped == iv {
            continue;
        }
        let Some(for_op) = ForOp::of_induction_var(ir, mapped) else { continue };
        slice_loops.push(for_op);
        if let Some(lb) = &slice.lbs[i] {
            let mut map = lb.clone();
            let mut operands = slice.operands.clone();
            canonicalize_map_and_operands(ir, &mut map, &mut operands);
            set_lower_bound(ir, for_op, &operands, map);
        }
        if let Some(ub) = &slice.ubs[i] {
            let mut map = ub.clone();
            let mut operands = slice.operands.clone();
            canonicalize_map_and_operands(ir, &mut map, &mut operands);
            set_upper_bound(ir, for_op, &operands, map);
        }
    }
    for for_op in slice_loops {
        promote_if_single_iteration(ir, for_op);
    }
}
