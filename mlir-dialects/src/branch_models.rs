//! The branch models `cf` and `llvm` share: an unconditional branch
//! forwarding all its operands (`cf.br`, `llvm.br`), and a conditional one
//! whose two destinations get operand groups 1 and 2 of its
//! `operandSegmentSizes` (`cf.cond_br`, `llvm.cond_br`), with weights.

use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, SuccessorOperands, WeightedBranchOpInterfaceModel,
};
use mlir_core::ir::{IrView, Op, Value};

use crate::variadic_of_variadic::group_range;

/// A branch forwarding all its operands to its one successor.
pub(crate) struct ForwardAll;
impl BranchOpInterfaceModel for ForwardAll {
    fn successor_operands(&self, op: Op, ir: &IrView, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..op.num_operands(ir))
    }
}

/// A conditional branch: the condition, then the true destination's
/// operands (group 1), then the false destination's (group 2).
pub(crate) struct CondBranchModel;
impl BranchOpInterfaceModel for CondBranchModel {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(group_range(ir, op, 1 + index.min(1)))
    }

    /// Both destinations' groups may be empty at the same position: the
    /// group is the successor's (1 for true, 2 for false).
    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        let end = self.successor_operands(op, ir, index).forwarded.end;
        ir.insert_operands(op, end, values, Some(1 + index.min(1)));
    }
}
impl WeightedBranchOpInterfaceModel for CondBranchModel {}
