//! Type constraints with mlir-opt's descriptions.

use crate::context::Context;
use crate::context::builtin::types::{Type, TypeData};
use crate::semantics::constraints::TypeConstraint;
use crate::support::apint::Signedness;
use crate::support::float::FloatKind;

/// Declares a unit-struct type constraint from a description and a predicate.
/// With `buildable: f`, the constraint allows exactly the type `f` builds.
macro_rules! type_constraint {
    ($(#[$doc:meta])* $name:ident, $desc:literal, |$ctx:ident, $ty:ident| $body:expr
     $(, buildable: $build:expr)? $(, kind: $kind:expr)?) => {
        $(#[$doc])*
        pub struct $name;
        impl TypeConstraint for $name {
            fn description() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed($desc)
            }
            fn is_satisfied($ctx: &Context, $ty: Type) -> bool {
                $body
            }
            $(const BUILDABLE: Option<fn(&Context) -> Type> = Some($build);)?
            $(const KIND: Option<crate::semantics::constraints::syntax::TypeKind> = Some($kind);)?
        }
    };
}

/// `IntegerType`, the storage of the integer constraints.
const INTEGER_KIND: crate::semantics::constraints::syntax::TypeKind =
    crate::semantics::constraints::syntax::TypeKind {
        name: "builtin.integer",
        check: |ctx, ty| matches!(ty.data(ctx), TypeData::Integer { .. }),
    };

/// `IndexType`.
const INDEX_KIND: crate::semantics::constraints::syntax::TypeKind =
    crate::semantics::constraints::syntax::TypeKind {
        name: "builtin.index",
        check: |ctx, ty| matches!(ty.data(ctx), TypeData::Index),
    };

fn signless_int(ctx: &Context, ty: Type, width: Option<u32>) -> bool {
    matches!(ty.data(ctx), TypeData::Integer { width: w, signedness: Signedness::Signless }
        if width.is_none_or(|x| x == *w))
}

/// The element type of a vector or tensor (ranked or not), else the type.
fn scalar_or_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ty.data(ctx) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element } => Some(*element),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => None,
        _ => Some(ty),
    }
}

type_constraint!(
    /// Any type.
    AnyType, "any type", |_ctx, _ty| true
);
type_constraint!(
    /// `i1`.
    I1, "1-bit signless integer", |ctx, ty| signless_int(ctx, ty, Some(1)),
    buildable: crate::semantics::constraints::syntax::build::i1,
    kind: INTEGER_KIND
);
type_constraint!(
    /// `i32`.
    I32, "32-bit signless integer", |ctx, ty| signless_int(ctx, ty, Some(32)),
    buildable: crate::semantics::constraints::syntax::build::i32,
    kind: INTEGER_KIND
);
type_constraint!(
    /// `i64`.
    I64, "64-bit signless integer", |ctx, ty| signless_int(ctx, ty, Some(64)),
    buildable: crate::semantics::constraints::syntax::build::i64,
    kind: INTEGER_KIND
);
type_constraint!(
    /// `index`.
    Index, "index", |ctx, ty| matches!(ty.data(ctx), TypeData::Index),
    buildable: crate::semantics::constraints::syntax::build::index,
    kind: INDEX_KIND
);
type_constraint!(
    /// Any integer type (signless, signed or unsigned).
    AnyInteger, "integer", |ctx, ty| matches!(ty.data(ctx), TypeData::Integer { .. }),
    kind: INTEGER_KIND
);
type_constraint!(
    /// A signless integer type.
    AnySignlessInteger, "signless integer", |ctx, ty| signless_int(ctx, ty, None),
    kind: INTEGER_KIND
);
type_constraint!(
    /// A signless integer type or `index` (ODS's
    /// `AnySignlessIntegerOrIndex`): loop bounds and steps.
    AnySignlessIntegerOrIndex, "signless integer or index", |ctx, ty| {
        signless_int(ctx, ty, None) || matches!(ty.data(ctx), TypeData::Index)
    }
);
type_constraint!(
    /// A float type.
    AnyFloat, "floating-point", |ctx, ty| matches!(ty.data(ctx), TypeData::Float(_))
);
type_constraint!(
    /// `f32`.
    F32, "32-bit float", |ctx, ty| matches!(ty.data(ctx), TypeData::Float(FloatKind::F32)),
    buildable: |ctx| ctx.float_type(FloatKind::F32)
);
type_constraint!(
    /// `f64`.
    F64, "64-bit float", |ctx, ty| matches!(ty.data(ctx), TypeData::Float(FloatKind::F64)),
    buildable: |ctx| ctx.float_type(FloatKind::F64)
);
type_constraint!(
    /// A signless integer or index, or a vector or tensor of them.
    SignlessIntegerLike, "signless-integer-like", |ctx, ty| {
        scalar_or_element(ctx, ty)
            .is_some_and(|e| signless_int(ctx, e, None) || matches!(e.data(ctx), TypeData::Index))
    }
);
type_constraint!(
    /// A float, or a vector or tensor of floats.
    FloatLike, "floating-point-like", |ctx, ty| {
        scalar_or_element(ctx, ty).is_some_and(|e| matches!(e.data(ctx), TypeData::Float(_)))
    }
);
type_constraint!(
    /// `i1`, or a vector or tensor of `i1`.
    BoolLike, "bool-like", |ctx, ty| {
        scalar_or_element(ctx, ty).is_some_and(|e| signless_int(ctx, e, Some(1)))
    }
);
type_constraint!(
    /// A function type, `(inputs) -> results`.
    FunctionType, "function type", |ctx, ty| ty.as_function(ctx).is_some(),
    kind: crate::semantics::constraints::syntax::TypeKind {
        name: "builtin.function",
        check: |ctx, ty| ty.as_function(ctx).is_some(),
    }
);
type_constraint!(
    /// A signless integer (not `index`), or a vector or tensor of them.
    SignlessFixedWidthIntegerLike, "signless-fixed-width-integer-like", |ctx, ty| {
        scalar_or_element(ctx, ty).is_some_and(|e| signless_int(ctx, e, None))
    }
);
type_constraint!(
    /// A signless integer (not `index`) or a float, or a vector or tensor
    /// of them.
    SignlessIntegerOrFloatLike, "signless-integer-or-float-like", |ctx, ty| {
        scalar_or_element(ctx, ty)
            .is_some_and(|e| signless_int(ctx, e, None) || matches!(e.data(ctx), TypeData::Float(_)))
    }
);
