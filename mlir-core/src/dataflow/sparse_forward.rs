//! Sparse forward analyses (MLIR's `SparseForwardDataFlowAnalysis`): the
//! knowledge of each SSA value flows from its definition to its uses.
//!
//! A user writes a [`SparseForwardAnalysis`] — the lattice, the transfer
//! function of an op, what nothing can be assumed of (the *entry state*) —
//! and loads it wrapped in [`SparseForward`], which does the control flow:
//! only ops of live blocks are visited; a block's arguments join what the
//! live edges into it pass; the results of a region-branching op and the
//! arguments of its regions' entry blocks join what the op and its
//! regions' terminators forward (from the predecessors dead-code analysis
//! finds, so [`DeadCodeAnalysis`] must be loaded too); a call's results
//! join the callee's returned values and a callable's arguments the
//! operands of its call sites, when all of them are known.
//!
//! [`DeadCodeAnalysis`]: crate::dataflow::DeadCodeAnalysis

use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::ProgramPoint;
use crate::dataflow::callee::CalleeResolver;
use crate::dataflow::executable::Executable;
use crate::dataflow::predecessors::PredecessorState;
use crate::dataflow::preorder::{PreorderWalk, Step};
use crate::dataflow::solver::{DataFlowAnalysis, SolverContext};
use crate::dataflow::sparse_lattice::LatticeValue;
use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::call::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionSuccessor, SuccessorTarget, terminator_successor_operands,
};
use crate::ir::{Block, IrView, Op, Value};

/// The part of a sparse forward analysis its author writes.
pub trait SparseForwardAnalysis: 'static {
    /// What is known of one value.
    type Value: LatticeValue;

    /// The transfer function of `op`, an op of a live block that neither
    /// branches into regions nor calls: given what is known of its
    /// operands (some may still be uninitialized), join what follows
    /// into its `results` with [`SolverContext::join_lattice`] or
    /// give up on them with [`set_to_entry_state`].
    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        operands: &[Self::Value],
        results: &[Value],
    ) -> Result<(), Diagnostic>;

    /// What is known of `value` when nothing can be assumed: a function
    /// argument seen from outside, a result the transfer function gives
    /// up on (MLIR's `setToEntryState`, which joins this in).
    fn entry_state(&self, ir: &IrView, value: Value) -> Self::Value;

    /// The results of a call to a callable without a body, or of any call
    /// when the solver is not interprocedural: the entry state by default.
    fn visit_external_call(
        &mut self,
        cx: &mut SolverContext<'_>,
        _call: Op,
        _operands: &[Self::Value],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        set_all_to_entry_states(self, cx, results);
        Ok(())
    }

    /// The values among `values` that control flow does not define: those
    /// outside `successor`'s inputs (`first_index` is the position of the
    /// first input in `values`), such as a loop's induction variable, or
    /// all the entry block arguments of a region whose op does not
    /// describe its control flow. The entry state by default.
    fn visit_non_control_flow_arguments(
        &mut self,
        cx: &mut SolverContext<'_>,
        _op: Op,
        successor: &RegionSuccessor,
        values: &[Value],
        first_index: usize,
    ) -> Result<(), Diagnostic> {
        set_non_successor_inputs_to_entry_states(self, cx, successor, values, first_index);
        Ok(())
    }
}

/// Joins the entry state into each of `values` outside `successor`'s
/// inputs (which start at `first_index`): what
/// [`SparseForwardAnalysis::visit_non_control_flow_arguments`] does by
/// default.
pub fn set_non_successor_inputs_to_entry_states<A: SparseForwardAnalysis + ?Sized>(
    analysis: &A,
    cx: &mut SolverContext<'_>,
    successor: &RegionSuccessor,
    values: &[Value],
    first_index: usize,
) {
    let end = (first_index + successor.inputs.len()).min(values.len());
    set_all_to_entry_states(analysis, cx, &values[..first_index.min(values.len())]);
    set_all_to_entry_states(analysis, cx, &values[end..]);
}

/// Joins the entry state of `value` into its lattice.
pub fn set_to_entry_state<A: SparseForwardAnalysis + ?Sized>(
    analysis: &A,
    cx: &mut SolverContext<'_>,
    value: Value,
) {
    let entry = analysis.entry_state(cx.ir(), value);
    cx.join_lattice(value, &entry);
}

/// [`set_to_entry_state`] for each of `values`.
pub fn set_all_to_entry_states<A: SparseForwardAnalysis + ?Sized>(
    analysis: &A,
    cx: &mut SolverContext<'_>,
    values: &[Value],
) {
    for &value in values {
        set_to_entry_state(analysis, cx, value);
    }
}

/// A [`SparseForwardAnalysis`] made into a solver's analysis.
pub struct SparseForward<A> {
    /// The analysis's own part.
    pub analysis: A,
    callees: CalleeResolver,
}

impl<A: SparseForwardAnalysis> SparseForward<A> {
    /// `analysis`, ready to load.
    pub fn new(analysis: A) -> SparseForward<A> {
        SparseForward { analysis, callees: CalleeResolver::default() }
    }

    /// Visits `op` (MLIR's `visitOperation`).
    fn visit_op(&mut self, cx: &mut SolverContext<'_>, op: Op) -> Result<(), Diagnostic> {
        if op.num_results(cx.ir()) == 0 || !parent_block_live(cx, op) {
            return Ok(());
        }
        let results: Vec<Value> = op.results(cx.ir()).collect();
        if let Some(branch) = RegionBranchOpInterfaceRef::get(cx.ir(), op) {
            let point = ProgramPoint::After(op);
            return self.visit_region_successors(
                cx,
                point,
                branch,
                SuccessorTarget::Parent,
                &results,
            );
        }
        let operands: Vec<Value> = op.operands(cx.ir()).collect();
        let mut lattices = Vec::with_capacity(operands.len());
        for operand in operands {
            cx.subscribe::<crate::dataflow::Lattice<A::Value>>(operand);
            lattices.push(cx.lattice::<A::Value>(operand));
        }
        if CallOpInterfaceRef::get(cx.ir(), op).is_some() {
            return self.visit_call(cx, op, &lattices, &results);
        }
        self.analysis.visit_operation(cx, op, &lattices, &results)
    }

    /// The results of a call: the callee's returned values when its
    /// returns are all known.
    fn visit_call(
        &mut self,
        cx: &mut SolverContext<'_>,
        call: Op,
        operands: &[A::Value],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        if !cx.config().interprocedural || self.calls_external(cx.ir(), call) {
            return self.analysis.visit_external_call(cx, call, operands, results);
        }
        let point = ProgramPoint::After(call);
        let returns = cx.get_or_create_for::<PredecessorState>(point, point).clone();
        if !returns.all_predecessors_known() {
            set_all_to_entry_states(&self.analysis, cx, results);
            return Ok(());
        }
        for &ret in returns.known_predecessors() {
            let returned: Vec<Value> = ret.operands(cx.ir()).collect();
            for (&operand, &result) in returned.iter().zip(results) {
                let known = cx.lattice_for::<A::Value>(point, operand);
                cx.join_lattice(result, &known);
            }
        }
        Ok(())
    }

    /// Whether `call` resolves to a callable without a body.
    fn calls_external(&mut self, ir: &IrView, call: Op) -> bool {
        let callee = self.callees.resolve(ir, call);
        let callable = callee.and_then(|callee| CallableOpInterfaceRef::get(ir, callee));
        callable.is_some_and(|callable| callable.callable_region(ir).is_none())
    }

    /// Visits `block`'s arguments (MLIR's `visitBlock`).
    fn visit_block(&mut self, cx: &mut SolverContext<'_>, block: Block) -> Result<(), Diagnostic> {
        let ir = cx.ir();
        if block.num_args(ir) == 0 {
            return Ok(());
        }
        if !cx.get_or_create::<Executable>(ProgramPoint::BlockStart(block)).is_live() {
            return Ok(());
        }
        let ir = cx.ir();
        let args: Vec<Value> = block.args(ir).collect();
        let region = block.region(ir);
        if let Some(region) = region.filter(|r| r.first_block(ir) == Some(block)) {
            let Some(parent) = region.parent_op(ir) else {
                set_all_to_entry_states(&self.analysis, cx, &args);
                return Ok(());
            };
            let callable = CallableOpInterfaceRef::get(ir, parent);
            if callable.is_some_and(|c| c.callable_region(ir) == Some(region)) {
                return self.visit_callable(cx, parent, block, &args);
            }
            let index = region.index_in_parent(ir).unwrap_or(0);
            if let Some(branch) = RegionBranchOpInterfaceRef::get(ir, parent) {
                let point = ProgramPoint::BlockStart(block);
                let target = SuccessorTarget::Region(index);
                return self.visit_region_successors(cx, point, branch, target, &args);
            }
            // As MLIR's `RegionSuccessor(region)`: no inputs, so every argument
            // is outside them and gets the entry state by default.
            let successor = RegionSuccessor::region(index, 0..0);
            return self
                .analysis
                .visit_non_control_flow_arguments(cx, parent, &successor, &args, 0);
        }
        let point = ProgramPoint::BlockStart(block);
        for (branch_op, index) in block.predecessor_edges(cx.ir()) {
            let Some(from) = branch_op.block(cx.ir()) else { continue };
            let edge = crate::dataflow::LatticeAnchor::Edge(from, block);
            cx.subscribe::<Executable>(edge);
            if !cx.get_or_create::<Executable>(edge).is_live() {
                continue;
            }
            let Some(branch) = BranchOpInterfaceRef::get(cx.ir(), branch_op) else {
                set_all_to_entry_states(&self.analysis, cx, &args);
                return Ok(());
            };
            let passed = branch.successor_operands(cx.ir(), index);
            for (position, &arg) in args.iter().enumerate() {
                let operand = position
                    .checked_sub(passed.produced)
                    .map(|i| passed.forwarded.start + i)
                    .filter(|&i| i < passed.forwarded.end);
                match operand {
                    Some(i) => {
                        let operand = branch_op.operand(cx.ir(), i);
                        let known = cx.lattice_for::<A::Value>(point, operand);
                        cx.join_lattice(arg, &known);
                    }
                    None => set_to_entry_state(&self.analysis, cx, arg),
                }
            }
        }
        Ok(())
    }

    /// The entry block arguments of a callable: its call sites' operands,
    /// when all are known.
    fn visit_callable(
        &mut self,
        cx: &mut SolverContext<'_>,
        callable: Op,
        entry: Block,
        args: &[Value],
    ) -> Result<(), Diagnostic> {
        let point = ProgramPoint::BlockStart(entry);
        let calls =
            cx.get_or_create_for::<PredecessorState>(point, ProgramPoint::After(callable)).clone();
        if !calls.all_predecessors_known() || !cx.config().interprocedural {
            set_all_to_entry_states(&self.analysis, cx, args);
            return Ok(());
        }
        for &call in calls.known_predecessors() {
            let Some(model) = CallOpInterfaceRef::get(cx.ir(), call) else { continue };
            let passed: Vec<Value> =
                model.arg_operands(cx.ir()).map(|i| call.operand(cx.ir(), i)).collect();
            for (&operand, &arg) in passed.iter().zip(args) {
                let known = cx.lattice_for::<A::Value>(point, operand);
                cx.join_lattice(arg, &known);
            }
        }
        Ok(())
    }

    /// The values `target` of `branch` receives (its results, or a
    /// region's entry block arguments, `lattices`), joined from every
    /// known predecessor's forwarded operands (MLIR's
    /// `visitRegionSuccessors`).
    fn visit_region_successors(
        &mut self,
        cx: &mut SolverContext<'_>,
        point: ProgramPoint,
        branch: RegionBranchOpInterfaceRef,
        target: SuccessorTarget,
        lattices: &[Value],
    ) -> Result<(), Diagnostic> {
        let op = branch.op();
        let predecessors = cx.get_or_create_for::<PredecessorState>(point, point).clone();
        for &predecessor in predecessors.known_predecessors() {
            let ir = cx.ir();
            let operands = if predecessor == op {
                Some(branch.entry_successor_operands(ir, target))
            } else {
                terminator_successor_operands(ir, predecessor, target)
            };
            let Some(operands) = operands else {
                set_all_to_entry_states(&self.analysis, cx, lattices);
                return Ok(());
            };
            let inputs = predecessors.successor_inputs(predecessor);
            let mut first = 0;
            if inputs.len() != lattices.len() {
                if let Some(&input) = inputs.first() {
                    first = lattices.iter().position(|&v| v == input).unwrap_or(0);
                }
                let successor = match target {
                    SuccessorTarget::Parent => RegionSuccessor::parent(first..first + inputs.len()),
                    SuccessorTarget::Region(index) => {
                        RegionSuccessor::region(index, first..first + inputs.len())
                    }
                };
                self.analysis
                    .visit_non_control_flow_arguments(cx, op, &successor, lattices, first)?;
            }
            let forwarded: Vec<Value> = operands.map(|i| predecessor.operand(cx.ir(), i)).collect();
            for (&operand, &value) in forwarded.iter().zip(lattices.get(first..).unwrap_or(&[])) {
                let known = cx.lattice_for::<A::Value>(point, operand);
                cx.join_lattice(value, &known);
            }
        }
        Ok(())
    }
}

/// Whether `op`'s block is live (an op in no block is).
pub(crate) fn parent_block_live(cx: &mut SolverContext<'_>, op: Op) -> bool {
    match op.block(cx.ir()) {
        Some(block) => cx.get_or_create::<Executable>(ProgramPoint::BlockStart(block)).is_live(),
        None => true,
    }
}

impl<A: SparseForwardAnalysis> DataFlowAnalysis for SparseForward<A> {
    fn initialize(&mut self, cx: &mut SolverContext<'_>, top: Op) -> Result<(), Diagnostic> {
        self.callees.set_scope(top);
        let regions: Vec<_> = top.regions(cx.ir()).collect();
        for region in regions {
            let Some(entry) = region.first_block(cx.ir()) else { continue };
            let args: Vec<Value> = entry.args(cx.ir()).collect();
            set_all_to_entry_states(&self.analysis, cx, &args);
        }
        let mut walk = PreorderWalk::new(top);
        while let Some(step) = walk.next(cx.ir()) {
            match step {
                Step::Op(op) => self.visit_op(cx, op)?,
                Step::Block(block) => {
                    cx.subscribe::<Executable>(ProgramPoint::BlockStart(block));
                    self.visit_block(cx, block)?;
                }
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::After(op) => self.visit_op(cx, op),
            ProgramPoint::BlockStart(block) => self.visit_block(cx, block),
        }
    }
}
