//! Interface models of `cf`'s ops: unit structs registered through
//! `#[op(interfaces = [...])]`. Which operands each branch forwards to
//! which successor (the core's branch verifier checks them against the
//! successors' arguments), the weights of `cond_br`, the effect of
//! `assert`; `cf.switch`'s model is shared with `llvm.switch`
//! (`crate::switch_support::SwitchCasesModel`).

use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, SuccessorOperands, WeightedBranchOpInterfaceModel,
};
use mlir_core::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, MemoryEffectOpInterfaceModel, Resource,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};

use super::ops::CondBranchOp;

/// `cf.assert` may abort the program: upstream models it as a write to the
/// default resource, so it is never removed as dead.
pub(super) struct AssertEffects;
impl MemoryEffectOpInterfaceModel for AssertEffects {
    fn effects(&self, _op: Op, _ir: &IrView, out: &mut Vec<EffectInstance>) {
        out.push(EffectInstance {
            kind: EffectKind::Write,
            resource: Resource::DEFAULT,
            value: None,
        });
    }
}

/// `cf.br` forwards all its operands to its one successor.
pub(super) struct ForwardAll;
impl BranchOpInterfaceModel for ForwardAll {
    fn successor_operands(&self, op: Op, ir: &IrView, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..op.num_operands(ir))
    }
}

/// `cf.cond_br`: the true destination gets the `true_dest_operands`, the
/// false one the `false_dest_operands`; the weights are `branch_weights`.
pub(super) struct CondBranchModel;
impl BranchOpInterfaceModel for CondBranchModel {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        let op = CondBranchOp::from_op_unchecked(op);
        SuccessorOperands::forwarded(match index {
            0 => op.true_operand_range(ir),
            _ => op.false_operand_range(ir),
        })
    }

    /// Both destinations' groups may be empty at the same position: the
    /// group is the successor's (1 for true, 2 for false).
    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        let end = self.successor_operands(op, ir, index).forwarded.end;
        ir.insert_operands(op, end, values, Some(1 + index.min(1)));
    }
}
impl WeightedBranchOpInterfaceModel for CondBranchModel {}
