//! The memref dependence graph of a block (MLIR's `MemRefDependenceGraph`):
//! a node per top-level loop nest, affine load or store, op with memory
//! effects, and op whose results a loop nest uses; an edge per memref two
//! nodes access when one of them writes or frees it and the affine
//! analysis cannot rule the dependence out, and per SSA value a node
//! defines and a loop nest uses.

use rustc_hash::FxHashMap;

use mlir_core::definitions::interfaces::memory_effects::{
    EffectKind, is_memory_effect_free, op_effects,
};
use mlir_core::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, Value, WalkControl, WalkOrder};
use mlir_core::semantics::traits::OpTraits;

use crate::affine::ForOp;
use crate::affine::analysis::{
    DependenceResult, MemRefAccess, affine_for_ops_around, check_memref_access_dependence,
};

/// One node: its op and the memory accesses inside it.
#[derive(Clone, Debug)]
pub(super) struct Node {
    /// The node's id.
    pub id: usize,
    /// The top-level op.
    pub op: Op,
    /// Affine reads.
    pub loads: Vec<Op>,
    /// Affine writes.
    pub stores: Vec<Op>,
    /// Other ops reading memrefs.
    pub memref_loads: Vec<Op>,
    /// Other ops writing memrefs.
    pub memref_stores: Vec<Op>,
    /// Ops freeing memrefs.
    pub memref_frees: Vec<Op>,
}

/// The accesses an op holds (MLIR's `LoopNestStateCollector`).
#[derive(Default)]
pub(super) struct Accesses {
    pub loads: Vec<Op>,
    pub stores: Vec<Op>,
    pub memref_loads: Vec<Op>,
    pub memref_stores: Vec<Op>,
    pub memref_frees: Vec<Op>,
}

impl Accesses {
    /// The accesses of `root` and the ops nested in it.
    pub fn collect(ir: &IrView, root: Op) -> Accesses {
        let mut out = Accesses::default();
        ir.walk(root, WalkOrder::PostOrder, |ir, op| {
            if ForOp::isa(ir, op) {
                return WalkControl::Advance;
            }
            match MemRefAccess::new(ir, op) {
                Some(access) if access.is_write => out.stores.push(op),
                Some(_) => out.loads.push(op),
                None => match op_effects(ir, op) {
                    None => {
                        let recursive = op
                            .name(ir)
                            .traits(ir.ctx())
                            .contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
                        if !recursive {
                            for v in op.operands(ir) {
                                if is_memref(ir, v) {
                                    out.memref_loads.push(op);
                                    out.memref_stores.push(op);
                                }
                            }
                        }
                    }
                    Some(effects) => {
                        if effects.iter().any(|e| e.kind == EffectKind::Read) {
                            out.memref_loads.push(op);
                        }
                        if effects.iter().any(|e| e.kind == EffectKind::Write) {
                            out.memref_stores.push(op);
                        }
                        if effects.iter().any(|e| e.kind == EffectKind::Free) {
                            out.memref_frees.push(op);
                        }
                    }
                },
            }
            WalkControl::Advance
        });
        out
    }
}

/// Whether `value` is a memref.
pub(super) fn is_memref(ir: &IrView, value: Value) -> bool {
    value.ty(ir).memref_parts(ir.ctx()).is_some()
}

/// Whether `op` declares an effect of `kind` on `memref`.
fn has_effect(ir: &IrView, op: Op, kind: EffectKind, memref: Value) -> bool {
    op_effects(ir, op).is_some_and(|effects| {
        effects.iter().any(|e| e.kind == kind && e.value.is_none_or(|v| v == memref))
    })
}

/// The memref an affine access reads or writes.
pub(super) fn accessed_memref(ir: &IrView, op: Op) -> Option<Value> {
    MemRefAccess::new(ir, op).map(|a| a.memref)
}

impl Node {
    /// The affine reads of `memref`.
    pub fn load_count(&self, ir: &IrView, memref: Value) -> usize {
        self.loads.iter().filter(|&&op| accessed_memref(ir, op) == Some(memref)).count()
    }

    /// The writes of `memref`, affine or declared.
    pub fn store_count(&self, ir: &IrView, memref: Value) -> usize {
        let affine =
            self.stores.iter().filter(|&&op| accessed_memref(ir, op) == Some(memref)).count();
        let other = self
            .memref_stores
            .iter()
            .filter(|&&op| has_effect(ir, op, EffectKind::Write, memref))
            .count();
        affine + other
    }

    /// Whether some op frees `memref`.
    fn has_free(&self, ir: &IrView, memref: Value) -> bool {
        self.memref_frees.iter().any(|&op| has_effect(ir, op, EffectKind::Free, memref))
    }

    /// The affine reads of `memref`.
    pub fn loads_of(&self, ir: &IrView, memref: Value) -> Vec<Op> {
        self.loads.iter().copied().filter(|&op| accessed_memref(ir, op) == Some(memref)).collect()
    }

    /// The memrefs this node both reads and writes through affine ops.
    pub fn load_and_store_memrefs(&self, ir: &IrView) -> Vec<Value> {
        let loaded: Vec<Value> =
            self.loads.iter().filter_map(|&op| accessed_memref(ir, op)).collect();
        let mut out = Vec::new();
        for &op in &self.stores {
            if let Some(m) = accessed_memref(ir, op)
                && loaded.contains(&m)
                && !out.contains(&m)
            {
                out.push(m);
            }
        }
        out
    }
}

/// An edge to or from node `id` for `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Edge {
    pub id: usize,
    pub value: Value,
}

/// The graph.
pub(super) struct Graph {
    /// The block the nodes are ops of.
    pub block: Block,
    nodes: FxHashMap<usize, Node>,
    /// The ids ever given, to order iteration as upstream's hash map.
    next_id: usize,
    in_edges: FxHashMap<usize, Vec<Edge>>,
    out_edges: FxHashMap<usize, Vec<Edge>>,
    /// The edges on each memref, in order of first edge.
    pub memref_edge_count: Vec<(Value, usize)>,
}

impl Graph {
    /// The graph of `block`; `None` when the block holds an op with
    /// regions of unknown meaning.
    pub fn build(ir: &IrView, block: Block) -> Option<Graph> {
        let mut g = Graph {
            block,
            nodes: FxHashMap::default(),
            next_id: 0,
            in_edges: FxHashMap::default(),
            out_edges: FxHashMap::default(),
            memref_edge_count: Vec::new(),
        };
        let mut accesses: Vec<(Value, Vec<usize>)> = Vec::new();
        let note =
            |accesses: &mut Vec<(Value, Vec<usize>)>, memref: Value, id: usize| match accesses
                .iter_mut()
                .find(|(m, _)| *m == memref)
            {
                Some((_, ids)) => {
                    if !ids.contains(&id) {
                        ids.push(id);
                    }
                }
                None => accesses.push((memref, vec![id])),
            };
        let mut for_nodes: Vec<(Op, usize)> = Vec::new();
        for op in block.ops(ir).collect::<Vec<_>>() {
            let is_for = ForOp::isa(ir, op);
            let access = MemRefAccess::new(ir, op);
            let used = op.results(ir).any(|r| !r.use_empty(ir));
            let regions = op.regions(ir).count();
            let branch = RegionBranchOpInterfaceRef::get(ir, op).is_some();
            let full = is_for
                || access.is_none()
                    && (used || !is_memory_effect_free(ir, op) && (regions == 0 || branch));
            if let Some(access) = access {
                let id = g.add_node(op);
                let node = g.nodes.get_mut(&id)?;
                if access.is_write {
                    node.stores.push(op);
                } else {
                    node.loads.push(op);
                }
                note(&mut accesses, access.memref, id);
            } else if full {
                let id = g.add_node(op);
                let collected = Accesses::collect(ir, op);
                for &a in collected.loads.iter().chain(&collected.stores) {
                    if let Some(m) = accessed_memref(ir, a) {
                        note(&mut accesses, m, id);
                    }
                }
                for &a in collected
                    .memref_loads
                    .iter()
                    .chain(&collected.memref_stores)
                    .chain(&collected.memref_frees)
                {
                    for v in a.operands(ir).chain(a.results(ir)) {
                        if is_memref(ir, v) {
                            note(&mut accesses, v, id);
                        }
                    }
                }
                g.add_to_node(id, collected);
                if is_for {
                    for_nodes.push((op, id));
                }
            } else if regions != 0 && !branch {
                return None;
            }
        }
        // SSA edges: from nodes without stores to the loop nests using
        // their results.
        for id in g.ids_in_order() {
            let node = &g.nodes[&id];
            if !node.stores.is_empty() {
                continue;
            }
            let op = node.op;
            let mut edges = Vec::new();
            for value in op.results(ir) {
                for u in value.uses(ir) {
                    let user = u.owner(ir);
                    let loops = affine_for_ops_around(ir, user);
                    let outer = loops.iter().find(|l| l.as_op().block(ir) == Some(block));
                    let Some(outer) = outer else { continue };
                    if let Some(&(_, loop_id)) = for_nodes.iter().find(|(o, _)| *o == outer.as_op())
                    {
                        edges.push((loop_id, value));
                    }
                }
            }
            for (loop_id, value) in edges {
                g.add_edge(ir, id, loop_id, value);
            }
        }
        for (memref, ids) in &accesses {
            for i in 0..ids.len() {
                let src = g.nodes[&ids[i]].clone();
                let src_writes = src.store_count(ir, *memref) > 0 || src.has_free(ir, *memref);
                for &dst_id in &ids[i + 1..] {
                    let dst = g.nodes[&dst_id].clone();
                    let dst_writes = dst.store_count(ir, *memref) > 0 || dst.has_free(ir, *memref);
                    if (src_writes || dst_writes) && may_depend(ir, &src, &dst, *memref) {
                        g.add_edge(ir, src.id, dst_id, *memref);
                    }
                }
            }
        }
        Some(g)
    }

    /// The node ids in the order upstream's hash map visits them: by
    /// bucket, a key `k` in bucket `37 k` modulo the bucket count.
    pub fn ids_in_order(&self) -> Vec<usize> {
        let mut buckets = 64usize;
        while self.next_id * 4 >= buckets * 3 {
            buckets *= 2;
        }
        let mut ids: Vec<usize> = self.nodes.keys().copied().collect();
        ids.sort_by_key(|&k| ((k.wrapping_mul(37)) % buckets, k));
        ids
    }

    /// The node `id`, if still there.
    pub fn node(&self, id: usize) -> Option<&Node> {
        self.nodes.get(&id)
    }

    /// The node of `op`.
    pub fn node_of(&self, op: Op) -> Option<usize> {
        self.nodes.values().find(|n| n.op == op).map(|n| n.id)
    }

    /// A new node for `op` without accesses.
    pub fn add_node(&mut self, op: Op) -> usize {
        let id = self.next_id;
        self.next_id += 1;
        let node = Node {
            id,
            op,
            loads: Vec::new(),
            stores: Vec::new(),
            memref_loads: Vec::new(),
            memref_stores: Vec::new(),
            memref_frees: Vec::new(),
        };
        self.nodes.insert(id, node);
        id
    }

    /// Removes node `id` with its edges.
    pub fn remove_node(&mut self, ir: &IrView, id: usize) {
        for e in self.in_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(ir, e.id, id, e.value);
        }
        for e in self.out_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(ir, id, e.id, e.value);
        }
        self.in_edges.remove(&id);
        self.out_edges.remove(&id);
        self.nodes.remove(&id);
    }

    /// The edges into `id`.
    pub fn in_edges(&self, id: usize) -> Vec<Edge> {
        self.in_edges.get(&id).cloned().unwrap_or_default()
    }

    /// The edges out of `id`.
    pub fn out_edges(&self, id: usize) -> Vec<Edge> {
        self.out_edges.get(&id).cloned().unwrap_or_default()
    }

    fn has_edge(&self, src: usize, dst: usize, value: Value) -> bool {
        let out = self
            .out_edges
            .get(&src)
            .is_some_and(|v| v.iter().any(|e| e.id == dst && e.value == value));
        let inn = self
            .in_edges
            .get(&dst)
            .is_some_and(|v| v.iter().any(|e| e.id == src && e.value == value));
        out && inn
    }

    /// Adds the edge `src -> dst` for `value` unless present.
    pub fn add_edge(&mut self, ir: &IrView, src: usize, dst: usize, value: Value) {
        if self.has_edge(src, dst, value) {
            return;
        }
        self.out_edges.entry(src).or_default().push(Edge { id: dst, value });
        self.in_edges.entry(dst).or_default().push(Edge { id: src, value });
        if is_memref(ir, value) {
            match self.memref_edge_count.iter_mut().find(|(m, _)| *m == value) {
                Some((_, c)) => *c += 1,
                None => self.memref_edge_count.push((value, 1)),
            }
        }
    }

    /// Removes the edge `src -> dst` for `value`.
    pub fn remove_edge(&mut self, ir: &IrView, src: usize, dst: usize, value: Value) {
        if is_memref(ir, value)
            && let Some((_, c)) = self.memref_edge_count.iter_mut().find(|(m, _)| *m == value)
        {
            *c = c.saturating_sub(1);
        }
        if let Some(v) = self.in_edges.get_mut(&dst)
            && let Some(i) = v.iter().position(|e| e.id == src && e.value == value)
        {
            v.remove(i);
        }
        if let Some(v) = self.out_edges.get_mut(&src)
            && let Some(i) = v.iter().position(|e| e.id == dst && e.value == value)
        {
            v.remove(i);
        }
    }

    /// Whether a path of edges leads from `src` to `dst` (through nodes
    /// not after `dst`).
    pub fn has_dependence_path(&self, ir: &IrView, src: usize, dst: usize) -> bool {
        let Some(dst_op) = self.nodes.get(&dst).map(|n| n.op) else { return false };
        let mut work: Vec<(usize, usize)> = vec![(src, 0)];
        while let Some(&(id, next)) = work.last() {
            if id == dst {
                return true;
            }
            let Some(edge) = self.out_edges.get(&id).and_then(|e| e.get(next).copied()) else {
                work.pop();
                continue;
            };
            if let Some(top) = work.last_mut() {
                top.1 += 1;
            }
            let after =
                self.nodes.get(&edge.id).is_some_and(|n| dst_op.is_before_in_block(ir, n.op));
            if !after && edge.id != id {
                work.push((edge.id, 0));
            }
        }
        false
    }

    /// The edges into `id` on `memref` from nodes writing it.
    pub fn incoming_memref_accesses(&self, ir: &IrView, id: usize, memref: Value) -> usize {
        self.in_edges(id)
            .iter()
            .filter(|e| {
                e.value == memref
                    && self.nodes.get(&e.id).is_some_and(|n| n.store_count(ir, memref) > 0)
            })
            .count()
    }

    /// The edges out of `id`, on `memref` when given.
    pub fn out_edge_count(&self, id: usize, memref: Option<Value>) -> usize {
        self.out_edges(id).iter().filter(|e| memref.is_none_or(|m| e.value == m)).count()
    }

    /// Where the nest fusing `src` into `dst` can go so that the ops in
    /// between keep their dependences: before the first op between them
    /// that depends on `src`, else `dst`; `None` when an op `dst` depends
    /// on comes after it, or a value `dst` uses depends on `src`.
    pub fn fused_loop_nest_insertion_point(
        &self,
        ir: &IrView,
        src: usize,
        dst: usize,
    ) -> Option<Op> {
        let dst_op = self.nodes.get(&dst)?.op;
        if !self.out_edges.contains_key(&src) {
            return Some(dst_op);
        }
        for e in self.in_edges(dst) {
            if !is_memref(ir, e.value) && self.has_dependence_path(ir, src, e.id) {
                return None;
            }
        }
        let src_deps: Vec<Op> = self
            .out_edges(src)
            .iter()
            .filter(|e| e.id != dst)
            .filter_map(|e| self.nodes.get(&e.id).map(|n| n.op))
            .collect();
        let dst_deps: Vec<Op> = self
            .in_edges(dst)
            .iter()
            .filter(|e| e.id != src)
            .filter_map(|e| self.nodes.get(&e.id).map(|n| n.op))
            .collect();
        let src_op = self.nodes.get(&src)?.op;
        let mut first_src_dep: Option<(usize, Op)> = None;
        let mut last_dst_dep: Option<usize> = None;
        let mut pos = 0;
        let mut current = src_op.next(ir);
        while let Some(op) = current {
            if op == dst_op {
                break;
            }
            if first_src_dep.is_none() && src_deps.contains(&op) {
                first_src_dep = Some((pos, op));
            }
            if dst_deps.contains(&op) {
                last_dst_dep = Some(pos);
            }
            pos += 1;
            current = op.next(ir);
        }
        match first_src_dep {
            Some((first, op)) => {
                if last_dst_dep.is_some_and(|last| first <= last) {
                    return None;
                }
                Some(op)
            }
            None => Some(dst_op),
        }
    }

    /// Updates the edges after fusing `src` into `dst` (producer-consumer).
    pub fn update_edges(
        &mut self,
        ir: &IrView,
        src: usize,
        dst: usize,
        private: &[Value],
        remove_src: bool,
    ) {
        for e in self.in_edges(src) {
            if !private.contains(&e.value) {
                self.add_edge(ir, e.id, dst, e.value);
            }
        }
        for e in self.out_edges(src) {
            if e.id == dst {
                self.remove_edge(ir, src, e.id, e.value);
            } else if remove_src {
                self.add_edge(ir, dst, e.id, e.value);
                self.remove_edge(ir, src, e.id, e.value);
            }
        }
        if !private.is_empty() {
            for e in self.in_edges(dst) {
                if private.contains(&e.value) {
                    self.remove_edge(ir, e.id, dst, e.value);
                }
            }
        }
    }

    /// Updates the edges after fusing sibling `sib` into `dst`.
    pub fn update_edges_sibling(&mut self, ir: &IrView, sib: usize, dst: usize) {
        for e in self.in_edges(sib) {
            self.add_edge(ir, e.id, dst, e.value);
            self.remove_edge(ir, e.id, sib, e.value);
        }
        for e in self.out_edges(sib) {
            self.add_edge(ir, dst, e.id, e.value);
            self.remove_edge(ir, sib, e.id, e.value);
        }
    }

    /// Replaces the affine loads and stores of node `id` and adds the
    /// other accesses.
    pub fn reset_node_accesses(&mut self, id: usize, accesses: Accesses) {
        if let Some(n) = self.nodes.get_mut(&id) {
            n.loads.clear();
            n.stores.clear();
        }
        self.add_to_node(id, accesses);
    }

    fn add_to_node(&mut self, id: usize, a: Accesses) {
        if let Some(n) = self.nodes.get_mut(&id) {
            n.loads.extend(a.loads);
            n.stores.extend(a.stores);
            n.memref_loads.extend(a.memref_loads);
            n.memref_stores.extend(a.memref_stores);
            n.memref_frees.extend(a.memref_frees);
        }
    }
}

/// Whether a dependence on `memref` may go from `src`'s accesses to
/// `dst`'s (MLIR's `mayDependence`): always for nodes that are not loop
/// nests or that access it other than through affine ops; else by the
/// affine dependence analysis at the depth of the nests.
fn may_depend(ir: &IrView, src: &Node, dst: &Node, memref: Value) -> bool {
    if !ForOp::isa(ir, src.op) || !ForOp::isa(ir, dst.op) {
        return true;
    }
    let touches = |ops: &[Op]| ops.iter().any(|&op| op.operands(ir).any(|v| v == memref));
    let dst_any = [&dst.loads[..], &dst.stores, &dst.memref_loads, &dst.memref_stores].concat();
    let dst_writes = [&dst.stores[..], &dst.memref_stores].concat();
    let dst_other = [&dst.memref_loads[..], &dst.memref_stores].concat();
    if touches(&src.memref_stores) && touches(&dst_any)
        || touches(&src.memref_loads) && touches(&dst_writes)
        || src.stores.iter().any(|&s| accessed_memref(ir, s) == Some(memref)) && touches(&dst_other)
        || src.loads.iter().any(|&s| accessed_memref(ir, s) == Some(memref))
            && touches(&dst.memref_stores)
    {
        return true;
    }
    let depth = affine_for_ops_around(ir, src.op).len() + 1;
    for &a in src.stores.iter().chain(&src.loads) {
        let Some(src_access) = MemRefAccess::new(ir, a) else { continue };
        if src_access.memref != memref {
            continue;
        }
        for &b in dst.stores.iter().chain(&dst.loads) {
            let Some(dst_access) = MemRefAccess::new(ir, b) else { continue };
            if dst_access.memref != memref {
                continue;
            }
            if check_memref_access_dependence(ir, &src_access, &dst_access, depth, None)
                != DependenceResult::NoDependence
            {
                return true;
            }
        }
    }
    false
}
