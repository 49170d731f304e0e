//! Attribute constraints with mlir-opt's descriptions.

use super::AttrConstraint;
use crate::builtin::apint::Signedness;
use crate::builtin::attributes::{AttrData, Attribute};
use crate::builtin::types::TypeData;
use crate::context::Context;

/// Declares a unit-struct attribute constraint.
macro_rules! attr_constraint {
    ($(#[$doc:meta])* $name:ident, $desc:literal, |$ctx:ident, $attr:ident| $body:expr) => {
        $(#[$doc])*
        pub struct $name;
        impl AttrConstraint for $name {
            fn description() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed($desc)
            }
            fn is_satisfied($ctx: &Context, $attr: Attribute) -> bool {
                $body
            }
        }
    };
}

fn signless_int_attr(ctx: &Context, attr: Attribute, width: u32) -> bool {
    match attr.data(ctx) {
        AttrData::Integer { ty, .. } => matches!(ty.data(ctx),
            TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width),
        _ => false,
    }
}

attr_constraint!(
    /// Any attribute.
    AnyAttr, "any attribute", |_ctx, _attr| true
);
attr_constraint!(
    /// An `i32` integer attribute.
    I32Attr, "32-bit signless integer attribute", |ctx, attr| signless_int_attr(ctx, attr, 32)
);
attr_constraint!(
    /// An `i64` integer attribute.
    I64Attr, "64-bit signless integer attribute", |ctx, attr| signless_int_attr(ctx, attr, 64)
);
attr_constraint!(
    /// A string attribute.
    StrAttr, "string attribute", |ctx, attr| attr.as_string(ctx).is_some()
);
attr_constraint!(
    /// A type attribute.
    TypeAttr, "any type attribute", |ctx, attr| attr.as_type(ctx).is_some()
);
attr_constraint!(
    /// A unit attribute.
    UnitAttr, "unit attribute", |ctx, attr| matches!(attr.data(ctx), AttrData::Unit)
);
attr_constraint!(
    /// An array attribute.
    ArrayAttr, "array attribute", |ctx, attr| attr.as_array(ctx).is_some()
);
attr_constraint!(
    /// A symbol reference, possibly nested.
    SymbolRefAttr, "symbol reference attribute", |ctx, attr| {
        matches!(attr.data(ctx), AttrData::SymbolRef { .. })
    }
);
attr_constraint!(
    /// A symbol reference without nested references.
    FlatSymbolRefAttr, "flat symbol reference attribute", |ctx, attr| {
        matches!(attr.data(ctx), AttrData::SymbolRef { nested, .. } if nested.is_empty())
    }
);
attr_constraint!(
    /// An attribute with a type (`TypedAttr`).
    TypedAttrConstraint, "TypedAttr instance", |ctx, attr| attr.typed_attr_type(ctx).is_some()
);
