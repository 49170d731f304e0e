//! `test-memref-dependence-check` (mlir-opt's `TestMemRefDependenceCheck`):
//! for every ordered pair of `affine.load`/`affine.store` ops, numbered in
//! walk order, and every depth from 1 to one past their common loops, a
//! remark on the source: `dependence from i to j at depth d = …`, the
//! answer `false`, `true` (past the common loops) or the range of the
//! distance in each common loop; an error when the analysis fails.

use mlir_core::asm::printer::{PrintOptions, print_op_alone};
use mlir_core::context::diagnostics::{Diagnostic, Severity};
use mlir_core::ir::{IrView, Op};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;
use mlir_dialects::affine::analysis::{
    DependenceResult, MemRefAccess, check_memref_access_dependence, format_components,
    num_common_surrounding_loops,
};

/// Checks dependences between all pairs of memref accesses.
#[pass(
    argument = "test-memref-dependence-check",
    name = "(anonymous namespace)::TestMemRefDependenceCheck",
    summary = "Checks dependences between all pairs of memref accesses."
)]
#[derive(Debug)]
pub struct TestMemRefDependenceCheck;

impl Pass for TestMemRefDependenceCheck {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let top = cx.op();
        let accesses = super::affine_accesses(cx, top);
        let mut diagnostics = Vec::new();
        for (i, &src_op) in accesses.iter().enumerate() {
            for (j, &dst_op) in accesses.iter().enumerate() {
                check_pair(cx, src_op, dst_op, (i, j), &mut diagnostics);
            }
        }
        for diagnostic in diagnostics {
            cx.emit(diagnostic);
        }
        cx.mark_all_preserved();
    }
}

/// The remarks (or errors) of one ordered pair at every depth.
fn check_pair(
    ir: &IrView,
    src_op: Op,
    dst_op: Op,
    (i, j): (usize, usize),
    out: &mut Vec<Diagnostic>,
) {
    let (Some(src), Some(dst)) = (MemRefAccess::new(ir, src_op), MemRefAccess::new(ir, dst_op))
    else {
        return;
    };
    let num_common = num_common_surrounding_loops(ir, src_op, dst_op);
    for depth in 1..=num_common + 1 {
        let mut components = Vec::new();
        let result = check_memref_access_dependence(ir, &src, &dst, depth, Some(&mut components));
        let diagnostic = match result {
            DependenceResult::Failure => {
                src_op.emit(ir, Severity::Error, "dependence check failed".to_string())
            }
            _ => {
                let answer = if result == DependenceResult::NoDependence {
                    "false".to_string()
                } else if components.is_empty() || depth > num_common {
                    "true".to_string()
                } else {
                    format_components(&components)
                };
                let message = format!("dependence from {i} to {j} at depth {depth} = {answer}");
                remark(ir, src_op, message)
            }
        };
        out.push(diagnostic);
    }
}

/// A remark at `op` with the `see current operation` note in the custom
/// form, as MLIR's `emitRemark` writes it (errors show the generic form).
fn remark(ir: &IrView, op: Op, message: String) -> Diagnostic {
    let loc = op.loc(ir);
    let mut diagnostic = Diagnostic::remark(loc, message);
    if ir.ctx().print_op_on_diagnostic() {
        let printed = print_op_alone(ir, op, &PrintOptions::new());
        diagnostic = diagnostic.with_note(loc, format!("see current operation: {printed}"));
    }
    diagnostic
}
