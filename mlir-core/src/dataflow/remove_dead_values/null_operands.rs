//! What MLIR's verifier says after `remove-dead-values` dropped the uses
//! of a value some op still needed (an op kept, using a value that went):
//! `null operand found` at the first such op of each isolated-from-above
//! op, in the order the verifier meets them, with the op shown as MLIR
//! shows it (`<<NULL VALUE>>` of type `<<NULL TYPE>>`).

use crate::asm::printer::print_op_with_null_operands;
use crate::context::diagnostics::{Diagnostic, Severity};
use crate::ir::{IrView, Op, Value, WalkControl, WalkOrder};

/// The errors for the uses of `nulls` (the stand-ins of dropped uses still
/// used), one per isolated-from-above op holding some, in pre-order.
pub(super) fn null_operand_errors(ir: &IrView, top: Op, nulls: &[Value]) -> Vec<Diagnostic> {
    let mut reported_scopes: Vec<Option<Op>> = Vec::new();
    let mut errors = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |ir, op| {
        if !op.operands(ir).any(|v| nulls.contains(&v)) {
            return WalkControl::Advance;
        }
        let scope = isolated_scope(ir, op);
        if reported_scopes.contains(&scope) {
            return WalkControl::Advance;
        }
        reported_scopes.push(scope);
        errors.push(error_at(ir, op, nulls));
        WalkControl::Advance
    });
    errors
}

/// The nearest isolated-from-above op holding `op` (its own verification
/// unit in MLIR).
fn isolated_scope(ir: &IrView, op: Op) -> Option<Op> {
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if parent.child_body(ir).is_some() {
            return Some(parent);
        }
        current = parent.parent_op(ir);
    }
    None
}

/// `null operand found` at `op`, with the note MLIR attaches.
fn error_at(ir: &IrView, op: Op, nulls: &[Value]) -> Diagnostic {
    let ctx = ir.ctx();
    let loc = op.loc(ir);
    let mut diagnostic = Diagnostic {
        severity: Severity::Error,
        loc,
        message: "null operand found".to_owned(),
        notes: Vec::new(),
    };
    if ctx.print_op_on_diagnostic() {
        let printed = print_op_with_null_operands(ir, op, nulls, ctx.debug_info_in_op_notes());
        let separator = if printed.contains('\n') { "\n" } else { "" };
        let note = format!("see current operation: {separator}{printed}");
        diagnostic = diagnostic.with_note(loc, note);
    }
    diagnostic
}
