//! The type constraints and op predicates of the LLVM dialect's
//! arithmetic, comparisons and casts, with mlir-opt 22's descriptions:
//! floats and pointers as LLVM has them, LLVM dialect-compatible vectors
//! of an element kind, scalars or such vectors, non-aggregate types, and
//! the comparisons' `i1` result shaped like their operands.

use std::borrow::Cow;
use std::marker::PhantomData;

use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::constraints::{AnySignlessInteger, AnyTypeOf, I1, TypeConstraint};
use mlir_core::semantics::traits::{NamedTypes, OpPredicate, TypeSource};
use mlir_core::support::apint::Signedness;
use mlir_core::{Context, Type, TypeData};

use super::constraints::is_compatible_outer_type;
use super::types::{ArrayType, PtrType, StructType};

/// Whether `ty` is a float LLVM has (MLIR's
/// `isCompatibleFloatingPointType`): `bf16`, `f16`, `f32`, `f64`, `f80`,
/// `f128`.
pub fn is_llvm_float(ctx: &Context, ty: Type) -> bool {
    matches!(ty.data(ctx), TypeData::Float(_)) && is_compatible_outer_type(ctx, ty)
}

/// Whether `ty` is a vector LLVM has (MLIR's `isCompatibleVectorType`):
/// one-dimensional, fixed or scalable, of signless integers, LLVM floats
/// or pointers.
pub fn is_llvm_vector(ctx: &Context, ty: Type) -> bool {
    match ty.data(ctx) {
        TypeData::Vector { shape, element, .. } => {
            shape.len() == 1
                && match element.data(ctx) {
                    TypeData::Integer { signedness, .. } => *signedness == Signedness::Signless,
                    _ => is_llvm_float(ctx, *element) || PtrType::isa(ctx, *element),
                }
        }
        _ => false,
    }
}

/// ODS's `LLVM_AnyFloat`.
pub struct LlvmAnyFloat;
impl TypeConstraint for LlvmAnyFloat {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("floating point LLVM type")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        is_llvm_float(ctx, ty)
    }
}

/// ODS's `LLVM_AnyPointer`: `!llvm.ptr` in any address space.
pub struct LlvmAnyPointer;
impl TypeConstraint for LlvmAnyPointer {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("LLVM pointer type")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        PtrType::isa(ctx, ty)
    }
}

/// ODS's `LLVM_VectorOf<C>`: an LLVM dialect-compatible vector whose
/// elements satisfy `C`.
pub struct LlvmVectorOf<C>(PhantomData<C>);
impl<C: TypeConstraint> TypeConstraint for LlvmVectorOf<C> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("LLVM dialect-compatible vector of {}", C::description()))
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        is_llvm_vector(ctx, ty) && ty.element_type(ctx).is_some_and(|e| C::is_satisfied(ctx, e))
    }
}

/// ODS's `LLVM_ScalarOrVectorOf<C>`: a `C`, or an LLVM vector of them.
pub type LlvmScalarOrVectorOf<C> = AnyTypeOf<(C, LlvmVectorOf<C>)>;

/// Signless integers or LLVM vectors of them.
pub type IntOrIntVector = LlvmScalarOrVectorOf<AnySignlessInteger>;
/// LLVM floats or LLVM vectors of them.
pub type FloatOrFloatVector = LlvmScalarOrVectorOf<LlvmAnyFloat>;
/// Pointers or LLVM vectors of them.
pub type PtrOrPtrVector = LlvmScalarOrVectorOf<LlvmAnyPointer>;
/// `i1` or LLVM vectors of it.
pub type BoolOrBoolVector = LlvmScalarOrVectorOf<I1>;
/// What `llvm.icmp` compares: integers or pointers, scalar or vector.
pub type IntOrPtrScalarOrVector = AnyTypeOf<(IntOrIntVector, PtrOrPtrVector)>;

/// ODS's `LLVM_AnyNonAggregate`: an LLVM dialect-compatible type that is
/// neither a struct nor an array.
pub struct LlvmAnyNonAggregate;
impl TypeConstraint for LlvmAnyNonAggregate {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("LLVM-compatible non-aggregate type")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        is_compatible_outer_type(ctx, ty) && !StructType::isa(ctx, ty) && !ArrayType::isa(ctx, ty)
    }
}

/// `i1`, or an LLVM vector of `i1` with the shape of `ty` when `ty` is an
/// LLVM vector (upstream's `getI1SameShape`).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1);
    if !is_llvm_vector(ctx, ty) {
        return i1;
    }
    match ty.data(ctx) {
        TypeData::Vector { shape, scalable, .. } => {
            let (shape, scalable) = (shape.clone(), scalable.clone());
            ctx.get_type(TypeData::Vector { shape, scalable, element: i1 })
        }
        _ => i1,
    }
}

/// The comparisons' `TypesMatchWith` from `lhs` to `res`.
pub struct CmpResultIsI1SameShape;
impl OpPredicate for CmpResultIsI1SameShape {
    const SUMMARY: &'static str = "result type has i1 element type and same shape as operands";

    fn check(ir: &IrView, op: Op) -> bool {
        let lhs = op.operand(ir, 0).ty(ir);
        op.result(ir, 0).ty(ir) == i1_same_shape(ir.ctx(), lhs)
    }
}

/// `llvm.select`'s `AllTypesMatch<["trueValue", "falseValue", "res"]>`.
pub struct SelectParts;
impl NamedTypes for SelectParts {
    const PARTS: &'static [(&'static str, TypeSource)] = &[
        ("trueValue", TypeSource::Operand(1)),
        ("falseValue", TypeSource::Operand(2)),
        ("res", TypeSource::Result(0)),
    ];
}
