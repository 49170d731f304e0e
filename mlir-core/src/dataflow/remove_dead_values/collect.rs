//! What `remove-dead-values` decides before it changes anything: the
//! [`CleanupList`] of ops, operands, results, block arguments, successor
//! operands and function signatures to remove, and the [`DeadValues`] it
//! grows as it goes (values already scheduled for removal count as dead
//! for the ops looked at after them). Deciding first and changing after
//! keeps the analysis's answers about an IR that is still whole.

use rustc_hash::FxHashSet;

use crate::dataflow::liveness::RunLivenessAnalysis;
use crate::definitions::interfaces::memory_effects::is_memory_effect_free;
use crate::ir::{Block, IrView, Op, Value};

/// A function whose arguments and results are trimmed.
#[derive(Debug)]
pub(super) struct FunctionCleanup {
    /// The function op.
    pub(super) func: Op,
    /// One flag per argument: erase it.
    pub(super) dead_args: Vec<bool>,
    /// One flag per result: erase it.
    pub(super) dead_results: Vec<bool>,
}

/// Operands of one op to remove.
#[derive(Debug)]
pub(super) struct OperandCleanup {
    /// The op.
    pub(super) op: Op,
    /// One flag per operand: remove it.
    pub(super) dead: Vec<bool>,
    /// For a call, the function it calls: its call arguments follow the
    /// function's erased arguments.
    pub(super) callee: Option<Op>,
    /// Replace the operand by `ub.poison` instead of erasing it.
    pub(super) poison: bool,
}

/// Results of one op to erase.
#[derive(Debug)]
pub(super) struct ResultCleanup {
    /// The op.
    pub(super) op: Op,
    /// One flag per result: erase it.
    pub(super) dead: Vec<bool>,
}

/// Arguments of one block to erase.
#[derive(Debug)]
pub(super) struct BlockArgCleanup {
    /// The block.
    pub(super) block: Block,
    /// One flag per argument: erase it.
    pub(super) dead: Vec<bool>,
}

/// The operands a branch passes to one successor to erase.
#[derive(Debug)]
pub(super) struct SuccessorOperandCleanup {
    /// The branch.
    pub(super) branch: Op,
    /// The successor's index.
    pub(super) successor: usize,
    /// One flag per successor operand (produced ones included): erase it.
    pub(super) dead: Vec<bool>,
}

/// Everything the pass will remove, in the order it was found.
#[derive(Debug, Default)]
pub(super) struct CleanupList {
    /// Ops to erase.
    pub(super) operations: Vec<Op>,
    /// Function signatures to trim.
    pub(super) functions: Vec<FunctionCleanup>,
    /// Operands to remove.
    pub(super) operands: Vec<OperandCleanup>,
    /// Results to erase.
    pub(super) results: Vec<ResultCleanup>,
    /// Block arguments to erase.
    pub(super) blocks: Vec<BlockArgCleanup>,
    /// Successor operands to erase.
    pub(super) successor_operands: Vec<SuccessorOperandCleanup>,
}

/// The liveness the pass goes by: the analysis's answers, with the values
/// already scheduled for removal counted as dead.
pub(super) struct DeadValues<'a> {
    /// The analysis's answers.
    pub(super) liveness: &'a RunLivenessAnalysis,
    scheduled: FxHashSet<Value>,
}

impl<'a> DeadValues<'a> {
    /// Nothing scheduled yet.
    pub(super) fn new(liveness: &'a RunLivenessAnalysis) -> DeadValues<'a> {
        DeadValues { liveness, scheduled: FxHashSet::default() }
    }

    /// Whether `value` is live: not scheduled, and live or unknown to the
    /// analysis (a value it never saw may be needed).
    pub(super) fn is_live(&self, value: Value) -> bool {
        !self.scheduled.contains(&value) && self.liveness.is_live(value)
    }

    /// Whether any of `values` is live.
    pub(super) fn any_live(&self, values: &[Value]) -> bool {
        values.iter().any(|&v| self.is_live(v))
    }

    /// One flag per value: dead.
    pub(super) fn dead_flags(&self, values: &[Value]) -> Vec<bool> {
        values.iter().map(|&v| !self.is_live(v)).collect()
    }

    /// Schedules the values of `values` whose flag in `dead` is set.
    pub(super) fn schedule(&mut self, values: &[Value], dead: &[bool]) {
        for (&value, &gone) in values.iter().zip(dead) {
            if gone {
                self.scheduled.insert(value);
            }
        }
    }
}

/// An op that is none of a function, a call, a branch, a region-branching
/// op or a terminator: it goes when one of its operands is dead (a live
/// op would have made it live), or when it has no memory effect and no
/// live result. Its results then count as dead.
pub(super) fn process_simple_op(
    ir: &IrView,
    op: Op,
    dead: &mut DeadValues<'_>,
    list: &mut CleanupList,
) {
    let operands: Vec<Value> = op.operands(ir).collect();
    let results: Vec<Value> = op.results(ir).collect();
    let has_dead_operand = operands.iter().any(|&v| !dead.is_live(v));
    if !has_dead_operand && (!is_memory_effect_free(ir, op) || dead.any_live(&results)) {
        return;
    }
    list.operations.push(op);
    dead.schedule(&results, &vec![true; results.len()]);
}
