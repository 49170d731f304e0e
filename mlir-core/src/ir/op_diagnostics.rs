//! Diagnostics about an op: `emit_error` and `emit_op_error` build an error
//! at the op's location and, as MLIR does when the context asks for it,
//! attach the `see current operation: …` note with the op printed in the
//! generic form at the moment of the error.

use crate::asm::printer::print_op_for_diagnostic;
use crate::diag::{Diagnostic, Severity};
use crate::ir::{IrView, Op};

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
