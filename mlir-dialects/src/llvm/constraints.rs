//! The type constraints of the LLVM dialect's ops, with mlir-opt 22's
//! descriptions: an LLVM dialect-compatible type, and the pointer kinds.

use std::borrow::Cow;

use mlir_core::semantics::constraints::TypeConstraint;
use mlir_core::semantics::constraints::syntax::TypeKind;
use mlir_core::{Context, Type, TypeData};

use super::types::{
    ArrayType, FunctionType, LabelType, MetadataType, PpcFp128Type, PtrType, StructType,
    TargetExtType, TokenType, VoidType, X86AmxType,
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
        || PpcFp128Type::isa(ctx, ty)
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

// ---------------------------------------------------------------------------
// The memory, aggregate and vector ops' constraints
// ---------------------------------------------------------------------------

/// Whether `ty` is a float type LLVM has (MLIR's
/// `isCompatibleFloatingPointType`).
pub fn is_compatible_float(ctx: &Context, ty: Type) -> bool {
    use mlir_core::support::float::FloatKind as F;
    matches!(ty.data(ctx), TypeData::Float(F::BF16 | F::F16 | F::F32 | F::F64 | F::F80 | F::F128))
}

/// Whether `ty` is a signless integer of any width.
pub fn is_signless_integer(ctx: &Context, ty: Type) -> bool {
    matches!(ty.as_integer(ctx), Some((_, mlir_core::support::apint::Signedness::Signless)))
}

/// Whether `ty` is a one-dimensional builtin vector of signless integers,
/// LLVM floats or pointers (MLIR's `isCompatibleVectorType`).
pub fn is_compatible_vector(ctx: &Context, ty: Type) -> bool {
    match ty.data(ctx) {
        TypeData::Vector { shape, element, .. } if shape.len() == 1 => {
            let element = *element;
            is_signless_integer(ctx, element)
                || is_compatible_float(ctx, element)
                || PtrType::isa(ctx, element)
        }
        _ => false,
    }
}

/// Whether `ty` is a vector with a scalable dimension (MLIR's
/// `isScalableVectorType`).
pub fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ty.data(ctx), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// Whether a target extension type may be allocated, loaded and stored
/// (LLVM's rule: SPIR-V types and `aarch64.svcount`).
pub fn target_ext_supports_mem_ops(ctx: &Context, ty: TargetExtType) -> bool {
    let name = ty.ext_type_name(ctx);
    name.starts_with("spirv.") || name == "aarch64.svcount"
}

/// Whether a value of `ty` has a size: an LLVM type other than `void`, a
/// function, an opaque struct or a target extension type that does not
/// support memory ops (MLIR's `isLoadableType`).
pub fn is_loadable_type(ctx: &Context, ty: Type) -> bool {
    if !is_compatible_outer_type(ctx, ty) || VoidType::isa(ctx, ty) || FunctionType::isa(ctx, ty) {
        return false;
    }
    if let Some(st) = StructType::try_from(ctx, ty)
        && st.is_opaque(ctx)
    {
        return false;
    }
    TargetExtType::try_from(ctx, ty).is_none_or(|t| target_ext_supports_mem_ops(ctx, t))
}

/// The size in bits a type has for atomic accesses (MLIR's data layout
/// defaults: a pointer is 64 bits), when it is an integer, a pointer or an
/// LLVM float.
fn atomic_bit_width(ctx: &Context, ty: Type) -> Option<u64> {
    use mlir_core::support::float::FloatKind as F;
    match ty.data(ctx) {
        TypeData::Integer { width, .. } => Some(u64::from(*width)),
        TypeData::Float(kind) => match kind {
            F::BF16 | F::F16 => Some(16),
            F::F32 => Some(32),
            F::F64 => Some(64),
            F::F80 => Some(80),
            F::F128 => Some(128),
            _ => None,
        },
        _ if PtrType::isa(ctx, ty) => Some(64),
        _ => None,
    }
}

/// Whether atomic ops support `ty`: an integer, pointer or LLVM float
/// whose size is a power of two of at least 8 bits (MLIR's
/// `isTypeCompatibleWithAtomicOp`).
pub fn is_atomic_compatible(ctx: &Context, ty: Type) -> bool {
    atomic_bit_width(ctx, ty).is_some_and(|bits| bits >= 8 && bits.is_power_of_two())
}

/// Defines a type constraint from a description and a predicate.
macro_rules! llvm_type_constraint {
    ($(#[$doc:meta])* $name:ident, $description:expr, $check:expr) => {
        $(#[$doc])*
        pub struct $name;
        impl TypeConstraint for $name {
            fn description() -> Cow<'static, str> {
                Cow::Borrowed($description)
            }
            fn is_satisfied(ctx: &Context, ty: Type) -> bool {
                let check: fn(&Context, Type) -> bool = $check;
                check(ctx, ty)
            }
        }
    };
}

llvm_type_constraint!(
    /// ODS's `LLVM_PrimitiveType`: an LLVM type other than `void` and
    /// function types.
    LlvmPrimitiveType,
    "primitive LLVM type",
    |ctx, ty| is_compatible_outer_type(ctx, ty)
        && !VoidType::isa(ctx, ty)
        && !FunctionType::isa(ctx, ty)
);
llvm_type_constraint!(
    /// ODS's `LLVM_LoadableType`: a type with a size.
    LlvmLoadableType,
    "LLVM type with size",
    is_loadable_type
);
llvm_type_constraint!(
    /// ODS's `LLVM_AnyAggregate`: a struct or an array.
    LlvmAnyAggregate,
    "LLVM aggregate type",
    |ctx, ty| StructType::isa(ctx, ty) || ArrayType::isa(ctx, ty)
);
llvm_type_constraint!(
    /// ODS's `LLVM_AnyStruct`.
    LlvmAnyStruct,
    "LLVM structure type",
    |ctx, ty| StructType::isa(ctx, ty)
);
/// ODS's `LLVM_AnyVector`: a vector LLVM has. Its C++ class is
/// `VectorType`: a format reads a builtin vector where it names the type.
pub struct LlvmAnyVector;
impl TypeConstraint for LlvmAnyVector {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("LLVM dialect-compatible vector type")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        is_compatible_vector(ctx, ty)
    }
    const KIND: Option<TypeKind> = Some(TypeKind {
        name: "builtin.vector",
        check: |ctx, ty| matches!(ty.data(ctx), TypeData::Vector { .. }),
    });
}
llvm_type_constraint!(
    /// ODS's `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
    LlvmPointerOrVectorOfPointers,
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, ty| PtrType::isa(ctx, ty)
        || (is_compatible_vector(ctx, ty)
            && ty.element_type(ctx).is_some_and(|e| PtrType::isa(ctx, e)))
);
llvm_type_constraint!(
    /// ODS's `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
    LlvmSignlessIntegerOrVector,
    "signless integer or LLVM dialect-compatible vector of signless integer",
    |ctx, ty| is_signless_integer(ctx, ty)
        || (is_compatible_vector(ctx, ty)
            && ty.element_type(ctx).is_some_and(|e| is_signless_integer(ctx, e)))
);
llvm_type_constraint!(
    /// ODS's `LLVM_AtomicRMWType`. Its last member, a fixed-length vector,
    /// is ODS's "not a scalable vector": every other type passes too.
    LlvmAtomicRmwType,
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM \
     dialect-compatible fixed-length vector type",
    |ctx, ty| !is_scalable_vector(ctx, ty)
);
llvm_type_constraint!(
    /// ODS's `LLVM_AtomicCmpXchgType`.
    LlvmAtomicCmpXchgType,
    "signless integer or LLVM pointer type",
    |ctx, ty| is_signless_integer(ctx, ty) || PtrType::isa(ctx, ty)
);

llvm_type_constraint!(
    /// ODS's `LLVM_TokenType`: written in full by formats, unlike the
    /// `TokenType` kind's own constraint.
    LlvmTokenType,
    "LLVM token type",
    |ctx, ty| TokenType::isa(ctx, ty)
);
llvm_type_constraint!(
    /// ODS's `I8`.
    I8,
    "8-bit signless integer",
    |ctx, ty| ty.is_signless_integer(ctx, 8)
);
