//! The value flow of a region-branching op, position by position: which
//! operand (of the op on entry, or of a region's terminator) is forwarded
//! to which successor input (an entry block argument of a region, or a
//! result of the op), over every edge (MLIR 22's
//! `getSuccessorOperandInputMapping`). Generic rewrites of such ops read
//! it, and erase operands, arguments and results by these positions.

use crate::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionBranchPoint, SuccessorTarget, forwarded_operands,
    region_exit_points,
};
use crate::ir::{IrView, Op, Value};

/// One operand forwarded along an edge: operand `index` of `owner` (the
/// branching op itself for the entry edges, else a terminator of one of
/// its regions).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct SuccessorOperand {
    /// The op the operand belongs to.
    pub owner: Op,
    /// Its position among `owner`'s operands.
    pub index: usize,
}

impl SuccessorOperand {
    /// The value the operand holds now.
    pub fn value(self, ir: &IrView) -> Value {
        self.owner.operand(ir, self.index)
    }
}

/// Every point control can branch from (MLIR's `getAllRegionBranchPoints`):
/// the parent first, then the forwarding terminators of each region's
/// blocks, region by region.
pub fn region_branch_points(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
) -> Vec<RegionBranchPoint> {
    let mut points = vec![RegionBranchPoint::Parent];
    for index in 0..branch.op().num_regions(ir) {
        points.extend(region_exit_points(ir, branch, index));
    }
    points
}

/// Each forwarded operand with the successor input it flows into, over
/// every edge of every point of [`region_branch_points`], in that order,
/// successors in the order the op gives them. An operand forwarded to
/// several successors appears once per input it reaches. An edge whose
/// operands and inputs differ in number (a model's bug the verifier
/// reports) contributes the pairs up to the shorter of the two.
pub fn successor_operand_inputs(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
) -> Vec<(SuccessorOperand, Value)> {
    let op = branch.op();
    let mut pairs = Vec::new();
    for point in region_branch_points(ir, branch) {
        let owner = match point {
            RegionBranchPoint::Parent => op,
            RegionBranchPoint::Terminator(t) => t,
        };
        for successor in branch.successor_regions(ir, point) {
            let Some(operands) = forwarded_operands(ir, branch, point, successor.target) else {
                continue;
            };
            let inputs: Vec<Value> = match successor.target {
                SuccessorTarget::Parent => op.results(ir).collect(),
                SuccessorTarget::Region(index) if index < op.num_regions(ir) => {
                    let entry = op.region(ir, index).first_block(ir);
                    entry.map(|b| b.args(ir).collect()).unwrap_or_default()
                }
                SuccessorTarget::Region(_) => continue,
            };
            let inputs = inputs.get(successor.inputs.clone()).unwrap_or(&[]);
            let operands = operands.filter(|&i| i < owner.num_operands(ir));
            for (index, &input) in operands.zip(inputs) {
                pairs.push((SuccessorOperand { owner, index }, input));
            }
        }
    }
    pairs
}
