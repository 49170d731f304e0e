//! [`PassManager`]: the top-level pass manager, an [`OpPassManager`] for
//! the op it runs on plus how it runs ([`RunOptions`]: threads, verifying
//! after each pass). Running checks the pipeline, initializes its passes
//! once, and returns the diagnostics the passes emitted, in the order a
//! serial run emits them; the instrumentations' output is kept apart
//! ([`PassManager::take_output`]).
//!
//! A failed run returns a `PipelineFailure` naming the failed pass and op.
//! mlir-opt prints nothing for a pass that fails without a diagnostic; the
//! driver does the same, and the `PipelineFailure` still names the pass.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use crate::context::diagnostics::Diagnostic;
use crate::ir::{IrView, Op};
use crate::semantics::traits::OpNameConst;

use super::execute::{Executor, RunOptions, RunState};
use super::instrumentation::{Instrumentations, PassInstrumentation};
use super::pass::PassFailed;
use crate::pass::op_pass_manager::OpPassManager;

/// Why a pipeline run failed, with every diagnostic emitted until then.
#[derive(Debug)]
pub struct PipelineFailure {
    /// The failing pass's argument (empty when the pipeline did not start:
    /// a pass restricted to other ops, a failed initialization, the wrong
    /// op).
    pub pass: String,
    /// The failing pass's name (`Canonicalizer`), empty as `pass` is.
    pub pass_name: &'static str,
    /// The op the pass failed on (the first in op order when several
    /// failed in a threaded run); `None` when no pass ran and failed.
    pub op: Option<Op>,
    /// The panic message when the pass panicked.
    pub panic: Option<String>,
    /// The diagnostics, in order (mlir-opt prints them; it prints nothing
    /// more for the failure itself).
    pub diagnostics: Vec<Diagnostic>,
}

impl PipelineFailure {
    /// A failure before any pass ran.
    fn not_started(diagnostics: Vec<Diagnostic>) -> PipelineFailure {
        PipelineFailure::new(PassFailed::default(), diagnostics)
    }

    /// The pipeline's failure from the failing pass's.
    fn new(failed: PassFailed, diagnostics: Vec<Diagnostic>) -> PipelineFailure {
        let PassFailed { pass, pass_name, op, panic } = failed;
        PipelineFailure { pass, pass_name, op, panic, diagnostics }
    }
}

/// Text an instrumentation printed during a run (an IR dump), placed
/// among the run's diagnostics as a serial run places it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstrumentationText {
    /// How many of the run's diagnostics come before it.
    pub after_diagnostics: usize,
    /// The text.
    pub text: String,
}

/// The top-level pass manager.
pub struct PassManager {
    pipeline: OpPassManager,
    options: RunOptions,
    instrumentations: Instrumentations,
    output: Vec<InstrumentationText>,
}

impl PassManager {
    /// A pass manager for ops named `anchor` (`"any"`: any op).
    pub fn new(anchor: &str) -> PassManager {
        PassManager::from_pipeline(OpPassManager::new(anchor))
    }

    /// A pass manager for ops of type `O`.
    pub fn on<O: OpNameConst>() -> PassManager {
        PassManager::new(O::NAME)
    }

    /// A pass manager running `pipeline`.
    pub fn from_pipeline(pipeline: OpPassManager) -> PassManager {
        PassManager {
            pipeline,
            options: RunOptions::default(),
            instrumentations: Instrumentations::default(),
            output: Vec::new(),
        }
    }

    /// Adds an instrumentation, called around every pass, nested
    /// pipeline and analysis of the following runs. It is shared, so the
    /// caller may keep a handle to read it afterwards (a timing report).
    pub fn add_instrumentation(&mut self, instrumentation: Arc<dyn PassInstrumentation>) {
        self.instrumentations.push(instrumentation);
    }

    /// Takes what the instrumentations printed during the runs so far, in
    /// the order a serial run prints it.
    pub fn take_output(&mut self) -> Vec<InstrumentationText> {
        std::mem::take(&mut self.output)
    }

    /// How the manager runs.
    pub fn options(&self) -> &RunOptions {
        &self.options
    }

    /// Changes how the manager runs.
    pub fn options_mut(&mut self) -> &mut RunOptions {
        &mut self.options
    }

    /// Turns threading on or off.
    pub fn enable_threading(&mut self, on: bool) -> &mut PassManager {
        self.options.threading = on;
        self
    }

    /// Turns verification after each pass on or off.
    pub fn enable_verifier(&mut self, on: bool) -> &mut PassManager {
        self.options.verify_each = on;
        self
    }

    /// Turns compaction of the bodies a nested pipeline is done with on or
    /// off ([`RunOptions::compact_bodies`]: less memory, but handles into
    /// those bodies kept across [`PassManager::run`] go stale).
    pub fn enable_body_compaction(&mut self, on: bool) -> &mut PassManager {
        self.options.compact_bodies = on;
        self
    }

    /// Runs the pipeline on `op`, an op of the manager's anchor. Returns
    /// the diagnostics the passes emitted (warnings, remarks), or the
    /// failure with them.
    pub fn run(&mut self, ir: &mut IrView, op: Op) -> Result<Vec<Diagnostic>, PipelineFailure> {
        let not_started = PipelineFailure::not_started;
        let name = op.name(ir).as_str(ir.ctx()).to_owned();
        if let Some(anchor) = self.pipeline.anchor()
            && anchor != name
        {
            let message = format!("can't run '{anchor}' pass manager on '{name}' op");
            return Err(not_started(vec![Diagnostic::error(op.loc(ir), message)]));
        }
        if let Err(message) = self.pipeline.check() {
            let unknown = ir.ctx().unknown_loc();
            return Err(not_started(vec![Diagnostic::error(unknown, message)]));
        }
        if let Err(message) = self.pipeline.check_schedulable(ir.ctx()) {
            let unknown = ir.ctx().unknown_loc();
            return Err(not_started(vec![Diagnostic::error(unknown, message)]));
        }
        if let Err(diagnostic) = self.pipeline.initialize(ir.ctx()) {
            return Err(not_started(vec![diagnostic]));
        }
        let executor = Executor::new(self.options.clone(), self.instrumentations.clone());
        let mut state = RunState::default();
        let pipeline = &mut self.pipeline;
        let result = match self.options.threads {
            Some(threads) if self.options.threading && threads > 1 => {
                match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
                    Ok(pool) => {
                        pool.install(|| executor.run_pipeline_on(ir, op, pipeline, &mut state))
                    }
                    Err(_) => executor.run_pipeline_on(ir, op, pipeline, &mut state),
                }
            }
            _ => executor.run_pipeline_on(ir, op, pipeline, &mut state),
        };
        let output = std::mem::take(&mut state.output);
        self.output.extend(
            output
                .into_iter()
                .map(|(after_diagnostics, text)| InstrumentationText { after_diagnostics, text }),
        );
        match result {
            Ok(()) => Ok(state.diagnostics),
            Err(failed) => Err(PipelineFailure::new(failed, state.diagnostics)),
        }
    }
}

impl std::fmt::Debug for PassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PassManager({})", self.pipeline)
    }
}

impl Deref for PassManager {
    type Target = OpPassManager;
    fn deref(&self) -> &OpPassManager {
        &self.pipeline
    }
}

impl DerefMut for PassManager {
    fn deref_mut(&mut self) -> &mut OpPassManager {
        &mut self.pipeline
    }
}
