//! The inliner's driver (MLIR's `Inliner`): over the call graph's
//! strongly connected components, callees before callers, each component
//! is simplified with the configured pipelines and its calls inlined, in
//! turns, until no call is inlined or the iterations run out; callables
//! left without use are erased at the end.
//!
//! The order of everything observable follows MLIR's: the components as
//! LLVM's SCC iterator yields them, the calls of a component collected
//! block by block from a worklist (last block first), the calls a copied
//! body brings in appended to the list, and an inline history that keeps
//! a callee from being inlined again into a copy of itself. A callee
//! inlined at its only use, and discardable, has its body moved rather
//! than copied, and is erased at the end with the other dead callables.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::context::builtin::attributes::AttrData;
use crate::definitions::interfaces::call::{CallOpInterfaceRef, Callee};
use crate::ir::{Block, IrView, Op, Region, WalkControl, WalkOrder};
use crate::pass::analysis::{CallGraph, CallGraphNodeId};
use crate::pass::op_pass_manager::OpPassManager;
use crate::pass::pass_context::PassContext;
use crate::semantics::symbol_table::SymbolTableCollection;
use crate::semantics::traits::OpTraits;
use crate::transforms::inlining::inline_call;

use super::default_pipeline::DefaultPipeline;
use super::use_list::UseList;

/// How the inliner simplifies callables and how far it goes.
pub struct InlinerConfig<'a> {
    /// The passes run on a callable without a pipeline of its own.
    pub default_pipeline: &'a DefaultPipeline,
    /// Pipelines by the name of the callable op they run on (the first
    /// of a name wins).
    pub op_pipelines: &'a [OpPassManager],
    /// The simplify-and-inline turns per component.
    pub max_iterations: u32,
    /// The largest callee size, in percent of the caller's, inlined
    /// (`u32::MAX`: any).
    pub inlining_threshold: u32,
}

/// A call found in `source`'s body that resolves to `target`.
#[derive(Copy, Clone, Debug)]
struct ResolvedCall {
    call: Op,
    source: CallGraphNodeId,
    target: CallGraphNodeId,
}

/// The state of one run.
struct Inliner<'a, 'cx> {
    cx: &'a mut PassContext<'cx>,
    graph: &'a CallGraph,
    config: &'a InlinerConfig<'a>,
    tables: SymbolTableCollection,
    uses: UseList,
    /// The pipelines per callable op name, built on first use.
    pipelines: FxHashMap<String, Option<OpPassManager>>,
    /// Callables to erase at the end.
    dead: FxHashSet<CallGraphNodeId>,
}

/// A failure of a simplification pipeline, which fails the pass.
pub struct PipelineFailed;

/// Runs the inliner on the pass's op, which must be a symbol table.
pub fn run_inliner(
    cx: &mut PassContext<'_>,
    config: &InlinerConfig<'_>,
) -> Result<(), PipelineFailed> {
    let graph = cx.analysis::<CallGraph>();
    let root = cx.op();
    let mut tables = SymbolTableCollection::new();
    let uses = UseList::new(cx, root, &graph, &mut tables);
    let mut pipelines = FxHashMap::default();
    for pipeline in config.op_pipelines {
        if !pipeline.is_empty() {
            let name = pipeline.anchor_text().to_owned();
            pipelines.entry(name).or_insert_with(|| Some(pipeline.clone_for_thread()));
        }
    }
    let mut inliner =
        Inliner { cx, graph: &graph, config, tables, uses, pipelines, dead: FxHashSet::default() };
    for mut scc in graph.sccs() {
        inliner.inline_scc(&mut scc)?;
    }
    // Nested callables were found after their parent: erase them first.
    let mut dead: Vec<CallGraphNodeId> = inliner.dead.drain().collect();
    dead.sort_unstable_by(|a, b| b.cmp(a));
    for node in dead {
        if let Some(op) = graph.node(node).callable(inliner.cx)
            && !op.is_erased(inliner.cx)
        {
            inliner.cx.erase_op(op);
        }
    }
    Ok(())
}

impl Inliner<'_, '_> {
    fn inline_scc(&mut self, scc: &mut Vec<CallGraphNodeId>) -> Result<(), PipelineFailed> {
        let mut iteration = 0;
        loop {
            self.optimize_scc(scc)?;
            if !self.inline_calls_in_scc(scc) {
                break;
            }
            iteration += 1;
            if iteration >= self.config.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the pipelines on the component's callables that can take
    /// them: isolated from above, with no callable nested in them.
    fn optimize_scc(&mut self, scc: &[CallGraphNodeId]) -> Result<(), PipelineFailed> {
        let graph = self.graph;
        let visit: Vec<(CallGraphNodeId, Op)> = scc
            .iter()
            .filter(|node| !node.is_external() && !graph.node(**node).has_children())
            .filter_map(|&node| Some((node, graph.node(node).callable(self.cx)?)))
            .filter(|(_, op)| {
                op.name(self.cx).traits(self.cx.ctx()).contains(OpTraits::ISOLATED_FROM_ABOVE)
            })
            .collect();
        if visit.is_empty() {
            return Ok(());
        }
        // The callables of one op name run their pipeline together, on
        // several threads when threading is on.
        let mut by_name: Vec<(String, Vec<Op>)> = Vec::new();
        for &(_, op) in &visit {
            let name = op.name(self.cx).as_str(self.cx.ctx()).to_owned();
            match by_name.iter_mut().find(|(n, _)| *n == name) {
                Some((_, ops)) => ops.push(op),
                None => by_name.push((name, vec![op])),
            }
        }
        for (name, ops) in by_name {
            self.optimize_callables(name, &ops)?;
        }
        for (node, _) in visit {
            self.uses.recompute_uses(self.cx, node, graph, &mut self.tables);
        }
        Ok(())
    }

    /// Runs the pipeline of callables named `name` on `ops`.
    fn optimize_callables(&mut self, name: String, ops: &[Op]) -> Result<(), PipelineFailed> {
        if !self.pipelines.contains_key(&name) {
            let default = self.config.default_pipeline;
            let built = default.passes.as_ref().map(|passes| {
                if let Some(error) = &default.error {
                    let text = error.render(self.cx.tool_name(), true);
                    self.cx.write_output(text);
                }
                passes.clone_on(&name)
            });
            self.pipelines.insert(name.clone(), built);
        }
        let Some(Some(pipeline)) = self.pipelines.get_mut(&name) else { return Ok(()) };
        let mut pipeline = std::mem::replace(pipeline, OpPassManager::new(&name));
        let result = self.cx.run_pipeline_on_each(&mut pipeline, ops);
        self.pipelines.insert(name, Some(pipeline));
        result.map_err(|_| PipelineFailed)
    }

    /// Inlines what it may of the component's calls; whether any was.
    fn inline_calls_in_scc(&mut self, scc: &mut Vec<CallGraphNodeId>) -> bool {
        let graph = self.graph;
        let mut dead_nodes: Vec<CallGraphNodeId> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &node in scc.iter() {
            if node.is_external() {
                continue;
            }
            if self.uses.is_dead(self.cx, graph, node) {
                if !dead_nodes.contains(&node) {
                    dead_nodes.push(node);
                }
            } else if let Some(region) = graph.node(node).region {
                let blocks: Vec<Block> = region.blocks(self.cx).collect();
                self.collect_calls(&blocks, node, false, &mut calls);
            }
        }
        // Each call's place in the history of inlinings that brought it.
        let mut history: Vec<(CallGraphNodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let resolved = calls[i];
            let origin = call_history[i];
            i += 1;
            if dead_nodes.contains(&resolved.source) {
                continue;
            }
            if history_includes(&history, origin, resolved.target) || !self.should_inline(resolved)
            {
                continue;
            }
            let in_place = self.uses.has_one_use_and_discardable(self.cx, graph, resolved.target);
            // A callee inlined in place before has an empty region, and
            // fails to inline.
            let Some(region) = graph.node(resolved.target).region else { continue };
            let Some(callable) = region.parent_op(self.cx) else { continue };
            let before = calls.len();
            let tables = &mut self.tables;
            let mut collect = |ir: &IrView, blocks: &[Block]| {
                let source = enclosing_node(ir, graph, blocks[0]).unwrap_or(resolved.source);
                collect_calls(ir, graph, tables, blocks, source, true, &mut calls);
            };
            let call = resolved.call;
            if inline_call(self.cx, call, callable, region, !in_place, &mut collect).is_err() {
                continue;
            }
            inlined_any = true;
            let entry = history.len();
            history.push((resolved.target, origin));
            call_history.resize(calls.len(), Some(entry));
            debug_assert!(call_history.len() >= before);
            self.uses.drop_call_uses(self.cx, resolved.source, call, graph, &mut self.tables);
            self.uses.merge_uses_after_inlining(resolved.target, resolved.source);
            self.cx.erase_op(call);
            if in_place {
                self.uses.erase_node(resolved.target, graph);
                if !dead_nodes.contains(&resolved.target) {
                    dead_nodes.push(resolved.target);
                }
            }
        }
        for node in dead_nodes {
            scc.retain(|&n| n != node);
            self.dead.insert(node);
        }
        inlined_any
    }

    fn collect_calls(
        &mut self,
        blocks: &[Block],
        source: CallGraphNodeId,
        nested: bool,
        out: &mut Vec<ResolvedCall>,
    ) {
        collect_calls(self.cx, self.graph, &mut self.tables, blocks, source, nested, out);
    }

    /// MLIR's rules: no terminator call, no callee calling itself or its
    /// caller, no callee containing the call, no body of several blocks
    /// where the caller's op may want one, and the callee small enough.
    fn should_inline(&self, resolved: ResolvedCall) -> bool {
        let ir: &IrView = self.cx;
        let ctx = ir.ctx();
        let call = resolved.call;
        if call.name(ir).traits(ctx).contains(OpTraits::TERMINATOR) {
            return false;
        }
        let target = self.graph.node(resolved.target);
        if target.edges.iter().any(|e| e.target == resolved.target || e.target == resolved.source) {
            return false;
        }
        let Some(callee_region) = target.region else { return false };
        if region_contains_op(ir, callee_region, call) {
            return false;
        }
        let several_blocks = callee_region.blocks(ir).nth(1).is_some();
        if several_blocks {
            let Some(caller_op) = call.parent_op(ir) else { return false };
            let same_kind =
                callee_region.parent_op(ir).map(|o| o.name(ir)) == Some(caller_op.name(ir));
            let caller_name = caller_op.name(ir);
            let may_be_single_block = caller_name.registered(ctx).is_none()
                || caller_name.traits(ctx).contains(OpTraits::SINGLE_BLOCK);
            if !same_kind && may_be_single_block {
                return false;
            }
        }
        self.is_profitable(resolved)
    }

    /// Whether the callee's size, in percent of the caller's, is within
    /// the threshold (MLIR counts the ops nested in each region, with
    /// 32-bit arithmetic).
    fn is_profitable(&self, resolved: ResolvedCall) -> bool {
        match self.config.inlining_threshold {
            0 => return false,
            u32::MAX => return true,
            _ => {}
        }
        let ir: &IrView = self.cx;
        let count = |node: CallGraphNodeId| -> u32 {
            let Some(region) = self.graph.node(node).region else { return 0 };
            let mut count = 0u32;
            for op in region.blocks(ir).flat_map(|b| b.ops(ir)) {
                ir.walk(op, WalkOrder::PreOrder, |_, _| {
                    count = count.wrapping_add(1);
                    WalkControl::Advance
                });
            }
            count
        };
        let caller = count(resolved.source);
        if caller == 0 {
            return true;
        }
        count(resolved.target).wrapping_mul(100) / caller <= self.config.inlining_threshold
    }
}

/// Whether the chain `id` of inlinings includes one of `callee`.
fn history_includes(
    history: &[(CallGraphNodeId, Option<usize>)],
    mut id: Option<usize>,
    callee: CallGraphNodeId,
) -> bool {
    while let Some(index) = id {
        let (node, parent) = history[index];
        if node == callee {
            return true;
        }
        id = parent;
    }
    false
}

/// Whether `op` is inside `region` (at any depth).
fn region_contains_op(ir: &IrView, region: Region, op: Op) -> bool {
    let mut current = op.block(ir).and_then(|b| b.region(ir));
    while let Some(r) = current {
        if r == region {
            return true;
        }
        current = r.parent_op(ir).and_then(|o| o.block(ir)).and_then(|b| b.region(ir));
    }
    false
}

/// The call graph node of the nearest callable region holding `block`.
fn enclosing_node(ir: &IrView, graph: &CallGraph, block: Block) -> Option<CallGraphNodeId> {
    let mut current = block.region(ir);
    while let Some(region) = current {
        if let Some(node) = graph.lookup(region) {
            return Some(node);
        }
        current = region.parent_op(ir).and_then(|o| o.block(ir)).and_then(|b| b.region(ir));
    }
    None
}

/// Appends the calls found in `blocks` that resolve to a callable with a
/// body (not through a nested reference, `@a::@b`), each with the node of
/// the callable it is in: `source`, or, with `nested`, the node of a
/// callable nested in the blocks (without `nested`, those are skipped).
fn collect_calls(
    ir: &IrView,
    graph: &CallGraph,
    tables: &mut SymbolTableCollection,
    blocks: &[Block],
    source: CallGraphNodeId,
    nested: bool,
    out: &mut Vec<ResolvedCall>,
) {
    let mut work: Vec<(Block, CallGraphNodeId)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, source)) = work.pop() {
        for op in block.ops(ir) {
            if let Some(call) = CallOpInterfaceRef::get(ir, op) {
                if let Some(Callee::Symbol(symbol)) = call.callee(ir)
                    && matches!(symbol.data(ir.ctx()), AttrData::SymbolRef { nested, .. } if !nested.is_empty())
                {
                    continue;
                }
                let target = graph.resolve_call(ir, call, tables);
                if !target.is_external() {
                    out.push(ResolvedCall { call: op, source, target });
                }
                continue;
            }
            for region in op.regions(ir) {
                let node = graph.lookup(region);
                if nested || node.is_none() {
                    let owner = node.unwrap_or(source);
                    work.extend(region.blocks(ir).map(|b| (b, owner)));
                }
            }
        }
    }
}
