//! The type constraints of the LLVM dialect's ops, with mlir-opt 22's
//! descriptions: an LLVM dialect-compatible type, and the pointer kinds.

use std::borrow::Cow;

use mlir_core::semantics::constraints::TypeConstraint;
use mlir_core::{Context, Type, TypeData};

use super::types::{
    ArrayType, FunctionType, LabelType, MetadataType, PtrType, StructType, TargetExtType,
    TokenType, VoidType, X86AmxType,
};

/// Whether `ty` is an LLVM dialect type or a builtin type LLVM uses
/// directly: a signless integer, a float LLVM has, or a one-dimensional
/// vector (MLIR's `isCompatibleOuterType`; the vector's elements are not
/// checked).
pub fn is_compatible_outer_type(ctx: &Context, ty: Type) -> bool {
    use mlir_core::support::float::FloatKind as F;
    match ty.data(ctx) {
        TypeData::Integer { signedness, .. } => {
            *signedness == mlir_core::support::apint::Signedness::Signless
        }
        TypeData::Float(kind) => {
            matches!(kind, F::BF16 | F::F16 | F::F32 | F::F64 | F::F80 | F::F128)
        }
        TypeData::Vector { shape, .. } => shape.len() == 1,
        _ => is_llvm_dialect_type(ctx, ty),
    }
}

/// Whether `ty` is a type of the LLVM dialect itself.
pub fn is_llvm_dialect_type(ctx: &Context, ty: Type) -> bool {
    PtrType::isa(ctx, ty)
        || ArrayType::isa(ctx, ty)
        || FunctionType::isa(ctx, ty)
        || StructType::isa(ctx, ty)
        || TargetExtType::isa(ctx, ty)
        || VoidType::isa(ctx, ty)
        || TokenType::isa(ctx, ty)
        || LabelType::isa(ctx, ty)
        || MetadataType::isa(ctx, ty)
        || X86AmxType::isa(ctx, ty)
}

/// ODS's `LLVM_Type`: any LLVM dialect-compatible type.
pub struct LlvmType;
impl TypeConstraint for LlvmType {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("LLVM dialect-compatible type")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        is_compatible_outer_type(ctx, ty)
    }
}
