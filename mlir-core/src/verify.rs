//! Verification after parsing. Today this covers what the parser leaves
//! for the verifier: uses of values across an isolation boundary, reported
//! as mlir-opt reports them ("using value defined outside the region", with
//! the op printed generically and the isolated op as a note). The full
//! verifier (traits, dominance, symbols) builds on this module.

use crate::asm::parser::ParsedFile;
use crate::asm::printer::print_op_for_diagnostic;
use crate::diag::Diagnostic;
use crate::ir::{IrView, Op, WalkControl, WalkOrder};

/// Checks a freshly parsed file; returns the first error in op order.
pub fn verify_parsed(file: &ParsedFile, debug_info: bool) -> Result<(), Diagnostic> {
    if file.cross_uses.is_empty() {
        return Ok(());
    }
    let ir: &IrView = &file.ir;
    let placeholders: Vec<_> = file.cross_uses.iter().map(|c| c.placeholder).collect();
    let mut first: Option<Op> = None;
    ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if op.operands(ir).any(|v| placeholders.contains(&v)) {
            first = Some(op);
            return WalkControl::Interrupt;
        }
        WalkControl::Advance
    });
    let Some(user) = first else { return Ok(()) };
    let ctx = ir.ctx();
    let name = user.name(ir).as_str(ctx).to_owned();
    let mut d = Diagnostic::error(user.loc(ir), format!("'{name}' op using value defined outside the region"));
    let printed = print_op_for_diagnostic(ir, user, debug_info);
    let sep = if printed.contains('\n') { "\n" } else { "" };
    d = d.with_note(user.loc(ir), format!("see current operation: {sep}{printed}"));
    // The isolated op whose body holds the placeholder.
    let body = ir.body(user.body);
    if let Some((pb, pop)) = body.parent {
        let iso = Op { body: pb, id: pop };
        d = d.with_note(iso.loc(ir), "required by region isolation constraints");
    }
    Err(d)
}
