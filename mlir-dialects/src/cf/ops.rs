//! The four ops of `cf`, declared with `#[op]`, and the convenience
//! methods of their typed handles (the operands forwarded to each
//! successor, the case values of a switch).
//!
//! Traits are listed in upstream's verification order; attributes in
//! upstream's declaration order, which is the order their constraints are
//! checked in.

use std::ops::Range;

use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, BranchOpInterfaceTrait, WeightedBranchOpInterfaceModel,
    WeightedBranchOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::memory_effects::MemoryEffectOpInterfaceModel;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::semantics::constraints::{
    AnyIntElementsAttr, AnyInteger, AnySuccessor, AnyType, DenseI32ArrayAttr, I1, StrAttr, Variadic,
};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, IsTerminator, Pure};
use mlir_core::support::apint::APInt;
use mlir_derive::op;

use super::ControlFlow;
use super::canonicalize::{
    CondBranchTruthPropagation, DropSwitchCasesThatMatchDefault,
    SimplifyCondBranchFromCondBranchOnSameCondition, SimplifyCondBranchIdenticalSuccessors,
    SimplifyConstCondBranchPred, SimplifyConstCondBranchPredFalse, SimplifyConstSwitchValue,
    SimplifyPassThroughCondBranch, SimplifyPassThroughSwitch,
    SimplifySwitchFromDefaultSwitchOnSameCondition, SimplifySwitchFromSwitchOnSameCondition,
    SimplifySwitchWithOnlyDefaultDestination,
};
use super::models::{AssertEffects, Branch, CondBranch, Switch};
use super::switch_cases::{parse_switch_op_cases, print_switch_op_cases};
use super::verify::CaseOperandSegments;
use crate::branch_models::CondBranchModel;
use crate::switch_support::case_values_of;
use crate::variadic_of_variadic::group_range;

/// Asserts a condition at run time, with a message.
///
/// When `arg` is true the op does nothing; otherwise the program aborts,
/// and a runtime may report `msg` to the user. It is not pure: it may end
/// the program, which upstream models as a write to the default resource.
#[op(
    dialect = ControlFlow,
    name = "assert",
    format = "$arg `,` $msg attr-dict",
    interfaces = [MemoryEffectOpInterfaceModel = AssertEffects],
    canonicalize
)]
pub struct AssertOp {
    #[operand]
    arg: I1,
    #[attr]
    msg: StrAttr,
}

/// An unconditional branch.
///
/// Transfers control to `dest`, whose block arguments receive the
/// operands: as many as the block has arguments, of the same types.
#[op(
    dialect = ControlFlow,
    name = "br",
    format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict",
    traits = [BranchOpInterfaceTrait, Pure, IsTerminator],
    interfaces = [BranchOpInterfaceModel = Branch],
    canonicalize
)]
pub struct BranchOp {
    #[operand]
    dest_operands: Variadic<AnyType>,
    #[successor]
    dest: AnySuccessor,
}

/// A conditional branch on an `i1`.
///
/// Transfers control to `true_dest` when `condition` is set, else to
/// `false_dest`, each receiving its own operands as block arguments. Both
/// successors may be the same block. `branch_weights`, when present, holds
/// one weight per successor, not all zero.
#[op(
    dialect = ControlFlow,
    name = "cond_br",
    format = "$condition (`weights` `(` $branch_weights^ `)`)? `,`
        $true_dest (`(` $true_dest_operands^ `:` type($true_dest_operands) `)`)? `,`
        $false_dest (`(` $false_dest_operands^ `:` type($false_dest_operands) `)`)?
        attr-dict",
    traits = [
        AttrSizedOperandSegments,
        BranchOpInterfaceTrait,
        WeightedBranchOpInterfaceTrait,
        Pure,
        IsTerminator,
    ],
    interfaces = [
        BranchOpInterfaceModel = CondBranch,
        WeightedBranchOpInterfaceModel = CondBranchModel,
    ],
    // Upstream's registration order, which is the order they are tried in.
    canonicalize = [
        SimplifyConstCondBranchPred,
        SimplifyConstCondBranchPredFalse,
        SimplifyPassThroughCondBranch,
        SimplifyCondBranchIdenticalSuccessors,
        SimplifyCondBranchFromCondBranchOnSameCondition,
        CondBranchTruthPropagation,
    ]
)]
pub struct CondBranchOp {
    #[operand]
    condition: I1,
    #[operand]
    true_dest_operands: Variadic<AnyType>,
    #[operand]
    false_dest_operands: Variadic<AnyType>,
    #[attr]
    branch_weights: Option<DenseI32ArrayAttr>,
    #[successor]
    true_dest: AnySuccessor,
    #[successor]
    false_dest: AnySuccessor,
}

/// A multi-way branch on an integer.
///
/// Transfers control to the case destination whose value in `case_values`
/// equals `flag` (the values have the flag's type, one per case
/// destination), else to `default_destination`. The default destination
/// receives `default_operands`; case destination `i` receives segment `i`
/// of `case_operands`, whose sizes are `case_operand_segments`.
#[op(
    dialect = ControlFlow,
    name = "switch",
    // Upstream's format, with the case-operand segments passed to the
    // directive explicitly (ODS passes them implicitly with the
    // variadic-of-variadic operands).
    format = "$flag `:` type($flag) `,` `[` `\n`
        custom<SwitchOpCases>(ref(type($flag)), $default_destination, $default_operands,
            type($default_operands), $case_values, $case_destinations, $case_operands,
            type($case_operands), $case_operand_segments)
        `]` attr-dict",
    traits = [
        AttrSizedOperandSegments,
        CaseOperandSegments,
        BranchOpInterfaceTrait,
        Pure,
        IsTerminator,
    ],
    interfaces = [BranchOpInterfaceModel = Switch],
    verify,
    // Upstream's registration order, which is the order they are tried in.
    canonicalize = [
        SimplifySwitchWithOnlyDefaultDestination,
        DropSwitchCasesThatMatchDefault,
        SimplifyConstSwitchValue,
        SimplifyPassThroughSwitch,
        SimplifySwitchFromSwitchOnSameCondition,
        SimplifySwitchFromDefaultSwitchOnSameCondition,
    ]
)]
pub struct SwitchOp {
    #[operand]
    flag: AnyInteger,
    #[operand]
    default_operands: Variadic<AnyType>,
    #[operand]
    case_operands: Variadic<AnyType>,
    #[attr]
    case_values: Option<AnyIntElementsAttr>,
    #[attr]
    case_operand_segments: DenseI32ArrayAttr,
    #[successor]
    default_destination: AnySuccessor,
    #[successor]
    case_destinations: Variadic<AnySuccessor>,
}

/// The operand indices of group `group` of an op sized by
/// `operandSegmentSizes` (missing or negative sizes count as zero; clamped
/// to the op's operands, so a malformed op never panics here).
pub(super) fn segment_range(ir: &IrView, op: Op, group: usize) -> Range<usize> {
    group_range(ir, op, group)
}

impl CondBranchOp {
    /// The operand indices forwarded to the true destination.
    pub fn true_operand_range(self, ir: &IrView) -> Range<usize> {
        segment_range(ir, self.as_op(), 1)
    }

    /// The operand indices forwarded to the false destination.
    pub fn false_operand_range(self, ir: &IrView) -> Range<usize> {
        segment_range(ir, self.as_op(), 2)
    }
}

impl SwitchOp {
    /// The number of case destinations (successors after the default).
    pub fn num_cases(self, ir: &IrView) -> usize {
        self.as_op().num_successors(ir).saturating_sub(1)
    }

    /// The operand indices forwarded to case destination `index`: segment
    /// `index` of `case_operands` (empty when `case_operand_segments` has
    /// no such segment).
    pub fn case_operand_range(self, ir: &IrView, index: usize) -> Range<usize> {
        let op = self.as_op();
        let group = segment_range(ir, op, 2);
        let segments = op.inherent_attr(ir, "case_operand_segments");
        let segments = segments.and_then(|a| a.as_dense_i32_array(ir.ctx())).unwrap_or_default();
        let size = |i: usize| segments.get(i).map_or(0, |&s| s.max(0) as usize);
        let start = group.start + (0..index).map(size).sum::<usize>();
        start.min(group.end)..(start + size(index)).min(group.end)
    }

    /// The operand indices forwarded to every case destination, in case
    /// order (one per case destination; as [`SwitchOp::case_operand_range`]
    /// gives them one at a time, in one pass over the segment sizes).
    pub fn case_operand_ranges(self, ir: &IrView) -> Vec<Range<usize>> {
        let op = self.as_op();
        let group = segment_range(ir, op, 2);
        let segments = op.inherent_attr(ir, "case_operand_segments");
        let segments = segments.and_then(|a| a.as_dense_i32_array(ir.ctx())).unwrap_or_default();
        let mut start = group.start;
        (0..self.num_cases(ir))
            .map(|index| {
                let size = segments.get(index).map_or(0, |&s| s.max(0) as usize);
                let range = start.min(group.end)..(start + size).min(group.end);
                start += size;
                range
            })
            .collect()
    }

    /// The operands forwarded to case destination `index`.
    pub fn case_operands_at(self, ir: &IrView, index: usize) -> Vec<Value> {
        let op = self.as_op();
        self.case_operand_range(ir, index).map(|i| op.operand(ir, i)).collect()
    }

    /// The case values, in case order, each as wide as its element type;
    /// `None` when the op has no `case_values` of integers.
    pub fn case_value_list(self, ir: &IrView) -> Option<Vec<APInt>> {
        case_values_of(ir.ctx(), self.case_values(ir)?)
    }
}
