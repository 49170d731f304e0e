//! The `affine-loop-fusion` pass: greedy producer-consumer and sibling
//! fusion over the dependence graph of each block holding two or more
//! `affine.for` nests (MLIR's `LoopFusion` and its `GreedyFusion`).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, Value, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::{pass, pass_option_enum};

use super::cost::is_fusion_profitable;
use super::fuse::{Strategy, can_fuse_loops, fuse_loops, producer_consumer_memrefs};
use super::graph::{Accesses, Graph, accessed_memref};
use super::private_memref::{create_private_memref, is_escaping_memref};
use crate::affine::ForOp;
use crate::affine::analysis::{ComputationSlice, affine_for_ops_around, innermost_common_loops};

/// Which fusions the pass attempts (MLIR's `FusionMode`).
#[pass_option_enum]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FusionMode {
    /// Perform greedy (both producer-consumer and sibling)  fusion
    Greedy,
    /// Perform only producer-consumer fusion
    Producer,
    /// Perform only sibling fusion
    Sibling,
}

/// Fuse affine loop nests
///
/// MLIR's `affine-loop-fusion`, on any op: in each block with at least
/// two `affine.for` nests, walked in post order, the nests fuse greedily
/// along the block's memref dependence graph: producers whose written
/// memrefs only one consumer reads, then siblings reading a memref
/// neither writes, then the remaining producers (`mode` picks one kind).
/// A slice of the producer goes into the consumer at the deepest legal
/// depth the cost model accepts (`maximal`: the deepest legal one); a
/// memref only the fused nest uses becomes a private buffer shrunk to the
/// region one iteration at that depth writes, in `fast-mem-space` when no
/// larger than `local-buf-threshold` KiB. Sequential loops of a consumer
/// are not sunk below its parallel ones, and the graph's edges follow the
/// order memrefs are first met rather than upstream's hashing.
#[pass(argument = "affine-loop-fusion", name = "AffineLoopFusion", anchor = any)]
#[derive(Debug)]
pub struct AffineLoopFusion {
    /// Fractional increase in additional computation tolerated while fusing
    #[option(name = "compute-tolerance", default = 0.30)]
    compute_tolerance: f64,
    /// Faster memory space number to promote fusion buffers to
    #[option(name = "fast-mem-space", default = 0)]
    fast_mem_space: u32,
    /// Threshold size (KiB) for promoting local buffers to fast memory space
    #[option(name = "local-buf-threshold", default = 0)]
    local_buf_threshold: u64,
    /// Enables maximal loop fusion
    #[option(name = "maximal", default = false)]
    maximal: bool,
    /// fusion mode to attempt
    #[option(name = "mode", default = FusionMode::Greedy)]
    mode: FusionMode,
}

impl Pass for AffineLoopFusion {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let mut blocks: Vec<Block> = Vec::new();
        cx.walk(root, WalkOrder::PostOrder, |ir, op| {
            for region in op.regions(ir) {
                for block in region.blocks(ir) {
                    if block.ops(ir).filter(|&o| ForOp::isa(ir, o)).count() >= 2 {
                        blocks.push(block);
                    }
                }
            }
            WalkControl::Advance
        });
        let options = Options {
            tolerance: self.compute_tolerance,
            fast_mem_space: (self.fast_mem_space != 0).then_some(self.fast_mem_space),
            local_buf_threshold: self.local_buf_threshold.saturating_mul(1024),
            maximal: self.maximal,
        };
        for block in blocks {
            let Some(graph) = Graph::build(cx, block) else { continue };
            let mut fusion = GreedyFusion { graph, options: options.clone() };
            match self.mode {
                FusionMode::Producer => fusion.fuse_producer_consumer(cx, usize::MAX),
                FusionMode::Sibling => fusion.fuse_siblings(cx),
                FusionMode::Greedy => {
                    fusion.fuse_producer_consumer(cx, 1);
                    fusion.fuse_siblings(cx);
                    fusion.fuse_producer_consumer(cx, usize::MAX);
                }
            }
            fusion.erase_unused_allocations(cx);
        }
    }
}

/// The pass's options as the fusion reads them.
#[derive(Clone, Debug)]
struct Options {
    tolerance: f64,
    fast_mem_space: Option<u32>,
    local_buf_threshold: u64,
    maximal: bool,
}

/// The fusion state of one block.
struct GreedyFusion {
    graph: Graph,
    options: Options,
}

impl GreedyFusion {
    /// Visits the nodes (last first) and fuses producers into each.
    fn fuse_producer_consumer(&mut self, ir: &mut IrView, max_src_users: usize) {
        let mut worklist = self.graph.ids_in_order();
        while let Some(dst) = worklist.pop() {
            self.fuse_into(ir, dst, max_src_users);
        }
    }

    /// The loop nests storing to a memref `dst` loads, by id.
    fn producer_candidates(&self, ir: &IrView, dst: usize) -> Vec<usize> {
        let Some(node) = self.graph.node(dst) else { return Vec::new() };
        let consumed: Vec<Value> =
            node.loads.iter().filter_map(|&l| accessed_memref(ir, l)).collect();
        let mut out: Vec<usize> = Vec::new();
        for e in self.graph.in_edges(dst) {
            let Some(src) = self.graph.node(e.id) else { continue };
            if !ForOp::isa(ir, src.op) {
                continue;
            }
            if src
                .stores
                .iter()
                .any(|&s| accessed_memref(ir, s).is_some_and(|m| consumed.contains(&m)))
            {
                out.push(src.id);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Fuses the producers of `dst` into it until nothing changes.
    fn fuse_into(&mut self, ir: &mut IrView, dst_id: usize, max_src_users: usize) {
        let Some(dst_node) = self.graph.node(dst_id) else { return };
        let Some(dst_for) = ForOp::try_from_op(ir, dst_node.op) else { return };
        if dst_for.as_op().results(ir).count() > 0 {
            return;
        }
        loop {
            let mut changed = false;
            for src_id in self.producer_candidates(ir, dst_id).into_iter().rev() {
                if self.try_producer(ir, src_id, dst_id, dst_for, max_src_users) {
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// One producer-consumer fusion attempt; whether it fused.
    fn try_producer(
        &mut self,
        ir: &mut IrView,
        src_id: usize,
        dst_id: usize,
        dst_for: ForOp,
        max_src_users: usize,
    ) -> bool {
        let (Some(src_node), Some(dst_node)) = (self.graph.node(src_id), self.graph.node(dst_id))
        else {
            return false;
        };
        let (src_node, dst_node) = (src_node.clone(), dst_node.clone());
        let Some(src_for) = ForOp::try_from_op(ir, src_node.op) else { return false };
        if src_for.as_op().results(ir).count() > 0 {
            return false;
        }
        let memrefs = producer_consumer_memrefs(ir, &src_node.stores, &dst_node.loads);
        if memrefs.iter().any(|&m| self.graph.out_edge_count(src_id, Some(m)) > max_src_users) {
            return false;
        }
        let mut escaping: Vec<Value> = Vec::new();
        for &s in &src_node.stores {
            if let Some(m) = accessed_memref(ir, s)
                && !escaping.contains(&m)
                && is_escaping_memref(ir, m, self.graph.block)
            {
                escaping.push(m);
            }
        }
        let Some(insertion) = self.graph.fused_loop_nest_insertion_point(ir, src_id, dst_id) else {
            return false;
        };
        let num_surrounding = affine_for_ops_around(ir, dst_for.as_op()).len();
        let dst_memref_ops: Vec<Op> = dst_node
            .loads
            .iter()
            .chain(&dst_node.stores)
            .copied()
            .filter(|&op| accessed_memref(ir, op).is_some_and(|m| memrefs.contains(&m)))
            .collect();
        if dst_memref_ops.is_empty() {
            return false;
        }
        let depth_test =
            innermost_common_loops(ir, &dst_memref_ops).len().saturating_sub(num_surrounding);
        let mut slices: Vec<Option<ComputationSlice>> = Vec::new();
        let mut max_legal = 0;
        for i in 1..=depth_test {
            let slice = can_fuse_loops(
                ir,
                src_for,
                dst_for,
                i + num_surrounding,
                Strategy::ProducerConsumer,
            );
            if slice.is_some() {
                max_legal = i;
            }
            slices.push(slice);
        }
        if max_legal == 0 {
            return false;
        }
        let mut best = max_legal;
        if !self.options.maximal {
            let stores: Vec<Op> = src_node
                .stores
                .iter()
                .copied()
                .filter(|&s| accessed_memref(ir, s).is_some_and(|m| memrefs.contains(&m)))
                .collect();
            if stores.len() == 1 {
                match is_fusion_profitable(
                    ir,
                    stores[0],
                    stores[0],
                    dst_for,
                    &slices,
                    max_legal,
                    self.options.tolerance,
                ) {
                    Some(depth) => best = depth,
                    None => return false,
                }
            }
        }
        let Some(slice) = slices[best - 1].clone() else { return false };
        let remove_src = self.can_remove_src(ir, src_id, dst_id, &slice, insertion, &escaping);
        let private: Vec<Value> = memrefs
            .iter()
            .copied()
            .filter(|&m| self.can_create_private(ir, m, &escaping, src_id, dst_id, remove_src))
            .collect();
        fuse_loops(ir, src_for, &slice);
        if insertion != dst_for.as_op() {
            ir.move_op(dst_for.as_op(), mlir_core::ir::InsertPoint::Before(insertion));
        }
        self.graph.update_edges(ir, src_id, dst_id, &private, remove_src);
        if !private.is_empty() {
            let slice_block = slice.insert_block(ir);
            let mut stores_by_memref: Vec<(Value, Vec<Op>)> = Vec::new();
            ir.walk(dst_for.as_op(), WalkOrder::PostOrder, |ir, op| {
                if let Some(a) = crate::affine::analysis::MemRefAccess::new(ir, op)
                    && a.is_write
                    && private.contains(&a.memref)
                {
                    match stores_by_memref.iter_mut().find(|(m, _)| *m == a.memref) {
                        Some((_, v)) => v.push(op),
                        None => stores_by_memref.push((a.memref, vec![op])),
                    }
                }
                WalkControl::Advance
            });
            for (_, stores) in stores_by_memref {
                let Some(block) = slice_block else { continue };
                let same_access = |op: Op| {
                    crate::affine::analysis::MemRefAccess::new(ir, op).map(|a| a.access_map(ir))
                };
                let first = same_access(stores[0]);
                if stores.iter().any(|&s| same_access(s) != first) {
                    continue;
                }
                let new = create_private_memref(
                    ir,
                    dst_for,
                    &stores,
                    best,
                    self.options.fast_mem_space,
                    block,
                    self.options.local_buf_threshold,
                );
                if let Some(new) = new
                    && let Some(alloc) = new.defining_op(ir)
                {
                    let id = self.graph.add_node(alloc);
                    self.graph.add_edge(ir, id, dst_id, new);
                }
            }
        }
        let accesses = Accesses::collect(ir, dst_for.as_op());
        self.graph.reset_node_accesses(dst_id, accesses);
        if remove_src {
            ir.erase_op(src_for.as_op());
            self.graph.remove_node(ir, src_id);
        }
        true
    }

    /// Whether the source can go after fusing it into `dst` (MLIR's
    /// `canRemoveSrcNodeAfterFusion`).
    fn can_remove_src(
        &self,
        ir: &IrView,
        src_id: usize,
        dst_id: usize,
        slice: &ComputationSlice,
        insertion: Op,
        escaping: &[Value],
    ) -> bool {
        let Some(dst_op) = self.graph.node(dst_id).map(|n| n.op) else { return false };
        let mut has_out_deps = false;
        for e in self.graph.out_edges(src_id) {
            let Some(dep_op) = self.graph.node(e.id).map(|n| n.op) else { continue };
            if dep_op == dst_op {
                continue;
            }
            if dep_op.block(ir) != dst_op.block(ir) {
                return false;
            }
            if insertion != dep_op && !insertion.is_before_in_block(ir, dep_op) {
                return false;
            }
            has_out_deps = true;
        }
        if has_out_deps || !escaping.is_empty() {
            return slice.is_maximal(ir) == Some(true);
        }
        true
    }

    /// Whether `memref` can become private to the fused nest (MLIR's
    /// `canCreatePrivateMemRef`).
    fn can_create_private(
        &self,
        ir: &IrView,
        memref: Value,
        escaping: &[Value],
        src_id: usize,
        dst_id: usize,
        remove_src: bool,
    ) -> bool {
        let Some(dst) = self.graph.node(dst_id) else { return false };
        if escaping.contains(&memref) && (remove_src || dst.store_count(ir, memref) > 0) {
            return false;
        }
        if self.graph.incoming_memref_accesses(ir, src_id, memref) > 0
            || self.graph.out_edge_count(dst_id, Some(memref)) > 0
        {
            return false;
        }
        if remove_src
            && self.graph.out_edges(src_id).iter().any(|e| e.value == memref && e.id != dst_id)
        {
            return false;
        }
        true
    }

    /// Visits the nodes (last first) and fuses siblings into each.
    fn fuse_siblings(&mut self, ir: &mut IrView) {
        let mut worklist = self.graph.ids_in_order();
        while let Some(dst) = worklist.pop() {
            let Some(node) = self.graph.node(dst) else { continue };
            if !ForOp::isa(ir, node.op) {
                continue;
            }
            self.fuse_with_siblings(ir, dst);
        }
    }

    /// Fuses the siblings found for `dst_id` into it.
    fn fuse_with_siblings(&mut self, ir: &mut IrView, dst_id: usize) {
        let mut visited: Vec<usize> = Vec::new();
        while let Some((sib_id, memref)) = self.find_sibling(ir, dst_id, &mut visited) {
            let (Some(sib), Some(dst)) =
                (self.graph.node(sib_id).cloned(), self.graph.node(dst_id).cloned())
            else {
                return;
            };
            let (Some(sib_for), Some(dst_for)) =
                (ForOp::try_from_op(ir, sib.op), ForOp::try_from_op(ir, dst.op))
            else {
                return;
            };
            // Upstream does not handle nests yielding values here (it
            // crashes); they are left alone.
            if sib.op.results(ir).count() > 0 || dst.op.results(ir).count() > 0 {
                continue;
            }
            let insertion = if sib.op.is_before_in_block(ir, dst.op) {
                self.graph.fused_loop_nest_insertion_point(ir, sib_id, dst_id)
            } else {
                self.graph.fused_loop_nest_insertion_point(ir, dst_id, sib_id)
            };
            let Some(insertion) = insertion else { continue };
            let sib_loads = sib.loads_of(ir, memref);
            let dst_loads = dst.loads_of(ir, memref);
            let (Some(&sib_load), Some(&dst_load)) = (sib_loads.first(), dst_loads.first()) else {
                continue;
            };
            let num_surrounding = affine_for_ops_around(ir, dst.op).len();
            let depth_test =
                affine_for_ops_around(ir, dst_load).len().saturating_sub(num_surrounding);
            let mut slices = Vec::new();
            let mut max_legal = 0;
            for i in 1..=depth_test {
                let slice = can_fuse_loops(
                    ir,
                    sib_for,
                    dst_for,
                    i + num_surrounding,
                    Strategy::Sibling(memref),
                );
                if slice.is_some() {
                    max_legal = i;
                }
                slices.push(slice);
            }
            if max_legal == 0 {
                continue;
            }
            let mut best = max_legal;
            if !self.options.maximal {
                match is_fusion_profitable(
                    ir,
                    sib_load,
                    sib_load,
                    dst_for,
                    &slices,
                    max_legal,
                    self.options.tolerance,
                ) {
                    Some(depth) => best = depth,
                    None => continue,
                }
            }
            let Some(slice) = slices[best - 1].clone() else { continue };
            // A sibling runs whole or not at all.
            if slice.is_maximal(ir) != Some(true) {
                continue;
            }
            fuse_loops(ir, sib_for, &slice);
            if insertion != dst.op {
                ir.move_op(dst.op, mlir_core::ir::InsertPoint::Before(insertion));
            }
            self.graph.update_edges_sibling(ir, sib_id, dst_id);
            let accesses = Accesses::collect(ir, dst.op);
            self.graph.reset_node_accesses(dst_id, accesses);
            if self.graph.out_edge_count(sib_id, None) == 0 {
                self.graph.remove_node(ir, sib_id);
                ir.erase_op(sib.op);
            }
        }
    }

    /// A sibling of `dst_id` not yet visited that loads a memref `dst_id`
    /// loads, with no dependence path either way (MLIR's
    /// `findSiblingNodeToFuse`).
    fn find_sibling(
        &self,
        ir: &IrView,
        dst_id: usize,
        visited: &mut Vec<usize>,
    ) -> Option<(usize, Value)> {
        let dst = self.graph.node(dst_id)?.clone();
        let can_fuse = |sib_id: usize, memref: Value| -> bool {
            let Some(sib) = self.graph.node(sib_id) else { return false };
            if sib.load_count(ir, memref) != 1 {
                return false;
            }
            if self.graph.has_dependence_path(ir, sib_id, dst_id)
                || self.graph.has_dependence_path(ir, dst_id, sib_id)
            {
                return false;
            }
            if sib
                .load_and_store_memrefs(ir)
                .iter()
                .any(|&m| self.graph.incoming_memref_accesses(ir, sib_id, m) > 0)
            {
                return false;
            }
            let mut stored: Vec<Value> = Vec::new();
            for &s in &sib.stores {
                if let Some(m) = accessed_memref(ir, s)
                    && !stored.contains(&m)
                {
                    stored.push(m);
                }
            }
            stored.len() <= 1
        };
        let block = self.graph.block;
        for arg in block.args(ir) {
            for u in arg.uses(ir) {
                let user = u.owner(ir);
                let Some(access) = crate::affine::analysis::MemRefAccess::new(ir, user) else {
                    continue;
                };
                if access.is_write {
                    continue;
                }
                let loops = affine_for_ops_around(ir, user);
                let Some(outer) = loops.iter().find(|l| l.as_op().block(ir) == Some(block)) else {
                    continue;
                };
                let Some(sib_id) = self.graph.node_of(outer.as_op()) else { continue };
                if sib_id == dst_id || visited.contains(&sib_id) {
                    continue;
                }
                if dst.load_count(ir, access.memref) == 0 {
                    continue;
                }
                if can_fuse(sib_id, access.memref) {
                    visited.push(sib_id);
                    return Some((sib_id, access.memref));
                }
            }
        }
        let memref_edges = |edges: Vec<super::graph::Edge>| -> Vec<super::graph::Edge> {
            edges.into_iter().filter(|e| super::graph::is_memref(ir, e.value)).collect()
        };
        let in_edges: Vec<_> = memref_edges(self.graph.in_edges(dst_id))
            .into_iter()
            .filter(|e| {
                dst.load_count(ir, e.value) > 0
                    && self.graph.node(e.id).is_some_and(|n| n.store_count(ir, e.value) > 0)
            })
            .collect();
        for in_edge in in_edges {
            for out in memref_edges(self.graph.out_edges(in_edge.id)) {
                if visited.contains(&out.id) || out.id == dst_id || out.value != in_edge.value {
                    continue;
                }
                let Some(sib) = self.graph.node(out.id) else { continue };
                if !ForOp::isa(ir, sib.op) {
                    continue;
                }
                if can_fuse(out.id, out.value) {
                    visited.push(out.id);
                    return Some((out.id, out.value));
                }
            }
        }
        None
    }

    /// Erases the `memref.alloc` ops whose memrefs have no edge and no use
    /// left.
    fn erase_unused_allocations(&self, ir: &mut IrView) {
        for &(memref, count) in &self.graph.memref_edge_count {
            if count > 0 || !memref.use_empty(ir) {
                continue;
            }
            if let Some(op) = memref.defining_op(ir)
                && crate::memref::AllocOp::isa(ir, op)
            {
                ir.erase_op(op);
            }
        }
    }
}
