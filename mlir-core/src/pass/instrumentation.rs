//! Pass instrumentation: hooks the executor calls around every pass, every
//! nested pipeline and every analysis it computes, on whatever thread runs
//! them (MLIR's `PassInstrumentation`). Instrumentations are shared (`&`)
//! by all threads, so they keep their state behind locks or atomics.
//!
//! Hooks that print get a buffer of the task they run in: the executor
//! merges the buffers of a threaded run in op order, as it merges
//! diagnostics, so the output is the one a serial run gives.
//!
//! The built-in instrumentations: [`PassTiming`](super::timing::PassTiming)
//! (`--mlir-timing`) and [`IrPrinting`](super::ir_printing::IrPrinting)
//! (`--mlir-print-ir-…`).

use std::sync::Arc;

use crate::ir::{IrView, Op};

use super::pass::Pass;

/// One step of a position in the pipeline.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum PathStep {
    /// The entry at this index of the enclosing pipeline.
    Entry(usize),
    /// A pipeline the pass at the previous step ran itself
    /// (`PassContext::run_pipeline`), by its anchor (`func.func`).
    Dynamic(Arc<str>),
}

/// An entry as its index, a pass's own pipeline as its quoted anchor.
impl std::fmt::Debug for PathStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PathStep::Entry(index) => write!(f, "{index}"),
            PathStep::Dynamic(anchor) => write!(f, "'{anchor}'"),
        }
    }
}

/// Where a hook fires: the op, the IR it can be read through, and the
/// position of the pass or nested pipeline in the pipeline (the entries
/// from the top-level manager down; a pipeline a pass runs with
/// `run_pipeline` continues the path of that pass with a
/// [`PathStep::Dynamic`] step).
#[derive(Clone, Copy)]
pub struct HookSite<'a> {
    /// The op the pass runs on (the parent op, for a nested pipeline).
    pub op: Op,
    /// The IR as the pass sees it.
    pub ir: &'a IrView,
    /// The entry's position in the pipeline.
    pub path: &'a [PathStep],
}

/// Hooks around passes, nested pipelines and analyses. Every method has
/// an empty default.
pub trait PassInstrumentation: Send + Sync {
    /// Before a nested pipeline (anchored on `anchor`) runs on the ops
    /// inside `site.op`, once for all of them, on the parent's thread; or
    /// before a pass runs a pipeline itself on `site.op` (the path then
    /// ends in [`PathStep::Dynamic`]).
    fn run_before_pipeline(&self, _anchor: &str, _site: &HookSite<'_>) {}
    /// After a nested pipeline ran on the ops inside `site.op` (also when
    /// it failed).
    fn run_after_pipeline(&self, _anchor: &str, _site: &HookSite<'_>) {}
    /// Before `pass` runs on `site.op`; text written to `out` goes to the
    /// run's output in serial order.
    fn run_before_pass(&self, _pass: &dyn Pass, _site: &HookSite<'_>, _out: &mut String) {}
    /// After `pass` ran on `site.op` successfully (before verification).
    fn run_after_pass(&self, _pass: &dyn Pass, _site: &HookSite<'_>, _out: &mut String) {}
    /// After `pass` signaled failure on `site.op`.
    fn run_after_pass_failed(&self, _pass: &dyn Pass, _site: &HookSite<'_>, _out: &mut String) {}
    /// Before the analysis named `name` is computed for `op` (`site` is the
    /// pass asking for it).
    fn run_before_analysis(&self, _name: &'static str, _op: Op, _site: &HookSite<'_>) {}
    /// After the analysis named `name` was computed for `op`.
    fn run_after_analysis(&self, _name: &'static str, _op: Op, _site: &HookSite<'_>) {}
}

/// The instrumentations of a run: before-hooks are called in the order
/// they were added, after-hooks in reverse, as MLIR does (so the first
/// added wraps the others).
#[derive(Clone, Default)]
pub(crate) struct Instrumentations {
    list: Vec<Arc<dyn PassInstrumentation>>,
}

impl Instrumentations {
    /// Adds one.
    pub(crate) fn push(&mut self, instrumentation: Arc<dyn PassInstrumentation>) {
        self.list.push(instrumentation);
    }

    /// Whether there is none (the executor then skips building sites).
    pub(crate) fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Each instrumentation, in order of addition.
    pub(crate) fn iter(&self) -> impl DoubleEndedIterator<Item = &dyn PassInstrumentation> {
        self.list.iter().map(|i| &**i)
    }
}
