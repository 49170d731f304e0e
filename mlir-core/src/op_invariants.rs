//! The shared runtime of the invariant verifiers the `#[op]` macro
//! generates: each op carries static tables of its operands, results and
//! attributes ([`ValueSpec`], [`AttrSpec`]), and these functions check an op
//! against them with ODS's messages and order (attributes, operands,
//! results). Keeping the logic here, not unrolled per op, keeps generated
//! code small.

use std::borrow::Cow;
use std::ops::Range;

use crate::asm::printer::type_to_string;
use crate::builtin::attributes::Attribute;
use crate::builtin::types::Type;
use crate::context::Context;
use crate::diag::VerifyResult;
use crate::ir::{IrView, Op};

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
    pub converts: fn(&Context, Attribute) -> bool,
}

/// The range of values declaration `index` of `specs` covers among `total`
/// values, with at most one non-single declaration (checked by the macro).
/// Out-of-range results are clamped, so a malformed op never panics here.
pub fn value_range(specs: &[ValueSpec], total: usize, index: usize) -> Range<usize> {
    let singles = specs.iter().filter(|s| s.arity == Arity::Single).count();
    let flexible = total.saturating_sub(singles);
    let mut start = 0;
    for (i, spec) in specs.iter().enumerate() {
        let len = match spec.arity {
            Arity::Single => 1,
            Arity::Optional => flexible.min(1),
            Arity::Variadic => flexible,
        };
        if i == index {
            let begin = start.min(total);
            return begin..(start + len).min(total);
        }
        start += len;
    }
    total..total
}

/// Checks the types of `values` against `specs`; `what` is `operand` or
/// `result`.
fn verify_values(
    ir: &IrView,
    op: Op,
    what: &str,
    specs: &[ValueSpec],
    types: &[Type],
) -> VerifyResult {
    let ctx = ir.ctx();
    for (i, spec) in specs.iter().enumerate() {
        for index in value_range(specs, types.len(), i) {
            let ty = types[index];
            if (spec.check)(ctx, ty) {
                continue;
            }
            let variadic = if spec.arity == Arity::Variadic { "variadic of " } else { "" };
            let message = format!(
                "{what} #{index} must be {variadic}{}, but got '{}'",
                (spec.description)(),
                type_to_string(ctx, ty)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
    }
    Ok(())
}

/// The generated invariants of an op: its attributes, operand types and
/// result types, in ODS's order and words. `Optional` declarations beyond
/// the first non-single one are not supported by the macro yet.
pub fn verify_invariants(
    ir: &IrView,
    op: Op,
    attrs: &[AttrSpec],
    operands: &[ValueSpec],
    results: &[ValueSpec],
) -> VerifyResult {
    let ctx = ir.ctx();
    let props = op.props(ir);
    let value = |slot: usize| props.get(slot).copied().flatten();
    let unsatisfied = |spec: &AttrSpec| {
        let message = format!(
            "attribute '{}' failed to satisfy constraint: {}",
            spec.name,
            (spec.description)()
        );
        Err(op.emit_op_error(ir, message).into())
    };
    // MLIR's order, by phase: an attribute its property could not store
    // (written in the attribute dictionary, so it stayed there and is
    // checked first, in name order); then missing required attributes, in
    // name order; then the constraints, in declaration order.
    let mut by_name: Vec<usize> = (0..attrs.len()).collect();
    by_name.sort_by_key(|&slot| attrs[slot].name);
    for &slot in &by_name {
        if let Some(v) = value(slot)
            && !(attrs[slot].converts)(ctx, v)
        {
            return unsatisfied(&attrs[slot]);
        }
    }
    for &slot in &by_name {
        if attrs[slot].required && value(slot).is_none() {
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
    let operand_types: Vec<Type> = op.operands(ir).map(|v| v.ty(ir)).collect();
    verify_values(ir, op, "operand", operands, &operand_types)?;
    let result_types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
    verify_values(ir, op, "result", results, &result_types)
}
