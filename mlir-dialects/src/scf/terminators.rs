//! The terminators of `scf`'s regions with declarative forms: `scf.yield`
//! (back to the op that holds the region), `scf.condition` (ends the
//! `before` region of `scf.while`), `scf.reduce` and `scf.reduce.return`
//! (the reductions of `scf.parallel`).
//!
//! Traits are listed in upstream's verification order.

use std::ops::Range;

use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchTerminatorOpInterface, RegionSuccessor, SuccessorTarget,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::semantics::constraints::{AnyType, I1, SizedRegion, Variadic};
use mlir_core::semantics::traits::{
    HasParent, IsTerminator, Pure, RecursiveMemoryEffects, ReturnLike,
};
use mlir_derive::op;

use super::Scf;
use super::execute_region::ExecuteRegionOp;
use super::for_op::ForOp;
use super::if_op::IfOp;
use super::index_switch::IndexSwitchOp;
use super::parallel::ParallelOp;
use super::while_op::WhileOp;

/// Yields values to the op that holds the region.
///
/// Ends the regions of `scf.for`, `scf.if`, `scf.while` (its `after`
/// region), `scf.execute_region` and `scf.index_switch`; its operands
/// become the op's results or the next iteration's arguments. Left out of
/// the custom forms when it yields nothing.
#[op(
    dialect = Scf,
    name = "yield",
    format = "attr-dict ($results^ `:` type($results))?",
    traits = [
        Pure,
        HasParent<(ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp)>,
        ReturnLike,
        IsTerminator,
    ],
    interfaces = [RegionBranchTerminatorOpInterface]
)]
pub struct YieldOp {
    #[operand]
    results: Variadic<AnyType>,
}

/// Every operand goes to the successor (the parent or the next iteration).
impl RegionBranchTerminatorOpInterface for YieldOp {}

/// Ends the `before` region of `scf.while`: continue to the `after` region
/// with `args` when `condition` holds, else leave the loop with them.
#[op(
    dialect = Scf,
    name = "condition",
    format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
    traits = [Pure, HasParent<WhileOp>, IsTerminator],
    interfaces = [RegionBranchTerminatorOpInterface]
)]
pub struct ConditionOp {
    #[operand]
    condition: I1,
    #[operand]
    args: Variadic<AnyType>,
}

/// The condition is not forwarded: the `args` are, to either successor.
impl RegionBranchTerminatorOpInterface for ConditionOp {
    fn successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        1..self.as_op().num_operands(ir)
    }

    /// A known condition names one successor: the `after` region when
    /// true, the loop's results when false.
    fn successor_regions_for_operands(
        &self,
        ir: &IrView,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let Some(parent) = self.as_op().parent_op(ir) else { return Vec::new() };
        let ctx = ir.ctx();
        let condition = operands.first().copied().flatten().and_then(|a| a.as_integer(ctx));
        let condition = condition.filter(|value| value.width() == 1).map(|value| !value.is_zero());
        let mut successors = Vec::new();
        if condition != Some(false) && parent.num_regions(ir) > 1 {
            successors.push(RegionSuccessor::region_all_args(ir, parent, 1));
        }
        if condition != Some(true) {
            successors.push(RegionSuccessor::parent_all_results(ir, parent));
        }
        successors
    }
}

/// Ends the body of `scf.parallel`: each operand is combined into the
/// matching result by the reduction region of the same position.
///
/// Each region takes two arguments of the operand's type (the partial
/// result so far and the new value) and ends in `scf.reduce.return`.
#[op(
    dialect = Scf,
    name = "reduce",
    format = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
    traits = [HasParent<ParallelOp>, RecursiveMemoryEffects, IsTerminator],
    interfaces = [RegionBranchTerminatorOpInterface],
    verify_regions
)]
pub struct ReduceOp {
    #[operand]
    operands: Variadic<AnyType>,
    #[region]
    reductions: Variadic<SizedRegion<1>>,
}

/// Nothing is forwarded to the body or the parent: the reductions combine
/// the operands.
impl RegionBranchTerminatorOpInterface for ReduceOp {
    fn successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        let end = self.as_op().num_operands(ir);
        end..end
    }
}

/// Returns the combined value from a reduction region of `scf.reduce`.
#[op(
    dialect = Scf,
    name = "reduce.return",
    format = "$result attr-dict `:` type($result)",
    traits = [Pure, HasParent<ReduceOp>, IsTerminator],
    verify
)]
pub struct ReduceReturnOp {
    #[operand]
    result: AnyType,
}
