//! [`AsmState`]: the names of the values and blocks below an op, taken
//! once and kept, to print ops within it later as they were named then
//! (MLIR's `AsmState`). A pass that writes ops into messages while it
//! changes the IR takes one before its first change, so each message
//! names values as the IR it started from did.

use std::sync::Arc;

use crate::asm::printer::{AsmPrinter, Mode, PrintOptions, SsaNames};
use crate::ir::{IrView, Op};

/// The naming of the IR below a root op at one moment, and the printing
/// options to print its ops with.
pub struct AsmState {
    names: Arc<SsaNames>,
    opts: PrintOptions,
}

impl AsmState {
    /// Names the values and blocks below `root` (and its results) as
    /// printing `root` with `opts` would now name them.
    pub fn new(ir: &IrView, root: Op, opts: &PrintOptions) -> AsmState {
        let names = Arc::new(SsaNames::compute(ir, &[root], opts.generic));
        AsmState { names, opts: opts.clone() }
    }

    /// The options ops print with.
    pub fn options(&self) -> &PrintOptions {
        &self.opts
    }

    /// Prints `op`, one of the ops below the root when the state was
    /// taken, as MLIR's `Operation::print` with this state does: at no
    /// indentation, its location when the options print locations, every
    /// attribute and type written inline (no aliases), its values under
    /// the names taken then. A value defined since prints as
    /// `<<UNKNOWN SSA VALUE>>`.
    pub fn print_op(&self, ir: &IrView, op: Op) -> String {
        let opts = PrintOptions { local_scope: true, ..self.opts.clone() };
        let mut p = AsmPrinter::new(ir, opts, Mode::Print);
        p.aliases.disabled = true;
        p.names = Arc::clone(&self.names);
        p.print_op(op);
        p.out
    }
}
