//! `TypedAttr`: attributes that carry a type (`5 : i32`, `dense<…> :
//! tensor<2xf32>`), the interface constant folding, `arith.constant` and
//! the `TypedAttr` constraint use to learn a value's type. The builtin
//! kinds that carry one register [`CarriedType`] with every context, and
//! `#[attr_def]` registers it for each kind with a `#[param(self_type)]`
//! parameter.

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::kinds::{BuiltinAttrKind, KindId};
use crate::context::builtin::types::Type;
use crate::semantics::interface_support::{InterfaceEntry, implement};

/// Attributes with a type (MLIR's `TypedAttr`).
#[interface(attr)]
pub trait TypedAttr {
    /// The attribute's type.
    fn attr_type(&self, ctx: &Context) -> Type;
}

/// The model of the builtin kinds with a type and of dialect kinds with a
/// self-type parameter: the type the payload holds. As in MLIR, string and
/// opaque attributes always have one: `none` when none is written.
pub struct CarriedType;
impl TypedAttrModel for CarriedType {
    fn attr_type(&self, attr: Attribute, ctx: &Context) -> Type {
        // Registered only for kinds whose payload holds a type (a dialect
        // kind's self type is always a `Type` parameter).
        attr.typed(ctx).unwrap_or_else(|| ctx.none_type())
    }
}

static CARRIED_TYPE: &dyn TypedAttrModel = &CarriedType;

/// Registers the model of the builtin kinds that carry a type
/// (`Context::new` calls it).
pub(crate) fn register_builtin_models(ctx: &Context) {
    use BuiltinAttrKind as K;
    let kinds = [
        K::Integer,
        K::Float,
        K::String,
        K::DenseElements,
        K::DenseStrings,
        K::DenseResource,
        K::Sparse,
        K::Opaque,
    ];
    ctx.register_kinds_interface(&kinds.map(KindId::BuiltinAttr), carried_type_entry());
}

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
