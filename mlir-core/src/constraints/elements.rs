//! Attribute constraints on elements attributes (`dense<…> : tensor<…>`),
//! with mlir-opt's descriptions.

use std::borrow::Cow;

use super::AttrConstraint;
use crate::builtin::attributes::{AttrData, Attribute};
use crate::builtin::types::TypeData;
use crate::context::Context;

/// Whether `attr` is what MLIR calls a `DenseIntElementsAttr`: a `dense<…>`
/// attribute (not a string, resource or sparse one) whose elements are
/// integers of any signedness or `index`.
pub fn is_dense_int_elements(ctx: &Context, attr: Attribute) -> bool {
    let AttrData::DenseElements { ty, .. } = attr.data(ctx) else { return false };
    let element = ty.element_type_or_self(ctx);
    matches!(element.data(ctx), TypeData::Integer { .. } | TypeData::Index)
}

/// ODS's `AnyIntElementsAttr`: dense elements of integers or `index`, of
/// any shape. A property of this constraint only stores such an attribute
/// (MLIR keeps it as a `DenseIntElementsAttr`), so anything else is a
/// property conversion error.
pub struct AnyIntElementsAttr;
impl AttrConstraint for AnyIntElementsAttr {
    type Value<'a> = Attribute;

    fn value(_ctx: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }

    fn to_attr(_ctx: &Context, value: Attribute) -> Attribute {
        value
    }

    fn description() -> Cow<'static, str> {
        Cow::Borrowed("integer elements attribute")
    }

    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        is_dense_int_elements(ctx, attr)
    }

    fn converts(ctx: &Context, attr: Attribute) -> bool {
        is_dense_int_elements(ctx, attr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::float::FloatKind;

    fn dense(ctx: &Context, element: crate::Type) -> Attribute {
        let ty = ctx.vector_type(&[1], element);
        ctx.get_attr(AttrData::DenseElements { ty, splat: true, data: vec![0; 8].into() })
    }

    #[test]
    fn integer_and_index_elements_only() {
        let ctx = Context::new();
        assert!(AnyIntElementsAttr::is_satisfied(&ctx, dense(&ctx, ctx.integer_type(32))));
        assert!(AnyIntElementsAttr::is_satisfied(&ctx, dense(&ctx, ctx.index_type())));
        let float = dense(&ctx, ctx.float_type(FloatKind::F32));
        assert!(!AnyIntElementsAttr::is_satisfied(&ctx, float));
        assert!(!AnyIntElementsAttr::converts(&ctx, ctx.dense_i32_array(&[1])));
        assert!(!AnyIntElementsAttr::converts(&ctx, ctx.unit_attr()));
    }
}
