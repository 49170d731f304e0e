//! Branches and the block arguments they feed: a branch whose condition
//! (or other operand not forwarded to a block) is dead goes whole, an
//! `ub.unreachable` taking its place; otherwise each forwarded operand
//! whose value is dead is erased with the successor's argument it feeds.

use crate::dataflow::remove_dead_values::collect::{
    BlockArgCleanup, CleanupList, DeadValues, SuccessorOperandCleanup,
};
use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::ir::{Block, IrView, Value};

/// Schedules what can go of `branch` and its successors' arguments.
pub(super) fn process_branch_op(
    ir: &IrView,
    branch: BranchOpInterfaceRef,
    dead: &mut DeadValues<'_>,
    list: &mut CleanupList,
) {
    let op = branch.op();
    let operands: Vec<Value> = op.operands(ir).collect();
    let mut dead_unforwarded = dead.dead_flags(&operands);
    let successors: Vec<Block> = op.successors(ir).collect();
    let all = branch.all_successor_operands(ir);
    for passed in &all {
        for index in passed.forwarded.clone() {
            if let Some(flag) = dead_unforwarded.get_mut(index) {
                *flag = false;
            }
        }
    }
    if dead_unforwarded.contains(&true) {
        list.operations.push(op);
        return;
    }
    for (index, (block, passed)) in successors.into_iter().zip(all).enumerate() {
        // Arguments the branch produces itself have no value here: they
        // stay.
        let mut flags = vec![false; passed.produced];
        for operand in passed.forwarded.clone() {
            let value = operands.get(operand).copied();
            flags.push(value.is_some_and(|v| !dead.is_live(v)));
        }
        let args: Vec<Value> = block.args(ir).collect();
        dead.schedule(&args, &flags);
        list.blocks.push(BlockArgCleanup { block, dead: flags.clone() });
        list.successor_operands.push(SuccessorOperandCleanup {
            branch: op,
            successor: index,
            dead: flags,
        });
    }
}
