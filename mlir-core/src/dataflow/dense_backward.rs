//! Dense backward analyses (MLIR's `DenseBackwardDataFlowAnalysis`): a
//! lattice at every program point, flowing backward through ops — what
//! holds before an op follows from what holds after it.
//!
//! A user writes a [`DenseBackwardAnalysis`] and loads it wrapped in
//! [`DenseBackward`], which does the control flow: only live blocks and
//! edges count (so [`DeadCodeAnalysis`] must be loaded too); a block's end
//! meets the starts of its live successors; a block leaving a region of a
//! region-branching op meets the entries of the regions it may reach (or
//! the point after the op), and the point before the op meets the regions
//! it may enter; a block leaving a callable meets the points after its
//! call sites, and the point before a call the callee's entry. The
//! transfers along region and call edges are hooks, meeting by default.
//!
//! [`DeadCodeAnalysis`]: crate::dataflow::DeadCodeAnalysis

use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::{LatticeAnchor, ProgramPoint};
use crate::dataflow::callee::CalleeResolver;
use crate::dataflow::dense_forward::{
    CallControlFlowAction, dense_for, is_external_callable, live_for, meet_dense,
    union_effect_free_points,
};
use crate::dataflow::predecessors::PredecessorState;
use crate::dataflow::preorder::{PreorderWalk, Step};
use crate::dataflow::solver::{DataFlowAnalysis, SolverContext};
use crate::dataflow::sparse_lattice::LatticeValue;
use crate::definitions::interfaces::call::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionBranchPoint, RegionSuccessor, SuccessorTarget,
    is_region_branch_terminator,
};
use crate::ir::{Block, IrView, Op};
use crate::semantics::traits::OpTraits;

/// The part of a dense backward analysis its author writes.
pub trait DenseBackwardAnalysis: 'static {
    /// What holds at one program point.
    type Value: LatticeValue;

    /// The transfer function of `op` (neither branching into regions nor
    /// calling): from `after`, the state after it, update the state at
    /// `before` (the point before it) with [`meet_dense`].
    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        after: &Self::Value,
        before: ProgramPoint,
    ) -> Result<(), Diagnostic>;

    /// Sets the state at `point` to what holds where nothing can be
    /// assumed (the end of a function returning to unknown callers).
    fn set_to_exit_state(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint);

    /// The transfer along the edge of `branch` from `from` to `successor`,
    /// with `after` the state at the successor's start. Meets by default.
    fn visit_region_branch_transfer(
        &mut self,
        cx: &mut SolverContext<'_>,
        _branch: Op,
        _edge: (RegionBranchPoint, &RegionSuccessor),
        after: &Self::Value,
        before: ProgramPoint,
    ) {
        meet_dense(cx, before, after);
    }

    /// The transfer along an edge of `call`: over a call the analysis
    /// does not enter, the exit state; otherwise a meet.
    fn visit_call_transfer(
        &mut self,
        cx: &mut SolverContext<'_>,
        _call: Op,
        action: CallControlFlowAction,
        after: &Self::Value,
        before: ProgramPoint,
    ) {
        if action == CallControlFlowAction::ExternalCallee {
            self.set_to_exit_state(cx, before);
        } else {
            meet_dense(cx, before, after);
        }
    }
}

/// A [`DenseBackwardAnalysis`] made into a solver's analysis.
pub struct DenseBackward<A> {
    /// The analysis's own part.
    pub analysis: A,
    callees: CalleeResolver,
}

/// The point at the end of `block`.
fn block_end(ir: &IrView, block: Block) -> ProgramPoint {
    block.last_op(ir).map_or(ProgramPoint::BlockStart(block), ProgramPoint::After)
}

impl<A: DenseBackwardAnalysis> DenseBackward<A> {
    /// `analysis`, ready to load.
    pub fn new(analysis: A) -> DenseBackward<A> {
        DenseBackward { analysis, callees: CalleeResolver::default() }
    }

    /// Visits `op` (MLIR's backward `processOperation`).
    fn process(&mut self, cx: &mut SolverContext<'_>, op: Op) -> Result<(), Diagnostic> {
        let point = ProgramPoint::before(cx.ir(), op);
        if let Some(block) = op.block(cx.ir())
            && !live_for(cx, point, ProgramPoint::BlockStart(block))
        {
            return Ok(());
        }
        let after = dense_for::<A::Value>(cx, point, ProgramPoint::After(op));
        if let Some(branch) = RegionBranchOpInterfaceRef::get(cx.ir(), op) {
            self.visit_region_branch(cx, point, branch, RegionBranchPoint::Parent);
            return Ok(());
        }
        if CallOpInterfaceRef::get(cx.ir(), op).is_some() {
            self.visit_call(cx, op, &after, point);
            return Ok(());
        }
        self.analysis.visit_operation(cx, op, &after, point)
    }

    /// The point before `call` from the callee's entry.
    fn visit_call(
        &mut self,
        cx: &mut SolverContext<'_>,
        call: Op,
        after: &A::Value,
        before: ProgramPoint,
    ) {
        if !cx.config().interprocedural {
            let action = CallControlFlowAction::ExternalCallee;
            return self.analysis.visit_call_transfer(cx, call, action, after, before);
        }
        let ir = cx.ir();
        let callee = self.callees.resolve(ir, call);
        if is_external_callable(ir, callee) {
            let action = CallControlFlowAction::ExternalCallee;
            return self.analysis.visit_call_transfer(cx, call, action, after, before);
        }
        let region = callee
            .and_then(|c| CallableOpInterfaceRef::get(ir, c))
            .and_then(|c| c.callable_region(ir));
        let Some(entry) = region.and_then(|r| r.first_block(ir)) else {
            return self.analysis.set_to_exit_state(cx, before);
        };
        let at_entry = dense_for::<A::Value>(cx, before, ProgramPoint::BlockStart(entry));
        let action = CallControlFlowAction::EnterCallee;
        self.analysis.visit_call_transfer(cx, call, action, &at_entry, before);
    }

    /// Visits the end of `block` (MLIR's backward `visitBlock`).
    fn visit_block(&mut self, cx: &mut SolverContext<'_>, block: Block) {
        let point = block_end(cx.ir(), block);
        if !live_for(cx, point, ProgramPoint::BlockStart(block)) {
            return;
        }
        let ir = cx.ir();
        let last = block.last_op(ir);
        let exits = last.is_none_or(|op| {
            let name = op.name(ir);
            let might_terminate = name.registered(ir.ctx()).is_none()
                || name.traits(ir.ctx()).contains(OpTraits::TERMINATOR);
            !might_terminate || is_region_branch_terminator(ir, op)
        });
        if exits {
            let region = block.region(ir);
            let parent = region.and_then(|r| r.parent_op(ir));
            let callable = parent.filter(|&p| {
                CallableOpInterfaceRef::get(ir, p).is_some_and(|c| c.callable_region(ir) == region)
            });
            if let Some(callable) = callable {
                let calls = cx
                    .get_or_create_for::<PredecessorState>(point, ProgramPoint::After(callable))
                    .clone();
                if !calls.all_predecessors_known() || !cx.config().interprocedural {
                    return self.analysis.set_to_exit_state(cx, point);
                }
                for &call in calls.known_predecessors() {
                    let after = dense_for::<A::Value>(cx, point, ProgramPoint::After(call));
                    let action = CallControlFlowAction::ExitCallee;
                    self.analysis.visit_call_transfer(cx, call, action, &after, point);
                }
                return;
            }
            if let (Some(branch), Some(last)) =
                (parent.and_then(|p| RegionBranchOpInterfaceRef::get(cx.ir(), p)), last)
            {
                self.visit_region_branch(cx, point, branch, RegionBranchPoint::Terminator(last));
                return;
            }
            return self.analysis.set_to_exit_state(cx, point);
        }
        let successors: Vec<Block> =
            last.map(|op| op.successors(cx.ir()).collect()).unwrap_or_default();
        for successor in successors {
            if !live_for(cx, point, LatticeAnchor::Edge(block, successor)) {
                continue;
            }
            let start = dense_for::<A::Value>(cx, point, ProgramPoint::BlockStart(successor));
            meet_dense(cx, point, &start);
        }
    }

    /// The state at `point` (before `branch`, or the end of a block
    /// leaving one of its regions) from the successors of `from` (MLIR's
    /// backward `visitRegionBranchOperation`).
    fn visit_region_branch(
        &mut self,
        cx: &mut SolverContext<'_>,
        point: ProgramPoint,
        branch: RegionBranchOpInterfaceRef,
        from: RegionBranchPoint,
    ) {
        let op = branch.op();
        let successors = branch.successor_regions(cx.ir(), from);
        for successor in successors {
            let ir = cx.ir();
            let entry = match successor.target {
                SuccessorTarget::Parent => None,
                SuccessorTarget::Region(index) if index < op.num_regions(ir) => {
                    op.region(ir, index).first_block(ir)
                }
                SuccessorTarget::Region(_) => continue,
            };
            let after = match entry {
                None => dense_for::<A::Value>(cx, point, ProgramPoint::After(op)),
                Some(entry) => {
                    let start = ProgramPoint::BlockStart(entry);
                    if !live_for(cx, point, start) {
                        continue;
                    }
                    dense_for::<A::Value>(cx, point, start)
                }
            };
            self.analysis.visit_region_branch_transfer(cx, op, (from, &successor), &after, point);
        }
    }
}

impl<A: DenseBackwardAnalysis> DataFlowAnalysis for DenseBackward<A> {
    fn initialize_equivalent_anchors(&mut self, cx: &mut SolverContext<'_>, top: Op) {
        union_effect_free_points::<A::Value>(cx, top);
    }

    fn initialize(&mut self, cx: &mut SolverContext<'_>, top: Op) -> Result<(), Diagnostic> {
        self.callees.set_scope(top);
        let mut walk = PreorderWalk::ops_reversed(top);
        while let Some(step) = walk.next(cx.ir()) {
            match step {
                Step::Op(op) => self.process(cx, op)?,
                Step::Block(block) => self.visit_block(cx, block),
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point.next_op(cx.ir()) {
            Some(op) => self.process(cx, op),
            None => {
                if let Some(block) = point.block(cx.ir()) {
                    self.visit_block(cx, block);
                }
                Ok(())
            }
        }
    }
}
