//! `BranchOpInterface`: which operands of a terminator are forwarded to
//! which successor's block arguments, and the verifier that checks the
//! counts and types against the target blocks; `WeightedBranchOpInterface`:
//! the optional branch weights of a terminator, one per successor.

use std::ops::Range;

use mlir_derive::interface;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::diagnostics::VerifyResult;
use crate::ir::{Block, IrView, Value};

/// The operands a branch passes to one successor: the first `produced`
/// block arguments are produced by the branch itself (no operand), the rest
/// come from the op's operands in `forwarded`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// Leading block arguments the op produces internally.
    pub produced: usize,
    /// The op's operand indices forwarded to the following block arguments.
    pub forwarded: Range<usize>,
}

impl SuccessorOperands {
    /// Operands forwarded with nothing produced.
    pub fn forwarded(range: Range<usize>) -> SuccessorOperands {
        SuccessorOperands { produced: 0, forwarded: range }
    }

    /// The number of block arguments this covers.
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether no block argument is covered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Terminators that branch to successor blocks with operands (MLIR's
/// `BranchOpInterface`); its verifier checks the counts and types against
/// the target blocks.
#[interface(op, verify = verify_branch)]
pub trait BranchOpInterface {
    /// The operands passed to successor `index`.
    fn successor_operands(&self, ir: &IrView, index: usize) -> SuccessorOperands;

    /// The one successor control goes to when the operands hold
    /// `operands` (`operands[i]` is operand `i`'s constant, `None` when
    /// unknown), when the op can tell (MLIR's `getSuccessorForOperands`):
    /// a conditional branch on a known condition. `None` by default.
    fn successor_for_operands(&self, ir: &IrView, operands: &[Option<Attribute>]) -> Option<Block> {
        let _ = (ir, operands);
        None
    }

    /// The operands passed to every successor, in successor order: what
    /// the verifier needs. By default [`successor_operands`] for each; an
    /// op that finds one successor's operands in time proportional to the
    /// number of successors (a prefix sum over per-successor segment sizes,
    /// like `cf.switch`'s) overrides it to find them all in one pass, so
    /// that verifying it stays linear.
    ///
    /// [`successor_operands`]: BranchOpInterface::successor_operands
    fn all_successor_operands(&self, ir: &IrView) -> Vec<SuccessorOperands> {
        (0..self.as_op().num_successors(ir))
            .map(|index| self.successor_operands(ir, index))
            .collect()
    }

    /// Erases the operands forwarded to the given block arguments, each a
    /// (successor index, argument index) pair (before the arguments
    /// themselves are erased, as region simplification does with dead
    /// arguments); all at once, so that a branch with many successors
    /// stays linear. By default the operands go through
    /// [`IrView::erase_operands`], which keeps `operandSegmentSizes`
    /// right; an op with more segment sizes (like `cf.switch`'s per-case
    /// ones) overrides it to keep those right too.
    fn erase_successor_operands(&self, ir: &mut IrView, args: &[(usize, usize)]) {
        let all = self.all_successor_operands(ir);
        let indices: Vec<usize> = args
            .iter()
            .filter_map(|&(successor, arg)| {
                let operands = all.get(successor)?;
                let index = operands.forwarded.start + arg.checked_sub(operands.produced)?;
                operands.forwarded.contains(&index).then_some(index)
            })
            .collect();
        ir.erase_operands(self.as_op(), &indices);
    }

    /// Appends `values` to the operands forwarded to successor `index`
    /// (for block arguments added to it, as block merging does). By
    /// default they go after the successor's forwarded operands, in the
    /// `operandSegmentSizes` group that holds exactly those operands; an op
    /// whose groups may be empty side by side (like `cf.cond_br`'s) or that
    /// counts them twice (like `cf.switch`) overrides it.
    fn append_successor_operands(&self, ir: &mut IrView, index: usize, values: &[Value]) {
        let op = self.as_op();
        let forwarded = self.successor_operands(ir, index).forwarded;
        let ctx = ir.ctx();
        let sizes = op.inherent_attr(ir, "operandSegmentSizes");
        let sizes = sizes.and_then(|a| a.as_dense_i32_array(ctx)).unwrap_or_default();
        let mut start = 0usize;
        let mut segment = None;
        for (group, &size) in sizes.iter().enumerate() {
            let end = start + usize::try_from(size).unwrap_or(0);
            if start == forwarded.start && end == forwarded.end {
                segment = Some(group);
                break;
            }
            start = end;
        }
        ir.insert_operands(op, forwarded.end, values, segment);
    }

    /// Whether an operand of type `from` may flow into a block argument of
    /// type `to` (equal types by default).
    fn are_types_compatible(from: Type, to: Type) -> bool {
        from == to
    }
}

fn verify_branch(ir: &IrView, branch: BranchOpInterfaceRef) -> VerifyResult {
    let op = branch.op();
    let all = branch.all_successor_operands(ir);
    for (index, (dest, operands)) in op.successors(ir).zip(all).enumerate() {
        if operands.forwarded.end > op.num_operands(ir) {
            let message = format!("successor #{index} forwards operands beyond the op's operands");
            return Err(op.emit_op_error(ir, message).into());
        }
        let count = operands.len();
        let args = dest.num_args(ir);
        if count != args {
            return Err(op.emit_error(
                ir,
                format!(
                    "branch has {count} operands for successor #{index}, but target block has {args}"
                ),
            ).into());
        }
        for (k, operand) in operands.forwarded.clone().enumerate() {
            let arg = operands.produced + k;
            let from = op.operand(ir, operand).ty(ir);
            if !branch.are_types_compatible(from, dest.arg(ir, arg).ty(ir)) {
                return Err(op
                    .emit_error(
                        ir,
                        format!("type mismatch for bb argument #{arg} of successor #{index}"),
                    )
                    .into());
            }
        }
    }
    Ok(())
}

/// Terminators that may carry branch weights: one `i32` per successor, the
/// relative likelihood of taking it (none at all when unknown). Its
/// verifier is listed after `BranchOpInterfaceTrait`, as upstream lists
/// them.
#[interface(op, verify = verify_weights)]
pub trait WeightedBranchOpInterface {
    /// The name of the weights' attribute (an `array<i32: …>`).
    fn weights_attr_name() -> &'static str {
        "branch_weights"
    }

    /// The weights; empty when the op has none.
    fn weights(&self, ir: &IrView) -> Vec<i32> {
        let attr = self.as_op().inherent_attr(ir, Self::weights_attr_name());
        attr.and_then(|a| a.as_dense_i32_array(ir.ctx())).unwrap_or_default()
    }
}

/// Weights, when present, are one per successor and not all zero.
fn verify_weights(ir: &IrView, model: WeightedBranchOpInterfaceRef) -> VerifyResult {
    let op = model.op();
    let weights = model.weights(ir);
    if weights.is_empty() {
        return Ok(());
    }
    let successors = op.num_successors(ir);
    if weights.len() != successors {
        let message = format!(
            "expects number of branch weights to match number of successors: {} vs {successors}",
            weights.len()
        );
        return Err(op.emit_error(ir, message).into());
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(op.emit_error(ir, "branch weights cannot all be zero").into());
    }
    Ok(())
}
