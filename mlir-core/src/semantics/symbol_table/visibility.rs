//! A symbol's visibility: the `sym_visibility` attribute, read and set.

use crate::ir::{IrView, Op};

/// The name of the attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

/// Where a symbol may be referenced from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Visibility {
    /// Anywhere (the default, when `sym_visibility` is absent).
    Public,
    /// Only from within the symbol table that holds the symbol.
    Private,
    /// From within the table and from its parent tables, not from outside.
    Nested,
}

impl Visibility {
    /// The spelling of the `sym_visibility` value.
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }
}

/// The visibility of a symbol. A missing `sym_visibility` means public; so
/// does a malformed one (the symbol verifier reports those).
pub fn visibility(ir: &IrView, op: Op) -> Visibility {
    let value = op.get_attr(ir, VISIBILITY_ATTR_NAME).and_then(|a| a.as_string(ir.ctx()));
    match value {
        Some(b"private") => Visibility::Private,
        Some(b"nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Sets the visibility of a symbol. Public removes `sym_visibility`, the
/// default, as MLIR does.
pub fn set_visibility(ir: &mut IrView, op: Op, visibility: Visibility) {
    let value = match visibility {
        Visibility::Public => None,
        v => Some(ir.ctx().string_attr(v.as_str())),
    };
    ir.set_attr_any(op, VISIBILITY_ATTR_NAME, value);
}
