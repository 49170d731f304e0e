//! `test-last-modified` (mlir-opt's `TestLastModifiedPass`): for each op
//! tagged `tag = "…"`, on stderr, the ops that may have written last to
//! the memory each operand stands for, at the point after the op, by
//! their `tag_name` (or their name), `<unknown>` where that cannot be
//! known.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::dataflow::{
    CallControlFlowAction, DataFlowConfig, DataFlowSolver, DenseForward, DenseForwardAnalysis,
    Lattice, ProgramPoint, SolverContext, SparseForward, load_baseline_analyses,
};
use mlir_core::definitions::interfaces::call::CallOpInterfaceRef;
use mlir_core::definitions::interfaces::memory_effects::{EffectKind, op_effects};
use mlir_core::ir::{Op, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::access_lattice::AccessLattice;
use super::underlying_value::{
    UnderlyingValue, UnderlyingValueAnalysis, most_underlying_value, most_underlying_value_for,
};

/// The dense analysis: a write makes its op the last modification of the
/// memory written.
struct LastModifiedAnalysis {
    assume_func_writes: bool,
}

impl LastModifiedAnalysis {
    /// Sets `after` to nothing known.
    fn reset(cx: &mut SolverContext<'_>, after: ProgramPoint) {
        cx.update::<Lattice<AccessLattice>>(after, |l| l.value_mut().reset());
    }
}

impl DenseForwardAnalysis for LastModifiedAnalysis {
    type Value = AccessLattice;

    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        before: &AccessLattice,
        after: ProgramPoint,
    ) -> Result<(), Diagnostic> {
        let Some(effects) = op_effects(cx.ir(), op) else {
            Self::reset(cx, after);
            return Ok(());
        };
        let mut written = Vec::with_capacity(effects.len());
        for effect in &effects {
            let Some(value) = effect.value else {
                Self::reset(cx, after);
                return Ok(());
            };
            // Until every value's underlying value is known, nothing moves.
            let Some(underlying) = most_underlying_value_for(cx, ProgramPoint::After(op), value)
            else {
                return Ok(());
            };
            written.push((effect.kind, underlying));
        }
        cx.update::<Lattice<AccessLattice>>(after, |lattice| {
            let state = lattice.value_mut();
            let mut changed = state.merge(before);
            for &(kind, value) in &written {
                if kind != EffectKind::Read {
                    changed |= state.set(value, op);
                }
            }
            changed
        });
        Ok(())
    }

    fn set_to_entry_state(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) {
        Self::reset(cx, point);
    }

    /// With `assume-func-writes`, a call to a function without a body
    /// writes every memory passed to it.
    fn visit_call_transfer(
        &mut self,
        cx: &mut SolverContext<'_>,
        call: Op,
        action: CallControlFlowAction,
        before: &AccessLattice,
        after: ProgramPoint,
    ) {
        if action != CallControlFlowAction::ExternalCallee || !self.assume_func_writes {
            if action == CallControlFlowAction::ExternalCallee {
                Self::reset(cx, after);
            } else {
                cx.update::<Lattice<AccessLattice>>(after, |l| l.join(before));
            }
            return;
        }
        let ir = cx.ir();
        let args: Vec<_> = match CallOpInterfaceRef::get(ir, call) {
            Some(model) => model.arg_operands(ir).map(|i| call.operand(ir, i)).collect(),
            None => Vec::new(),
        };
        let mut written = Vec::with_capacity(args.len());
        for arg in args {
            let Some(underlying) = most_underlying_value_for(cx, ProgramPoint::After(call), arg)
            else {
                return;
            };
            written.push(underlying);
        }
        cx.update::<Lattice<AccessLattice>>(after, |lattice| {
            let state = lattice.value_mut();
            let mut changed = state.merge(before);
            for &value in &written {
                changed |= state.set(value, call);
            }
            changed
        });
    }
}

/// Test the last modified analysis
#[pass(
    argument = "test-last-modified",
    name = "(anonymous namespace)::TestLastModifiedPass",
    summary = ""
)]
#[derive(Debug)]
pub struct TestLastModified {
    /// Whether calls are followed into their callees.
    #[option(default = true, description = "perform interprocedural analysis")]
    pub interprocedural: bool,
    /// Whether a call to a function without a body writes its arguments.
    #[option(description = "assume external functions have write effect on all arguments")]
    pub assume_func_writes: bool,
}

impl Pass for TestLastModified {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let top = cx.op();
        let config = DataFlowConfig { interprocedural: self.interprocedural };
        let mut solver = DataFlowSolver::with_config(config);
        load_baseline_analyses(&mut solver);
        let analysis = LastModifiedAnalysis { assume_func_writes: self.assume_func_writes };
        solver.load(DenseForward::new(analysis));
        solver.load(SparseForward::new(UnderlyingValueAnalysis));
        if let Err(diagnostic) = solver.initialize_and_run(cx, top) {
            cx.emit(diagnostic);
            return cx.signal_failure();
        }
        let mut text = String::new();
        cx.walk(top, WalkOrder::PostOrder, |ir, op| {
            let ctx = ir.ctx();
            let tag = op.attr(ir, "tag").and_then(|t| t.as_string(ctx));
            let Some(tag) = tag else { return WalkControl::Advance };
            text += &format!("test_tag: {}:\n", String::from_utf8_lossy(tag));
            let after = solver.lookup::<Lattice<AccessLattice>>(ProgramPoint::After(op));
            for (index, operand) in op.operands(ir).enumerate() {
                text += &format!(" operand #{index}\n");
                let lookup = |v| solver.lookup::<Lattice<UnderlyingValue>>(v).map(|l| *l.value());
                let Some(value) = most_underlying_value(operand, lookup) else {
                    text += " - <unknown>\n";
                    continue;
                };
                match after.and_then(|a| a.value().get(value)) {
                    None => text += "  - <unknown>\n",
                    Some(access) => match access.known() {
                        None => text += " - <unknown>\n",
                        Some(ops) => {
                            for &modifier in ops {
                                let name =
                                    modifier.attr(ir, "tag_name").and_then(|n| n.as_string(ctx));
                                let name = match name {
                                    Some(name) => String::from_utf8_lossy(name).into_owned(),
                                    None => modifier.name(ir).as_str(ctx).to_owned(),
                                };
                                text += &format!("  - {name}\n");
                            }
                        }
                    },
                }
            }
            WalkControl::Advance
        });
        cx.write_output(text);
    }
}
