//! The type and attribute constraints of `memref`'s views that the core
//! does not define: strided memrefs, the reassociation lists of the
//! reshapes, affine-map attributes (`memref.transpose`'s permutation).

use std::borrow::Cow;

use mlir_core::semantics::constraints::{AnyType, AttrConstraint, MemRefOf, TypeConstraint};
use mlir_core::{AttrData, Attribute, Context, Type};

/// A ranked memref whose layout is strided (ODS's `AnyStridedMemRef`).
pub struct AnyStridedMemRef;
impl TypeConstraint for AnyStridedMemRef {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("strided memref of any type values")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        ty.is_strided_memref(ctx)
    }
    const KIND: Option<mlir_core::semantics::constraints::syntax::TypeKind> =
        MemRefOf::<AnyType>::KIND;
}

/// A rank-0 strided memref (`extract_strided_metadata`'s base buffer).
pub struct StridedMemRefRank0;
impl TypeConstraint for StridedMemRefRank0 {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("strided memref of any type values of ranks 0")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        ty.is_strided_memref(ctx) && ty.memref_parts(ctx).is_some_and(|p| p.shape.is_empty())
    }
    const KIND: Option<mlir_core::semantics::constraints::syntax::TypeKind> =
        MemRefOf::<AnyType>::KIND;
}

/// An array of arrays of `i64` attributes (ODS's `IndexListArrayAttr`):
/// the dimension groups of a reshape, `[[0, 1], [2]]`.
pub struct IndexListArrayAttr;
impl AttrConstraint for IndexListArrayAttr {
    type Value<'a> = Vec<Vec<i64>>;
    fn value(ctx: &Context, attr: Attribute) -> Option<Vec<Vec<i64>>> {
        reassociation(ctx, attr)
    }
    fn to_attr(ctx: &Context, value: Vec<Vec<i64>>) -> Attribute {
        let i64t = ctx.integer_type(64);
        let groups: Vec<Attribute> = value
            .iter()
            .map(|g| {
                let entries: Vec<Attribute> =
                    g.iter().map(|&d| ctx.integer_attr_i64(i64t, d)).collect();
                ctx.array_attr(&entries)
            })
            .collect();
        ctx.array_attr(&groups)
    }
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("Array of 64-bit integer array attributes")
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        reassociation(ctx, attr).is_some()
    }
    /// The property stores an `ArrayAttr`: another kind fails to convert.
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        attr.as_array(ctx).is_some()
    }
}

/// The groups of a reassociation attribute.
fn reassociation(ctx: &Context, attr: Attribute) -> Option<Vec<Vec<i64>>> {
    let i64t = ctx.integer_type(64);
    attr.as_array(ctx)?
        .iter()
        .map(|group| {
            group
                .as_array(ctx)?
                .iter()
                .map(|d| match d.data(ctx) {
                    AttrData::Integer { ty, .. } if *ty == i64t => d.as_integer(ctx)?.as_i64(),
                    _ => None,
                })
                .collect()
        })
        .collect()
}

/// `i8` (the elements of `memref.view`'s byte buffer).
pub struct I8;
impl TypeConstraint for I8 {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("8-bit signless integer")
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        ty == ctx.integer_type(8)
    }
}
