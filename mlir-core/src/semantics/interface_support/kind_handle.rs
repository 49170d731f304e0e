//! The typed handles of dialect attribute and type kinds (what
//! `#[attr_def]` and `#[type_def]` generate), as attribute and type
//! interfaces need them: the model of a kind that implements an
//! `#[interface(attr)]` or `#[interface(type)]` trait itself rebuilds the
//! handle from the interned value before calling the kind's method.

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::dialect_type::DialectTypeKind;
use crate::context::enum_attr::DialectAttrKind;

/// The typed handle of an attribute kind.
pub trait AttrKindHandle: DialectAttrKind + Copy + 'static {
    /// Wraps an attribute of this kind without checking it.
    fn from_attr_unchecked(attr: Attribute) -> Self;
}

/// The typed handle of a type kind.
pub trait TypeKindHandle: DialectTypeKind + Copy + 'static {
    /// Wraps a type of this kind without checking it.
    fn from_type_unchecked(ty: Type) -> Self;
}
