//! What MLIR's verifier says after `remove-dead-values` dropped the uses
//! of a value some op still needed (an op kept, using a value that went):
//! `null operand found` at the first such op of each isolated-from-above
//! op, in the order the verifier meets them, with the op shown as MLIR
//! shows it (`<<NULL VALUE>>` of type `<<NULL TYPE>>`) — unless the
//! verifier fails at an op it meets before that one (a branch left with
//! operands its block no longer takes), whose error is then reported.

use crate::asm::printer::print_op_with_null_operands;
use crate::context::diagnostics::{Diagnostic, Severity};
use crate::ir::{IrView, Op, Value, WalkControl, WalkOrder};

/// What the verifier reports on `top` with the uses of `nulls` (the
/// stand-ins of dropped uses still used) counting as null operands: for
/// each isolated-from-above op directly in `top`, in order, its first
/// failure.
pub(super) fn null_operand_errors(ir: &IrView, top: Op, nulls: &[Value]) -> Vec<Diagnostic> {
    let mut scopes = Vec::new();
    for region in top.regions(ir) {
        for block in region.blocks(ir) {
            scopes.extend(block.ops(ir).filter(|op| op.child_body(ir).is_some()));
        }
    }
    if scopes.is_empty() {
        scopes.push(top);
    }
    let mut errors = Vec::new();
    for scope in scopes {
        errors.extend(scope_errors(ir, scope, nulls));
    }
    errors
}

/// The first failure the verifier meets in `scope`: the first op using a
/// null operand, or an op before it that fails its own checks.
fn scope_errors(ir: &IrView, scope: Op, nulls: &[Value]) -> Vec<Diagnostic> {
    let mut order = Vec::new();
    ir.walk(scope, WalkOrder::PreOrder, |_, op| {
        order.push(op);
        WalkControl::Advance
    });
    let first_null = order.iter().position(|&op| op.operands(ir).any(|v| nulls.contains(&v)));
    let verified = crate::verify::verify(ir, scope).err().unwrap_or_default();
    let Some(null_at) = first_null else { return verified };
    // The op the verifier failed at, found by its location.
    let failed_at = verified
        .first()
        .and_then(|diagnostic| order.iter().position(|&op| op.loc(ir) == diagnostic.loc));
    if failed_at.is_some_and(|at| at < null_at) {
        return verified;
    }
    vec![error_at(ir, order[null_at], nulls)]
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
