//! What a pass is: a [`PassDefinition`] (its names, anchor, options and
//! statistics, which `#[pass]` generates) and a [`Pass`] (what it does).
//! The pass manager holds passes as `Box<dyn Pass>` and clones one per
//! thread for parallel runs; a clone counts its statistics from zero, and
//! the manager adds them back into the original when the run ends.
//!
//! A `PassDefinition` gives names, anchor, options printed back and described
//! for help texts, statistics and per-thread copies; a `Pass` is initialized
//! once per run (`initialize`) and run per op (`run`). `Statistic` is one
//! counter. `PassFailed` names the pass and op that failed, the first in op
//! order however many threads ran; a panic in a pass is caught and fails it,
//! with its message.

use crate::context::Context;
use crate::context::diagnostics::Diagnostic;
use crate::definitions::dialect_registry::DialectRegistry;
use crate::definitions::op_def::OpName;
use crate::ir::Op;

use super::option_value::PassOptionHelp;
use super::pass_context::PassContext;

/// The ops a pass runs on.
#[derive(Copy, Clone, Debug)]
pub enum PassAnchor {
    /// Any op (an op-agnostic pass, MLIR's `OperationPass<>`).
    Any,
    /// Ops of this name only (`func.func`).
    Name(&'static str),
    /// Any op the given check accepts (an op-agnostic pass restricted to
    /// ops with an interface); the string names the requirement in
    /// messages.
    Filtered(&'static str, fn(&Context, OpName) -> bool),
}

impl PassAnchor {
    /// Whether a pass so anchored may run on ops named `name`.
    pub fn accepts(&self, ctx: &Context, name: OpName) -> bool {
        match self {
            PassAnchor::Any => true,
            PassAnchor::Name(anchor) => name.as_str(ctx) == *anchor,
            PassAnchor::Filtered(_, check) => check(ctx, name),
        }
    }
}

/// A pass's static description and bookkeeping, which `#[pass]` generates
/// from the struct (its fields are the options). Object safe: the pass
/// manager holds `Box<dyn Pass>`.
pub trait PassDefinition: Send + 'static {
    /// The name pipelines use (`canonicalize`).
    fn argument(&self) -> &'static str;
    /// The pass's own name, as timing and IR dumps show it
    /// (`Canonicalizer`).
    fn name(&self) -> &'static str;
    /// One line saying what the pass does.
    fn summary(&self) -> &'static str {
        ""
    }
    /// What the pass does, at length (`#[pass]` takes the doc comment's
    /// paragraphs after the first line).
    fn description(&self) -> &'static str {
        ""
    }
    /// The ops the pass runs on.
    fn anchor(&self) -> PassAnchor {
        PassAnchor::Any
    }
    /// The options as a pipeline writes them inside `{…}` (empty when the
    /// pass has none): every option, with its current value.
    fn print_options(&self, _out: &mut String) {}
    /// The options as help texts list them (`--list-passes`), in
    /// declaration order.
    fn options_help(&self) -> Vec<PassOptionHelp> {
        Vec::new()
    }
    /// The statistics: name, description and value, in declaration order.
    fn statistics(&self) -> Vec<StatisticValue> {
        Vec::new()
    }
    /// Adds `values` (a clone's statistics, in the order of
    /// [`PassDefinition::statistics`]) into this pass's.
    fn add_statistics(&mut self, _values: &[u64]) {}
    /// Registers the dialects whose ops the pass creates.
    fn dependent_dialects(&self, _registry: &mut DialectRegistry) {}
    /// A copy for another thread, with the same options and initialized
    /// state and statistics at zero.
    fn clone_pass(&self) -> Box<dyn Pass>;
}

/// What a pass does. `initialize` runs once per pipeline run, before any
/// thread copies the pass (so what it prepares, such as frozen patterns,
/// is shared by the copies); `run` runs on each op the pass is scheduled on.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not implement `Pass`",
    label = "this `#[pass]` struct has no `impl Pass`",
    note = "write what the pass does: `impl Pass for {Self} {{ fn run(&mut self, cx: &mut \
            PassContext<'_>) {{ … }} }}`"
)]
pub trait Pass: PassDefinition {
    /// Prepares the pass for a run in `ctx`. A failure stops the pipeline
    /// before it starts.
    fn initialize(&mut self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// Runs the pass on `cx.op()`. Signal failure with
    /// [`PassContext::signal_failure`].
    fn run(&mut self, cx: &mut PassContext<'_>);
}

/// One statistic of a pass, as [`PassDefinition::statistics`] lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatisticValue {
    /// Its name (`num-cse'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count.
    pub value: u64,
}

/// A counter a pass keeps (a field of a `#[pass]` struct marked
/// `#[statistic]`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistic(pub u64);

impl Statistic {
    /// Adds `n`.
    pub fn add(&mut self, n: u64) {
        self.0 += n;
    }
    /// Adds one.
    pub fn increment(&mut self) {
        self.0 += 1;
    }
    /// The count.
    pub fn get(self) -> u64 {
        self.0
    }
}

/// A pass failed (or panicked). mlir-opt stops the pipeline and exits
/// with 1, printing only what the pass emitted; a crash reproducer names
/// the pass (by [`PassDefinition::name`]) and the op it failed on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassFailed {
    /// The failing pass's argument (`canonicalize`).
    pub pass: String,
    /// The failing pass's name (`Canonicalizer`); empty when no pass
    /// failed (a nested pipeline that could not be scheduled).
    pub pass_name: &'static str,
    /// The op the pass failed on: in a threaded run as in a serial one,
    /// the first failing op in op order.
    pub op: Option<Op>,
    /// The panic message when the pass panicked instead of failing.
    pub panic: Option<String>,
}

impl PassFailed {
    /// The failure of `pass` on `op`.
    pub fn of(pass: &dyn Pass, op: Op) -> PassFailed {
        PassFailed {
            pass: pass.argument().to_owned(),
            pass_name: pass.name(),
            op: Some(op),
            panic: None,
        }
    }
}
