//! [`LocalAliasAnalysis`]: whether two values may address the same memory,
//! from what the IR around them shows (MLIR's `LocalAliasAnalysis`).
//!
//! Each value is first traced back to the values it may address: through
//! views (`ViewLikeOpInterface`, to the viewed buffer), block arguments of
//! non-entry blocks (to what each predecessor's branch passes) and the
//! inputs of region-branching ops (to what flows into them), at most ten
//! steps deep. Two traced values do not alias when both are allocations
//! (an `Allocate` effect on the value), when one is an allocation and the
//! other a constant, or when one is an allocation and the other is defined
//! above the allocation's scope (the nearest `AutomaticAllocationScope`
//! for stack allocations, else the enclosing function) or is an argument
//! of that scope's entry block.

use rustc_hash::FxHashSet;

use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::function::FunctionOpInterfaceRef;
use crate::definitions::interfaces::memory_effects::{EffectKind, Resource, op_effects};
use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::definitions::interfaces::region_branch_mapping::successor_operand_inputs;
use crate::definitions::interfaces::view_like::ViewLikeOpInterfaceRef;
use crate::ir::{IrView, Op, Value, ValueOwner};
use crate::pass::analysis::{Analysis, is_within};
use crate::semantics::traits::OpTraits;

/// How deep the trace back to the addressed values goes.
const MAX_TRACE_DEPTH: u32 = 10;

/// How two values relate as addresses (MLIR's `AliasResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AliasResult {
    /// They never address the same memory.
    NoAlias,
    /// They may.
    MayAlias,
    /// They address overlapping, not identical, memory.
    PartialAlias,
    /// They address the same memory.
    MustAlias,
}

impl AliasResult {
    /// Whether the values never alias.
    pub fn is_no(self) -> bool {
        self == AliasResult::NoAlias
    }

    /// The relation of two pairs considered together: the same when they
    /// agree, partial for partial and must, otherwise may.
    pub fn merge(self, other: AliasResult) -> AliasResult {
        use AliasResult::{MustAlias, PartialAlias};
        match (self, other) {
            (a, b) if a == b => a,
            (PartialAlias, MustAlias) | (MustAlias, PartialAlias) => PartialAlias,
            _ => AliasResult::MayAlias,
        }
    }
}

/// The local alias analysis; stateless, so cheap to make.
#[derive(Clone, Copy, Debug, Default)]
pub struct LocalAliasAnalysis;

impl Analysis for LocalAliasAnalysis {
    const NAME: &'static str = "LocalAliasAnalysis";

    fn compute(_op: Op, _ir: &IrView) -> LocalAliasAnalysis {
        LocalAliasAnalysis
    }
}

impl LocalAliasAnalysis {
    /// How `lhs` and `rhs` relate as addresses.
    pub fn alias(&self, ir: &IrView, lhs: Value, rhs: Value) -> AliasResult {
        if lhs == rhs {
            return AliasResult::MustAlias;
        }
        let lhs_values = underlying_values(ir, lhs);
        let rhs_values = underlying_values(ir, rhs);
        let mut result: Option<AliasResult> = None;
        for &l in &lhs_values {
            for &r in &rhs_values {
                let next = alias_of_underlying(ir, l, r);
                result = Some(result.map_or(next, |so_far| so_far.merge(next)));
            }
        }
        result.unwrap_or(AliasResult::MayAlias)
    }

    /// Whether `lhs` and `rhs` may address the same memory.
    pub fn may_alias(&self, ir: &IrView, lhs: Value, rhs: Value) -> bool {
        !self.alias(ir, lhs, rhs).is_no()
    }
}

/// The values `value` may address, traced back as the module doc says.
fn underlying_values(ir: &IrView, value: Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut visited = FxHashSet::default();
    // (value, depth left); a work list, so long chains cannot overflow.
    let mut pending = vec![(value, MAX_TRACE_DEPTH)];
    while let Some((value, depth)) = pending.pop() {
        if !visited.insert(value) {
            continue;
        }
        if depth == 0 {
            out.push(value);
            continue;
        }
        match sources_of(ir, value) {
            Some(sources) => pending.extend(sources.into_iter().rev().map(|s| (s, depth - 1))),
            None => out.push(value),
        }
    }
    out
}

/// The values `value` is traced to in one step; `None` when it is an
/// address of its own.
fn sources_of(ir: &IrView, value: Value) -> Option<Vec<Value>> {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => {
            if let Some(view) = ViewLikeOpInterfaceRef::get(ir, op)
                && op.result(ir, 0) == value
            {
                return Some(vec![view.view_source(ir)]);
            }
            region_branch_sources(ir, op, value)
        }
        ValueOwner::BlockArg(block, index) => {
            let region = block.region(ir)?;
            if region.first_block(ir) != Some(block) {
                // What every predecessor passes for the argument.
                let index = index as usize;
                let mut sources = Vec::new();
                for pred in block.predecessors(ir) {
                    let terminator = pred.last_op(ir)?;
                    let branch = BranchOpInterfaceRef::get(ir, terminator)?;
                    let position = terminator.successors(ir).position(|s| s == block)?;
                    let operands = branch.successor_operands(ir, position);
                    let operand = index.checked_sub(operands.produced)?;
                    let operand = operands.forwarded.clone().nth(operand)?;
                    sources.push(terminator.operand(ir, operand));
                }
                return Some(sources);
            }
            region_branch_sources(ir, region.parent_op(ir)?, value)
        }
        ValueOwner::Placeholder => None,
    }
}

/// The operands flowing into `input` (a result or entry argument of the
/// region-branching op `op`); `None` when `op` does not branch or nothing
/// is known to flow there.
fn region_branch_sources(ir: &IrView, op: Op, input: Value) -> Option<Vec<Value>> {
    let branch = RegionBranchOpInterfaceRef::get(ir, op)?;
    let sources: Vec<Value> = successor_operand_inputs(ir, branch)
        .into_iter()
        .filter(|(_, to)| *to == input)
        .map(|(operand, _)| operand.value(ir))
        .collect();
    (!sources.is_empty()).then_some(sources)
}

/// The allocation that defines `value`, with the op bounding its scope
/// when one is found; `None` when `value` is not allocated by its op.
fn allocation_of(ir: &IrView, value: Value) -> Option<Option<Op>> {
    let op = match value.owner(ir) {
        ValueOwner::Result(op, _) => op,
        ValueOwner::BlockArg(block, _) => block.parent_op(ir)?,
        ValueOwner::Placeholder => return None,
    };
    let effects = op_effects(ir, op)?;
    let effect =
        effects.iter().find(|e| e.kind == EffectKind::Allocate && e.value == Some(value))?;
    let automatic = effect.resource == Resource::AUTOMATIC_ALLOCATION_SCOPE;
    let mut at = op.parent_op(ir);
    while let Some(parent) = at {
        let bounds = if automatic {
            parent.name(ir).traits(ir.ctx()).contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
        } else {
            FunctionOpInterfaceRef::get(ir, parent).is_some()
        };
        if bounds {
            return Some(Some(parent));
        }
        at = parent.parent_op(ir);
    }
    Some(None)
}

/// Whether `value` is the result of a `ConstantLike` op.
fn is_constant(ir: &IrView, value: Value) -> bool {
    matches!(value.owner(ir), ValueOwner::Result(op, _)
        if op.name(ir).traits(ir.ctx()).contains(OpTraits::CONSTANT_LIKE))
}

/// How two traced values relate.
fn alias_of_underlying(ir: &IrView, lhs: Value, rhs: Value) -> AliasResult {
    if lhs == rhs {
        return AliasResult::MustAlias;
    }
    let lhs_constant = is_constant(ir, lhs);
    let rhs_constant = is_constant(ir, rhs);
    if lhs_constant || rhs_constant {
        // Two constants may name the same symbol; a constant is never a
        // fresh allocation.
        let other = if lhs_constant { rhs } else { lhs };
        if lhs_constant && rhs_constant || allocation_of(ir, other).is_none() {
            return AliasResult::MayAlias;
        }
        return AliasResult::NoAlias;
    }
    // `other` is the value without an allocation, `scope` bounds the one with.
    let (other, scope) = match (allocation_of(ir, lhs), allocation_of(ir, rhs)) {
        (Some(_), Some(_)) => return AliasResult::NoAlias,
        (None, None) => return AliasResult::MayAlias,
        (Some(scope), None) => (rhs, scope),
        (None, Some(scope)) => (lhs, scope),
    };
    let Some(scope) = scope else { return AliasResult::MayAlias };
    // The op holding the region `other` is defined in.
    let (other_parent, entry_argument) = match other.owner(ir) {
        ValueOwner::Placeholder => return AliasResult::MayAlias,
        ValueOwner::Result(op, _) => (op.parent_op(ir), false),
        ValueOwner::BlockArg(block, _) => {
            let entry = block.region(ir).and_then(|r| r.first_block(ir)) == Some(block);
            (block.parent_op(ir), entry)
        }
    };
    let Some(other_parent) = other_parent else { return AliasResult::MayAlias };
    if other_parent != scope && is_within(ir, scope, other_parent) {
        return AliasResult::NoAlias;
    }
    if other_parent == scope && entry_argument {
        return AliasResult::NoAlias;
    }
    AliasResult::MayAlias
}
