//! The fusion cost model (MLIR's `LoopNestStats`, `getComputeCost`,
//! `getFusionComputeCost` and `isFusionProfitable`): a nest costs the
//! number of op instances it runs; a fusion depth is acceptable when the
//! fused nest runs less than the tolerated fraction more, and the depth
//! kept is the deepest one that shrinks the slice's write region most.

use rustc_hash::FxHashMap;

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};

use crate::affine::analysis::{
    ComputationSlice, MemRefAccess, affine_for_ops_around, region_size_bytes,
};
use crate::affine::loop_utils::{constant_trip_count, memory_footprint_bytes};
use crate::affine::{ForOp, IfOp};

/// The loops of a nest, their op counts and trip counts.
#[derive(Default)]
pub(super) struct LoopNestStats {
    children: FxHashMap<Op, Vec<Op>>,
    op_count: FxHashMap<Op, i64>,
    trip_count: FxHashMap<Op, i64>,
}

impl LoopNestStats {
    /// The stats of the nest at `root`; `None` when a loop is not directly
    /// in another or its trip count is not constant.
    pub fn of(ir: &IrView, root: ForOp) -> Option<LoopNestStats> {
        let mut stats = LoopNestStats::default();
        let mut ok = true;
        ir.walk(root.as_op(), WalkOrder::PostOrder, |ir, op| {
            let Some(for_op) = ForOp::try_from_op(ir, op) else { return WalkControl::Advance };
            if op != root.as_op() {
                match op.parent_op(ir) {
                    Some(parent) if ForOp::isa(ir, parent) => {
                        stats.children.entry(parent).or_default().push(op);
                    }
                    _ => {
                        ok = false;
                        return WalkControl::Interrupt;
                    }
                }
            }
            let count = for_op.body(ir).map_or(0, |b| {
                b.ops(ir).filter(|&o| !ForOp::isa(ir, o) && !IfOp::isa(ir, o)).count()
            });
            stats.op_count.insert(op, count as i64);
            match constant_trip_count(ir, for_op) {
                Some(t) => {
                    stats.trip_count.insert(op, t as i64);
                }
                None => {
                    ok = false;
                    return WalkControl::Interrupt;
                }
            }
            WalkControl::Advance
        });
        ok.then_some(stats)
    }

    /// The op instances of the loop `op` (MLIR's `getComputeCostHelper`):
    /// trip counts replaced from `trips`, op counts raised by `extra`.
    fn cost(
        &self,
        op: Op,
        trips: Option<&FxHashMap<Op, i64>>,
        extra: Option<&FxHashMap<Op, i64>>,
    ) -> i64 {
        let mut count = self.op_count.get(&op).copied().unwrap_or(0) - 1;
        for &child in self.children.get(&op).map(Vec::as_slice).unwrap_or(&[]) {
            count += self.cost(child, trips, extra);
        }
        if let Some(add) = extra.and_then(|m| m.get(&op)) {
            count += add;
        }
        let mut trip = self.trip_count.get(&op).copied().unwrap_or(0);
        if let Some(t) = trips.and_then(|m| m.get(&op)) {
            trip = *t;
        }
        trip.wrapping_mul(count)
    }

    /// The cost of the whole nest.
    pub fn nest_cost(&self, root: ForOp) -> i64 {
        self.cost(root.as_op(), None, None)
    }
}

/// The cost of the destination nest with `slice` of the source nest in it
/// (MLIR's `getFusionComputeCost`).
pub(super) fn fusion_compute_cost(
    ir: &IrView,
    src: ForOp,
    src_stats: &LoopNestStats,
    dst: ForOp,
    dst_stats: &LoopNestStats,
    slice: &ComputationSlice,
) -> Option<i64> {
    let trips: FxHashMap<Op, i64> =
        slice.trip_counts(ir)?.into_iter().map(|(l, t)| (l.as_op(), t as i64)).collect();
    let iterations = trips.values().try_fold(1u64, |a, &t| a.checked_mul(t as u64)).unwrap_or(0);
    if iterations == 0 {
        return None;
    }
    let insert_parent = slice.insert_loop.as_op();
    let mut extra: FxHashMap<Op, i64> = FxHashMap::default();
    if iterations == 1 {
        // Store-to-load forwarding will remove the slice's stores and
        // the loads of their memrefs under the insertion loop.
        let mut store_memrefs = Vec::new();
        let mut store_count = 0;
        ir.walk(src.as_op(), WalkOrder::PostOrder, |ir, op| {
            if let Some(a) = MemRefAccess::new(ir, op)
                && a.is_write
            {
                if !store_memrefs.contains(&a.memref) {
                    store_memrefs.push(a.memref);
                }
                store_count += 1;
            }
            WalkControl::Advance
        });
        if store_count > 0 {
            extra.insert(insert_parent, -store_count);
        }
        for memref in store_memrefs {
            for u in memref.uses(ir) {
                let user = u.owner(ir);
                let Some(a) = MemRefAccess::new(ir, user) else { continue };
                if a.is_write {
                    continue;
                }
                let loops = affine_for_ops_around(ir, user);
                if loops.iter().any(|l| l.as_op() == insert_parent)
                    && let Some(parent) = user.parent_op(ir)
                    && ForOp::isa(ir, parent)
                {
                    *extra.entry(parent).or_insert(0) -= 1;
                }
            }
        }
    }
    let slice_cost = src_stats.cost(src.as_op(), Some(&trips), Some(&extra));
    extra.insert(insert_parent, slice_cost);
    Some(dst_stats.cost(dst.as_op(), None, Some(&extra)))
}

/// Whether fusing the slices `depth_slices` (one per depth, from 1) of
/// the nest around `src_op` into `dst` pays, and at which depth (MLIR's
/// `isFusionProfitable`); `store_op` is the access whose write region
/// measures the storage saved.
pub(super) fn is_fusion_profitable(
    ir: &IrView,
    src_op: Op,
    store_op: Op,
    dst: ForOp,
    depth_slices: &[Option<ComputationSlice>],
    max_legal_depth: usize,
    tolerance: f64,
) -> Option<usize> {
    if max_legal_depth == 0 {
        return None;
    }
    let src_loops = affine_for_ops_around(ir, src_op);
    let src_root = *src_loops.first()?;
    let src_stats = LoopNestStats::of(ir, src_root)?;
    let dst_stats = LoopNestStats::of(ir, dst)?;
    let src_cost = src_stats.nest_cost(src_root);
    let src_write_size = region_size_bytes(ir, store_op, 0, None)?;
    let dst_cost = dst_stats.nest_cost(dst);
    let mut best: Option<(usize, i64)> = None;
    let mut max_storage_reduction = 0.0f64;
    for depth in (1..=max_legal_depth).rev() {
        let Some(slice) = &depth_slices[depth - 1] else { continue };
        let Some(fused_cost) =
            fusion_compute_cost(ir, src_root, &src_stats, dst, &dst_stats, slice)
        else {
            continue;
        };
        let additional = fused_cost as f64 / (src_cost as f64 + dst_cost as f64) - 1.0;
        let Some(slice_write_size) = region_size_bytes(ir, store_op, 0, Some(slice)) else {
            continue;
        };
        if slice_write_size == 0 {
            continue;
        }
        if src_op != store_op && slice_write_size != src_write_size {
            continue;
        }
        let storage_reduction = src_write_size as f64 / slice_write_size as f64;
        if storage_reduction > max_storage_reduction && additional < tolerance {
            max_storage_reduction = storage_reduction;
            best = Some((depth, slice_write_size));
        }
    }
    let (depth, slice_mem) = best?;
    let mut warnings = Vec::new();
    let dst_mem = memory_footprint_bytes(ir, dst, &mut warnings)? as i64;
    let src_mem = memory_footprint_bytes(ir, src_root, &mut warnings)? as i64;
    if dst_mem + slice_mem > src_mem + dst_mem {
        return None;
    }
    Some(depth)
}
