//! `test-next-access` (mlir-opt's `TestNextAccessPass`): on each op with a
//! `name`, a `next_access` attribute listing, per operand, the ops that
//! may access the memory it stands for next after the op (their names),
//! or `"unknown"`; on a region-branching op also `next_at_entry_point`,
//! the same at the entry of each region it may enter. A next access
//! without a `name` is written as its op's name (mlir-opt prints the whole
//! op there).

use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::dataflow::{
    CallControlFlowAction, DataFlowConfig, DataFlowSolver, DenseBackward, DenseBackwardAnalysis,
    Lattice, ProgramPoint, SolverContext, SparseForward, load_baseline_analyses,
};
use mlir_core::definitions::interfaces::call::CallOpInterfaceRef;
use mlir_core::definitions::interfaces::memory_effects::op_effects;
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionBranchPoint, SuccessorTarget,
};
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::access_lattice::AccessLattice;
use super::underlying_value::{
    UnderlyingValue, UnderlyingValueAnalysis, most_underlying_value, most_underlying_value_for,
};

/// The dense backward analysis: an access makes its op the next access of
/// the memory it touches.
struct NextAccessAnalysis {
    assume_func_reads: bool,
}

impl NextAccessAnalysis {
    /// Makes what is known at `point` unknown.
    fn to_unknown(cx: &mut SolverContext<'_>, point: ProgramPoint) {
        cx.update::<Lattice<AccessLattice>>(point, |l| l.value_mut().set_known_to_unknown());
    }

    /// `before` from `after` and `op`'s accesses of `values` (MLIR's
    /// `visitOperation` once the values are known).
    fn record(
        cx: &mut SolverContext<'_>,
        op: Op,
        after: &AccessLattice,
        before: ProgramPoint,
        values: &[mlir_core::ir::Value],
    ) {
        cx.update::<Lattice<AccessLattice>>(before, |lattice| {
            let state = lattice.value_mut();
            let mut changed = state.merge(after);
            for &value in values {
                changed |= state.set(value, op);
            }
            changed
        });
    }
}

impl DenseBackwardAnalysis for NextAccessAnalysis {
    type Value = AccessLattice;

    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        after: &AccessLattice,
        before: ProgramPoint,
    ) -> Result<(), Diagnostic> {
        let Some(effects) = op_effects(cx.ir(), op) else {
            Self::to_unknown(cx, before);
            return Ok(());
        };
        let mut values = Vec::with_capacity(effects.len());
        for effect in &effects {
            let Some(value) = effect.value else {
                Self::to_unknown(cx, before);
                return Ok(());
            };
            let point = ProgramPoint::before(cx.ir(), op);
            let Some(underlying) = most_underlying_value_for(cx, point, value) else {
                return Ok(());
            };
            values.push(underlying);
        }
        Self::record(cx, op, after, before, &values);
        Ok(())
    }

    fn set_to_exit_state(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) {
        Self::to_unknown(cx, point);
    }

    /// With `assume-func-reads`, a call to a function without a body reads
    /// every memory passed to it.
    fn visit_call_transfer(
        &mut self,
        cx: &mut SolverContext<'_>,
        call: Op,
        action: CallControlFlowAction,
        after: &AccessLattice,
        before: ProgramPoint,
    ) {
        if action != CallControlFlowAction::ExternalCallee {
            cx.update::<Lattice<AccessLattice>>(before, |l| l.meet(after));
            return;
        }
        if !self.assume_func_reads {
            return Self::to_unknown(cx, before);
        }
        let ir = cx.ir();
        let args: Vec<_> = match CallOpInterfaceRef::get(ir, call) {
            Some(model) => model.arg_operands(ir).map(|i| call.operand(ir, i)).collect(),
            None => Vec::new(),
        };
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            let point = ProgramPoint::before(cx.ir(), call);
            let Some(underlying) = most_underlying_value_for(cx, point, arg) else { return };
            values.push(underlying);
        }
        Self::record(cx, call, after, before, &values);
    }
}

/// Test the next access analysis
#[pass(
    argument = "test-next-access",
    name = "(anonymous namespace)::TestNextAccessPass",
    summary = ""
)]
#[derive(Debug)]
pub struct TestNextAccess {
    /// Whether calls are followed into their callees.
    #[option(default = true, description = "perform interprocedural analysis")]
    pub interprocedural: bool,
    /// Whether a call to a function without a body reads its arguments.
    #[option(description = "assume external functions have read effect on all arguments")]
    pub assume_func_reads: bool,
}

/// What is known at `point` of each of `op`'s operands, as the pass
/// writes it.
fn next_access_attr(
    ir: &IrView,
    solver: &DataFlowSolver,
    op: Op,
    point: ProgramPoint,
) -> Attribute {
    let ctx = ir.ctx();
    let Some(state) = solver.lookup::<Lattice<AccessLattice>>(point) else {
        return ctx.string_attr("not computed");
    };
    let mut per_operand = Vec::new();
    for operand in op.operands(ir) {
        let lookup = |v| solver.lookup::<Lattice<UnderlyingValue>>(v).map(|l| *l.value());
        let known = most_underlying_value(operand, lookup)
            .and_then(|value| state.value().get(value))
            .and_then(|access| access.known());
        let Some(ops) = known else {
            per_operand.push(ctx.string_attr("unknown"));
            continue;
        };
        let names: Vec<Attribute> = ops
            .iter()
            .map(|&next| {
                let name = next.get_attr(ir, "name").filter(|n| n.as_string(ctx).is_some());
                name.unwrap_or_else(|| ctx.string_attr(next.name(ir).as_str(ctx)))
            })
            .collect();
        per_operand.push(ctx.array_attr(&names));
    }
    ctx.array_attr(&per_operand)
}

impl Pass for TestNextAccess {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let top = cx.op();
        let config = DataFlowConfig { interprocedural: self.interprocedural };
        let mut solver = DataFlowSolver::with_config(config);
        load_baseline_analyses(&mut solver);
        let analysis = NextAccessAnalysis { assume_func_reads: self.assume_func_reads };
        solver.load(DenseBackward::new(analysis));
        solver.load(SparseForward::new(UnderlyingValueAnalysis));
        if let Err(diagnostic) = solver.initialize_and_run(cx, top) {
            cx.emit(diagnostic);
            let loc = top.loc(cx);
            cx.emit(Diagnostic::error(loc, "dataflow solver failed"));
            return cx.signal_failure();
        }
        let mut updates = Vec::new();
        cx.walk(top, WalkOrder::PostOrder, |ir, op| {
            let named = op.get_attr(ir, "name").is_some_and(|n| n.as_string(ir.ctx()).is_some());
            if !named {
                return WalkControl::Advance;
            }
            let next = next_access_attr(ir, &solver, op, ProgramPoint::After(op));
            updates.push((op, "next_access", next));
            if let Some(branch) = RegionBranchOpInterfaceRef::get(ir, op) {
                let mut entries = Vec::new();
                for successor in branch.successor_regions(ir, RegionBranchPoint::Parent) {
                    let SuccessorTarget::Region(index) = successor.target else { continue };
                    let Some(entry) = op.region(ir, index).first_block(ir) else { continue };
                    let point = ProgramPoint::BlockStart(entry);
                    entries.push(next_access_attr(ir, &solver, op, point));
                }
                updates.push((op, "next_at_entry_point", ir.ctx().array_attr(&entries)));
            }
            WalkControl::Advance
        });
        for (op, name, value) in updates {
            cx.set_attr(op, name, Some(value));
        }
    }
}
