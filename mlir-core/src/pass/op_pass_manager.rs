//! [`OpPassManager`]: a list of passes and nested pass managers anchored
//! on an op name (or any op), as MLIR nests them
//! (`builtin.module(func.func(cse),canonicalize)`), printed back in the
//! textual pipeline syntax and in `--dump-pass-pipeline`'s layout.
//!
//! `nest` adds a nested manager; passes given as flags nest implicitly on their
//! anchor, as mlir-opt's do, and a pass on the wrong ops fails with MLIR's
//! message.

use std::fmt;

use crate::context::Context;
use crate::context::diagnostics::Diagnostic;
use crate::definitions::op_def::OpName;
use crate::semantics::traits::OpNameConst;

use crate::pass::pass::{Pass, PassAnchor, StatisticValue};

/// One entry of a pass manager.
pub(crate) enum PassEntry {
    /// A pass run on the manager's op.
    Pass(Box<dyn Pass>),
    /// A pass manager run on each op of its anchor directly inside the
    /// manager's op's regions.
    Nested(OpPassManager),
}

/// Passes to run on ops of one name (or on any op), in order, with pass
/// managers nested on the ops inside.
pub struct OpPassManager {
    /// `None` for `any`.
    anchor: Option<String>,
    pub(crate) entries: Vec<PassEntry>,
    /// Whether [`OpPassManager::initialize`] ran (copies keep it): a
    /// pipeline run again and again on ops, as the inliner runs its
    /// pipelines, is initialized once.
    initialized: bool,
}

impl OpPassManager {
    /// A pass manager for ops named `anchor` (`"any"` for any op).
    pub fn new(anchor: &str) -> OpPassManager {
        let anchor = (anchor != "any").then(|| anchor.to_owned());
        OpPassManager { anchor, entries: Vec::new(), initialized: false }
    }

    /// A pass manager for any op.
    pub fn any() -> OpPassManager {
        OpPassManager { anchor: None, entries: Vec::new(), initialized: false }
    }

    /// A pass manager for ops of type `O`.
    pub fn on<O: OpNameConst>() -> OpPassManager {
        OpPassManager::new(O::NAME)
    }

    /// The op name the manager runs on (`None`: any op).
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The anchor as pipelines write it (`any` for any op).
    pub fn anchor_text(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    /// Adds a pass. A pass restricted to other ops than the manager's is
    /// reported when the pipeline is checked or run (see
    /// [`OpPassManager::check`]); [`OpPassManager::add_nesting`] nests it
    /// instead.
    pub fn add(&mut self, pass: impl Pass) -> &mut OpPassManager {
        self.add_boxed(Box::new(pass))
    }

    /// Adds a boxed pass.
    pub fn add_boxed(&mut self, pass: Box<dyn Pass>) -> &mut OpPassManager {
        self.initialized = false;
        self.entries.push(PassEntry::Pass(pass));
        self
    }

    /// Adds a pass, nesting it in a pass manager on its anchor when it is
    /// restricted to another op name than this manager's (mlir-opt's
    /// implicit nesting, used for passes given by their own flags).
    pub fn add_nesting(&mut self, pass: Box<dyn Pass>) -> &mut OpPassManager {
        match pass.anchor() {
            PassAnchor::Name(name) if self.anchor.as_deref() != Some(name) => {
                self.nest(name).add_boxed(pass);
                self
            }
            _ => self.add_boxed(pass),
        }
    }

    /// Appends a pass manager nested on ops named `anchor` (`"any"` for
    /// any op) and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.initialized = false;
        self.entries.push(PassEntry::Nested(OpPassManager::new(anchor)));
        match self.entries.last_mut() {
            Some(PassEntry::Nested(nested)) => nested,
            _ => unreachable!("a nested manager was just pushed"),
        }
    }

    /// Appends a pass manager nested on ops of type `O` and returns it.
    pub fn nest_on<O: OpNameConst>(&mut self) -> &mut OpPassManager {
        self.nest(O::NAME)
    }

    /// Appends a pass manager nested on any op and returns it.
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        self.nest("any")
    }

    /// The number of entries (passes and nested managers).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the manager holds nothing.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Checks that every pass may run on its manager's ops, with MLIR's
    /// message for one that may not.
    pub fn check(&self) -> Result<(), String> {
        for entry in &self.entries {
            match entry {
                PassEntry::Nested(nested) => nested.check()?,
                PassEntry::Pass(pass) => {
                    if let PassAnchor::Name(name) = pass.anchor()
                        && self.anchor.as_deref() != Some(name)
                    {
                        return Err(misplaced_pass_message(pass.as_ref(), self));
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks that every pass restricted to ops with an interface
    /// ([`PassAnchor::Filtered`]) in a manager on a registered op name
    /// may run on that op, with MLIR's message for one that may not.
    pub fn check_schedulable(&self, ctx: &Context) -> Result<(), String> {
        let anchor = self.anchor.as_deref().map(|name| ctx.op_name(name));
        for entry in &self.entries {
            match entry {
                PassEntry::Nested(nested) => nested.check_schedulable(ctx)?,
                PassEntry::Pass(pass) => {
                    if let Some(name) = anchor
                        && name.registered(ctx).is_some()
                        && !pass.anchor().accepts(ctx, name)
                    {
                        return Err(format!(
                            "unable to schedule pass '{}' on a PassManager intended to run on \
                             '{}'!",
                            pass.name(),
                            self.anchor_text()
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether every pass of the manager itself (not of the managers
    /// nested in it) may run on ops named `name` (an op-agnostic manager
    /// skips the ops some pass may not run on).
    pub(crate) fn passes_accept(&self, ctx: &Context, name: OpName) -> bool {
        self.entries.iter().all(|entry| match entry {
            PassEntry::Pass(pass) => pass.anchor().accepts(ctx, name),
            PassEntry::Nested(_) => true,
        })
    }

    /// Initializes every pass, in order (once per run, before threads
    /// copy them).
    pub fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        self.initialized = true;
        for entry in &mut self.entries {
            match entry {
                PassEntry::Pass(pass) => pass.initialize(ctx)?,
                PassEntry::Nested(nested) => nested.initialize(ctx)?,
            }
        }
        Ok(())
    }

    /// A copy for another thread: the same passes, with the same options
    /// and initialized state, and statistics at zero.
    pub(crate) fn clone_for_thread(&self) -> OpPassManager {
        let entries = self
            .entries
            .iter()
            .map(|entry| match entry {
                PassEntry::Pass(pass) => PassEntry::Pass(pass.clone_pass()),
                PassEntry::Nested(nested) => PassEntry::Nested(nested.clone_for_thread()),
            })
            .collect();
        OpPassManager { anchor: self.anchor.clone(), entries, initialized: self.initialized }
    }

    /// A copy with the same passes (as [`OpPassManager::clone_for_thread`]
    /// makes them) anchored on `anchor`: how a pipeline given without an
    /// anchor is run on ops of a name known later.
    pub(crate) fn clone_on(&self, anchor: &str) -> OpPassManager {
        OpPassManager { anchor: Some(anchor.to_owned()), ..self.clone_for_thread() }
    }

    /// Whether [`OpPassManager::initialize`] ran on it or on the manager
    /// it was copied from.
    pub fn is_initialized(&self) -> bool {
        self.initialized
    }

    /// Adds the statistics of `copy` (made by
    /// [`OpPassManager::clone_for_thread`]) into this manager's passes.
    pub(crate) fn add_statistics_of(&mut self, copy: &OpPassManager) {
        for (mine, theirs) in self.entries.iter_mut().zip(&copy.entries) {
            match (mine, theirs) {
                (PassEntry::Pass(mine), PassEntry::Pass(theirs)) => {
                    let values: Vec<u64> = theirs.statistics().iter().map(|s| s.value).collect();
                    mine.add_statistics(&values);
                }
                (PassEntry::Nested(mine), PassEntry::Nested(theirs)) => {
                    mine.add_statistics_of(theirs)
                }
                _ => {}
            }
        }
    }

    /// Every pass with its statistics, in pipeline order (depth first).
    pub fn statistics(&self) -> Vec<(&'static str, Vec<StatisticValue>)> {
        let mut out = Vec::new();
        self.collect_statistics(&mut out);
        out
    }

    fn collect_statistics(&self, out: &mut Vec<(&'static str, Vec<StatisticValue>)>) {
        for entry in &self.entries {
            match entry {
                PassEntry::Pass(pass) => out.push((pass.name(), pass.statistics())),
                PassEntry::Nested(nested) => nested.collect_statistics(out),
            }
        }
    }

    /// The pipeline in `--dump-pass-pipeline`'s layout: one entry per
    /// line, nested lists indented by two spaces, and a blank line after.
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.entries.len());
        self.dump_into(&mut out, 0);
        out.push_str("\n\n");
        out
    }

    fn dump_into(&self, out: &mut String, indent: usize) {
        out.push_str(&" ".repeat(indent));
        out.push_str(self.anchor_text());
        out.push_str("(\n");
        for (i, entry) in self.entries.iter().enumerate() {
            match entry {
                PassEntry::Pass(pass) => {
                    out.push_str(&" ".repeat(indent + 2));
                    out.push_str(pass.argument());
                    pass.print_options(out);
                }
                PassEntry::Nested(nested) => nested.dump_into(out, indent + 2),
            }
            out.push_str(if i + 1 < self.entries.len() { ",\n" } else { "\n" });
        }
        out.push_str(&" ".repeat(indent));
        out.push(')');
    }
}

/// MLIR's message for `pass`, restricted to other ops, added to `manager`.
pub(crate) fn misplaced_pass_message(pass: &dyn Pass, manager: &OpPassManager) -> String {
    let name = match pass.anchor() {
        PassAnchor::Name(name) => name,
        _ => "any",
    };
    format!(
        "Can't add pass '{}' restricted to '{name}' on a PassManager intended to run on '{}', did \
         you intend to nest?",
        pass.name(),
        manager.anchor_text()
    )
}

/// The textual pipeline: `anchor(pass{options},nested(…))`.
impl fmt::Display for OpPassManager {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}(", self.anchor_text())?;
        for (i, entry) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match entry {
                PassEntry::Pass(pass) => {
                    let mut options = String::new();
                    pass.print_options(&mut options);
                    write!(f, "{}{options}", pass.argument())?;
                }
                PassEntry::Nested(nested) => write!(f, "{nested}")?,
            }
        }
        f.write_str(")")
    }
}

impl fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OpPassManager({self})")
    }
}
