//! `test-affine-access-analysis` (mlir-opt's `TestAccessAnalysis`): for
//! each `affine.load`/`affine.store` and each `affine.for` around it,
//! outermost first (numbered from 0), a remark `contiguous along loop d`
//! when only the innermost subscript varies along the loop, and
//! `invariant along loop d` when no subscript uses it (each message ends
//! with a newline, as upstream's).

use mlir_core::asm::printer::{PrintOptions, print_op_alone};
use mlir_core::context::diagnostics::{Diagnostic, Severity};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;
use mlir_dialects::affine::ForOp;
use mlir_dialects::affine::analysis::{
    AccessAlongLoop, MemRefAccess, access_along_loop, is_invariant_access,
};

/// Tests affine memory access analysis utility
#[pass(
    argument = "test-affine-access-analysis",
    name = "(anonymous namespace)::TestAccessAnalysis",
    summary = "Tests affine memory access analysis utility"
)]
#[derive(Debug)]
pub struct TestAccessAnalysis;

impl Pass for TestAccessAnalysis {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let top = cx.op();
        let accesses = super::affine_accesses(cx, top);
        let mut diagnostics = Vec::new();
        for op in accesses {
            describe(cx, op, &mut diagnostics);
        }
        for diagnostic in diagnostics {
            cx.emit(diagnostic);
        }
        cx.mark_all_preserved();
    }
}

/// The remarks of one access along each loop around it.
fn describe(ir: &IrView, op: Op, out: &mut Vec<Diagnostic>) {
    let Some(access) = MemRefAccess::new(ir, op) else { return };
    let mut loops = Vec::new();
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if let Some(for_op) = ForOp::try_from_op(ir, parent) {
            loops.push(for_op);
        }
        current = parent.parent_op(ir);
    }
    loops.reverse();
    for (d, for_op) in loops.into_iter().enumerate() {
        let Some(iv) = for_op.induction_var(ir) else { continue };
        match access_along_loop(ir, iv, &access) {
            None => {
                let message = "NYI: non-trivial layout map".to_string();
                out.push(op.emit(ir, Severity::Error, message));
            }
            Some(AccessAlongLoop::VaryingIn(0)) => {
                out.push(remark(ir, op, format!("contiguous along loop {d}\n")));
            }
            Some(_) => {}
        }
        if is_invariant_access(ir, iv, &access) {
            out.push(remark(ir, op, format!("invariant along loop {d}\n")));
        }
    }
}

/// A remark at `op` with the `see current operation` note in the custom
/// form, as MLIR's `emitRemark` writes it.
fn remark(ir: &IrView, op: Op, message: String) -> Diagnostic {
    let loc = op.loc(ir);
    let mut diagnostic = Diagnostic::remark(loc, message);
    if ir.ctx().print_op_on_diagnostic() {
        let printed = print_op_alone(ir, op, &PrintOptions::new());
        diagnostic = diagnostic.with_note(loc, format!("see current operation: {printed}"));
    }
    diagnostic
}
