//! Sparse backward analyses (MLIR's `SparseBackwardDataFlowAnalysis`):
//! the knowledge of each SSA value flows from its uses back to its
//! definition, as liveness does.
//!
//! A user writes a [`SparseBackwardAnalysis`] — the lattice, the transfer
//! function of an op (from its results to its operands), what is known of
//! a value leaving through a return whose callers are unknown (the *exit
//! state*), and what to do with operands that flow nowhere else (a
//! branch's condition, a call's callee) — and loads it wrapped in
//! [`SparseBackward`], which does the control flow: only ops of live
//! blocks are visited (so [`DeadCodeAnalysis`] must be loaded too); a
//! branch's forwarded operands meet its successors' arguments; a
//! region-branching op's and its terminators' forwarded operands meet the
//! inputs of their successors; a call's arguments meet the callee's entry
//! arguments, and a return's operands the results of its calls.
//!
//! [`DeadCodeAnalysis`]: crate::dataflow::DeadCodeAnalysis

use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::ProgramPoint;
use crate::dataflow::callee::CalleeResolver;
use crate::dataflow::dead_code::successor_inputs;
use crate::dataflow::executable::Executable;
use crate::dataflow::predecessors::PredecessorState;
use crate::dataflow::preorder::{PreorderWalk, Step};
use crate::dataflow::solver::{DataFlowAnalysis, SolverContext};
use crate::dataflow::sparse_forward::parent_block_live;
use crate::dataflow::sparse_lattice::LatticeValue;
use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::call::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef, RegionSuccessor,
    is_region_branch_terminator, terminator_successor_operands, terminator_successor_regions,
};
use crate::ir::{IrView, Op, Value};
use crate::semantics::traits::OpTraits;

/// The part of a sparse backward analysis its author writes.
pub trait SparseBackwardAnalysis: 'static {
    /// What is known of one value.
    type Value: LatticeValue;

    /// The transfer function of `op`, an op of a live block whose
    /// operands flow nowhere the driver knows: given what is known of its
    /// results, meet what follows into its `operands` with
    /// [`SolverContext::meet_lattice`].
    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        operands: &[Value],
        results: &[Self::Value],
    ) -> Result<(), Diagnostic>;

    /// Operand `index` of a branch or region-branching op (or of a
    /// terminator of its regions) that is forwarded to no successor: a
    /// condition, a loop bound.
    fn visit_branch_operand(&mut self, cx: &mut SolverContext<'_>, op: Op, index: usize);

    /// Operand `index` of a call that is not passed to the callee's
    /// arguments (the callee itself, for an indirect call), or any operand
    /// of a call to a callable without a body.
    fn visit_call_operand(&mut self, cx: &mut SolverContext<'_>, op: Op, index: usize);

    /// What is known of `value`, an operand of a return whose callers are
    /// not all known (MLIR's `setToExitState`, which meets this in).
    fn exit_state(&self, ir: &IrView, value: Value) -> Self::Value;

    /// Runs before the driver's walk from `top` (MLIR's override of
    /// `initialize`): what the analysis knows of `top` itself, whose users
    /// the analysis never sees. Nothing by default.
    fn initialize_top(&mut self, _cx: &mut SolverContext<'_>, _top: Op) {}

    /// A call to a callable without a body, or any call when the solver is
    /// not interprocedural: each operand goes to
    /// [`SparseBackwardAnalysis::visit_call_operand`] by default.
    fn visit_external_call(
        &mut self,
        cx: &mut SolverContext<'_>,
        call: Op,
        _operands: &[Value],
        _results: &[Self::Value],
    ) -> Result<(), Diagnostic> {
        for index in 0..call.num_operands(cx.ir()) {
            self.visit_call_operand(cx, call, index);
        }
        Ok(())
    }
}

/// A [`SparseBackwardAnalysis`] made into a solver's analysis.
pub struct SparseBackward<A> {
    /// The analysis's own part.
    pub analysis: A,
    callees: CalleeResolver,
}

impl<A: SparseBackwardAnalysis> SparseBackward<A> {
    /// `analysis`, ready to load.
    pub fn new(analysis: A) -> SparseBackward<A> {
        SparseBackward { analysis, callees: CalleeResolver::default() }
    }

    /// Meets what is known of `input` (read for the point after
    /// `reader`) into operand `index` of `op`.
    fn meet_from(cx: &mut SolverContext<'_>, reader: Op, (op, index): (Op, usize), input: Value) {
        let known = cx.lattice_for::<A::Value>(ProgramPoint::After(reader), input);
        let operand = op.operand(cx.ir(), index);
        cx.meet_lattice(operand, &known);
    }

    /// Visits `op` (MLIR's backward `visitOperation`).
    fn visit_op(&mut self, cx: &mut SolverContext<'_>, op: Op) -> Result<(), Diagnostic> {
        if !parent_block_live(cx, op) {
            return Ok(());
        }
        let ir = cx.ir();
        let operands: Vec<Value> = op.operands(ir).collect();
        let results: Vec<Value> = op.results(ir).collect();
        let after = ProgramPoint::After(op);
        let mut known = Vec::with_capacity(results.len());
        for &result in &results {
            known.push(cx.lattice_for::<A::Value>(after, result));
        }
        if let Some(branch) = RegionBranchOpInterfaceRef::get(cx.ir(), op) {
            self.visit_region_entry(cx, branch);
            return Ok(());
        }
        if let Some(branch) = BranchOpInterfaceRef::get(cx.ir(), op) {
            let mut unaccounted = vec![true; operands.len()];
            let successors: Vec<_> = op.successors(cx.ir()).collect();
            for (index, block) in successors.into_iter().enumerate() {
                let passed = branch.successor_operands(cx.ir(), index);
                for operand in passed.forwarded.clone() {
                    if let Some(flag) = unaccounted.get_mut(operand) {
                        *flag = false;
                    }
                    let position = operand - passed.forwarded.start + passed.produced;
                    if position < block.num_args(cx.ir()) {
                        let arg = block.arg(cx.ir(), position);
                        Self::meet_from(cx, op, (op, operand), arg);
                    }
                }
            }
            self.visit_unaccounted(cx, op, &unaccounted, false);
            return Ok(());
        }
        if let Some(call) = CallOpInterfaceRef::get(cx.ir(), op) {
            let ir = cx.ir();
            let callee = self.callees.resolve(ir, op);
            if let Some(callable) = callee.and_then(|c| CallableOpInterfaceRef::get(ir, c)) {
                let region = callable.callable_region(ir);
                let entry = region.and_then(|r| r.first_block(ir));
                let Some(entry) = entry.filter(|_| cx.config().interprocedural) else {
                    return self.analysis.visit_external_call(cx, op, &operands, &known);
                };
                let mut unaccounted = vec![true; operands.len()];
                let args: Vec<Value> = entry.args(ir).collect();
                for (operand, arg) in call.arg_operands(ir).zip(args) {
                    unaccounted[operand] = false;
                    Self::meet_from(cx, op, (op, operand), arg);
                }
                self.visit_unaccounted(cx, op, &unaccounted, true);
                return Ok(());
            }
        }
        let parent = op.parent_op(cx.ir());
        if is_region_branch_terminator(cx.ir(), op)
            && let Some(branch) = parent.and_then(|p| RegionBranchOpInterfaceRef::get(cx.ir(), p))
        {
            self.visit_region_exit(cx, op, branch);
            return Ok(());
        }
        let returns = op.name(cx.ir()).traits(cx.ir().ctx()).contains(OpTraits::RETURN_LIKE);
        if returns
            && let Some(callable) =
                parent.filter(|&p| CallableOpInterfaceRef::get(cx.ir(), p).is_some())
        {
            let calls = cx
                .get_or_create_for::<PredecessorState>(after, ProgramPoint::After(callable))
                .clone();
            if !calls.all_predecessors_known() {
                for &operand in &operands {
                    let exit = self.analysis.exit_state(cx.ir(), operand);
                    cx.meet_lattice(operand, &exit);
                }
                return Ok(());
            }
            for &call in calls.known_predecessors() {
                let call_results: Vec<Value> = call.results(cx.ir()).collect();
                for (index, result) in call_results.into_iter().enumerate().take(operands.len()) {
                    Self::meet_from(cx, op, (op, index), result);
                }
            }
            return Ok(());
        }
        self.analysis.visit_operation(cx, op, &operands, &known)
    }

    /// The operands flagged in `unaccounted` go to the branch (or call)
    /// operand hook.
    fn visit_unaccounted(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        unaccounted: &[bool],
        call: bool,
    ) {
        for (index, _) in unaccounted.iter().enumerate().filter(|(_, flag)| **flag) {
            if call {
                self.analysis.visit_call_operand(cx, op, index);
            } else {
                self.analysis.visit_branch_operand(cx, op, index);
            }
        }
    }

    /// A region-branching op's operands meet the inputs of the successors
    /// it may enter (any: its operands are not looked at); the rest go to
    /// the branch operand hook.
    fn visit_region_entry(
        &mut self,
        cx: &mut SolverContext<'_>,
        branch: RegionBranchOpInterfaceRef,
    ) {
        let op = branch.op();
        let unknown = vec![None; op.num_operands(cx.ir())];
        let successors = branch.entry_successor_regions(cx.ir(), &unknown);
        let mut unaccounted = vec![true; unknown.len()];
        for successor in successors {
            let operands = branch.entry_successor_operands(cx.ir(), successor.target);
            self.meet_successor(cx, op, (op, operands), &successor, &mut unaccounted);
        }
        self.visit_unaccounted(cx, op, &unaccounted, false);
    }

    /// A terminator of a region of `branch`: its forwarded operands meet
    /// the inputs of its successors; the rest go to the branch operand
    /// hook.
    fn visit_region_exit(
        &mut self,
        cx: &mut SolverContext<'_>,
        terminator: Op,
        branch: RegionBranchOpInterfaceRef,
    ) {
        let ir = cx.ir();
        let unknown = vec![None; terminator.num_operands(ir)];
        let successors = match RegionBranchTerminatorOpInterfaceRef::get(ir, terminator) {
            Some(model) => model.successor_regions_for_operands(ir, &unknown),
            None => terminator_successor_regions(ir, terminator),
        };
        let mut unaccounted = vec![true; unknown.len()];
        for successor in successors {
            let Some(operands) =
                terminator_successor_operands(cx.ir(), terminator, successor.target)
            else {
                continue;
            };
            self.meet_successor(
                cx,
                branch.op(),
                (terminator, operands),
                &successor,
                &mut unaccounted,
            );
        }
        self.visit_unaccounted(cx, terminator, &unaccounted, false);
    }

    /// Meets each of `from`'s operands in `operands` with the input of
    /// `successor` (of `branch`) it flows into, clearing its flag.
    fn meet_successor(
        &mut self,
        cx: &mut SolverContext<'_>,
        branch: Op,
        (from, operands): (Op, std::ops::Range<usize>),
        successor: &RegionSuccessor,
        unaccounted: &mut [bool],
    ) {
        let inputs = successor_inputs(cx.ir(), branch, successor);
        for (operand, input) in operands.zip(inputs) {
            Self::meet_from(cx, from, (from, operand), input);
            if let Some(flag) = unaccounted.get_mut(operand) {
                *flag = false;
            }
        }
    }
}

impl<A: SparseBackwardAnalysis> DataFlowAnalysis for SparseBackward<A> {
    fn initialize(&mut self, cx: &mut SolverContext<'_>, top: Op) -> Result<(), Diagnostic> {
        self.callees.set_scope(top);
        self.analysis.initialize_top(cx, top);
        let mut walk = PreorderWalk::ops_reversed(top);
        while let Some(step) = walk.next(cx.ir()) {
            match step {
                Step::Op(op) => self.visit_op(cx, op)?,
                Step::Block(block) => cx.subscribe::<Executable>(ProgramPoint::BlockStart(block)),
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::After(op) => self.visit_op(cx, op),
            ProgramPoint::BlockStart(_) => Ok(()),
        }
    }
}
