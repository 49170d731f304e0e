//! Running pass managers. A pass runs on its manager's op; a nested
//! manager runs on every op of its anchor directly inside that op's
//! regions — on rayon threads when threading is on and there are several,
//! each thread with its own copy of the nested passes and each op's
//! bodies moved into the view of its task (`ir::tasks`), so the borrow
//! checker enforces MLIR's rule that a pass touches its op only.
//!
//! A threaded run gives what a serial one gives: the tasks' diagnostics
//! are merged in op order and cut after the first failing op (a serial run
//! stops there), and the copies' statistics are added back in.

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};

use parking_lot::Mutex;
use rayon::prelude::*;

use crate::diag::Diagnostic;
use crate::ir::{IrView, Op};
use crate::verify::verify;

use super::manager::{OpPassManager, PassEntry};
use super::pass::{Pass, PassAnchor, PassFailed};
use super::pass_context::PassContext;

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
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions { threading: true, threads: None, verify_each: true }
    }
}

/// What a run accumulates besides the IR.
#[derive(Default)]
pub(crate) struct RunState {
    /// Diagnostics, in the order a serial run emits them.
    pub(crate) diagnostics: Vec<Diagnostic>,
}

/// Runs pass managers with one set of options.
pub(crate) struct Executor {
    options: RunOptions,
}

impl Executor {
    pub(crate) fn new(options: RunOptions) -> Executor {
        Executor { options }
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
        for entry in &mut pipeline.entries {
            match entry {
                PassEntry::Pass(pass) => self.run_pass(ir, op, pass.as_mut(), state)?,
                PassEntry::Nested(nested) => self.run_nested(ir, op, nested, state)?,
            }
        }
        Ok(())
    }

    /// Runs one pass on `op`, then verifies `op` when asked to.
    fn run_pass(
        &self,
        ir: &mut IrView,
        op: Op,
        pass: &mut dyn Pass,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        if let PassAnchor::Filtered(..) = pass.anchor()
            && !pass.anchor().accepts(ir.ctx(), op.name(ir))
        {
            return Ok(());
        }
        let failed = {
            let mut cx = PassContext { ir: &mut *ir, op, failed: false, state, executor: self };
            pass.run(&mut cx);
            cx.failed
        };
        let failure = || PassFailed { pass: pass.argument().to_owned() };
        if failed {
            return Err(failure());
        }
        if self.options.verify_each
            && let Err(diagnostics) = verify(ir, op)
        {
            state.diagnostics.extend(diagnostics);
            return Err(failure());
        }
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
        let targets = match nested_targets(ir, parent, nested.anchor()) {
            Ok(targets) => targets,
            Err(diagnostics) => {
                state.diagnostics.extend(diagnostics);
                return Err(PassFailed { pass: nested.anchor_text().to_owned() });
            }
        };
        let threaded = self.threaded() && ir.ctx().multithreading();
        if !threaded || targets.len() < 2 || rayon::current_num_threads() < 2 {
            for target in targets {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    self.run_pipeline_on(ir, target, nested, state)
                })?;
            }
            return Ok(());
        }
        self.run_parallel(ir, &targets, nested, state)
    }

    /// Runs `nested` on each of `targets` on rayon's threads.
    fn run_parallel(
        &self,
        ir: &mut IrView,
        targets: &[Op],
        nested: &mut OpPassManager,
        state: &mut RunState,
    ) -> Result<(), PassFailed> {
        let pool = Mutex::new(CopyPool { template: nested.clone_for_thread(), free: Vec::new() });
        let (split, tasks) = ir.split_tasks(targets);
        let outcomes: Vec<_> = targets
            .par_iter()
            .zip(tasks)
            .map_init(
                || split.empty_view(),
                |view, (&target, task)| {
                    view.load_task(task);
                    let mut copy = pool.lock().take();
                    let mut task_state = RunState::default();
                    let outcome = catch_unwind(AssertUnwindSafe(|| {
                        self.run_pipeline_on(view, target, &mut copy, &mut task_state)
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
        for (task_state, outcome) in results {
            state.diagnostics.extend(task_state.diagnostics);
            match outcome {
                Ok(Ok(())) => {}
                Ok(Err(failure)) => return Err(failure),
                Err(panic) => resume_unwind(panic),
            }
        }
        Ok(())
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

/// The ops directly inside `op`'s regions that a manager anchored on
/// `anchor` (`None`: any op) runs on, or the errors of those it cannot run
/// on: an op of the anchor's name must be registered and isolated from
/// above; `any` skips the ops it cannot run on.
fn nested_targets(ir: &IrView, op: Op, anchor: Option<&str>) -> Result<Vec<Op>, Vec<Diagnostic>> {
    let ctx = ir.ctx();
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
                    None => targets.push(target),
                }
            }
        }
    }
    if errors.is_empty() { Ok(targets) } else { Err(errors) }
}
