//! Ops with several variable-length operand (or result) groups: the sizes
//! of the groups are stored in a property (`AttrSizedOperandSegments`,
//! `operandSegmentSizes = array<i32: …>`) or all equal
//! (`SameVariadicOperandSize`). The `#[op]` macro recognizes these traits
//! and adds the property; the property's storage is [`SegmentSizes`].

use std::borrow::Cow;

use super::{OpTrait, OpTraits, TraitDef};
use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::diagnostics::VerifyResult;
use crate::ir::{IrView, Op};
use crate::semantics::constraints::AttrConstraint;

/// The operand groups' sizes are the property `operandSegmentSizes`.
pub struct AttrSizedOperandSegments;
impl OpTrait for AttrSizedOperandSegments {
    const DEF: TraitDef = TraitDef::structural("AttrSizedOperandSegments", verify_operand_segments);
}

/// The result groups' sizes are the property `resultSegmentSizes`.
pub struct AttrSizedResultSegments;
impl OpTrait for AttrSizedResultSegments {
    const DEF: TraitDef = TraitDef::structural("AttrSizedResultSegments", verify_result_segments);
}

/// All variable-length operand groups have the same size.
pub struct SameVariadicOperandSize;
impl OpTrait for SameVariadicOperandSize {
    const DEF: TraitDef = TraitDef::marker("SameVariadicOperandSize", OpTraits::NONE);
}

/// All variable-length result groups have the same size.
pub struct SameVariadicResultSize;
impl OpTrait for SameVariadicResultSize {
    const DEF: TraitDef = TraitDef::marker("SameVariadicResultSize", OpTraits::NONE);
}

/// The storage of a segment-size property with `N` groups: an
/// `array<i32: …>` of `N` elements, with mlir-opt's conversion messages.
pub struct SegmentSizes<const N: usize>;
impl<const N: usize> AttrConstraint for SegmentSizes<N> {
    type Value<'a> = Vec<i32>;

    fn value(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
        attr.as_dense_i32_array(ctx)
    }

    fn to_attr(ctx: &Context, sizes: Vec<i32>) -> Attribute {
        ctx.dense_i32_array(&sizes)
    }

    fn description() -> Cow<'static, str> {
        Cow::Borrowed("i32 dense array attribute")
    }

    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        attr.as_dense_i32_array(ctx).is_some_and(|sizes| sizes.len() == N)
    }

    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::is_satisfied(ctx, attr)
    }

    fn conversion_error(ctx: &Context, _name: &str, attr: Attribute) -> Option<String> {
        match attr.as_dense_i32_array(ctx) {
            None => Some("expected DenseI32ArrayAttr for key `value`".to_owned()),
            Some(sizes) if sizes.len() != N => {
                Some(format!("size mismatch in attribute conversion: {} vs {N}", sizes.len()))
            }
            Some(_) => None,
        }
    }
}

fn verify_operand_segments(ir: &IrView, op: Op) -> VerifyResult {
    verify_segments(ir, op, "operand", "operandSegmentSizes", op.num_operands(ir))
}

fn verify_result_segments(ir: &IrView, op: Op) -> VerifyResult {
    verify_segments(ir, op, "result", "resultSegmentSizes", op.num_results(ir))
}

/// The sizes are not negative and add up to the number of values. Sizes
/// the property cannot hold (written in the attribute dictionary) count as
/// missing, and missing sizes as zeros, as in MLIR.
fn verify_segments(ir: &IrView, op: Op, what: &str, name: &str, count: usize) -> VerifyResult {
    let ctx = ir.ctx();
    let Some(def) = op.name(ir).def(ctx) else { return Ok(()) };
    let slot = def.property_names.iter().position(|p| *p == name);
    let stored = slot.and_then(|s| op.props(ir).get(s).copied().flatten()).filter(|&attr| {
        let convert = slot.and_then(|s| def.prop_converts.get(s));
        convert.is_none_or(|f| f(ctx, name, attr).is_none())
    });
    let sizes = stored.and_then(|attr| attr.as_dense_i32_array(ctx)).unwrap_or_default();
    if sizes.iter().any(|&s| s < 0) {
        let message = format!("'{name}' attribute cannot have negative elements");
        return Err(op.emit_op_error(ir, message).into());
    }
    let total: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
    if total != count as i64 {
        let message = format!(
            "{what} count ({count}) does not match with the total size ({total}) specified in attribute '{name}'"
        );
        return Err(op.emit_op_error(ir, message).into());
    }
    Ok(())
}
