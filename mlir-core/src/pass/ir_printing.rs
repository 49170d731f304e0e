//! [`IrPrinting`]: the instrumentation behind `--mlir-print-ir-before`,
//! `-after`, their `-all` forms, `-after-change`, `-after-failure` and
//! `-module-scope`. Each dump is a header naming the pass, then the op
//! (or, with module scope, the top-level op) as mlir-opt 22 prints it,
//! then a blank line. Dumps go to the run's output, so a threaded run
//! shows them in the order of a serial run.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use parking_lot::Mutex;
use rustc_hash::FxHashMap;

use crate::asm::printer::{PrintOptions, print_op_alone, print_op_for_diagnostic};
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::symbol_name;

use super::instrumentation::{HookSite, PassInstrumentation};
use super::pass::Pass;

/// Which passes a dump is printed for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassSelection {
    /// None.
    #[default]
    None,
    /// Every pass (`-all`).
    All,
    /// The passes with these arguments (`cse`).
    Only(Vec<String>),
}

impl PassSelection {
    fn selects(&self, pass: &dyn Pass) -> bool {
        match self {
            PassSelection::None => false,
            PassSelection::All => true,
            PassSelection::Only(arguments) => arguments.iter().any(|a| a == pass.argument()),
        }
    }
}

/// What [`IrPrinting`] prints, mlir-opt's flags as fields.
#[derive(Clone, Debug, Default)]
pub struct IrPrintingConfig {
    /// Passes to dump the IR before.
    pub before: PassSelection,
    /// Passes to dump the IR after.
    pub after: PassSelection,
    /// Dump after a pass only when it changed the op.
    pub after_only_on_change: bool,
    /// Dump after a pass only when it failed (then after every failing
    /// pass, selected or not).
    pub after_only_on_failure: bool,
    /// Dump the top-level op instead of the pass's op (mlir-opt requires
    /// threading off for it: a task cannot see its siblings).
    pub module_scope: bool,
    /// How ops are printed (the run's `--mlir-print-…` flags).
    pub print: PrintOptions,
}

/// The IR printing instrumentation.
pub struct IrPrinting {
    config: IrPrintingConfig,
    /// With `after_only_on_change`: each running pass's op's fingerprint
    /// from before it ran (a stack: a pass may run a pipeline on its op).
    fingerprints: Mutex<FxHashMap<Op, Vec<u64>>>,
}

impl IrPrinting {
    /// An instrumentation printing as `config` says.
    pub fn new(config: IrPrintingConfig) -> IrPrinting {
        IrPrinting { config, fingerprints: Mutex::new(FxHashMap::default()) }
    }

    /// Writes one dump of `site.op` headed by `what` (`Before CSE (cse)`).
    fn dump(&self, what: &str, site: &HookSite<'_>, out: &mut String) {
        let (ir, op) = (site.ir, site.op);
        out.push_str("// -----// IR Dump ");
        out.push_str(what);
        let printed = if self.config.module_scope {
            out.push_str(&format!(" ('{}' operation", op.name(ir).as_str(ir.ctx())));
            if let Some(name) = symbol_name(ir, op) {
                out.push_str(&format!(": @{name}"));
            }
            out.push(')');
            print_op_alone(ir, top_level(ir, op), &self.config.print)
        } else {
            print_op_alone(ir, op, &self.config.print)
        };
        out.push_str(" //----- //\n");
        out.push_str(&printed);
        out.push_str("\n\n");
    }
}

/// The op at the top of `op`'s ancestors.
fn top_level(ir: &IrView, op: Op) -> Op {
    let mut top = op;
    while let Some(parent) = top.parent_op(ir) {
        top = parent;
    }
    top
}

/// A hash of everything printed of `op` (generic form, locations), which
/// changes when a pass changes the op.
fn fingerprint(ir: &IrView, op: Op) -> u64 {
    let mut hasher = DefaultHasher::new();
    print_op_for_diagnostic(ir, op, true).hash(&mut hasher);
    hasher.finish()
}

/// The header's pass part: `CSE (cse)`.
fn pass_title(pass: &dyn Pass) -> String {
    format!("{} ({})", pass.name(), pass.argument())
}

impl PassInstrumentation for IrPrinting {
    fn run_before_pass(&self, pass: &dyn Pass, site: &HookSite<'_>, out: &mut String) {
        if self.config.after_only_on_change && self.config.after.selects(pass) {
            let print = fingerprint(site.ir, site.op);
            self.fingerprints.lock().entry(site.op).or_default().push(print);
        }
        if self.config.before.selects(pass) {
            self.dump(&format!("Before {}", pass_title(pass)), site, out);
        }
    }

    fn run_after_pass(&self, pass: &dyn Pass, site: &HookSite<'_>, out: &mut String) {
        if self.config.after_only_on_failure || !self.config.after.selects(pass) {
            return;
        }
        if self.config.after_only_on_change {
            let before = self.fingerprints.lock().get_mut(&site.op).and_then(Vec::pop);
            if before == Some(fingerprint(site.ir, site.op)) {
                return;
            }
        }
        self.dump(&format!("After {}", pass_title(pass)), site, out);
    }

    fn run_after_pass_failed(&self, pass: &dyn Pass, site: &HookSite<'_>, out: &mut String) {
        if self.config.after_only_on_change && self.config.after.selects(pass) {
            self.fingerprints.lock().get_mut(&site.op).and_then(Vec::pop);
        }
        if self.config.after_only_on_failure || self.config.after.selects(pass) {
            let what = format!("After {} Failed ({})", pass.name(), pass.argument());
            self.dump(&what, site, out);
        }
    }
}
