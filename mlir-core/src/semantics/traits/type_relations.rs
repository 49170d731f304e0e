//! Traits relating the types of an op's operands and results.

use smallvec::SmallVec;

use super::{OpTrait, OpTraits, TraitDef};
use crate::context::builtin::shaped::types_have_compatible_shape;
use crate::context::builtin::types::{Type, TypeData};
use crate::context::diagnostics::VerifyResult;
use crate::ir::{IrView, Op, Value};

/// Operand types, kept inline: these checks run for most ops.
fn operand_types(ir: &IrView, op: Op) -> SmallVec<[Type; 8]> {
    op.operands(ir).map(|v| v.ty(ir)).collect()
}

fn result_types(ir: &IrView, op: Op) -> SmallVec<[Type; 8]> {
    op.results(ir).map(|v| v.ty(ir)).collect()
}

/// MLIR's `verifyAtLeastNOperands(op, 1)`.
fn at_least_one_operand(ir: &IrView, op: Op) -> VerifyResult {
    match op.num_operands(ir) {
        0 => Err(op.emit_op_error(ir, "expected 1 or more operands, but found 0").into()),
        _ => Ok(()),
    }
}

/// MLIR's `verifyAtLeastNResults(op, 1)`.
fn at_least_one_result(ir: &IrView, op: Op) -> VerifyResult {
    match op.num_results(ir) {
        0 => Err(op.emit_op_error(ir, "expected 1 or more results").into()),
        _ => Ok(()),
    }
}

/// All operands and results have the same type (element type and a
/// compatible shape; equal encodings for ranked tensors).
pub struct SameOperandsAndResultType;
impl OpTrait for SameOperandsAndResultType {
    const DEF: TraitDef = TraitDef {
        flags: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        verify: Some(verify_same_operands_and_result_type),
        ..TraitDef::marker("SameOperandsAndResultType", OpTraits::NONE)
    };
}

fn verify_same_operands_and_result_type(ir: &IrView, op: Op) -> VerifyResult {
    at_least_one_operand(ir, op)?;
    at_least_one_result(ir, op)?;
    let ctx = ir.ctx();
    let results = result_types(ir, op);
    let first = results[0];
    // The common case, every type the same, needs no look at the types.
    if results.iter().all(|&t| t == first) && op.operands(ir).all(|v| v.ty(ir) == first) {
        return Ok(());
    }
    let element = first.element_type_or_self(ctx);
    let encoding = first.tensor_encoding(ctx);
    let others = results[1..].iter().copied().chain(operand_types(ir, op));
    for ty in others {
        if ty.element_type_or_self(ctx) != element || !types_have_compatible_shape(ctx, ty, first) {
            return Err(op
                .emit_op_error(ir, "requires the same type for all operands and results")
                .into());
        }
        if encoding.is_some() && ty.tensor_encoding(ctx) != encoding {
            return Err(op
                .emit_op_error(ir, "requires the same encoding for all operands and results")
                .into());
        }
    }
    Ok(())
}

/// All operands have exactly the same type.
pub struct SameTypeOperands;
impl OpTrait for SameTypeOperands {
    const DEF: TraitDef = TraitDef::verifier("SameTypeOperands", |ir, op| {
        let types = operand_types(ir, op);
        match types.split_first() {
            Some((first, rest)) if rest.iter().any(|t| t != first) => {
                Err(op.emit_op_error(ir, "requires all operands to have the same type").into())
            }
            _ => Ok(()),
        }
    });
}

/// All operands have compatible shapes.
pub struct SameOperandsShape;
impl OpTrait for SameOperandsShape {
    const DEF: TraitDef = TraitDef::verifier("SameOperandsShape", |ir, op| {
        at_least_one_operand(ir, op)?;
        let types = operand_types(ir, op);
        if all_shapes_compatible(ir, &types) {
            Ok(())
        } else {
            Err(op.emit_op_error(ir, "requires the same shape for all operands").into())
        }
    });
}

/// All operands and results have compatible shapes.
pub struct SameOperandsAndResultShape;
impl OpTrait for SameOperandsAndResultShape {
    const DEF: TraitDef = TraitDef::verifier("SameOperandsAndResultShape", |ir, op| {
        at_least_one_operand(ir, op)?;
        at_least_one_result(ir, op)?;
        let mut types = operand_types(ir, op);
        types.extend(result_types(ir, op));
        if all_shapes_compatible(ir, &types) {
            Ok(())
        } else {
            Err(op.emit_op_error(ir, "requires the same shape for all operands and results").into())
        }
    });
}

/// All operands have the same element type.
pub struct SameOperandsElementType;
impl OpTrait for SameOperandsElementType {
    const DEF: TraitDef = TraitDef::verifier("SameOperandsElementType", |ir, op| {
        at_least_one_operand(ir, op)?;
        if same_element_type(ir, &operand_types(ir, op)) {
            Ok(())
        } else {
            Err(op.emit_op_error(ir, "requires the same element type for all operands").into())
        }
    });
}

/// All operands and results have the same element type.
pub struct SameOperandsAndResultElementType;
impl OpTrait for SameOperandsAndResultElementType {
    const DEF: TraitDef = TraitDef::verifier("SameOperandsAndResultElementType", |ir, op| {
        at_least_one_operand(ir, op)?;
        at_least_one_result(ir, op)?;
        let mut types = result_types(ir, op);
        types.extend(operand_types(ir, op));
        if same_element_type(ir, &types) {
            Ok(())
        } else {
            Err(op
                .emit_op_error(ir, "requires the same element type for all operands and results")
                .into())
        }
    });
}

/// MLIR's `verifyCompatibleShapes` over a list: pairwise compatible shapes,
/// and scalable vectors only among scalable vectors (`vector<4xf32>` and
/// `vector<[4]xf32>` are not compatible).
fn all_shapes_compatible(ir: &IrView, types: &[Type]) -> bool {
    let ctx = ir.ctx();
    let scalable = types.iter().filter(|t| is_scalable_vector(ir, **t)).count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    types.split_first().is_none_or(|(first, rest)| {
        rest.iter().all(|t| types_have_compatible_shape(ctx, *t, *first))
    })
}

/// A vector with at least one scalable dimension.
fn is_scalable_vector(ir: &IrView, ty: Type) -> bool {
    matches!(ty.data(ir.ctx()), TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s))
}

fn same_element_type(ir: &IrView, types: &[Type]) -> bool {
    let ctx = ir.ctx();
    let mut elements = types.iter().map(|t| t.element_type_or_self(ctx));
    let first = elements.next();
    elements.all(|e| Some(e) == first)
}

/// The op applies element by element: vector and tensor operands and
/// results all have the same shape and kind, and scalars mix only as MLIR
/// allows.
pub struct Elementwise;
impl OpTrait for Elementwise {
    const DEF: TraitDef = TraitDef {
        flags: OpTraits::ELEMENTWISE,
        verify: Some(verify_elementwise),
        ..TraitDef::marker("Elementwise", OpTraits::NONE)
    };
}

/// Vectors and tensors (ranked or not) are what elementwise ops map over.
fn mappable_kind(ir: &IrView, ty: Type) -> Option<u8> {
    match ty.data(ir.ctx()) {
        TypeData::Vector { .. } => Some(0),
        TypeData::RankedTensor { .. } => Some(1),
        TypeData::UnrankedTensor { .. } => Some(2),
        _ => None,
    }
}

fn verify_elementwise(ir: &IrView, op: Op) -> VerifyResult {
    // Scalars only, the common case: nothing to compare.
    let mappable = |v: Value| mappable_kind(ir, v.ty(ir)).is_some();
    if !op.results(ir).any(mappable) && !op.operands(ir).any(mappable) {
        return Ok(());
    }
    let results: SmallVec<[Type; 8]> =
        result_types(ir, op).into_iter().filter(|t| mappable_kind(ir, *t).is_some()).collect();
    let operands: SmallVec<[Type; 8]> =
        operand_types(ir, op).into_iter().filter(|t| mappable_kind(ir, *t).is_some()).collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(op
            .emit_op_error(
                ir,
                "if a result is non-scalar, then at least one operand must be non-scalar",
            )
            .into());
    }
    if results.is_empty() {
        return Err(op
            .emit_op_error(
                ir,
                "if an operand is non-scalar, then there must be at least one non-scalar result",
            )
            .into());
    }
    if results.len() != op.num_results(ir) {
        return Err(op
            .emit_op_error(ir, "if an operand is non-scalar, then all results must be non-scalar")
            .into());
    }
    let all: SmallVec<[Type; 8]> = operands.into_iter().chain(results).collect();
    let kind = mappable_kind(ir, all[0]);
    if all.iter().any(|t| mappable_kind(ir, *t) != kind) || !all_shapes_compatible(ir, &all) {
        return Err(op
            .emit_op_error(
                ir,
                "all non-scalar operands/results must have the same shape and base type",
            )
            .into());
    }
    Ok(())
}
