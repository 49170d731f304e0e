//! [`DeadCodeAnalysis`] (MLIR's `DeadCodeAnalysis`): which blocks and
//! control-flow edges may run, and the predecessors of the points control
//! reaches through regions and calls.
//!
//! The top op's entry blocks are live. A live op that branches marks the
//! edges it may take live, and their destination blocks: with the
//! constants the branch's operands are known to hold (read from
//! [`ConstantValue`] lattices, so constant propagation prunes branches),
//! only the successor `BranchOpInterface` names. A region-branching op
//! marks the regions it may enter, and each region's terminators the
//! regions or results they may reach, recording themselves as
//! [`PredecessorState`]s. A live call records itself at its callee (when
//! the callee is a symbol with a body inside the analysed op), and the
//! callee's returns record themselves at each call. A callable is entered
//! once called, or when its callers cannot all be known: public, used
//! other than by calls, or nested where uses may be invisible. Ops with
//! regions the analysis cannot reason about have all their entry blocks
//! live.

use crate::context::builtin::attributes::Attribute;
use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::{LatticeAnchor, ProgramPoint};
use crate::dataflow::callee::CalleeResolver;
use crate::dataflow::constant_value::ConstantValue;
use crate::dataflow::executable::Executable;
use crate::dataflow::predecessors::PredecessorState;
use crate::dataflow::preorder::{PreorderWalk, Step};
use crate::dataflow::solver::{DataFlowAnalysis, SolverContext};
use crate::dataflow::sparse_lattice::Lattice;
use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::call::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionBranchPoint, RegionBranchTerminatorOpInterfaceRef,
    RegionSuccessor, SuccessorTarget,
};
use crate::definitions::interfaces::symbol::{symbol_op, walk_symbol_tables};
use crate::ir::{Block, IrView, Op, Value};
use crate::semantics::symbol_table::{Visibility, symbol_uses, visibility};
use crate::semantics::traits::OpTraits;

/// Finds the live blocks and edges and the predecessors of region and
/// call points. Load it before the analyses that read its states.
#[derive(Default)]
pub struct DeadCodeAnalysis {
    callees: CalleeResolver,
    /// The op the solver runs on: callables outside it are external.
    scope: Option<Op>,
}

impl DeadCodeAnalysis {
    /// A new analysis.
    pub fn new() -> DeadCodeAnalysis {
        DeadCodeAnalysis::default()
    }

    /// Marks the callables whose callers cannot all be known.
    fn initialize_symbol_callables(&mut self, cx: &mut SolverContext<'_>, top: Op) {
        self.scope = Some(top);
        self.callees.set_scope(top);
        let mut tables = Vec::new();
        // MLIR's top-level op has no block; ours sits in the root block,
        // so "no parent op" is the same test.
        let visible_from_top = top.parent_op(cx.ir()).is_none();
        walk_symbol_tables(cx.ir(), top, visible_from_top, &mut |table, visible| {
            tables.push((table, visible));
        });
        for (table, all_uses_visible) in tables {
            self.initialize_table(cx, top, table, all_uses_visible);
        }
    }

    /// [`DeadCodeAnalysis::initialize_symbol_callables`] for one table.
    fn initialize_table(
        &mut self,
        cx: &mut SolverContext<'_>,
        top: Op,
        table: Op,
        all_uses_visible: bool,
    ) {
        let ir = cx.ir();
        if table.num_regions(ir) == 0 {
            return;
        }
        let region = table.region(ir, 0);
        let Some(block) = region.first_block(ir) else { return };
        let mut found = false;
        let mut unknown = Vec::new();
        for op in block.ops(ir) {
            let Some(callable) = CallableOpInterfaceRef::get(ir, op) else { continue };
            if callable.callable_region(ir).is_none() || symbol_op(ir, op).is_none() {
                continue;
            }
            let seen = visibility(ir, op);
            if seen == Visibility::Public || (!all_uses_visible && seen == Visibility::Nested) {
                unknown.push(op);
            }
            found = true;
        }
        for op in unknown {
            mark_unknown_callers(cx, op);
        }
        if !found {
            return;
        }
        let Some(uses) = symbol_uses(cx.ir(), region) else {
            // The uses cannot be known: no callable below can be followed.
            let mut callables = Vec::new();
            cx.ir().walk(top, crate::ir::WalkOrder::PreOrder, |ir, op| {
                if CallableOpInterfaceRef::get(ir, op).is_some() {
                    callables.push(op);
                }
                crate::ir::WalkControl::Advance
            });
            for callable in callables {
                mark_unknown_callers(cx, callable);
            }
            return;
        };
        for symbol_use in uses {
            if CallOpInterfaceRef::get(cx.ir(), symbol_use.user).is_some() {
                continue;
            }
            let symbols = self.callees.symbols();
            let symbol = symbols.lookup_symbol_in(cx.ir(), top, symbol_use.symbol_ref);
            if let Some(symbol) = symbol {
                mark_unknown_callers(cx, symbol);
            }
        }
    }

    /// Visits the op before `point` (MLIR's `DeadCodeAnalysis::visit`).
    fn visit_op(&mut self, cx: &mut SolverContext<'_>, op: Op) {
        if let Some(block) = op.block(cx.ir())
            && !cx.get_or_create::<Executable>(ProgramPoint::BlockStart(block)).is_live()
        {
            return;
        }
        if CallOpInterfaceRef::get(cx.ir(), op).is_some() {
            self.visit_call(cx, op);
        }
        if op.num_regions(cx.ir()) > 0 {
            if let Some(branch) = RegionBranchOpInterfaceRef::get(cx.ir(), op) {
                visit_region_branch(cx, branch);
            } else if CallableOpInterfaceRef::get(cx.ir(), op).is_some() {
                let after = ProgramPoint::After(op);
                let calls = cx.get_or_create_for::<PredecessorState>(after, after);
                if !calls.all_predecessors_known() || !calls.known_predecessors().is_empty() {
                    mark_entry_blocks_live(cx, op);
                }
            } else {
                mark_entry_blocks_live(cx, op);
            }
        }
        if is_region_or_callable_return(cx.ir(), op)
            && let Some(parent) = op.parent_op(cx.ir())
        {
            if let Some(branch) = RegionBranchOpInterfaceRef::get(cx.ir(), parent) {
                visit_region_terminator(cx, op, branch);
            } else if CallableOpInterfaceRef::get(cx.ir(), parent).is_some() {
                visit_callable_terminator(cx, op, parent);
            }
        }
        if op.num_successors(cx.ir()) > 0 {
            visit_branch(cx, op);
        }
    }

    /// A live call: a call site of its callee, or a call whose returns
    /// cannot be known.
    fn visit_call(&mut self, cx: &mut SolverContext<'_>, call: Op) {
        let ir = cx.ir();
        let callee = self.callees.resolve(ir, call);
        let internal = callee.filter(|&callee| {
            symbol_op(ir, callee).is_some()
                && self.scope.is_some_and(|scope| is_ancestor(ir, scope, callee))
                && CallableOpInterfaceRef::get(ir, callee)
                    .is_none_or(|c| c.callable_region(ir).is_some())
        });
        match internal {
            Some(callee) => {
                cx.update::<PredecessorState>(ProgramPoint::After(callee), |s| s.join(call));
            }
            None => {
                cx.update::<PredecessorState>(ProgramPoint::After(call), |s| {
                    s.set_has_unknown_predecessors()
                });
            }
        }
    }
}

/// Marks that `callable`'s callers cannot all be known.
fn mark_unknown_callers(cx: &mut SolverContext<'_>, callable: Op) {
    cx.update::<PredecessorState>(ProgramPoint::After(callable), |s| {
        s.set_has_unknown_predecessors()
    });
}

/// Whether `ancestor` is `op` or holds it.
fn is_ancestor(ir: &IrView, ancestor: Op, op: Op) -> bool {
    let mut current = Some(op);
    while let Some(at) = current {
        if at == ancestor {
            return true;
        }
        current = at.parent_op(ir);
    }
    false
}

/// Whether `op` ends a block of a region-branching op or of a callable
/// and branches to no block (the last op counts, terminator or not, as in
/// mlir-opt).
fn is_region_or_callable_return(ir: &IrView, op: Op) -> bool {
    let Some(block) = op.block(ir) else { return false };
    if op.num_successors(ir) > 0 || block.last_op(ir) != Some(op) {
        return false;
    }
    op.parent_op(ir).is_some_and(|parent| {
        RegionBranchOpInterfaceRef::get(ir, parent).is_some()
            || CallableOpInterfaceRef::get(ir, parent).is_some()
    })
}

/// Marks the entry block of each of `op`'s regions live.
fn mark_entry_blocks_live(cx: &mut SolverContext<'_>, op: Op) {
    let entries: Vec<Block> =
        op.regions(cx.ir()).filter_map(|region| region.first_block(cx.ir())).collect();
    for entry in entries {
        cx.update::<Executable>(ProgramPoint::BlockStart(entry), Executable::set_to_live);
    }
}

/// Marks the edge from `from` to `to` live, and `to`.
fn mark_edge_live(cx: &mut SolverContext<'_>, from: Block, to: Block) {
    cx.update::<Executable>(ProgramPoint::BlockStart(to), Executable::set_to_live);
    cx.update::<Executable>(LatticeAnchor::Edge(from, to), Executable::set_to_live);
}

/// The constants `op`'s operands are known to hold (`None` where not one
/// constant), subscribing to each; `None` while one is uninitialized.
fn operand_constants(cx: &mut SolverContext<'_>, op: Op) -> Option<Vec<Option<Attribute>>> {
    let operands: Vec<Value> = op.operands(cx.ir()).collect();
    let mut constants = Vec::with_capacity(operands.len());
    for operand in operands {
        cx.subscribe::<Lattice<ConstantValue>>(operand);
        let known = cx.lattice::<ConstantValue>(operand);
        if known.is_uninitialized() {
            return None;
        }
        constants.push(known.constant());
    }
    Some(constants)
}

/// A branch: the edge to the one successor its constant operands choose,
/// else to all of them.
fn visit_branch(cx: &mut SolverContext<'_>, op: Op) {
    let Some(from) = op.block(cx.ir()) else { return };
    let successors: Vec<Block> = op.successors(cx.ir()).collect();
    let Some(branch) = BranchOpInterfaceRef::get(cx.ir(), op) else {
        for to in successors {
            mark_edge_live(cx, from, to);
        }
        return;
    };
    let Some(constants) = operand_constants(cx, op) else { return };
    match branch.successor_for_operands(cx.ir(), &constants) {
        Some(to) => mark_edge_live(cx, from, to),
        None => {
            for to in successors {
                mark_edge_live(cx, from, to);
            }
        }
    }
}

/// The point a successor of `branch` starts at: its region's entry block,
/// or after the op.
fn successor_point(ir: &IrView, branch: Op, target: SuccessorTarget) -> Option<ProgramPoint> {
    match target {
        SuccessorTarget::Parent => Some(ProgramPoint::After(branch)),
        SuccessorTarget::Region(index) => {
            if index >= branch.num_regions(ir) {
                return None;
            }
            branch.region(ir, index).first_block(ir).map(ProgramPoint::BlockStart)
        }
    }
}

/// The values a successor's forwarded operands flow into: `branch`'s
/// results, or the entry arguments of the region entered (none for a
/// region without blocks).
pub(crate) fn successor_inputs(ir: &IrView, branch: Op, successor: &RegionSuccessor) -> Vec<Value> {
    let inputs = successor.inputs.clone();
    match successor.target {
        SuccessorTarget::Parent => {
            inputs.filter(|&i| i < branch.num_results(ir)).map(|i| branch.result(ir, i)).collect()
        }
        SuccessorTarget::Region(index) => {
            let entry = (index < branch.num_regions(ir))
                .then(|| branch.region(ir, index).first_block(ir))
                .flatten();
            let Some(entry) = entry else { return Vec::new() };
            inputs.filter(|&i| i < entry.num_args(ir)).map(|i| entry.arg(ir, i)).collect()
        }
    }
}

/// A region-branching op: the regions (or results) it may enter, given
/// its constant operands, become live with the op as a predecessor.
fn visit_region_branch(cx: &mut SolverContext<'_>, branch: RegionBranchOpInterfaceRef) {
    let Some(constants) = operand_constants(cx, branch.op()) else { return };
    let successors = branch.entry_successor_regions(cx.ir(), &constants);
    record_predecessor(cx, branch.op(), branch.op(), &successors);
}

/// Marks each successor's start live and records `predecessor` there.
fn record_predecessor(
    cx: &mut SolverContext<'_>,
    branch: Op,
    predecessor: Op,
    successors: &[RegionSuccessor],
) {
    for successor in successors {
        let Some(point) = successor_point(cx.ir(), branch, successor.target) else { continue };
        // Entering a region makes its entry block live; the op itself
        // marks the point after it too when it may skip its regions.
        if successor.target != SuccessorTarget::Parent || predecessor == branch {
            cx.update::<Executable>(point, Executable::set_to_live);
        }
        let inputs = successor_inputs(cx.ir(), branch, successor);
        cx.update::<PredecessorState>(point, |s| s.join_with_inputs(predecessor, inputs));
    }
}

/// A terminator of a region of `branch`: the regions or results it may
/// reach, given its constant operands, become live with it as a
/// predecessor.
fn visit_region_terminator(cx: &mut SolverContext<'_>, op: Op, branch: RegionBranchOpInterfaceRef) {
    let Some(constants) = operand_constants(cx, op) else { return };
    let ir = cx.ir();
    let successors = match RegionBranchTerminatorOpInterfaceRef::get(ir, op) {
        Some(terminator) => terminator.successor_regions_for_operands(ir, &constants),
        None => branch.successor_regions(ir, RegionBranchPoint::Terminator(op)),
    };
    record_predecessor(cx, branch.op(), op, &successors);
}

/// A terminator of a callable's region: a predecessor of every known call
/// of the callable when it returns (`ReturnLike`); otherwise the calls'
/// results cannot be known.
fn visit_callable_terminator(cx: &mut SolverContext<'_>, op: Op, callable: Op) {
    let calls = cx
        .get_or_create_for::<PredecessorState>(
            ProgramPoint::After(op),
            ProgramPoint::After(callable),
        )
        .known_predecessors()
        .to_vec();
    let returns = op.name(cx.ir()).traits(cx.ir().ctx()).contains(OpTraits::RETURN_LIKE);
    for call in calls {
        cx.update::<PredecessorState>(ProgramPoint::After(call), |s| {
            if returns { s.join(op) } else { s.set_has_unknown_predecessors() }
        });
    }
}

impl DataFlowAnalysis for DeadCodeAnalysis {
    fn initialize(&mut self, cx: &mut SolverContext<'_>, top: Op) -> Result<(), Diagnostic> {
        let entries: Vec<Block> =
            top.regions(cx.ir()).filter_map(|region| region.first_block(cx.ir())).collect();
        for entry in entries {
            cx.update::<Executable>(ProgramPoint::BlockStart(entry), Executable::set_to_live);
        }
        self.initialize_symbol_callables(cx, top);
        let mut walk = PreorderWalk::new(top);
        while let Some(step) = walk.next(cx.ir()) {
            let Step::Op(op) = step else { continue };
            let ir = cx.ir();
            let control_flow = op.num_regions(ir) > 0
                || op.num_successors(ir) > 0
                || is_region_or_callable_return(ir, op)
                || CallOpInterfaceRef::get(ir, op).is_some();
            if !control_flow {
                continue;
            }
            if let Some(block) = op.block(ir) {
                cx.subscribe::<Executable>(ProgramPoint::BlockStart(block));
            }
            self.visit_op(cx, op);
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        if let ProgramPoint::After(op) = point {
            self.visit_op(cx, op);
        }
        Ok(())
    }
}
