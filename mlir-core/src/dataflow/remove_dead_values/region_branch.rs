//! Region-branching ops (`scf.if`, `scf.for`, `scf.while`, …): one with
//! no memory effect and no live result goes whole; otherwise each operand
//! forwarded (by the op on entry or by a terminator of its regions) whose
//! value is dead, or whose every successor input is dead, is replaced by
//! `ub.poison`. Removing the inputs that no longer matter is left to the
//! op's canonicalization.

use rustc_hash::FxHashMap;

use crate::dataflow::remove_dead_values::collect::{CleanupList, DeadValues, OperandCleanup};
use crate::definitions::interfaces::memory_effects::is_memory_effect_free;
use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::definitions::interfaces::region_branch_mapping::{
    SuccessorOperand, successor_operand_inputs,
};
use crate::ir::{IrView, Op, Value};

/// Schedules what can go of `branch`.
pub(super) fn process_region_branch_op(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
    dead: &mut DeadValues<'_>,
    list: &mut CleanupList,
) {
    let op = branch.op();
    let results: Vec<Value> = op.results(ir).collect();
    if is_memory_effect_free(ir, op) && !dead.any_live(&results) {
        list.operations.push(op);
        return;
    }
    // Each forwarded operand with every input it reaches, in first-seen
    // order.
    let mut order: Vec<SuccessorOperand> = Vec::new();
    let mut inputs: FxHashMap<SuccessorOperand, Vec<Value>> = FxHashMap::default();
    for (operand, input) in successor_operand_inputs(ir, branch) {
        inputs
            .entry(operand)
            .or_insert_with(|| {
                order.push(operand);
                Vec::new()
            })
            .push(input);
    }
    let mut dead_per_op: Vec<(Op, Vec<bool>)> = Vec::new();
    for operand in order {
        let value = operand.value(ir);
        let kill = !dead.is_live(value) || !dead.any_live(&inputs[&operand]);
        if !kill {
            continue;
        }
        let position = match dead_per_op.iter().position(|(owner, _)| *owner == operand.owner) {
            Some(position) => position,
            None => {
                let count = operand.owner.num_operands(ir);
                dead_per_op.push((operand.owner, vec![false; count]));
                dead_per_op.len() - 1
            }
        };
        dead_per_op[position].1[operand.index] = true;
    }
    for (owner, flags) in dead_per_op {
        list.operands.push(OperandCleanup { op: owner, dead: flags, callee: None, poison: true });
    }
}
