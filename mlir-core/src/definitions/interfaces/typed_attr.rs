//! `TypedAttr`: attributes that carry a type (`5 : i32`, `dense<…> :
//! tensor<2xf32>`), the interface constant folding, `arith.constant` and
//! the `TypedAttr` constraint use to learn a value's type. The builtin
//! kinds that carry one are listed by the interface (`builtin = […]`) and
//! answer with [`CarriedType`], which `#[attr_def]` also registers for each kind with a `#[param(self_type)]`
//! parameter.

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::attributes::{
    Attribute, DenseElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr, FloatAttr,
    IntegerAttr, OpaqueAttr, SparseElementsAttr, StringAttr,
};
use crate::context::builtin::types::Type;
use crate::semantics::interface_support::{InterfaceEntry, implement};

/// Attributes with a type (MLIR's `TypedAttr`).
#[interface(
    attr,
    builtin = [
        IntegerAttr,
        FloatAttr,
        StringAttr,
        DenseElementsAttr,
        DenseStringElementsAttr,
        DenseResourceElementsAttr,
        SparseElementsAttr,
        OpaqueAttr,
    ]
)]
pub trait TypedAttr {
    /// The attribute's type.
    fn attr_type(&self, ctx: &Context) -> Type;
}

/// The builtin kinds with a type: the one their payload holds.
macro_rules! builtin_typed {
    ($($kind:ty),*) => {$(
        impl TypedAttr for $kind {
            fn attr_type(&self, ctx: &Context) -> Type {
                CarriedType.attr_type(self.as_attr(), ctx)
            }
        }
    )*};
}

builtin_typed!(
    IntegerAttr,
    FloatAttr,
    StringAttr,
    DenseElementsAttr,
    DenseStringElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr,
    OpaqueAttr
);

/// The model of dialect kinds with a self-type parameter, which the builtin
/// kinds with a type share: the type the payload holds. As in MLIR, string and
/// opaque attributes always have one: `none` when none is written.
pub struct CarriedType;
impl TypedAttrModel for CarriedType {
    fn attr_type(&self, attr: Attribute, ctx: &Context) -> Type {
        // Used only for kinds whose payload holds a type (a dialect kind's
        // self type is always a `Type` parameter).
        attr.typed(ctx).unwrap_or_else(|| ctx.none_type())
    }
}

static CARRIED_TYPE: &dyn TypedAttrModel = &CarriedType;

/// The interface map entry of a kind with a self-type parameter (what
/// `#[attr_def]` registers for it).
pub fn carried_type_entry() -> InterfaceEntry {
    implement::<dyn TypedAttrModel>(&CARRIED_TYPE)
}

impl Attribute {
    /// The type of a typed attribute (through its [`TypedAttr`] model).
    pub fn typed_attr_type(self, ctx: &Context) -> Option<Type> {
        TypedAttrRef::get(ctx, self).map(|typed| typed.attr_type(ctx))
    }
}
