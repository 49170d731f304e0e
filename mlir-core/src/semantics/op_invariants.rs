//! The shared runtime of the invariant verifiers the `#[op]` macro
//! generates: each op carries static tables of its operands, results and
//! attributes ([`ValueSpec`], [`AttrSpec`]), and these functions check an op
//! against them with ODS's messages and order (attributes, operands,
//! results). Keeping the logic here, not unrolled per op, keeps generated
//! code small.
//!
//! The tables: `ValueSpec`, `AttrSpec` and `RegionSpec` per op, and
//! `ValueGroups`, how values divide among an op's groups (implied, of the same
//! size, or sized by a property). The order is ODS's: attributes that cannot be
//! stored, missing ones by name, attribute constraints in declaration order,
//! then operands, results and regions.

use smallvec::SmallVec;
use std::borrow::Cow;
use std::ops::Range;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::diagnostics::VerifyResult;
use crate::context::display_hooks::type_text;
use crate::ir::{IrView, Op, Region};

/// Why an attribute cannot be stored in the property of that name (`None`
/// when it can; see `OpDef::prop_converts`): the text mlir-opt prints
/// after `invalid properties {…} for op NAME: `.
pub type PropConvertFn = fn(&Context, &str, Attribute) -> Option<String>;

/// How many values an operand or result declaration stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Option<C>`).
    Optional,
    /// Any number (`Variadic<C>`).
    Variadic,
}

/// One declared operand or result.
#[derive(Copy, Clone, Debug)]
pub struct ValueSpec {
    /// The Rust field name.
    pub name: &'static str,
    /// How many values it covers.
    pub arity: Arity,
    /// The type constraint's check.
    pub check: fn(&Context, Type) -> bool,
    /// The type constraint's description.
    pub description: fn() -> Cow<'static, str>,
}

/// One declared inherent attribute, stored in property slot `slot`.
#[derive(Copy, Clone, Debug)]
pub struct AttrSpec {
    /// The name MLIR sees.
    pub name: &'static str,
    /// Whether the op is invalid without it.
    pub required: bool,
    /// The attribute constraint's check.
    pub check: fn(&Context, Attribute) -> bool,
    /// The attribute constraint's description.
    pub description: fn() -> Cow<'static, str>,
    /// The constraint's property storage check (see `OpDef::prop_converts`).
    pub converts: PropConvertFn,
    /// Whether it is a property no attribute backs
    /// (`AttrConstraint::IS_PROPERTY`).
    pub property: bool,
    /// The stored form of a value converted from `<{…}>`.
    pub normalize: fn(&Context, Attribute) -> Attribute,
}

/// One declared region (or variadic group of regions, last).
#[derive(Copy, Clone, Debug)]
pub struct RegionSpec {
    /// The name MLIR sees.
    pub name: &'static str,
    /// Whether it stands for all remaining regions.
    pub variadic: bool,
    /// The region constraint's check.
    pub check: fn(&IrView, Region) -> bool,
    /// The region constraint's description.
    pub description: fn() -> Cow<'static, str>,
}

/// How an op's operands (or results) divide among its declared groups.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Segments {
    /// At most one group is optional or variadic; it takes what the single
    /// groups leave.
    Implied,
    /// Every optional or variadic group has the same size
    /// (`SameVariadicOperandSize`).
    SameSize,
    /// Property slot `slot` holds the sizes (`AttrSizedOperandSegments`'s
    /// `operandSegmentSizes`); missing or unreadable sizes count as zeros.
    Sized {
        /// The property slot of the sizes.
        slot: usize,
    },
}

/// An op's declared operands or results and how values map onto them.
#[derive(Copy, Clone, Debug)]
pub struct ValueGroups {
    /// The declared groups, in order.
    pub specs: &'static [ValueSpec],
    /// How values divide among them.
    pub segments: Segments,
}

impl ValueGroups {
    /// The range of the values of group `index` among `total` values of
    /// `op`. Out-of-range results are clamped, so a malformed op never
    /// panics here.
    pub fn range(&self, ir: &IrView, op: Op, total: usize, index: usize) -> Range<usize> {
        match self.segments {
            Segments::Sized { slot } => {
                self.range_in(total, index, Some(&segment_sizes(ir, op, slot)))
            }
            _ => self.range_in(total, index, None),
        }
    }

    /// The range of group `index` among `total` values, with the segment
    /// sizes `sizes` when the groups are sized by a property (missing sizes
    /// count as zeros). Clamped to `0..total`.
    pub fn range_in(&self, total: usize, index: usize, sizes: Option<&[i32]>) -> Range<usize> {
        let clamp = |start: usize, len: usize| start.min(total)..(start + len).min(total);
        if let Segments::Sized { .. } = self.segments {
            let sizes = sizes.unwrap_or(&[]);
            let size = |i: usize| sizes.get(i).map_or(0, |&s| s.max(0) as usize);
            return clamp((0..index).map(size).sum(), size(index));
        }
        let singles = self.specs.iter().filter(|s| s.arity == Arity::Single).count();
        let flexible_groups = self.specs.len() - singles;
        let mut flexible = total.saturating_sub(singles);
        if self.segments == Segments::SameSize && flexible_groups > 0 {
            flexible /= flexible_groups;
        }
        let mut start = 0;
        for (i, spec) in self.specs.iter().enumerate() {
            let len = match (spec.arity, self.segments) {
                (Arity::Single, _) => 1,
                // An optional group takes every value the single groups
                // leave, as upstream counts it: more than one is reported
                // by the verifier, not handed to the next group.
                _ => flexible,
            };
            if i == index {
                return clamp(start, len);
            }
            start += len;
        }
        total..total
    }
}

/// The segment sizes in property `slot` of `op` (empty when missing).
pub fn segment_sizes(ir: &IrView, op: Op, slot: usize) -> Vec<i32> {
    op.props(ir)
        .get(slot)
        .copied()
        .flatten()
        .and_then(|attr| attr.as_dense_i32_array(ir.ctx()))
        .unwrap_or_default()
}

/// Checks the types of `values` against `groups`; `what` is `operand` or
/// `result`.
fn verify_values(
    ir: &IrView,
    op: Op,
    what: &str,
    groups: &ValueGroups,
    types: &[Type],
) -> VerifyResult {
    let ctx = ir.ctx();
    // The common case, one value per group: group `i` is value `i`.
    let singles = !matches!(groups.segments, Segments::Sized { .. })
        && types.len() == groups.specs.len()
        && groups.specs.iter().all(|spec| spec.arity == Arity::Single);
    if singles && groups.specs.iter().zip(types).all(|(spec, &ty)| (spec.check)(ctx, ty)) {
        return Ok(());
    }
    for (i, spec) in groups.specs.iter().enumerate() {
        let range = groups.range(ir, op, types.len(), i);
        if spec.arity == Arity::Optional && range.len() > 1 {
            let message = format!(
                "{what} group starting at #{} requires 0 or 1 element, but found {}",
                range.start,
                range.len()
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        for index in range {
            let ty = types[index];
            if (spec.check)(ctx, ty) {
                continue;
            }
            let variadic = if spec.arity == Arity::Variadic { "variadic of " } else { "" };
            let message = format!(
                "{what} #{index} must be {variadic}{}, but got '{}'",
                (spec.description)(),
                type_text(ctx, ty)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
    }
    Ok(())
}

/// The generated invariants of an op: its attributes, operand types and
/// result types, in ODS's order and words.
pub fn verify_invariants(
    ir: &IrView,
    op: Op,
    attrs: &[AttrSpec],
    operands: &ValueGroups,
    results: &ValueGroups,
    regions: &[RegionSpec],
) -> VerifyResult {
    let ctx = ir.ctx();
    let props = op.props(ir);
    let value = |slot: usize| props.get(slot).copied().flatten();
    let unsatisfied = |spec: &AttrSpec| {
        // MLIR names a property no attribute backs as such.
        let what = if spec.property { "property" } else { "attribute" };
        let message = format!(
            "{what} '{}' failed to satisfy constraint: {}",
            spec.name,
            (spec.description)()
        );
        Err(op.emit_op_error(ir, message).into())
    };
    // MLIR's order, by phase: an attribute its property could not store
    // (written in the attribute dictionary, so it stayed there and is
    // checked first, in name order); then missing required attributes, in
    // name order; then the constraints, in declaration order.
    let unconverted = |slot: usize| {
        value(slot).is_some_and(|v| (attrs[slot].converts)(ctx, attrs[slot].name, v).is_some())
    };
    let missing = |slot: usize| attrs[slot].required && value(slot).is_none();
    // The name order matters only to pick which failure to report.
    if (0..attrs.len()).any(|slot| unconverted(slot) || missing(slot)) {
        let mut by_name: SmallVec<[usize; 8]> = (0..attrs.len()).collect();
        by_name.sort_by_key(|&slot| attrs[slot].name);
        if let Some(&slot) = by_name.iter().find(|&&slot| unconverted(slot)) {
            return unsatisfied(&attrs[slot]);
        }
        if let Some(&slot) = by_name.iter().find(|&&slot| missing(slot)) {
            let message = format!("requires attribute '{}'", attrs[slot].name);
            return Err(op.emit_op_error(ir, message).into());
        }
    }
    for (slot, spec) in attrs.iter().enumerate() {
        if let Some(v) = value(slot)
            && !(spec.check)(ctx, v)
        {
            return unsatisfied(spec);
        }
    }
    let operand_types: SmallVec<[Type; 8]> = op.operands(ir).map(|v| v.ty(ir)).collect();
    verify_values(ir, op, "operand", operands, &operand_types)?;
    let result_types: SmallVec<[Type; 8]> = op.results(ir).map(|v| v.ty(ir)).collect();
    verify_values(ir, op, "result", results, &result_types)?;
    verify_regions(ir, op, regions)
}

/// Checks each region against its declaration: `region #1 ('body') failed
/// to verify constraint: region with 1 blocks`.
fn verify_regions(ir: &IrView, op: Op, specs: &[RegionSpec]) -> VerifyResult {
    for (index, region) in op.regions(ir).enumerate() {
        let Some(spec) = specs.get(index).or_else(|| specs.last().filter(|s| s.variadic)) else {
            break;
        };
        if !(spec.check)(ir, region) {
            let message = format!(
                "region #{index} ('{}') failed to verify constraint: {}",
                spec.name,
                (spec.description)()
            );
            return Err(op.emit_op_error(ir, message).into());
        }
    }
    Ok(())
}
