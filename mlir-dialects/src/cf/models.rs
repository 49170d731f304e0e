//! Interface models of `cf`'s ops: unit structs registered through
//! `#[op(interfaces = [...])]`. Which operands each branch forwards to
//! which successor (the core's branch verifier checks them against the
//! successors' arguments) and the weights of the branches are shared with
//! `llvm` (`crate::branch_models`, `crate::switch_support`); here, the
//! effect of `assert`, and the successor `cf`'s branches take on known
//! operands (which `llvm`'s do not tell).

use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::definitions::interfaces::branch::{BranchOpInterfaceModel, SuccessorOperands};
use mlir_core::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, MemoryEffectOpInterfaceModel, Resource,
};
use mlir_core::ir::{Block, IrView, Op, Value};

use crate::branch_models::{CondBranchModel, ForwardAll};
use crate::switch_support::{SwitchCasesModel, case_values_of};

/// `cf.br`: forwards all its operands to its one successor, taken always.
pub(super) struct Branch;
impl BranchOpInterfaceModel for Branch {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        ForwardAll.successor_operands(op, ir, index)
    }

    fn successor_for_operands(
        &self,
        op: Op,
        ir: &IrView,
        _operands: &[Option<Attribute>],
    ) -> Option<Block> {
        op.successors(ir).next()
    }
}

/// `cf.cond_br`: a known condition takes one destination.
pub(super) struct CondBranch;
impl BranchOpInterfaceModel for CondBranch {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        CondBranchModel.successor_operands(op, ir, index)
    }

    fn successor_for_operands(
        &self,
        op: Op,
        ir: &IrView,
        operands: &[Option<Attribute>],
    ) -> Option<Block> {
        let condition = operands.first().copied().flatten()?.as_integer(ir.ctx())?;
        let index = if condition.is_zero() { 1 } else { 0 };
        (index < op.num_successors(ir)).then(|| op.successor(ir, index))
    }

    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        CondBranchModel.append_successor_operands(op, ir, index, values);
    }
}

/// `cf.switch`: a known flag takes the case of its value, or the default;
/// without cases, the default is taken whatever the flag.
pub(super) struct Switch;
impl BranchOpInterfaceModel for Switch {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        SwitchCasesModel.successor_operands(op, ir, index)
    }

    fn all_successor_operands(&self, op: Op, ir: &IrView) -> Vec<SuccessorOperands> {
        SwitchCasesModel.all_successor_operands(op, ir)
    }

    fn erase_successor_operands(&self, op: Op, ir: &mut IrView, args: &[(usize, usize)]) {
        SwitchCasesModel.erase_successor_operands(op, ir, args);
    }

    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        SwitchCasesModel.append_successor_operands(op, ir, index, values);
    }

    fn successor_for_operands(
        &self,
        op: Op,
        ir: &IrView,
        operands: &[Option<Attribute>],
    ) -> Option<Block> {
        let ctx = ir.ctx();
        let default = op.successors(ir).next()?;
        let Some(cases) = op.get_attr(ir, "case_values").and_then(|a| case_values_of(ctx, a))
        else {
            return Some(default);
        };
        let flag = operands.first().copied().flatten()?.as_integer(ctx)?;
        let case = cases.iter().position(|value| value == flag);
        Some(match case {
            Some(index) if index + 1 < op.num_successors(ir) => op.successor(ir, index + 1),
            _ => default,
        })
    }
}

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
