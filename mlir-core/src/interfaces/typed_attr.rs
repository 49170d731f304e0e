//! `TypedAttr`: attributes that carry a type (`5 : i32`, `dense<…> :
//! tensor<2xf32>`), the interface constant folding and `arith.constant` use
//! to learn a value's type.

use crate::builtin::attributes::{AttrData, Attribute};
use crate::builtin::types::Type;
use crate::context::Context;

/// Attributes with a type.
pub trait TypedAttr: Send + Sync {
    /// The attribute's type.
    fn attr_type(&self, ctx: &Context, attr: Attribute) -> Option<Type>;
}

/// The model of the builtin attributes (integers, floats, dense and sparse
/// elements, dense resources, strings and opaque attributes) and of dialect
/// kinds with a self-type parameter.
pub struct BuiltinTypedAttr;
impl TypedAttr for BuiltinTypedAttr {
    fn attr_type(&self, ctx: &Context, attr: Attribute) -> Option<Type> {
        match attr.data(ctx) {
            AttrData::Integer { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::DenseElements { ty, .. }
            | AttrData::DenseStrings { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::Sparse { ty, .. } => Some(*ty),
            // As in MLIR, strings and opaque attributes always have a type:
            // `none` when none is written.
            AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => {
                Some(ty.unwrap_or_else(|| ctx.none_type()))
            }
            // A dialect kind with a self-type parameter (`#[param(self_type)]`).
            AttrData::Dialect(d) => d.self_type(),
            _ => None,
        }
    }
}

static BUILTIN: BuiltinTypedAttr = BuiltinTypedAttr;

impl Attribute {
    /// The attribute's [`TypedAttr`] model, when it has a type.
    pub fn typed_attr(self, ctx: &Context) -> Option<&'static dyn TypedAttr> {
        BUILTIN.attr_type(ctx, self).map(|_| &BUILTIN as &'static dyn TypedAttr)
    }

    /// The type of a typed attribute.
    pub fn typed_attr_type(self, ctx: &Context) -> Option<Type> {
        self.typed_attr(ctx)?.attr_type(ctx, self)
    }
}
