//! The constant analysis of mlir-opt's `test-dead-code-analysis`: only
//! constant ops give constants (nothing is folded), every other result and
//! every block argument is "not one constant". Dead-code analysis reads it
//! to decide branches, so only conditions that are constant ops prune.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::dataflow::{ConstantValue, DataFlowAnalysis, ProgramPoint, SolverContext};
use mlir_core::ir::{Op, Value, WalkControl, WalkOrder};
use mlir_core::transforms::folding::fold_one_op::constant_of_op;

/// Constants from constant ops only.
#[derive(Default, Debug)]
pub struct ConstantOpsAnalysis;

impl ConstantOpsAnalysis {
    /// What the op after which `point` lies tells: its constant, or
    /// nothing of its results and of its regions' block arguments.
    fn visit_op(cx: &mut SolverContext<'_>, op: Op) {
        let ir = cx.ir();
        if let Some(value) = constant_of_op(ir, op) {
            let result = op.result(ir, 0);
            let known = ConstantValue::new(value, Some(op.name(ir)));
            cx.join_lattice(result, &known);
            return;
        }
        let mut unknown: Vec<Value> = op.results(ir).collect();
        for region in op.regions(ir) {
            for block in region.blocks(ir) {
                unknown.extend(block.args(ir));
            }
        }
        for value in unknown {
            cx.join_lattice(value, &ConstantValue::unknown());
        }
    }
}

impl DataFlowAnalysis for ConstantOpsAnalysis {
    fn initialize(&mut self, cx: &mut SolverContext<'_>, top: Op) -> Result<(), Diagnostic> {
        let mut ops = Vec::new();
        cx.ir().walk(top, WalkOrder::PostOrder, |_, op| {
            ops.push(op);
            WalkControl::Advance
        });
        for op in ops {
            Self::visit_op(cx, op);
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        if let Some(op) = point.prev_op() {
            Self::visit_op(cx, op);
        }
        Ok(())
    }
}
