//! [`SparseConstantPropagation`] (MLIR's `SparseConstantPropagation`): a
//! sparse forward analysis whose transfer function is folding. An op whose
//! operands are all initialized is folded as if they held what is known
//! of them (constants, or nothing); a fold to attributes makes its results
//! those constants, a fold to values makes them what is known of the
//! values. An op that does not fold, folds in place, or has regions makes
//! its results "not one constant".

use crate::context::diagnostics::Diagnostic;
use crate::dataflow::constant_value::ConstantValue;
use crate::dataflow::solver::SolverContext;
use crate::dataflow::sparse_forward::{SparseForwardAnalysis, set_all_to_entry_states};
use crate::ir::{IrView, Op, Value};
use crate::rewrite::OpFoldResult;
use crate::transforms::folding::fold_one_op::simulate_fold;

/// Constant propagation by folding. Load it wrapped in
/// [`SparseForward`](crate::dataflow::SparseForward), after
/// [`DeadCodeAnalysis`](crate::dataflow::DeadCodeAnalysis).
#[derive(Default, Debug)]
pub struct SparseConstantPropagation;

impl SparseForwardAnalysis for SparseConstantPropagation {
    type Value = ConstantValue;

    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        operands: &[ConstantValue],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        // Folding an op with regions could change them: not simulated.
        if op.num_regions(cx.ir()) > 0 {
            set_all_to_entry_states(self, cx, results);
            return Ok(());
        }
        if operands.iter().any(ConstantValue::is_uninitialized) {
            return Ok(());
        }
        let constants: Vec<_> = operands.iter().map(ConstantValue::constant).collect();
        let Some(folded) = simulate_fold(cx.ir_mut(), op, &constants) else {
            set_all_to_entry_states(self, cx, results);
            return Ok(());
        };
        let name = op.name(cx.ir());
        for (&result, folded) in results.iter().zip(folded) {
            let known = match folded {
                OpFoldResult::Attr(value) => ConstantValue::new(value, Some(name)),
                OpFoldResult::Value(value) => cx.lattice::<ConstantValue>(value),
            };
            cx.join_lattice(result, &known);
        }
        Ok(())
    }

    fn entry_state(&self, _ir: &IrView, _value: Value) -> ConstantValue {
        ConstantValue::unknown()
    }
}
