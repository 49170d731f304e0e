//! Diagnostics about an op: `emit_error` and `emit_op_error` build an error
//! at the op's location and, as MLIR does when the context asks for it,
//! attach the `see current operation: …` note with the op printed in the
//! generic form at the moment of the error. The printer, a layer above,
//! gives each context the function that writes the op
//! ([`Context::set_op_text_hook`], called by `Context::new`).

use crate::context::Context;
use crate::context::diagnostic_engine::DiagnosticBuilder;
use crate::context::diagnostics::{Diagnostic, Severity};
use crate::ir::{IrView, Op};

/// Writes an op in the generic form with local scope, as the `see current
/// operation` note shows it (the flag: with locations).
pub type OpTextFn = fn(&IrView, Op, bool) -> String;

impl Context {
    /// Gives the context the printer's op writer (`Context::new` does).
    pub(crate) fn set_op_text_hook(&mut self, hook: OpTextFn) {
        self.op_text_hook = Some(Box::new(hook));
    }
}

/// An op as the `see current operation` note shows it.
pub(crate) fn print_op_for_diagnostic(ir: &IrView, op: Op, debug_info: bool) -> String {
    let hook = ir.ctx().op_text_hook.as_ref().and_then(|h| h.downcast_ref::<OpTextFn>());
    match hook {
        Some(hook) => hook(ir, op, debug_info),
        // Only a context made without `Context::new` lacks the printer.
        None => format!("\"{}\"", op.name(ir).as_str(ir.ctx())),
    }
}

impl DiagnosticBuilder<'_> {
    /// Appends an op in the generic form, as in `see current operation`.
    pub fn op(self, ir: &IrView, op: Op) -> Self {
        let text = print_op_for_diagnostic(ir, op, false);
        self.text(&text)
    }
}

impl Op {
    /// An error at the op's location, with the `see current operation` note.
    pub fn emit_error(self, ir: &IrView, message: impl Into<String>) -> Diagnostic {
        self.emit(ir, Severity::Error, message.into())
    }

    /// An error prefixed with `'<op name>' op `, as MLIR's `emitOpError`.
    pub fn emit_op_error(self, ir: &IrView, message: impl AsRef<str>) -> Diagnostic {
        let prefixed = format!("'{}' op {}", self.name(ir).as_str(ir.ctx()), message.as_ref());
        self.emit(ir, Severity::Error, prefixed)
    }

    /// A diagnostic of any severity at the op's location, with the note.
    pub fn emit(self, ir: &IrView, severity: Severity, message: String) -> Diagnostic {
        let ctx = ir.ctx();
        let loc = self.loc(ir);
        let mut diag = Diagnostic { severity, loc, message, notes: Vec::new() };
        if ctx.print_op_on_diagnostic() {
            let printed = print_op_for_diagnostic(ir, self, ctx.debug_info_in_op_notes());
            // A multi-line op starts on the line after the note's text.
            let sep = if printed.contains('\n') { "\n" } else { "" };
            diag = diag.with_note(loc, format!("see current operation: {sep}{printed}"));
        }
        diag
    }
}
