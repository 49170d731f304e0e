//! `BranchOpInterface`: which operands of a terminator are forwarded to
//! which successor's block arguments, and the verifier that checks the
//! counts and types against the target blocks.

use std::ops::Range;

use super::super::traits::{OpTrait, TraitDef};
use crate::builtin::types::Type;
use crate::diag::VerifyResult;
use crate::ir::{IrView, Op};

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

/// Terminators that branch to successor blocks with operands.
pub trait BranchOpInterface: Send + Sync {
    /// The operands passed to successor `index`.
    fn successor_operands(&self, ir: &IrView, op: Op, index: usize) -> SuccessorOperands;

    /// Whether an operand of type `from` may flow into a block argument of
    /// type `to` (equal types by default).
    fn are_types_compatible(&self, from: Type, to: Type) -> bool {
        from == to
    }
}

/// The verifier of [`BranchOpInterface`], listed with the op's traits.
pub struct BranchOpInterfaceTrait;
impl OpTrait for BranchOpInterfaceTrait {
    const DEF: TraitDef = TraitDef::verifier("BranchOpInterface", verify_branch);
}

fn verify_branch(ir: &IrView, op: Op) -> VerifyResult {
    let Some(branch) = op.interface::<dyn BranchOpInterface>(ir) else { return Ok(()) };
    for (index, dest) in op.successors(ir).enumerate() {
        let operands = branch.successor_operands(ir, op, index);
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
