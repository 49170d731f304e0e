//! What a running pass sees: [`PassContext`], which derefs to the
//! [`IrView`] of its task (the anchor op's bodies changeable, its
//! ancestors readable, its siblings unreachable), and gives the anchor op,
//! the context, a place for diagnostics, failure, analyses and nested
//! pipelines.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use crate::asm::printer::PrintOptions;
use crate::context::Context;
use crate::context::diagnostics::Diagnostic;
use crate::ir::{IrView, Op};

use super::analysis::{Analysis, Preserved, is_within};
use super::execute::{Executor, RunState};
use super::pass::PassFailed;
use crate::pass::op_pass_manager::OpPassManager;

/// A pass's access to the IR and the run, for one op.
pub struct PassContext<'a> {
    pub(crate) ir: &'a mut IrView,
    pub(crate) op: Op,
    pub(crate) failed: bool,
    pub(crate) preserved: Preserved,
    pub(crate) state: &'a mut RunState,
    pub(crate) executor: &'a Executor,
}

impl PassContext<'_> {
    /// The op the pass runs on.
    pub fn op(&self) -> Op {
        self.op
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        self.ir.ctx()
    }

    /// Reports a diagnostic (printed after the run, in op order, however
    /// many threads ran). An error does not fail the pass by itself: call
    /// [`PassContext::signal_failure`] too, as MLIR's passes do.
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.state.diagnostics.push(diagnostic);
    }

    /// Writes `text` to the run's stderr, where MLIR's passes write on
    /// `llvm::errs()`: merged with the diagnostics and the instrumentation
    /// output in the order of a serial run, however many threads ran.
    pub fn write_output(&mut self, text: String) {
        if !text.is_empty() {
            self.state.output.push((self.state.diagnostics.len(), text));
        }
    }

    /// How IR printed by a pass is printed: the run's `--mlir-print-*`
    /// flags ([`RunOptions::print`](crate::pass::RunOptions::print)).
    pub fn print_options(&self) -> &PrintOptions {
        &self.executor.options().print
    }

    /// The tool's name, for messages that name it
    /// ([`RunOptions::tool_name`](crate::pass::RunOptions::tool_name)).
    pub fn tool_name(&self) -> &str {
        &self.executor.options().tool_name
    }

    /// Marks the pass as failed: the pipeline stops after it.
    pub fn signal_failure(&mut self) {
        self.failed = true;
    }

    /// Whether [`PassContext::signal_failure`] was called.
    pub fn has_failed(&self) -> bool {
        self.failed
    }

    /// Analysis `A` of the pass's op: cached, or computed now (between
    /// the instrumentations' analysis hooks) and cached.
    pub fn analysis<A: Analysis>(&mut self) -> Arc<A> {
        self.executor.analysis::<A>(self.ir, self.op, self.op, self.state)
    }

    /// Analysis `A` of `op`, an op nested in the pass's op (MLIR's
    /// `getChildAnalysis`). Panics when `op` is not inside the pass's op.
    pub fn child_analysis<A: Analysis>(&mut self, op: Op) -> Arc<A> {
        assert!(is_within(self.ir, op, self.op), "child_analysis of an op outside the pass's op");
        self.executor.analysis::<A>(self.ir, self.op, op, self.state)
    }

    /// Analysis `A` of the pass's op if it is cached (computed by an
    /// earlier pass that did not invalidate it, or by this one).
    pub fn cached_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        self.state.analyses.get::<A>(self.op)
    }

    /// Analysis `A` of `op` (nested in the pass's op) if it is cached.
    pub fn cached_child_analysis<A: Analysis>(&self, op: Op) -> Option<Arc<A>> {
        self.state.analyses.get::<A>(op)
    }

    /// Keeps analysis `A` valid after this pass (of the pass's op and
    /// the ops nested in it).
    pub fn mark_preserved<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// Keeps every analysis valid after this pass (it changed nothing).
    pub fn mark_all_preserved(&mut self) {
        self.preserved.preserve_all();
    }

    /// Runs `pipeline` on `op`, an op of this pass's op's regions (or the
    /// op itself), as MLIR's `runPipeline` does: its passes initialize
    /// first (once: a pipeline run again on other ops is not initialized
    /// again), and a failure comes back as the error.
    /// A pipeline anchored on another op name, or an op outside this
    /// pass's op, fails with an error.
    pub fn run_pipeline(&mut self, pipeline: &mut OpPassManager, op: Op) -> Result<(), PassFailed> {
        self.prepare_dynamic_run(pipeline, &[op])?;
        self.executor.run_dynamic_pipeline(self.ir, op, pipeline, self.state)
    }

    /// Runs `pipeline` on each of `ops`, as [`PassContext::run_pipeline`]
    /// runs it on one, on several threads when threading is on: the ops
    /// must be disjoint (none nested in another) and isolated from above.
    /// Each op is run even when one fails; the first failure comes back.
    /// The result is the one of running them in order (MLIR's inliner so
    /// simplifies a component's callables).
    pub fn run_pipeline_on_each(
        &mut self,
        pipeline: &mut OpPassManager,
        ops: &[Op],
    ) -> Result<(), PassFailed> {
        self.prepare_dynamic_run(pipeline, ops)?;
        self.executor.run_dynamic_pipelines(self.ir, ops, pipeline, self.state)
    }

    /// Checks that `pipeline` may run on each of `ops` (its anchor, ops
    /// within this pass's op) and initializes it; the error of the first
    /// op it may not run on is recorded and returned.
    fn prepare_dynamic_run(
        &mut self,
        pipeline: &mut OpPassManager,
        ops: &[Op],
    ) -> Result<(), PassFailed> {
        let not_run = PassFailed::default();
        for &op in ops {
            let name = op.name(self.ir).as_str(self.ir.ctx()).to_owned();
            let message = match pipeline.anchor() {
                Some(anchor) if anchor != name => {
                    Some(format!("can't run '{anchor}' pass manager on '{name}' op"))
                }
                _ if !self.is_within_op(op) => Some(
                    "Trying to schedule a dynamic pipeline on an operation that isn't nested \
                     under the current operation the pass is processing"
                        .to_owned(),
                ),
                _ => None,
            };
            if let Some(message) = message {
                let loc = op.loc(self.ir);
                self.state.diagnostics.push(Diagnostic::error(loc, message));
                return Err(not_run);
            }
        }
        if !pipeline.is_initialized()
            && let Err(diagnostic) = pipeline.initialize(self.ir.ctx())
        {
            self.state.diagnostics.push(diagnostic);
            return Err(not_run);
        }
        Ok(())
    }

    /// Whether `op` is this pass's op or nested in it.
    fn is_within_op(&self, op: Op) -> bool {
        let mut current = Some(op);
        while let Some(candidate) = current {
            if candidate == self.op {
                return true;
            }
            current = candidate.parent_op(self.ir);
        }
        false
    }
}

impl Deref for PassContext<'_> {
    type Target = IrView;
    fn deref(&self) -> &IrView {
        self.ir
    }
}

impl DerefMut for PassContext<'_> {
    fn deref_mut(&mut self) -> &mut IrView {
        self.ir
    }
}
