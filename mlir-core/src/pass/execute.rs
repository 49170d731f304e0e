//! Running pass managers. A pass runs on its manager's op; a nested
//! manager runs on every op of its anchor directly inside that op's
//! regions — on rayon threads when threading is on and there are several,
//! each thread with its own copy of the nested passes and each op's
//! bodies moved into the view of its task (`ir::tasks`), so the borrow
//! checker enforces MLIR's rule that a pass touches its op only.
//!
//! A failing op does not stop its siblings: as in mlir-opt, a nested
//! pipeline runs on every op and fails afterwards (with the first
//! failure). A threaded run gives what a serial one gives: the tasks'
//! diagnostics and instrumentation output are merged in op order, the
//! copies' statistics are
//! added back in, and each task takes the cached analyses of its op's
//! subtree with it and gives them back.
//!
//! A pass that panics fails the pipeline ([`PassFailed::panic`] holds
//! the message) instead of unwinding through the caller.
//!
//! Around each pass: the instrumentations' before-hook, the pass, the
//! invalidation of the analyses it did not preserve, verification, then the
//! after-hook (or the after-failure hook when the pass or verification
//! failed), as MLIR orders them.

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};

use parking_lot::Mutex;
use rayon::prelude::*;

use std::sync::Arc;

use crate::asm::printer::PrintOptions;
use crate::context::diagnostics::Diagnostic;
use crate::ir::{IrView, Op};
use crate::verify::{verify, verify_shallow};

use super::analysis::{Analysis, AnalysisCache, Preserved};
use super::instrumentation::{HookSite, Instrumentations, PassInstrumentation, PathStep};
use super::pass::{Pass, PassAnchor, PassFailed};
use super::pass_context::PassContext;
use crate::pass::op_pass_manager::{OpPassManager, PassEntry};

/// How a pipeline runs.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Run nested pass managers on several ops at once (mlir-opt's
    /// default; `--mlir-disable-threading` turns it off, and so does the
    /// context's multithreading switch).
    pub threading: bool,
    /// The number of threads (`None`: one per core).
    pub threads: Option<usize>,
    /// Verify the op after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// How passes that print IR (`print-ir`) print it: the tool's
    /// `--mlir-print-*` flags.
    pub print: PrintOptions,
    /// Compact the body of each op a nested pipeline ran on once the
    /// pipeline is done with it: the records its passes erased are
    /// dropped and the rest renumbered, which gives their memory back
    /// while the allocator can reuse it (off by default). A handle into
    /// such a body kept from before the run is then stale without reading
    /// as erased, so turn it on only where no handle is kept across
    /// [`PassManager::run`](crate::pass::PassManager::run), as `mlir-rs-opt`
    /// does. Pipelines that passes run themselves are never compacted.
    pub compact_bodies: bool,
    /// The name a pass's message starts with when it names the tool, as
    /// an option's error of a pipeline a pass builds while running does
    /// (`mlir-opt: for the --max-iterations option: …`).
    pub tool_name: String,
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            threading: true,
            threads: None,
            verify_each: true,
            print: PrintOptions::new(),
            compact_bodies: false,
            tool_name: "mlir-opt".to_owned(),
        }
    }
}

/// What a run accumulates besides the IR.
#[derive(Default)]
pub(crate) struct RunState {
    /// Diagnostics, in the order a serial run emits them.
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// Instrumentation output, each text with the number of diagnostics
    /// emitted before it.
    pub(crate) output: Vec<(usize, String)>,
    /// The position of the running entry in the pipeline.
    pub(crate) path: Vec<PathStep>,
    /// The analyses computed and still valid.
    pub(crate) analyses: AnalysisCache,
}

/// Runs pass managers with one set of options.
pub(crate) struct Executor {
    options: RunOptions,
    instrumentations: Instrumentations,
}

impl Executor {
    pub(crate) fn new(options: RunOptions, instrumentations: Instrumentations) -> Executor {
        Executor { options, instrumentations }
    }

    /// The options of the run.
    pub(crate) fn options(&self) -> &RunOptions {
        &self.options
    }

    /// Calls `hook` on every instrumentation (in reverse for after-hooks)
    /// at `op` and the current path, keeping what they print.
    fn call_hooks(
        &self,
        ir: &IrView,
        op: Op,
        state: &mut RunState,
        after: bool,
        hook: impl Fn(&dyn PassInstrumentation, &HookSite<'_>, &mut String),
    ) {
        if self.instrumentations.is_empty() {
            return;
        }
        let mut out = String::new();
        let site = HookSite { op, ir, path: &state.path };
        if after {
            self.instrumentations.iter().rev().for_each(|i| hook(i, &site, &mut out));
        } else {
            self.instrumentations.iter().for_each(|i| hook(i, &site, &mut out));
        }
        if !out.is_empty() {
            state.output.push((state.diagnostics.len(), out));
        }
    }

    /// Analysis `A` of `target` (the pass's op `op` or an op nested in
    /// it), from the cache or computed between the analysis hooks.
    pub(crate) fn analysis<A: Analysis>(
        &self,
        ir: &IrView,
        op: Op,
        target: Op,
        state: &mut RunState,
    ) -> Arc<A> {
        if let Some(cached) = state.analyses.get::<A>(target) {
            return cached;
        }
        self.call_hooks(ir, op, state, false, |i, site, _| {
            i.run_before_analysis(A::NAME, target, site)
        });
        let analysis = Arc::new(A::compute(target, ir));
        self.call_hooks(ir, op, state, true, |i, site, _| {
            i.run_after_analysis(A::NAME, target, site)
        });
        state.analyses.insert(target, Arc::clone(&analysis));
        analysis
    }

    /// Whether nested managers may use threads.
    fn threaded(&self) -> bool {
        self.options.threading && self.options.threads != Some(1)
    }

    /// Runs `pipeline`'s entries on `op`, in order.
    pub(crate) fn run_pipeline_on(
        &self,
        ir: &mut IrView,
        op: Op,
        pipeline: &mut OpPassManager,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        for (i, entry) in pipeline.entries.iter_mut().enumerate() {
            state.path.push(PathStep::Entry(i));
            let result = match entry {
                PassEntry::Pass(pass) => self.run_pass(ir, op, pass.as_mut(), state),
                PassEntry::Nested(nested) => {
                    let anchor = nested.anchor_text().to_owned();
                    self.with_pipeline_hooks(ir, op, state, &anchor, |ir, state| {
                        self.run_nested(ir, op, nested, state)
                    })
                    .and_then(|()| self.verify_after_nested(ir, op, &anchor, state))
                }
            };
            state.path.pop();
            result?;
        }
        Ok(())
    }

    /// Verifies `op` alone after a nested pipeline ran on the ops inside it,
    /// when passes are verified: the nested passes verified the ops they ran
    /// on, and what they changed may still break `op`'s own rules (a symbol
    /// table's uses), as mlir-opt checks after its pass adaptors.
    fn verify_after_nested(
        &self,
        ir: &IrView,
        op: Op,
        anchor: &str,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        if !self.options.verify_each {
            return Ok(());
        }
        verify_shallow(ir, op).map_err(|diagnostics| {
            state.diagnostics.extend(diagnostics);
            // No pass of the pipeline failed: no reproducer names one.
            PassFailed { pass: anchor.to_owned(), ..PassFailed::default() }
        })
    }

    /// Runs a pipeline a pass runs itself on `op` (MLIR's dynamic
    /// pipelines): its position continues the pass's, under its anchor, and
    /// the pipeline hooks fire around it, as mlir-opt's timing shows it.
    pub(crate) fn run_dynamic_pipeline(
        &self,
        ir: &mut IrView,
        op: Op,
        pipeline: &mut OpPassManager,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        let anchor = pipeline.anchor_text().to_owned();
        state.path.push(PathStep::Dynamic(Arc::from(anchor.as_str())));
        let result = self.with_pipeline_hooks(ir, op, state, &anchor, |ir, state| {
            self.run_pipeline_on(ir, op, pipeline, state)
        });
        state.path.pop();
        result
    }

    /// Runs a pipeline a pass runs itself on each of `targets` (disjoint
    /// ops, isolated from above), as [`Executor::run_dynamic_pipeline`]
    /// runs it on one: on rayon's threads when threading is on and there
    /// are several, each op's run as a task of its own (MLIR's inliner runs
    /// a component's callables so). Every op is run; the first failure is
    /// returned.
    pub(crate) fn run_dynamic_pipelines(
        &self,
        ir: &mut IrView,
        targets: &[Op],
        pipeline: &mut OpPassManager,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        self.run_each(ir, targets, pipeline, state, Self::run_dynamic_pipeline)
    }

    /// Runs `run`, the pipeline on `anchor` at the current path, between the
    /// pipeline hooks at `op`.
    fn with_pipeline_hooks(
        &self,
        ir: &mut IrView,
        op: Op,
        state: &mut RunState,
        anchor: &str,
        run: impl FnOnce(&mut IrView, &mut RunState) -> Result<(), PassFailed>,
    ) -> Result<(), PassFailed> {
        self.call_hooks(ir, op, state, false, |i, site, _| i.run_before_pipeline(anchor, site));
        let result = run(ir, state);
        self.call_hooks(ir, op, state, true, |i, site, _| i.run_after_pipeline(anchor, site));
        result
    }

    /// Runs one pass on `op`, then verifies `op` when asked to.
    fn run_pass(
        &self,
        ir: &mut IrView,
        op: Op,
        pass: &mut dyn Pass,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        // Nested managers only hand a pass the ops it accepts; a pipeline
        // run on an op directly may not (MLIR's message).
        if let PassAnchor::Filtered(..) = pass.anchor()
            && !pass.anchor().accepts(ir.ctx(), op.name(ir))
        {
            let message =
                format!("trying to schedule pass '{}' on an unsupported operation", pass.name());
            state.diagnostics.push(op.emit_op_error(ir, message));
            return Err(PassFailed::of(pass, op));
        }
        self.call_hooks(ir, op, state, false, |i, site, out| i.run_before_pass(pass, site, out));
        let outcome = {
            let mut cx = PassContext {
                ir: &mut *ir,
                op,
                failed: false,
                preserved: Preserved::default(),
                state: &mut *state,
                executor: self,
            };
            // A panicking pass fails the pipeline like a failing one, so
            // that the caller can report it (mlir-opt's crash recovery);
            // the IR it leaves behind is memory-safe but may be half
            // changed.
            catch_unwind(AssertUnwindSafe(|| pass.run(&mut cx))).map(|()| (cx.failed, cx.preserved))
        };
        let (mut failed, preserved) = match outcome {
            Ok(outcome) => outcome,
            Err(payload) => {
                let panic = Some(panic_message(payload.as_ref()));
                return Err(PassFailed { panic, ..PassFailed::of(pass, op) });
            }
        };
        state.analyses.invalidate(ir, op, &preserved);
        if !failed
            && self.options.verify_each
            && let Err(diagnostics) = verify(ir, op)
        {
            state.diagnostics.extend(diagnostics);
            failed = true;
        }
        if failed {
            self.call_hooks(ir, op, state, true, |i, site, out| {
                i.run_after_pass_failed(pass, site, out)
            });
            return Err(PassFailed::of(pass, op));
        }
        self.call_hooks(ir, op, state, true, |i, site, out| i.run_after_pass(pass, site, out));
        Ok(())
    }

    /// Runs `nested` on each op of its anchor directly inside `parent`.
    fn run_nested(
        &self,
        ir: &mut IrView,
        parent: Op,
        nested: &mut OpPassManager,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        let targets = match nested_targets(ir, parent, nested) {
            Ok(targets) => targets,
            Err(diagnostics) => {
                state.diagnostics.extend(diagnostics);
                let pass = nested.anchor_text().to_owned();
                return Err(PassFailed { pass, ..PassFailed::default() });
            }
        };
        self.run_each(ir, &targets, nested, state, Self::run_pipeline_then_compact)
    }

    /// Runs `pipeline` on `op` (a nested manager's target), then, when the
    /// run asks for it and no pass that runs pipelines itself is on the
    /// path (it may hold handles into `op`), compacts `op`'s body. The
    /// analyses cached in it go first: they name its old ids.
    fn run_pipeline_then_compact(
        &self,
        ir: &mut IrView,
        op: Op,
        pipeline: &mut OpPassManager,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        self.run_pipeline_on(ir, op, pipeline, state)?;
        let dynamic = state.path.iter().any(|step| matches!(step, PathStep::Dynamic(_)));
        if self.options.compact_bodies
            && !dynamic
            && let Some(body) = op.child_body(ir)
            && let Some(plan) = ir.compaction_plan(body)
        {
            state.analyses.invalidate(ir, op, &Preserved::default());
            ir.compact_body(plan);
        }
        Ok(())
    }

    /// Runs `run_one` with `pipeline` on each of `targets` (disjoint ops,
    /// isolated from above): in order on this thread, or on rayon's threads
    /// when threading is on and there are several. Every op is run; the
    /// first failure is returned.
    fn run_each(
        &self,
        ir: &mut IrView,
        targets: &[Op],
        pipeline: &mut OpPassManager,
        state: &mut RunState,
        run_one: RunOne,
    ) -> Result<(), PassFailed> {
        let threaded = self.threaded() && ir.ctx().multithreading();
        if !threaded || targets.len() < 2 || rayon::current_num_threads() < 2 {
            let mut first_failure = Ok(());
            for &target in targets {
                let result = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    run_one(self, ir, target, pipeline, state)
                });
                first_failure = first_failure.and(result);
            }
            return first_failure;
        }
        self.run_parallel(ir, targets, pipeline, state, run_one)
    }

    /// Runs `run_one` with a copy of `nested` on each of `targets` on
    /// rayon's threads.
    fn run_parallel(
        &self,
        ir: &mut IrView,
        targets: &[Op],
        nested: &mut OpPassManager,
        state: &mut RunState,
        run_one: RunOne,
    ) -> Result<(), PassFailed> {
        let pool = Mutex::new(CopyPool { template: nested.clone_for_thread(), free: Vec::new() });
        let caches = state.analyses.split_for(ir, targets);
        let path = state.path.clone();
        let (split, tasks) = ir.split_tasks(targets);
        let outcomes: Vec<_> = targets
            .par_iter()
            .zip(tasks.into_par_iter().zip(caches))
            .map_init(
                || split.empty_view(),
                |view, (&target, (task, analyses))| {
                    view.load_task(task);
                    let mut copy = pool.lock().take();
                    let mut task_state =
                        RunState { path: path.clone(), analyses, ..RunState::default() };
                    let outcome = catch_unwind(AssertUnwindSafe(|| {
                        run_one(self, view, target, &mut copy, &mut task_state)
                    }));
                    pool.lock().free.push(copy);
                    (view.unload_task(), task_state, outcome)
                },
            )
            .collect();
        let mut bodies = Vec::with_capacity(outcomes.len());
        let mut results = Vec::with_capacity(outcomes.len());
        for (task, task_state, outcome) in outcomes {
            bodies.push(task);
            results.push((task_state, outcome));
        }
        ir.rejoin_tasks(split, bodies);
        for copy in pool.into_inner().free {
            nested.add_statistics_of(&copy);
        }
        for (task_state, _) in &mut results {
            state.analyses.absorb(std::mem::take(&mut task_state.analyses));
        }
        let mut first_failure = Ok(());
        for (task_state, outcome) in results {
            let before = state.diagnostics.len();
            let output = task_state.output.into_iter().map(|(n, text)| (before + n, text));
            state.output.extend(output);
            state.diagnostics.extend(task_state.diagnostics);
            match outcome {
                Ok(result) => first_failure = first_failure.and(result),
                Err(panic) => resume_unwind(panic),
            }
        }
        first_failure
    }
}

/// How [`Executor::run_each`] runs a pipeline on one op: as a nested
/// manager's entries, or as a pipeline a pass runs itself.
type RunOne =
    fn(&Executor, &mut IrView, Op, &mut OpPassManager, &mut RunState) -> Result<(), PassFailed>;

/// The text of a panic's payload (`panic!`'s message), or a placeholder
/// for a payload of another type.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    match (payload.downcast_ref::<&str>(), payload.downcast_ref::<String>()) {
        (Some(text), _) => (*text).to_owned(),
        (_, Some(text)) => text.clone(),
        _ => "a pass panicked".to_owned(),
    }
}

/// The copies of a nested pass manager a parallel run hands its tasks:
/// one per task running at a time (a thread waiting in a nested parallel
/// run may start another task, so there can be more than threads).
struct CopyPool {
    /// A copy kept to make more from.
    template: OpPassManager,
    /// The copies no task holds.
    free: Vec<OpPassManager>,
}

impl CopyPool {
    /// A free copy, made when there is none.
    fn take(&mut self) -> OpPassManager {
        self.free.pop().unwrap_or_else(|| self.template.clone_for_thread())
    }
}

/// The ops directly inside `op`'s regions that `nested` runs on, or the
/// errors of those it cannot run on: an op of its anchor's name must be
/// registered and isolated from above; an op-agnostic manager skips the
/// ops it cannot run on, and those one of its passes does not accept.
fn nested_targets(ir: &IrView, op: Op, nested: &OpPassManager) -> Result<Vec<Op>, Vec<Diagnostic>> {
    let ctx = ir.ctx();
    let anchor = nested.anchor();
    let mut targets = Vec::new();
    let mut errors = Vec::new();
    for region in op.regions(ir) {
        for block in region.blocks(ir) {
            for target in block.ops(ir) {
                let op_name = target.name(ir);
                if anchor.is_some_and(|anchor| op_name.as_str(ctx) != anchor) {
                    continue;
                }
                let problem = match op_name.registered(ctx) {
                    None => Some("trying to schedule a pass on an unregistered operation"),
                    Some(_) if !op_name.is_isolated(ctx) => Some(
                        "trying to schedule a pass on an operation not marked as \
                         'IsolatedFromAbove'",
                    ),
                    Some(_) => None,
                };
                match problem {
                    Some(_) if anchor.is_none() => {}
                    Some(message) => errors.push(target.emit_op_error(ir, message)),
                    // An op-agnostic manager skips the ops one of its
                    // passes may not run on.
                    None if anchor.is_none() && !nested.passes_accept(ctx, op_name) => {}
                    None => targets.push(target),
                }
            }
        }
    }
    if errors.is_empty() { Ok(targets) } else { Err(errors) }
}
