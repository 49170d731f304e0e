//! `RegionBranchOpInterface`: ops whose regions pass control (and values)
//! among themselves and back to the op, such as an `if` with two regions
//! or a loop; `RegionBranchTerminatorOpInterface`: the terminators of those
//! regions that forward operands (`scf.yield`-like; a `ReturnLike`
//! terminator forwards all its operands). The verifier checks every edge
//! as mlir-opt 22 does: from the op into its regions, then from each
//! region's terminators, the forwarded values must match the successor's
//! inputs in number and type.
//!
//! Control flow is described by edges from a *point* (the op itself,
//! entered from outside, or one terminator of one of its regions, as MLIR
//! 22's `RegionBranchPoint`) to *successors* (a region, entered through a
//! range of its entry block's arguments, or the op's parent, receiving a
//! range of the op's results). Ranges are positions, not values: they stay
//! valid while the op's operands change.

use std::ops::Range;

use mlir_derive::interface;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::diagnostics::{Diagnostic, VerifyResult};
use crate::ir::{IrView, Op, Region};
use crate::semantics::traits::OpTraits;

/// Where control is when a region-branching op decides where it goes next.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum RegionBranchPoint {
    /// Control enters the op from its parent.
    Parent,
    /// Control reaches this terminator, the last op of a block of one of
    /// the op's regions.
    Terminator(Op),
}

impl RegionBranchPoint {
    /// The region the terminator ends a block of (`None` for the parent).
    pub fn region(self, ir: &IrView) -> Option<Region> {
        match self {
            RegionBranchPoint::Parent => None,
            RegionBranchPoint::Terminator(op) => op.block(ir)?.region(ir),
        }
    }

    /// The position of that region among the branching op's regions.
    pub fn region_index(self, ir: &IrView) -> Option<usize> {
        self.region(ir)?.index_in_parent(ir)
    }
}

/// Where control goes: into one of the op's regions or out to its parent.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum SuccessorTarget {
    /// The region at this index, entered at its entry block.
    Region(usize),
    /// Out of the op, its results receiving the forwarded values.
    Parent,
}

/// One successor of a point (MLIR's `RegionSuccessor`): the target and the
/// positions of its inputs, the values that receive what the point
/// forwards (arguments of the target region's entry block, or results of
/// the op).
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub struct RegionSuccessor {
    /// Where control goes.
    pub target: SuccessorTarget,
    /// The entry block's arguments (for a region) or the op's results (for
    /// the parent) that receive the forwarded values, in order.
    pub inputs: Range<usize>,
}

impl RegionSuccessor {
    /// Region `index`, receiving into the entry block arguments `inputs`.
    pub fn region(index: usize, inputs: Range<usize>) -> RegionSuccessor {
        RegionSuccessor { target: SuccessorTarget::Region(index), inputs }
    }

    /// Region `index` of `op`, receiving into all its entry block's
    /// arguments (none when the region is empty).
    pub fn region_all_args(ir: &IrView, op: Op, index: usize) -> RegionSuccessor {
        let args = op.region(ir, index).first_block(ir).map_or(0, |b| b.num_args(ir));
        RegionSuccessor::region(index, 0..args)
    }

    /// The parent, receiving into the op's results `inputs`.
    pub fn parent(inputs: Range<usize>) -> RegionSuccessor {
        RegionSuccessor { target: SuccessorTarget::Parent, inputs }
    }

    /// The parent, receiving into all of `op`'s results.
    pub fn parent_all_results(ir: &IrView, op: Op) -> RegionSuccessor {
        RegionSuccessor::parent(0..op.num_results(ir))
    }

    /// Whether control leaves the op.
    pub fn is_parent(&self) -> bool {
        self.target == SuccessorTarget::Parent
    }

    /// The types of the inputs, of `op`'s results or of its target region's
    /// entry block arguments; `None` when the range exceeds them.
    pub fn input_types(&self, ir: &IrView, op: Op) -> Option<Vec<Type>> {
        let all: Vec<Type> = match self.target {
            SuccessorTarget::Parent => op.results(ir).map(|v| v.ty(ir)).collect(),
            SuccessorTarget::Region(index) if index < op.num_regions(ir) => {
                let entry = op.region(ir, index).first_block(ir);
                entry.map(|b| b.args(ir).map(|v| v.ty(ir)).collect()).unwrap_or_default()
            }
            SuccessorTarget::Region(_) => return None,
        };
        all.get(self.inputs.clone()).map(<[Type]>::to_vec)
    }
}

/// How many times a region-branching op may run one of its regions each
/// time the op runs (MLIR's `InvocationBounds`), assuming the regions
/// return normally.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct InvocationBounds {
    /// The least number of runs.
    pub lower: u32,
    /// The most, when known.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Between `lower` and `upper` runs.
    pub fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds { lower, upper: Some(upper) }
    }

    /// Nothing known: at least no run, at most any number.
    pub fn unknown() -> InvocationBounds {
        InvocationBounds { lower: 0, upper: None }
    }
}

/// Ops whose regions pass control among themselves and to the op's parent
/// (MLIR's `RegionBranchOpInterface`). Its verifier runs after the ops
/// nested in the regions, checking every edge's forwarded values against
/// the successor's inputs.
#[interface(op, verify_regions = verify_region_branch)]
pub trait RegionBranchOpInterface {
    /// Where control may go from `point`: on entry, from the parent; then
    /// from each terminator of a region.
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor>;

    /// The op's operands forwarded to `target` when control enters from
    /// the parent. None by default.
    fn entry_successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        let end = self.as_op().num_operands(ir);
        end..end
    }

    /// Where control may go on entry when some operands are known
    /// constants (`operands[i]` is operand `i`'s value, `None` when
    /// unknown): an `if` with a constant condition names one region. All
    /// the successors from the parent by default.
    fn entry_successor_regions(
        &self,
        ir: &IrView,
        _operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        self.successor_regions(ir, RegionBranchPoint::Parent)
    }

    /// How many times each region runs per run of the op, in region order,
    /// when some operands are known constants (`operands[i]` is operand
    /// `i`'s value, `None` when unknown). Unknown for every region by
    /// default.
    fn region_invocation_bounds(
        &self,
        ir: &IrView,
        _operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        vec![InvocationBounds::unknown(); self.as_op().num_regions(ir)]
    }

    /// Whether a forwarded value of type `from` may flow into an input of
    /// type `to` (equal types by default).
    fn are_types_compatible(from: Type, to: Type) -> bool {
        from == to
    }
}

/// Terminators of a region-branching op's regions that forward operands to
/// the successors (MLIR's `RegionBranchTerminatorOpInterface`).
#[interface(op)]
pub trait RegionBranchTerminatorOpInterface {
    /// The operands forwarded to `target`: all of them by default, as a
    /// `ReturnLike` terminator forwards.
    fn successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        0..self.as_op().num_operands(ir)
    }

    /// Where control may go from this terminator when some of its
    /// operands are known constants (`operands[i]` is operand `i`'s
    /// value, `None` when unknown; MLIR's `getSuccessorRegions` of this
    /// interface): `scf.condition` on a known condition names one
    /// successor. The branching op's successors from this point by
    /// default.
    fn successor_regions_for_operands(
        &self,
        ir: &IrView,
        _operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        terminator_successor_regions(ir, self.as_op())
    }
}

/// The operands `terminator` forwards to `target`: through its
/// `RegionBranchTerminatorOpInterface`, else all of them when it is
/// `ReturnLike`; `None` when it forwards nothing to region successors.
pub fn terminator_successor_operands(
    ir: &IrView,
    terminator: Op,
    target: SuccessorTarget,
) -> Option<Range<usize>> {
    if let Some(model) = RegionBranchTerminatorOpInterfaceRef::get(ir, terminator) {
        return Some(model.successor_operands(ir, target));
    }
    let traits = terminator.name(ir).traits(ir.ctx());
    traits.contains(OpTraits::RETURN_LIKE).then(|| 0..terminator.num_operands(ir))
}

/// Whether `op` forwards operands to region successors (implements
/// `RegionBranchTerminatorOpInterface` or is `ReturnLike`).
pub fn is_region_branch_terminator(ir: &IrView, op: Op) -> bool {
    RegionBranchTerminatorOpInterfaceRef::get(ir, op).is_some()
        || op.name(ir).traits(ir.ctx()).contains(OpTraits::RETURN_LIKE)
}

/// The operands `point` forwards to `target` of `branch`'s successors: the
/// op's entry operands for the parent, the terminator's operands otherwise
/// (`None` for a terminator that forwards nothing).
pub fn forwarded_operands(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
    point: RegionBranchPoint,
    target: SuccessorTarget,
) -> Option<Range<usize>> {
    match point {
        RegionBranchPoint::Parent => Some(branch.entry_successor_operands(ir, target)),
        RegionBranchPoint::Terminator(t) => terminator_successor_operands(ir, t, target),
    }
}

/// The points control can leave region `index` of `branch` from: the
/// forwarding terminators ending its blocks, in block order.
pub fn region_exit_points(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
    index: usize,
) -> Vec<RegionBranchPoint> {
    let region = branch.op().region(ir, index);
    region
        .blocks(ir)
        .filter_map(|b| b.last_op(ir))
        .filter(|&t| is_region_branch_terminator(ir, t))
        .map(RegionBranchPoint::Terminator)
        .collect()
}

/// The successors of `terminator` (MLIR's
/// `RegionBranchTerminatorOpInterface::getSuccessorRegions`): asked of the
/// op whose region it ends; empty when that op does not branch.
pub fn terminator_successor_regions(ir: &IrView, terminator: Op) -> Vec<RegionSuccessor> {
    let parent = terminator.parent_op(ir).and_then(|p| RegionBranchOpInterfaceRef::get(ir, p));
    parent.map_or_else(Vec::new, |branch| {
        branch.successor_regions(ir, RegionBranchPoint::Terminator(terminator))
    })
}

/// Whether control may enter region `index` of `branch` again after
/// leaving it (MLIR's `isRepetitiveRegion`): a walk over the successor
/// edges from its exits, with a visited set, no recursion.
pub fn is_repetitive_region(ir: &IrView, branch: RegionBranchOpInterfaceRef, index: usize) -> bool {
    let mut visited = vec![false; branch.op().num_regions(ir)];
    let mut pending = vec![index];
    while let Some(region) = pending.pop() {
        for point in region_exit_points(ir, branch, region) {
            for successor in branch.successor_regions(ir, point) {
                let SuccessorTarget::Region(next) = successor.target else { continue };
                if next == index {
                    return true;
                }
                if next < visited.len() && !visited[next] {
                    visited[next] = true;
                    pending.push(next);
                }
            }
        }
    }
    false
}

/// MLIR's `verifyTypesAlongControlFlowEdges`: the edges from the parent,
/// then those from each block's forwarding terminator, region by region.
fn verify_region_branch(ir: &IrView, branch: RegionBranchOpInterfaceRef) -> VerifyResult {
    verify_edges_from(ir, branch, RegionBranchPoint::Parent)?;
    for index in 0..branch.op().num_regions(ir) {
        for point in region_exit_points(ir, branch, index) {
            verify_edges_from(ir, branch, point)?;
        }
    }
    Ok(())
}

/// Every successor of `point`: as many forwarded values as inputs, each of
/// a compatible type.
fn verify_edges_from(
    ir: &IrView,
    branch: RegionBranchOpInterfaceRef,
    point: RegionBranchPoint,
) -> VerifyResult {
    let op = branch.op();
    let (source, point_op) = match point {
        RegionBranchPoint::Parent => ("parent".to_owned(), op),
        RegionBranchPoint::Terminator(t) => {
            (format!("Operation {}", t.name(ir).as_str(ir.ctx())), t)
        }
    };
    let fail = |message: String| -> VerifyResult {
        let diag = op.emit_op_error(ir, message).with_note(point_op.loc(ir), "region branch point");
        Err(diag.into())
    };
    for successor in branch.successor_regions(ir, point) {
        let edge = match successor.target {
            SuccessorTarget::Region(index) => format!("from {source} to Region #{index}"),
            SuccessorTarget::Parent => format!("from {source} to parent"),
        };
        let Some(operands) = forwarded_operands(ir, branch, point, successor.target) else {
            continue;
        };
        let inputs = successor.input_types(ir, op);
        let (Some(inputs), true) = (inputs, operands.end <= point_op.num_operands(ir)) else {
            return Err(out_of_range(ir, op, &edge).into());
        };
        if operands.len() != inputs.len() {
            return fail(format!(
                "along control flow edge {edge}: region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            ));
        }
        for (i, (operand, input)) in operands.zip(inputs).enumerate() {
            let from = point_op.operand(ir, operand).ty(ir);
            if !branch.are_types_compatible(from, input) {
                let ctx = ir.ctx();
                return fail(format!(
                    "along control flow edge {edge}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    from.display(ctx),
                    input.display(ctx)
                ));
            }
        }
    }
    Ok(())
}

/// A model naming operands or inputs that do not exist: a bug of the
/// model, reported rather than indexed out of bounds.
fn out_of_range(ir: &IrView, op: Op, edge: &str) -> Diagnostic {
    op.emit_op_error(ir, format!("control flow edge {edge} names operands or inputs out of range"))
}
