//! Constraints and op predicates that only `arith` uses: the operand types
//! of `index_cast` and `bitcast` (which also accept memrefs), the shape
//! predicates of the casts and of `select`, the result type predicate of
//! the comparisons, and the named parts the `AllTypesMatch` predicates of
//! `select`, `constant` and the extended ops relate. Descriptions and
//! summaries are mlir-opt 22's.

use std::borrow::Cow;

use mlir_core::definitions::interfaces::shaped_type::ShapedTypeInterfaceRef;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::constraints::{
    SignlessIntegerLike, SignlessIntegerOrFloatLike, TypeConstraint,
};
use mlir_core::semantics::traits::{NamedTypes, OpPredicate, TypeSource};
use mlir_core::support::apint::Signedness;
use mlir_core::{Context, Type, TypeData};

/// Whether `ty` is a ranked memref whose element type `element` accepts
/// (ODS's `MemRefOf` excludes unranked memrefs).
fn ranked_memref_of(ctx: &Context, ty: Type, element: impl Fn(&TypeData) -> bool) -> bool {
    match ty.data(ctx) {
        TypeData::MemRef { element: e, .. } => element(e.data(ctx)),
        _ => false,
    }
}

fn is_signless_integer(data: &TypeData) -> bool {
    matches!(data, TypeData::Integer { signedness: Signedness::Signless, .. })
}

/// The operand and result of `index_cast` and `index_castui`: a
/// signless-integer-like type, or a ranked memref of signless integers or
/// `index`.
pub struct IndexCastTypeConstraint;
impl TypeConstraint for IndexCastTypeConstraint {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("signless-integer-like or memref of signless-integer")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        SignlessIntegerLike::is_satisfied(ctx, ty)
            || ranked_memref_of(ctx, ty, |e| is_signless_integer(e) || matches!(e, TypeData::Index))
    }
}

/// The operand and result of `bitcast`: a signless integer or float (not
/// `index`), a vector or tensor of them, or a ranked memref of them.
pub struct BitcastTypeConstraint;
impl TypeConstraint for BitcastTypeConstraint {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("signless-integer-or-float-like or memref of signless-integer or float")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        SignlessIntegerOrFloatLike::is_satisfied(ctx, ty)
            || ranked_memref_of(ctx, ty, |e| {
                is_signless_integer(e) || matches!(e, TypeData::Float(_))
            })
    }
}

/// The casts' predicate: the operand and the result have the same tensor
/// dimensions. A ranked tensor contributes its shape, every other type
/// (scalar, vector, memref) an empty one. mlir-opt reads an unranked
/// tensor's shape out of bounds here (and may crash); it always fails in
/// practice, so an unranked tensor on either side fails the check.
pub struct SameInputOutputTensorDims;
impl OpPredicate for SameInputOutputTensorDims {
    const SUMMARY: &'static str = "input and output have the same tensor dimensions";

    fn check(ir: &IrView, op: Op) -> bool {
        let ctx = ir.ctx();
        let dims = |ty: Type| match ty.data(ctx) {
            TypeData::RankedTensor { shape, .. } => Some(&shape[..]),
            TypeData::UnrankedTensor { .. } => None,
            _ => Some(&[][..]),
        };
        let (input, output) = (op.operand(ir, 0).ty(ir), op.result(ir, 0).ty(ir));
        matches!((dims(input), dims(output)), (Some(a), Some(b)) if a == b)
    }
}

/// `select`'s predicate: the condition is a signless `i1`, or its shape is
/// exactly the result's (an unranked tensor has the empty shape, as
/// `ShapedType::getShape` gives). mlir-opt crashes on a shaped condition
/// with a result that is not shaped; that fails the check here.
pub struct BooleanConditionOrMatchingShape;
impl OpPredicate for BooleanConditionOrMatchingShape {
    const SUMMARY: &'static str = "condition is signless i1 or has matching shape";

    fn check(ir: &IrView, op: Op) -> bool {
        let ctx = ir.ctx();
        let condition = op.operand(ir, 0).ty(ir);
        if condition.is_signless_integer(ctx, 1) {
            return true;
        }
        let shape = |ty: Type| {
            ShapedTypeInterfaceRef::get(ctx, ty).map(|shaped| shaped.shape(ctx).unwrap_or(&[]))
        };
        matches!((shape(condition), shape(op.result(ir, 0).ty(ir))), (Some(a), Some(b)) if a == b)
    }
}

/// `ty` with its scalars replaced by `i1` (MLIR's `getI1SameShape`): `i1`
/// for a scalar, else the same shaped type of `i1` (shape, scalability,
/// encoding, layout and memory space kept, through `cloneWith`).
pub(crate) fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1);
    ShapedTypeInterfaceRef::get(ctx, ty).map_or(i1, |shaped| shaped.clone_with(ctx, None, i1))
}

/// The comparisons' predicate (ODS's `TypesMatchWith` from `lhs` to
/// `result`): the result type is exactly the left operand's type with
/// `i1` scalars.
pub struct ResultIsI1ShapedLikeOperands;
impl OpPredicate for ResultIsI1ShapedLikeOperands {
    const SUMMARY: &'static str = "result type has i1 element type and same shape as operands";

    fn check(ir: &IrView, op: Op) -> bool {
        let lhs = op.operand(ir, 0).ty(ir);
        op.result(ir, 0).ty(ir) == i1_same_shape(ir.ctx(), lhs)
    }
}

/// `select`'s `AllTypesMatch<["true_value", "false_value", "result"]>`.
pub struct SelectParts;
impl NamedTypes for SelectParts {
    const PARTS: &'static [(&'static str, TypeSource)] = &[
        ("true_value", TypeSource::Operand(1)),
        ("false_value", TypeSource::Operand(2)),
        ("result", TypeSource::Result(0)),
    ];
}

/// `constant`'s `AllTypesMatch<["value", "result"]>`: the type of the
/// `value` attribute is the result type.
pub struct ConstantParts;
impl NamedTypes for ConstantParts {
    const PARTS: &'static [(&'static str, TypeSource)] =
        &[("value", TypeSource::Property(0)), ("result", TypeSource::Result(0))];
}

/// `addui_extended`'s `AllTypesMatch<["lhs", "rhs", "sum"]>` (the overflow
/// flag is bool-like).
pub struct AddUIExtendedParts;
impl NamedTypes for AddUIExtendedParts {
    const PARTS: &'static [(&'static str, TypeSource)] = &[
        ("lhs", TypeSource::Operand(0)),
        ("rhs", TypeSource::Operand(1)),
        ("sum", TypeSource::Result(0)),
    ];
}

/// `mulsi_extended`'s and `mului_extended`'s `AllTypesMatch<["lhs", "rhs",
/// "low", "high"]>`.
pub struct MulExtendedParts;
impl NamedTypes for MulExtendedParts {
    const PARTS: &'static [(&'static str, TypeSource)] = &[
        ("lhs", TypeSource::Operand(0)),
        ("rhs", TypeSource::Operand(1)),
        ("low", TypeSource::Result(0)),
        ("high", TypeSource::Result(1)),
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memref_constraints_take_ranked_memrefs_only() {
        let ctx = Context::new();
        let i32t = ctx.integer_type(32);
        let ranked = ctx.get_type(TypeData::MemRef {
            shape: Box::new([4]),
            element: ctx.index_type(),
            layout: None,
            memory_space: None,
        });
        let unranked = ctx.get_type(TypeData::UnrankedMemRef { element: i32t, memory_space: None });
        assert!(IndexCastTypeConstraint::is_satisfied(&ctx, ranked));
        assert!(!IndexCastTypeConstraint::is_satisfied(&ctx, unranked));
        assert!(!BitcastTypeConstraint::is_satisfied(&ctx, ranked));
        assert!(!BitcastTypeConstraint::is_satisfied(&ctx, ctx.index_type()));
        assert!(BitcastTypeConstraint::is_satisfied(&ctx, ctx.vector_type(&[2], i32t)));
    }
}
