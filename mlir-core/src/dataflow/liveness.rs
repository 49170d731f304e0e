//! Liveness (MLIR's `LivenessAnalysis`): a sparse backward analysis that
//! finds which SSA values the program needs.
//!
//! A value is *live* when an op with memory effects (or not known to have
//! none, or a terminator) uses it, when a public function returns it, when
//! it decides where a branch goes and the branch matters, when it is passed
//! to a call outside what the analysis follows, or when it is used to
//! compute a live value. Everything else may be removed: that is what
//! `remove-dead-values` does with [`RunLivenessAnalysis`]'s answers.

use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::ProgramPoint;
use crate::dataflow::constant_propagation::SparseConstantPropagation;
use crate::dataflow::dead_code::DeadCodeAnalysis;
use crate::dataflow::solver::{DataFlowSolver, SolverContext};
use crate::dataflow::sparse_backward::{SparseBackward, SparseBackwardAnalysis};
use crate::dataflow::sparse_forward::SparseForward;
use crate::dataflow::sparse_lattice::{Lattice, LatticeValue};
use crate::dataflow::state::ChangeResult;
use crate::definitions::interfaces::region_branch::is_region_branch_terminator;
use crate::ir::{IrView, Op, Value, WalkControl, WalkOrder};
use crate::transforms::dead_code::would_op_be_trivially_dead;

/// Whether a value is needed (MLIR's `Liveness` lattice): not live at
/// first, live once anything needs it; it never goes back.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Liveness {
    /// Whether the value is live.
    pub is_live: bool,
}

impl Liveness {
    /// A live value.
    pub const LIVE: Liveness = Liveness { is_live: true };
}

impl LatticeValue for Liveness {
    /// Live when either side is.
    fn join(&self, other: &Liveness) -> Liveness {
        Liveness { is_live: self.is_live || other.is_live }
    }

    /// The same "or": a value is live when any of its uses needs it.
    fn meet(&self, other: &Liveness) -> Liveness {
        self.join(other)
    }
}

/// The transfer functions of liveness, loaded as
/// `SparseBackward<LivenessAnalysis>`.
#[derive(Debug, Default)]
pub struct LivenessAnalysis;

impl LivenessAnalysis {
    /// Marks `value` live.
    fn mark_live(cx: &mut SolverContext<'_>, value: Value) {
        cx.meet_lattice(value, &Liveness::LIVE);
    }

    /// The rule shared by ops and by the operands that decide control
    /// flow: `operands` are live when `op` may not be erased when unused
    /// (it has effects, or is a terminator), or when any of `results` is
    /// live. Each result is read on behalf of the point after `op`.
    fn transfer(cx: &mut SolverContext<'_>, op: Op, operands: &[Value], results: &[Value]) {
        let known: Vec<Liveness> = results
            .iter()
            .map(|&result| cx.lattice_for::<Liveness>(ProgramPoint::After(op), result))
            .collect();
        Self::transfer_known(cx, op, operands, &known);
    }

    /// [`LivenessAnalysis::transfer`] with the results' liveness already
    /// read.
    fn transfer_known(
        cx: &mut SolverContext<'_>,
        op: Op,
        operands: &[Value],
        results: &[Liveness],
    ) {
        if !would_op_be_trivially_dead(cx.ir(), op) || results.iter().any(|r| r.is_live) {
            for &operand in operands {
                Self::mark_live(cx, operand);
            }
        }
    }
}

impl SparseBackwardAnalysis for LivenessAnalysis {
    type Value = Liveness;

    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        operands: &[Value],
        results: &[Liveness],
    ) -> Result<(), Diagnostic> {
        Self::transfer_known(cx, op, operands, results);
        Ok(())
    }

    /// A condition or bound: a branch's is live (a terminator is never
    /// trivially dead); a region-branching op's is live when the op is
    /// needed; a region terminator's when its parent is.
    fn visit_branch_operand(&mut self, cx: &mut SolverContext<'_>, op: Op, index: usize) {
        let ir = cx.ir();
        let operand = op.operand(ir, index);
        // `ReturnLike` terminators count as region-branch terminators, as
        // that trait implies the interface in MLIR.
        let owner =
            if is_region_branch_terminator(ir, op) { op.parent_op(ir).unwrap_or(op) } else { op };
        let results: Vec<Value> = owner.results(cx.ir()).collect();
        Self::transfer(cx, owner, &[operand], &results);
    }

    /// An operand a call does not pass to its callee's arguments is live.
    fn visit_call_operand(&mut self, cx: &mut SolverContext<'_>, op: Op, index: usize) {
        let operand = op.operand(cx.ir(), index);
        Self::mark_live(cx, operand);
    }

    /// What leaves through a return to unknown callers is live.
    fn exit_state(&self, _ir: &IrView, _value: Value) -> Liveness {
        Liveness::LIVE
    }

    /// The analysis never sees the users of the top op's results, so they
    /// are live.
    fn initialize_top(&mut self, cx: &mut SolverContext<'_>, top: Op) {
        let results: Vec<Value> = top.results(cx.ir()).collect();
        for result in results {
            Self::mark_live(cx, result);
        }
    }
}

/// Liveness run on an op (MLIR's `RunLivenessAnalysis`): dead-code
/// analysis, constant propagation (which decides the branches dead-code
/// analysis follows) and liveness, to a fixpoint; then every result and
/// block argument the run did not reach (code in dead blocks) is recorded
/// as not live.
#[derive(Debug)]
pub struct RunLivenessAnalysis {
    solver: DataFlowSolver,
}

impl RunLivenessAnalysis {
    /// Runs the analyses on `top`; the first analysis to fail reports its
    /// diagnostic.
    pub fn new(ir: &mut IrView, top: Op) -> Result<RunLivenessAnalysis, Diagnostic> {
        let mut solver = DataFlowSolver::new();
        solver.load(DeadCodeAnalysis::new());
        solver.load(SparseForward::new(SparseConstantPropagation));
        solver.load(SparseBackward::new(LivenessAnalysis));
        solver.initialize_and_run(ir, top)?;
        let mut unreached = Vec::new();
        ir.walk(top, WalkOrder::PreOrder, |ir, op| {
            unreached.extend(op.results(ir));
            for region in op.regions(ir) {
                for block in region.blocks(ir) {
                    unreached.extend(block.args(ir));
                }
            }
            WalkControl::Advance
        });
        for value in unreached {
            if solver.lookup::<Lattice<Liveness>>(value).is_none() {
                solver.update::<Lattice<Liveness>>(ir, value, |_| ChangeResult::NoChange);
            }
        }
        Ok(RunLivenessAnalysis { solver })
    }

    /// What the run found of `value`; `None` for a value it never saw
    /// (one created after the run).
    pub fn get_liveness(&self, value: Value) -> Option<Liveness> {
        self.solver.lookup::<Lattice<Liveness>>(value).map(|l| *l.value())
    }

    /// Whether `value` is live; a value the run never saw counts as live.
    pub fn is_live(&self, value: Value) -> bool {
        self.get_liveness(value).is_none_or(|l| l.is_live)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bottom_is_not_live() {
        assert!(!Liveness::default().is_live);
    }

    #[test]
    fn meet_is_or() {
        let dead = Liveness::default();
        assert_eq!(dead.meet(&dead), dead);
        assert_eq!(dead.meet(&Liveness::LIVE), Liveness::LIVE);
        assert_eq!(Liveness::LIVE.meet(&dead), Liveness::LIVE);
        assert_eq!(Liveness::LIVE.join(&Liveness::LIVE), Liveness::LIVE);
    }

    #[test]
    fn lattice_reports_change_once() {
        let mut lattice = Lattice::<Liveness>::default();
        assert!(lattice.meet(&Liveness::default()) == ChangeResult::NoChange);
        assert!(lattice.meet(&Liveness::LIVE) == ChangeResult::Change);
        assert!(lattice.meet(&Liveness::LIVE) == ChangeResult::NoChange);
        assert!(lattice.meet(&Liveness::default()) == ChangeResult::NoChange);
        assert!(lattice.value().is_live);
    }
}
