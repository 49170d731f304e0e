//! [`CallGraph`]: the callables (ops with `CallableOpInterface` and a
//! region) nested in an op, and which of them each one calls, as MLIR's
//! `CallGraph` models them: one node per callable region, plus two nodes
//! without a region, the *external caller* (the entry: an abstract edge to
//! every callable not nested in another) and the *unknown callee* (the
//! target of every call that does not resolve to a callable with a body:
//! an indirect call, a declaration, an unknown symbol).
//!
//! A node's edges are kept once per target and kind, in the order they
//! were first found: *child* edges to the callables nested in it, *call*
//! edges to what the calls made in its body (up to a nested callable)
//! resolve to.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::context::registrations::OpName;
use crate::definitions::interfaces::call::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::ir::{Block, IrView, Op, Region};
use crate::semantics::symbol_table::SymbolTableCollection;

use super::Analysis;

/// A node of a [`CallGraph`], by index.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct CallGraphNodeId(pub u32);

impl CallGraphNodeId {
    /// The external caller: calls every callable not nested in another.
    pub const EXTERNAL: CallGraphNodeId = CallGraphNodeId(0);
    /// The unknown callee: what an unresolved call calls.
    pub const UNKNOWN: CallGraphNodeId = CallGraphNodeId(1);

    /// Whether this is one of the two nodes without a region.
    pub fn is_external(self) -> bool {
        self.0 < 2
    }

    fn index(self) -> usize {
        self.0 as usize
    }
}

/// What an edge of the call graph stands for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CallEdgeKind {
    /// The external caller's edge to a top-level callable.
    Abstract,
    /// A call made in the source's body.
    Call,
    /// A callable nested in the source's body.
    Child,
}

/// An edge of the call graph: its target and kind.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallEdge {
    /// The node the edge leads to.
    pub target: CallGraphNodeId,
    /// What the edge stands for.
    pub kind: CallEdgeKind,
}

/// One node: a callable's region (none for the external caller and the
/// unknown callee) and its edges.
#[derive(Clone, Debug)]
pub struct CallGraphNode {
    /// The callable region.
    pub region: Option<Region>,
    /// The edges, once per target and kind, in the order first found.
    pub edges: Vec<CallEdge>,
}

impl CallGraphNode {
    /// The callable op, for a node with a region.
    pub fn callable(&self, ir: &IrView) -> Option<Op> {
        self.region.and_then(|r| r.parent_op(ir))
    }

    /// Whether the node has callables nested in its body.
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|e| e.kind == CallEdgeKind::Child)
    }
}

/// The call graph of the callables nested in the analysed op (the op
/// itself included when it is callable), MLIR's `CallGraph`.
pub struct CallGraph {
    nodes: Vec<CallGraphNode>,
    by_region: FxHashMap<Region, CallGraphNodeId>,
    /// The call edges made so far, by source and target, so that each is
    /// kept once without scanning a node's edges (a module's entry may
    /// call thousands of functions).
    call_edges: FxHashSet<(CallGraphNodeId, CallGraphNodeId)>,
}

impl Analysis for CallGraph {
    const NAME: &'static str = "CallGraph";

    fn compute(op: Op, ir: &IrView) -> CallGraph {
        let empty = || CallGraphNode { region: None, edges: Vec::new() };
        let mut graph = CallGraph {
            nodes: vec![empty(), empty()],
            by_region: FxHashMap::default(),
            call_edges: FxHashSet::default(),
        };
        // Two walks, as MLIR's: callables first, so that a call may name a
        // callable found later or nested deeper.
        let mut tables = SymbolTableCollection::new();
        graph.walk(ir, op, &mut tables, false);
        graph.walk(ir, op, &mut tables, true);
        graph
    }
}

impl CallGraph {
    /// Adds the nodes (`resolve_calls` false) or the call edges (true) of
    /// `root` and what is nested in it. A call op is not entered; a
    /// callable without a body neither.
    fn walk(&mut self, ir: &IrView, root: Op, tables: &mut SymbolTableCollection, calls: bool) {
        let mut work: Vec<(Op, Option<CallGraphNodeId>)> = vec![(root, None)];
        // Whether ops of a name are calls or callables, asked once a name.
        let mut kinds: FxHashMap<OpName, (bool, bool)> = FxHashMap::default();
        while let Some((op, parent)) = work.pop() {
            let (is_call, is_callable) = *kinds.entry(op.name(ir)).or_insert_with(|| {
                (
                    CallOpInterfaceRef::get(ir, op).is_some(),
                    CallableOpInterfaceRef::get(ir, op).is_some(),
                )
            });
            if is_call && let Some(call) = CallOpInterfaceRef::get(ir, op) {
                if calls && let Some(parent) = parent {
                    let target = self.resolve_call(ir, call, tables);
                    if self.call_edges.insert((parent, target)) {
                        let edge = CallEdge { target, kind: CallEdgeKind::Call };
                        self.nodes[parent.index()].edges.push(edge);
                    }
                }
                continue;
            }
            let mut owner = parent;
            if is_callable && let Some(callable) = CallableOpInterfaceRef::get(ir, op) {
                let Some(region) = callable.callable_region(ir) else { continue };
                owner = Some(self.get_or_add_node(region, parent));
            }
            // Children pushed last first, so they pop in IR order.
            let blocks: SmallVec<[Block; 4]> = op.regions(ir).flat_map(|r| r.blocks(ir)).collect();
            for block in blocks.into_iter().rev() {
                work.extend(block.ops(ir).rev().map(|o| (o, owner)));
            }
        }
    }

    fn get_or_add_node(
        &mut self,
        region: Region,
        parent: Option<CallGraphNodeId>,
    ) -> CallGraphNodeId {
        if let Some(&id) = self.by_region.get(&region) {
            return id;
        }
        let id = CallGraphNodeId(self.nodes.len() as u32);
        self.nodes.push(CallGraphNode { region: Some(region), edges: Vec::new() });
        self.by_region.insert(region, id);
        // The node is new: so is the edge to it.
        let (source, kind) = match parent {
            Some(parent) => (parent, CallEdgeKind::Child),
            None => (CallGraphNodeId::EXTERNAL, CallEdgeKind::Abstract),
        };
        self.nodes[source.index()].edges.push(CallEdge { target: id, kind });
        id
    }

    /// The node `call` calls: its callee's node when the callee resolves
    /// to a callable with a body in the graph, the unknown callee
    /// otherwise.
    pub fn resolve_call(
        &self,
        ir: &IrView,
        call: CallOpInterfaceRef,
        tables: &mut SymbolTableCollection,
    ) -> CallGraphNodeId {
        call.resolve_callable(ir, tables)
            .and_then(|callee| CallableOpInterfaceRef::get(ir, callee))
            .and_then(|callable| callable.callable_region(ir))
            .and_then(|region| self.lookup(region))
            .unwrap_or(CallGraphNodeId::UNKNOWN)
    }

    /// The node of a callable region.
    pub fn lookup(&self, region: Region) -> Option<CallGraphNodeId> {
        self.by_region.get(&region).copied()
    }

    /// The node of `callable`'s region.
    pub fn lookup_callable(&self, ir: &IrView, callable: Op) -> Option<CallGraphNodeId> {
        let region = CallableOpInterfaceRef::get(ir, callable)?.callable_region(ir)?;
        self.lookup(region)
    }

    /// A node.
    pub fn node(&self, id: CallGraphNodeId) -> &CallGraphNode {
        &self.nodes[id.index()]
    }

    /// The nodes of callable regions, in the order they were found
    /// (pre-order).
    pub fn callables(&self) -> impl Iterator<Item = CallGraphNodeId> + '_ {
        (2..self.nodes.len() as u32).map(CallGraphNodeId)
    }

    /// The targets of `id`'s call edges, once each, in the order first
    /// called.
    pub fn callees(&self, id: CallGraphNodeId) -> impl Iterator<Item = CallGraphNodeId> + '_ {
        self.node(id).edges.iter().filter(|e| e.kind == CallEdgeKind::Call).map(|e| e.target)
    }

    /// The strongly connected components reachable from the external
    /// caller, callees before their callers (post-order), as LLVM's
    /// `scc_iterator` visits them: edges in order, the nodes of one
    /// component in the reverse of the order they were reached.
    pub fn sccs(&self) -> Vec<Vec<CallGraphNodeId>> {
        let targets: Vec<Vec<u32>> =
            self.nodes.iter().map(|n| n.edges.iter().map(|e| e.target.0).collect()).collect();
        super::sccs::strongly_connected_components(&targets, 0)
            .into_iter()
            .map(|scc| scc.into_iter().map(CallGraphNodeId).collect())
            .collect()
    }
}
