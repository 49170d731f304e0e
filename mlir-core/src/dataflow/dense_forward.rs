//! Dense forward analyses (MLIR's `DenseForwardDataFlowAnalysis`): a
//! lattice at every program point, flowing forward through ops — what
//! holds after an op follows from what held before it.
//!
//! A user writes a [`DenseForwardAnalysis`] — the lattice (a
//! [`LatticeValue`], kept at program points in a
//! [`Lattice`](crate::dataflow::Lattice)), the transfer function of an op,
//! what holds where nothing can be assumed — and loads it wrapped in
//! [`DenseForward`], which does the control flow: only live blocks and
//! edges count (so [`DeadCodeAnalysis`] must be loaded too); a block's
//! start joins the ends of its live predecessors; the entry of a region
//! of a region-branching op, and the point after the op, join the states
//! before the op and after the terminators branching there; a callable's
//! entry joins the states before its call sites, a call's end the states
//! after the callee's returns. The transfers along region and call edges
//! are hooks, joining by default.
//!
//! [`DeadCodeAnalysis`]: crate::dataflow::DeadCodeAnalysis

use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::{LatticeAnchor, ProgramPoint};
use crate::dataflow::callee::CalleeResolver;
use crate::dataflow::executable::Executable;
use crate::dataflow::predecessors::PredecessorState;
use crate::dataflow::preorder::{PreorderWalk, Step};
use crate::dataflow::solver::{DataFlowAnalysis, SolverContext};
use crate::dataflow::sparse_lattice::{Lattice, LatticeValue};
use crate::definitions::interfaces::call::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::definitions::interfaces::memory_effects::is_memory_effect_free;
use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::ir::{Block, IrView, Op};

/// Which edge of a call a call transfer is for (MLIR's
/// `CallControlFlowAction`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CallControlFlowAction {
    /// From the point before the call to the callee's entry.
    EnterCallee,
    /// From the callee's return back to the point after the call.
    ExitCallee,
    /// Over a call whose callee the analysis does not enter.
    ExternalCallee,
}

/// The part of a dense forward analysis its author writes.
pub trait DenseForwardAnalysis: 'static {
    /// What holds at one program point.
    type Value: LatticeValue;

    /// The transfer function of `op` (neither branching into regions nor
    /// calling): from `before`, the state before it, update the state at
    /// `after` (the point after it) with [`join_dense`].
    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        before: &Self::Value,
        after: ProgramPoint,
    ) -> Result<(), Diagnostic>;

    /// Sets the state at `point` to what holds where nothing can be
    /// assumed (the entry of a function called from anywhere).
    fn set_to_entry_state(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint);

    /// The transfer along an edge of `branch`: from region `from` (`None`:
    /// from before the op) to region `to` (`None`: to after the op), with
    /// `before` the state at the edge's start. Joins by default.
    fn visit_region_branch_transfer(
        &mut self,
        cx: &mut SolverContext<'_>,
        _branch: Op,
        _edge: (Option<usize>, Option<usize>),
        before: &Self::Value,
        after: ProgramPoint,
    ) {
        join_dense(cx, after, before);
    }

    /// The transfer along an edge of `call` (see
    /// [`CallControlFlowAction`]): over a call the analysis does not
    /// enter, the entry state (nothing can be assumed of what it did);
    /// otherwise a join.
    fn visit_call_transfer(
        &mut self,
        cx: &mut SolverContext<'_>,
        _call: Op,
        action: CallControlFlowAction,
        before: &Self::Value,
        after: ProgramPoint,
    ) {
        if action == CallControlFlowAction::ExternalCallee {
            self.set_to_entry_state(cx, after);
        } else {
            join_dense(cx, after, before);
        }
    }
}

/// Joins `with` into the dense state at `point`.
pub fn join_dense<V: LatticeValue>(cx: &mut SolverContext<'_>, point: ProgramPoint, with: &V) {
    cx.update::<Lattice<V>>(point, |lattice| lattice.join(with));
}

/// Meets `with` into the dense state at `point` (backward analyses).
pub fn meet_dense<V: LatticeValue>(cx: &mut SolverContext<'_>, point: ProgramPoint, with: &V) {
    cx.update::<Lattice<V>>(point, |lattice| lattice.meet(with));
}

/// The dense state at `point`, read on behalf of `dependent`.
pub(crate) fn dense_for<V: LatticeValue>(
    cx: &mut SolverContext<'_>,
    dependent: ProgramPoint,
    point: ProgramPoint,
) -> V {
    cx.get_or_create_for::<Lattice<V>>(dependent, point).value().clone()
}

/// Whether the live-ness at `anchor` is live, read for `dependent`.
pub(crate) fn live_for(
    cx: &mut SolverContext<'_>,
    dependent: ProgramPoint,
    anchor: impl Into<LatticeAnchor>,
) -> bool {
    cx.get_or_create_for::<Executable>(dependent, anchor).is_live()
}

/// Makes the points before and after each op free of memory effects
/// share one dense state of `V` (MLIR's equivalent lattice anchors of
/// dense analyses), ops that branch into regions or call excepted: such
/// an op leaves the state as it is. Post-order, as MLIR walks.
pub(crate) fn union_effect_free_points<V: LatticeValue>(cx: &mut SolverContext<'_>, top: Op) {
    let mut pairs = Vec::new();
    cx.ir().walk(top, crate::ir::WalkOrder::PostOrder, |ir, op| {
        let control = RegionBranchOpInterfaceRef::get(ir, op).is_some()
            || CallOpInterfaceRef::get(ir, op).is_some();
        if !control && is_memory_effect_free(ir, op) {
            pairs.push((ProgramPoint::before(ir, op), ProgramPoint::After(op)));
        }
        crate::ir::WalkControl::Advance
    });
    for (before, after) in pairs {
        cx.union_anchors::<Lattice<V>>(before, after);
    }
}

/// Whether `callee` is a callable without a body.
pub(crate) fn is_external_callable(ir: &IrView, callee: Option<Op>) -> bool {
    let callable = callee.and_then(|callee| CallableOpInterfaceRef::get(ir, callee));
    callable.is_some_and(|c| c.callable_region(ir).is_none_or(|r| r.is_empty(ir)))
}

/// A [`DenseForwardAnalysis`] made into a solver's analysis.
pub struct DenseForward<A> {
    /// The analysis's own part.
    pub analysis: A,
    callees: CalleeResolver,
}

impl<A: DenseForwardAnalysis> DenseForward<A> {
    /// `analysis`, ready to load.
    pub fn new(analysis: A) -> DenseForward<A> {
        DenseForward { analysis, callees: CalleeResolver::default() }
    }

    /// Visits `op` (MLIR's `processOperation`).
    fn process(&mut self, cx: &mut SolverContext<'_>, op: Op) -> Result<(), Diagnostic> {
        let point = ProgramPoint::After(op);
        if let Some(block) = op.block(cx.ir())
            && !live_for(cx, point, ProgramPoint::BlockStart(block))
        {
            return Ok(());
        }
        let before = dense_for::<A::Value>(cx, point, ProgramPoint::before(cx.ir(), op));
        if let Some(branch) = RegionBranchOpInterfaceRef::get(cx.ir(), op) {
            self.visit_region_branch(cx, point, branch);
            return Ok(());
        }
        if CallOpInterfaceRef::get(cx.ir(), op).is_some() {
            let callee = self.callees.resolve(cx.ir(), op);
            if !cx.config().interprocedural || is_external_callable(cx.ir(), callee) {
                let action = CallControlFlowAction::ExternalCallee;
                self.analysis.visit_call_transfer(cx, op, action, &before, point);
                return Ok(());
            }
            let returns = cx.get_or_create_for::<PredecessorState>(point, point).clone();
            if !returns.all_predecessors_known() {
                self.analysis.set_to_entry_state(cx, point);
                return Ok(());
            }
            for &ret in returns.known_predecessors() {
                let at_return = dense_for::<A::Value>(cx, point, ProgramPoint::After(ret));
                let action = CallControlFlowAction::ExitCallee;
                self.analysis.visit_call_transfer(cx, op, action, &at_return, point);
            }
            return Ok(());
        }
        self.analysis.visit_operation(cx, op, &before, point)
    }

    /// Visits the start of `block` (MLIR's `visitBlock`).
    fn visit_block(&mut self, cx: &mut SolverContext<'_>, block: Block) {
        let point = ProgramPoint::BlockStart(block);
        if !live_for(cx, point, point) {
            return;
        }
        let ir = cx.ir();
        let region = block.region(ir);
        if let Some(region) = region.filter(|r| r.first_block(ir) == Some(block)) {
            let parent = region.parent_op(ir);
            let callable = parent.filter(|&p| {
                CallableOpInterfaceRef::get(ir, p)
                    .is_some_and(|c| c.callable_region(ir) == Some(region))
            });
            if let Some(callable) = callable {
                let calls = cx
                    .get_or_create_for::<PredecessorState>(point, ProgramPoint::After(callable))
                    .clone();
                if !calls.all_predecessors_known() || !cx.config().interprocedural {
                    self.analysis.set_to_entry_state(cx, point);
                    return;
                }
                for &call in calls.known_predecessors() {
                    let before_call = ProgramPoint::before(cx.ir(), call);
                    let before = dense_for::<A::Value>(cx, point, before_call);
                    let action = CallControlFlowAction::EnterCallee;
                    self.analysis.visit_call_transfer(cx, call, action, &before, point);
                }
                return;
            }
            if let Some(branch) = parent.and_then(|p| RegionBranchOpInterfaceRef::get(cx.ir(), p)) {
                self.visit_region_branch(cx, point, branch);
                return;
            }
            self.analysis.set_to_entry_state(cx, point);
            return;
        }
        for from in block.predecessors(cx.ir()) {
            if !live_for(cx, point, LatticeAnchor::Edge(from, block)) {
                continue;
            }
            let Some(terminator) = from.last_op(cx.ir()) else { continue };
            let end = dense_for::<A::Value>(cx, point, ProgramPoint::After(terminator));
            join_dense(cx, point, &end);
        }
    }

    /// The state at `point` (a region's entry or the point after the op)
    /// from the predecessors dead-code analysis found (MLIR's
    /// `visitRegionBranchOperation`).
    fn visit_region_branch(
        &mut self,
        cx: &mut SolverContext<'_>,
        point: ProgramPoint,
        branch: RegionBranchOpInterfaceRef,
    ) {
        let op = branch.op();
        let predecessors = cx.get_or_create_for::<PredecessorState>(point, point).clone();
        for &predecessor in predecessors.known_predecessors() {
            let ir = cx.ir();
            let (from_point, from) = if predecessor == op {
                (ProgramPoint::before(ir, op), None)
            } else {
                let region = predecessor.block(ir).and_then(|b| b.region(ir));
                (ProgramPoint::After(predecessor), region.and_then(|r| r.index_in_parent(ir)))
            };
            let before = dense_for::<A::Value>(cx, point, from_point);
            let ir = cx.ir();
            match point {
                ProgramPoint::BlockStart(block) => {
                    let to = block.region(ir).and_then(|r| r.index_in_parent(ir));
                    self.analysis.visit_region_branch_transfer(cx, op, (from, to), &before, point);
                }
                ProgramPoint::After(_) => {
                    if predecessor == op || predecessor.parent_op(ir) == Some(op) {
                        self.analysis.visit_region_branch_transfer(
                            cx,
                            op,
                            (from, None),
                            &before,
                            point,
                        );
                    } else {
                        join_dense(cx, point, &before);
                    }
                }
            }
        }
    }
}

impl<A: DenseForwardAnalysis> DataFlowAnalysis for DenseForward<A> {
    fn initialize_equivalent_anchors(&mut self, cx: &mut SolverContext<'_>, top: Op) {
        union_effect_free_points::<A::Value>(cx, top);
    }

    fn initialize(&mut self, cx: &mut SolverContext<'_>, top: Op) -> Result<(), Diagnostic> {
        self.callees.set_scope(top);
        let mut walk = PreorderWalk::new(top);
        while let Some(step) = walk.next(cx.ir()) {
            match step {
                Step::Op(op) => self.process(cx, op)?,
                Step::Block(block) => self.visit_block(cx, block),
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::After(op) => self.process(cx, op),
            ProgramPoint::BlockStart(block) => {
                self.visit_block(cx, block);
                Ok(())
            }
        }
    }
}
