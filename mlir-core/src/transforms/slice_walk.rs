//! Walking back from a value to the values it comes from (MLIR's
//! `SliceWalk`): through selects, branches to a block, and the edges of
//! region-branching ops, so that an analysis can find, say, the objects a
//! pointer may be based on.

use rustc_hash::FxHashSet;

use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::region_branch::{
    RegionBranchOpInterfaceRef, RegionBranchPoint, SuccessorTarget, forwarded_operands,
};
use crate::definitions::interfaces::region_branch_mapping::region_branch_points;
use crate::definitions::interfaces::select_like::SelectLikeOpInterfaceRef;
use crate::ir::{Block, IrView, Value, ValueOwner};

/// What the visitor of [`walk_slice`] asks next of a value it sees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SliceStep {
    /// Go on to these values (each seen at most once).
    AdvanceTo(Vec<Value>),
    /// Do not go further from this value.
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

/// Walks from `start` to the values `visit` advances to, depth first, each
/// value seen once. Returns `false` when `visit` interrupted the walk.
pub fn walk_slice(start: Value, mut visit: impl FnMut(Value) -> SliceStep) -> bool {
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    let mut pending = vec![start];
    while let Some(value) = pending.pop() {
        if !seen.insert(value) {
            continue;
        }
        match visit(value) {
            SliceStep::AdvanceTo(next) => pending.extend(next.into_iter().rev()),
            SliceStep::Skip => {}
            SliceStep::Interrupt => return false,
        }
    }
    true
}

/// The values control flow may pass into `value` (MLIR's
/// `getControlFlowPredecessors`): both choices of a select; what the
/// branches to its block pass to a block argument; what the edges of a
/// region-branching op pass to one of its results or to an argument of a
/// region's entry block. `None` when `value` gets none through control
/// flow that is understood: the result of another op, an argument of a
/// block some predecessor reaches without `BranchOpInterface`, an entry
/// argument of a region whose op does not branch among its regions, or an
/// input no edge forwards to (a loop's induction variable).
pub fn control_flow_predecessors(ir: &IrView, value: Value) -> Option<Vec<Value>> {
    match value.owner(ir) {
        ValueOwner::Result(op, index) => {
            if let Some(select) = SelectLikeOpInterfaceRef::get(ir, op) {
                return Some(vec![select.true_value(ir), select.false_value(ir)]);
            }
            let branch = RegionBranchOpInterfaceRef::get(ir, op)?;
            region_predecessor_operands(ir, branch, SuccessorTarget::Parent, index as usize)
        }
        ValueOwner::BlockArg(block, index) => {
            let region = block.region(ir)?;
            if region.first_block(ir) == Some(block) {
                let branch = RegionBranchOpInterfaceRef::get(ir, region.parent_op(ir)?)?;
                let target = SuccessorTarget::Region(region.index_in_parent(ir)?);
                return region_predecessor_operands(ir, branch, target, index as usize);
            }
            block_predecessor_operands(ir, block, index as usize)
        }
        ValueOwner::Placeholder => None,
    }
}

/// What each branch to `block` passes to its argument `index`; an argument
/// a branch produces itself has no operand and is left out. `None` when a
/// predecessor's terminator is not a `BranchOpInterface`.
fn block_predecessor_operands(ir: &IrView, block: Block, index: usize) -> Option<Vec<Value>> {
    let mut operands = Vec::new();
    for (terminator, successor) in block.predecessor_edges(ir) {
        let branch = BranchOpInterfaceRef::get(ir, terminator)?;
        let passed = branch.successor_operands(ir, successor);
        if index < passed.produced {
            continue;
        }
        let operand = passed.forwarded.start + (index - passed.produced);
        if operand < passed.forwarded.end {
            operands.push(terminator.operand(ir, operand));
        }
    }
    Some(operands)
}

/// What every edge of `branch` reaching `target` passes to input `index`
/// of the target (a result of the op, or an argument of a region's entry
/// block). `None` when an edge reaches the target without forwarding to
/// that input.
fn region_predecessor_operands(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
    target: SuccessorTarget,
    index: usize,
) -> Option<Vec<Value>> {
    let mut operands = Vec::new();
    for point in region_branch_points(ir, branch) {
        let owner = match point {
            RegionBranchPoint::Parent => branch.op(),
            RegionBranchPoint::Terminator(terminator) => terminator,
        };
        for successor in branch.successor_regions(ir, point) {
            if successor.target != target {
                continue;
            }
            if !successor.inputs.contains(&index) {
                return None;
            }
            let forwarded = forwarded_operands(ir, branch, point, target)?;
            let operand = forwarded.start + (index - successor.inputs.start);
            if operand >= forwarded.end.min(owner.num_operands(ir)) {
                return None;
            }
            operands.push(owner.operand(ir, operand));
        }
    }
    Some(operands)
}
