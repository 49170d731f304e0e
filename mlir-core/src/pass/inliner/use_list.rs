//! [`UseList`]: how many references each discardable callable has, so the
//! inliner knows when a callee's last call is being inlined (its body may
//! then be moved rather than copied, and the callable erased) and when a
//! callable is dead. Symbol references have no use lists of their own, so
//! the counts are kept here, as MLIR's inliner keeps them (`CGUseList`),
//! updated as calls are inlined and callables simplified.
//!
//! A callable is *discardable* when it is a symbol whose uses are all
//! visible (private, or in a table nothing outside sees) and its
//! `can_discard_on_use_empty` agrees, and nothing outside a callable
//! (another symbol's attribute, an op at the table's level) refers to it.
//! The counts follow MLIR's exactly, including its way of counting a
//! callable's own attributes once however many times they name a symbol.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::context::builtin::attributes::Attribute;
use crate::definitions::interfaces::call::CallableOpInterfaceRef;
use crate::definitions::interfaces::memory_effects::is_memory_effect_free;
use crate::definitions::interfaces::symbol::symbol_op;
use crate::ir::{IrView, Op};
use crate::pass::analysis::{CallEdgeKind, CallGraph, CallGraphNodeId};
use crate::semantics::symbol_table::{
    SymbolTableCollection, Visibility, is_symbol_table, symbol_uses, visibility,
};

/// The references one callable's body holds to discardable callables.
#[derive(Default, Clone)]
struct NodeUses {
    /// Callables named by the callable op's own attributes (counted once).
    top_level: FxHashSet<CallGraphNodeId>,
    /// Callables named by the ops nested in it, with their counts.
    inner: FxHashMap<CallGraphNodeId, i64>,
}

/// The use counts of the discardable callables of a call graph.
pub(crate) struct UseList {
    discardable: FxHashMap<CallGraphNodeId, i64>,
    node_uses: FxHashMap<CallGraphNodeId, NodeUses>,
}

/// Resolved references, by attribute (`None`: not a callable node).
type Resolved = FxHashMap<Attribute, Option<CallGraphNodeId>>;

impl UseList {
    /// The counts for the callables of `graph`, built from the symbol
    /// tables in `root` (`root` included).
    pub(crate) fn new(
        ir: &IrView,
        root: Op,
        graph: &CallGraph,
        tables: &mut SymbolTableCollection,
    ) -> UseList {
        let mut list =
            UseList { discardable: FxHashMap::default(), node_uses: FxHashMap::default() };
        let mut always_live: Resolved = FxHashMap::default();
        for (table, all_visible) in symbol_tables_innermost_first(ir, root) {
            let ops: Vec<Op> = table
                .regions(ir)
                .next()
                .into_iter()
                .flat_map(|r| r.blocks(ir))
                .flat_map(|b| b.ops(ir))
                .collect();
            for op in ops {
                if let Some(node) = graph.lookup_callable(ir, op) {
                    let discardable = symbol_op(ir, op).is_some_and(|symbol| {
                        (all_visible || visibility(ir, op) == Visibility::Private)
                            && symbol.can_discard_on_use_empty(ir)
                    });
                    if discardable {
                        list.discardable.entry(node).or_insert(0);
                    }
                    continue;
                }
                walk_referenced_nodes(ir, op, graph, tables, &mut always_live, |_, _| {});
            }
        }
        for node in always_live.values().flatten() {
            list.discardable.remove(node);
        }
        for node in graph.callables() {
            list.recompute_uses(ir, node, graph, tables);
        }
        list
    }

    /// Counts again the references held by `node`'s callable (after it
    /// was simplified).
    pub(crate) fn recompute_uses(
        &mut self,
        ir: &IrView,
        node: CallGraphNodeId,
        graph: &CallGraph,
        tables: &mut SymbolTableCollection,
    ) {
        let Some(callable) = graph.node(node).callable(ir) else { return };
        let old = self.node_uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let mut uses = NodeUses::default();
        let discardable = &mut self.discardable;
        walk_referenced_nodes(
            ir,
            callable,
            graph,
            tables,
            &mut FxHashMap::default(),
            |used, user| {
                let Some(count) = discardable.get_mut(&used) else { return };
                if user != callable {
                    *uses.inner.entry(used).or_insert(0) += 1;
                } else if !uses.top_level.insert(used) {
                    return;
                }
                *count += 1;
            },
        );
        self.node_uses.insert(node, uses);
    }

    /// Drops the references of `call`, a call inside `user`'s callable
    /// that was just inlined.
    pub(crate) fn drop_call_uses(
        &mut self,
        ir: &IrView,
        user: CallGraphNodeId,
        call: Op,
        graph: &CallGraph,
        tables: &mut SymbolTableCollection,
    ) {
        let user_refs = &mut self.node_uses.entry(user).or_default().inner;
        let discardable = &mut self.discardable;
        walk_referenced_nodes(ir, call, graph, tables, &mut FxHashMap::default(), |used, _| {
            if let Some(count) = user_refs.get_mut(&used) {
                *count -= 1;
                *discardable.entry(used).or_insert(0) -= 1;
            }
        });
    }

    /// After a copy of `callee`'s body went into `caller`'s: the caller
    /// now holds the callee's inner references too.
    pub(crate) fn merge_uses_after_inlining(
        &mut self,
        callee: CallGraphNodeId,
        caller: CallGraphNodeId,
    ) {
        let inner: Vec<(CallGraphNodeId, i64)> =
            self.node_uses.entry(callee).or_default().inner.iter().map(|(&n, &c)| (n, c)).collect();
        let caller_uses = &mut self.node_uses.entry(caller).or_default().inner;
        for (node, count) in inner {
            *caller_uses.entry(node).or_insert(0) += count;
            *self.discardable.entry(node).or_insert(0) += count;
        }
    }

    /// Forgets `node` and the callables nested in it, and the references
    /// they held.
    pub(crate) fn erase_node(&mut self, node: CallGraphNodeId, graph: &CallGraph) {
        let mut pending = vec![node];
        let mut order = Vec::new();
        while let Some(next) = pending.pop() {
            order.push(next);
            for edge in graph.node(next).edges.iter().rev() {
                if edge.kind == CallEdgeKind::Child {
                    pending.push(edge.target);
                }
            }
        }
        // Children before their parent, as MLIR's recursion does.
        for node in order.into_iter().rev() {
            let uses = self.node_uses.remove(&node).unwrap_or_default();
            self.decrement(&uses);
            self.discardable.remove(&node);
        }
    }

    /// Whether `node`'s callable may go: a symbol with no use left, or an
    /// op without effects whose results are unused.
    pub(crate) fn is_dead(&self, ir: &IrView, graph: &CallGraph, node: CallGraphNodeId) -> bool {
        let Some(op) = graph.node(node).callable(ir) else { return false };
        if symbol_op(ir, op).is_none() {
            return is_memory_effect_free(ir, op) && op.results(ir).all(|r| r.use_empty(ir));
        }
        self.discardable.get(&node) == Some(&0)
    }

    /// Whether `node`'s callable is referenced once and may then go.
    pub(crate) fn has_one_use_and_discardable(
        &self,
        ir: &IrView,
        graph: &CallGraph,
        node: CallGraphNodeId,
    ) -> bool {
        let Some(op) = graph.node(node).callable(ir) else { return false };
        if symbol_op(ir, op).is_none() {
            let uses: usize = op.results(ir).map(|r| r.uses(ir).count()).sum();
            return is_memory_effect_free(ir, op) && uses == 1;
        }
        self.discardable.get(&node) == Some(&1)
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for node in &uses.top_level {
            *self.discardable.entry(*node).or_insert(0) -= 1;
        }
        for (node, count) in &uses.inner {
            *self.discardable.entry(*node).or_insert(0) -= count;
        }
    }
}

/// Calls `callback(node, user)` for each reference in `op` (its own
/// attributes and, unless it is a symbol table, its nested ops') that
/// resolves, from `op`'s parent, to a callable of the graph. `resolved`
/// caches the resolution of each reference attribute.
fn walk_referenced_nodes(
    ir: &IrView,
    op: Op,
    graph: &CallGraph,
    tables: &mut SymbolTableCollection,
    resolved: &mut Resolved,
    mut callback: impl FnMut(CallGraphNodeId, Op),
) {
    let uses = symbol_uses(ir, op).unwrap_or_default();
    let table = op.parent_op(ir);
    for symbol_use in uses {
        let node = *resolved.entry(symbol_use.symbol_ref).or_insert_with(|| {
            let target = tables.lookup_nearest_symbol_from(ir, table?, symbol_use.symbol_ref)?;
            CallableOpInterfaceRef::get(ir, target)?;
            graph.lookup_callable(ir, target)
        });
        if let Some(node) = node {
            callback(node, symbol_use.user);
        }
    }
}

/// The symbol tables in `root` (`root` included), each after the tables
/// nested in it, with whether all uses of its symbols are visible from
/// here (MLIR's `walkSymbolTables`): so they are when the table is not a
/// symbol, is private, or is nested in such a table, or when `root` is
/// the top-level op.
fn symbol_tables_innermost_first(ir: &IrView, root: Op) -> Vec<(Op, bool)> {
    enum Step {
        Enter(Op, bool),
        Exit(Op, bool),
    }
    let mut out = Vec::new();
    let mut pending = vec![Step::Enter(root, root.parent_op(ir).is_none())];
    while let Some(step) = pending.pop() {
        match step {
            Step::Exit(op, visible) => out.push((op, visible)),
            Step::Enter(op, mut visible) => {
                let table = is_symbol_table(ir, op);
                if table {
                    visible |=
                        symbol_op(ir, op).is_none() || visibility(ir, op) == Visibility::Private;
                    pending.push(Step::Exit(op, visible));
                } else {
                    visible = true;
                }
                let nested: Vec<Op> =
                    op.regions(ir).flat_map(|r| r.blocks(ir)).flat_map(|b| b.ops(ir)).collect();
                pending.extend(nested.into_iter().rev().map(|o| Step::Enter(o, visible)));
            }
        }
    }
    out
}
