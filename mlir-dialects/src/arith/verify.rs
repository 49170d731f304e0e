//! The own verifiers of `arith`'s ops (ODS's `hasVerifier`), run after the
//! op's invariants and traits: an extension must widen and a truncation
//! narrow, a constant's value and type must fit, a select's condition must
//! be `i1` or shaped like the result. Messages are mlir-opt 22's.

use mlir_core::asm::printer::type_to_string;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::elements_attr::ElementsAttrInterfaceRef;
use mlir_core::ir::{IrView, Op};
use mlir_core::support::apint::Signedness;
use mlir_core::{AttrData, Type, TypeData};

use super::constraints::i1_same_shape;

/// The element widths of the first operand and the result, when both are
/// integers or floats.
fn cast_widths(ir: &IrView, op: Op) -> Option<(u32, u32, Type, Type)> {
    let ctx = ir.ctx();
    let from = op.operand(ir, 0).ty(ir).element_type_or_self(ctx);
    let to = op.result(ir, 0).ty(ir).element_type_or_self(ctx);
    let scalar = |t: Type| matches!(t.data(ctx), TypeData::Integer { .. } | TypeData::Float(_));
    if !scalar(from) || !scalar(to) {
        return None;
    }
    Some((from.int_or_float_bit_width(ctx)?, to.int_or_float_bit_width(ctx)?, from, to))
}

/// `extsi`, `extui`, `extf`, `scaling_extf`: the result's elements are
/// wider than the (first) operand's. (The cast-compatibility check that
/// runs before it already rejects other casts, so in practice mlir-opt
/// never prints this one.) Reported with `emit_error`: the message has no
/// `'arith.…' op` prefix.
pub(super) fn verify_extension(ir: &IrView, op: Op) -> VerifyResult {
    let Some((from_width, to_width, from, to)) = cast_widths(ir, op) else { return Ok(()) };
    if from_width < to_width {
        return Ok(());
    }
    let ctx = ir.ctx();
    let message = format!(
        "result type '{}' must be wider than operand type '{}'",
        type_to_string(ctx, to),
        type_to_string(ctx, from)
    );
    Err(op.emit_error(ir, message).into())
}

/// `trunci`, `truncf`, `scaling_truncf`: the result's elements are
/// narrower than the (first) operand's. Unreachable in practice for the
/// same reason as [`verify_extension`], and reported the same way.
pub(super) fn verify_truncation(ir: &IrView, op: Op) -> VerifyResult {
    let Some((from_width, to_width, from, to)) = cast_widths(ir, op) else { return Ok(()) };
    if from_width > to_width {
        return Ok(());
    }
    let ctx = ir.ctx();
    let message = format!(
        "result type '{}' must be shorter than operand type '{}'",
        type_to_string(ctx, to),
        type_to_string(ctx, from)
    );
    Err(op.emit_error(ir, message).into())
}

/// A vector with a scalable dimension.
fn is_scalable_vector(ir: &IrView, ty: Type) -> bool {
    matches!(ty.data(ir.ctx()), TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s))
}

/// `constant`: a scalar integer result is signless; the value is an
/// integer, float or elements attribute; a scalable vector is initialized
/// by a splat only.
pub(super) fn verify_constant(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let ty = op.result(ir, 0).ty(ir);
    if matches!(ty.as_integer(ctx), Some((_, signedness)) if signedness != Signedness::Signless) {
        return Err(op.emit_op_error(ir, "integer return type must be signless").into());
    }
    let Some(value) = op.props(ir).first().copied().flatten() else { return Ok(()) };
    // MLIR's `SplatElementsAttr`: dense elements holding one value.
    let splat = match value.data(ctx) {
        AttrData::Integer { .. } | AttrData::Float { .. } => false,
        AttrData::DenseElements { splat, .. } | AttrData::DenseStrings { splat, .. } => *splat,
        _ if ElementsAttrInterfaceRef::get(ctx, value).is_some() => false,
        _ => {
            return Err(op
                .emit_op_error(ir, "value must be an integer, float, or elements attribute")
                .into());
        }
    };
    if is_scalable_vector(ir, ty) && !splat {
        return Err(op
            .emit_op_error(
                ir,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            )
            .into());
    }
    Ok(())
}

/// `select`: a condition other than `i1` is allowed only for a vector or
/// tensor result, and must then be that type with `i1` elements.
pub(super) fn verify_select(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let condition = op.operand(ir, 0).ty(ir);
    if condition.is_signless_integer(ctx, 1) {
        return Ok(());
    }
    let result = op.result(ir, 0).ty(ir);
    let vector_or_tensor = matches!(
        result.data(ctx),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    );
    if !vector_or_tensor {
        let message = format!(
            "expected condition to be a signless i1, but got '{}'",
            type_to_string(ctx, condition)
        );
        return Err(op.emit_op_error(ir, message).into());
    }
    let expected = i1_same_shape(ctx, result);
    if condition == expected {
        return Ok(());
    }
    let message = format!(
        "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
        type_to_string(ctx, expected),
        type_to_string(ctx, condition)
    );
    Err(op.emit_op_error(ir, message).into())
}
