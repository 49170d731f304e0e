//! The typed handles of attribute and type kinds, as attribute and type
//! interfaces need them: what `#[attr_def]` and `#[type_def]` generate for
//! a dialect's kinds and, in their enum-backed mode, for the builtin
//! kinds. The model of a kind that implements an `#[interface(attr)]` or
//! `#[interface(type)]` trait itself rebuilds the handle from the interned
//! value before calling the kind's method, and registers under the kind's
//! [`KindId`].

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::kinds::KindId;
use crate::context::builtin::types::Type;

/// The typed handle of an attribute kind.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an attribute kind",
    label = "not an attribute kind",
    note = "attribute interfaces are implemented by `#[attr_def]` kinds"
)]
pub trait AttrKindHandle: Copy + 'static {
    /// Wraps an attribute of this kind without checking it.
    fn from_attr_unchecked(attr: Attribute) -> Self;

    /// The kind, the key of its interface models.
    fn kind_id() -> KindId;
}

/// The typed handle of a type kind.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type kind",
    label = "not a type kind",
    note = "type interfaces are implemented by `#[type_def]` kinds"
)]
pub trait TypeKindHandle: Copy + 'static {
    /// Wraps a type of this kind without checking it.
    fn from_type_unchecked(ty: Type) -> Self;

    /// The kind, the key of its interface models.
    fn kind_id() -> KindId;
}
