//! [`CallGraph`]: which callables (ops with `CallableOpInterface`) the
//! calls (ops with `CallOpInterface`) nested in an op reach, resolved
//! through the symbol tables from each call's position.

use rustc_hash::FxHashMap;

use crate::definitions::interfaces::call::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::SymbolTableCollection;

use super::Analysis;

/// One callable and the calls made inside it (in nested regions too, up
/// to a nested callable, which has its own node).
#[derive(Clone, Debug)]
pub struct CallGraphNode {
    /// The callable op.
    pub callable: Op,
    /// Each call with what it resolves to (`None`: an indirect call or an
    /// unknown symbol), in IR order.
    pub calls: Vec<(Op, Option<Op>)>,
}

/// The call graph of the callables nested in the analysed op (MLIR's
/// `CallGraph`); calls outside every callable are kept apart.
pub struct CallGraph {
    nodes: Vec<CallGraphNode>,
    index: FxHashMap<Op, usize>,
    outside: Vec<(Op, Option<Op>)>,
}

impl Analysis for CallGraph {
    const NAME: &'static str = "CallGraph";

    fn compute(op: Op, ir: &IrView) -> CallGraph {
        let mut graph =
            CallGraph { nodes: Vec::new(), index: FxHashMap::default(), outside: Vec::new() };
        let mut tables = SymbolTableCollection::new();
        // Ops to visit with the node of their nearest enclosing callable;
        // children are pushed reversed so calls are met in IR order.
        let mut work: Vec<(Op, Option<usize>)> = vec![(op, None)];
        while let Some((current, owner)) = work.pop() {
            if CallOpInterfaceRef::get(ir, current).is_some() {
                let callee = CallOpInterfaceRef::get(ir, current)
                    .and_then(|call| call.resolve_callable(ir, &mut tables));
                match owner {
                    Some(node) => graph.nodes[node].calls.push((current, callee)),
                    None => graph.outside.push((current, callee)),
                }
            }
            let owner = if current != op && CallableOpInterfaceRef::get(ir, current).is_some() {
                graph.index.insert(current, graph.nodes.len());
                graph.nodes.push(CallGraphNode { callable: current, calls: Vec::new() });
                Some(graph.nodes.len() - 1)
            } else {
                owner
            };
            let nested: Vec<Op> =
                current.regions(ir).flat_map(|r| r.blocks(ir)).flat_map(|b| b.ops(ir)).collect();
            work.extend(nested.into_iter().rev().map(|o| (o, owner)));
        }
        graph
    }
}

impl CallGraph {
    /// Every callable's node, in IR order.
    pub fn nodes(&self) -> &[CallGraphNode] {
        &self.nodes
    }

    /// The node of `callable`.
    pub fn node(&self, callable: Op) -> Option<&CallGraphNode> {
        self.index.get(&callable).map(|&i| &self.nodes[i])
    }

    /// The callables `callable` calls directly, in call order, repeated
    /// per call.
    pub fn callees(&self, callable: Op) -> impl Iterator<Item = Op> + '_ {
        self.node(callable).into_iter().flat_map(|n| n.calls.iter().filter_map(|(_, c)| *c))
    }

    /// Calls made outside every callable.
    pub fn calls_outside_callables(&self) -> &[(Op, Option<Op>)] {
        &self.outside
    }
}
