//! A symbol's name: the `sym_name` attribute, read and set.

use crate::context::Identifier;
use crate::ir::{IrView, Op};

/// The name of the attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";

/// The symbol name of `op`: its `sym_name` string attribute as text, bytes
/// that are not UTF-8 encoded as references hold them
/// ([`crate::support::text_bytes`]).
pub fn symbol_name(ir: &IrView, op: Op) -> Option<&str> {
    let attr = op.get_attr(ir, SYMBOL_ATTR_NAME)?;
    let ctx = ir.ctx();
    match crate::support::text_bytes::from_bytes(attr.as_string(ctx)?) {
        std::borrow::Cow::Borrowed(name) => Some(name),
        // Such a name has no text to borrow in the attribute: the
        // context's interned identifier lives as long.
        std::borrow::Cow::Owned(name) => Some(ctx.ident(&name).as_str(ctx)),
    }
}

/// Sets the symbol name of `op` (a property slot or an entry of an
/// unregistered op's property dictionary when it holds `sym_name`, else a
/// discardable attribute). Uses are not updated; see [`rename`](crate::semantics::symbol_table::rename).
pub fn set_symbol_name(ir: &mut IrView, op: Op, name: &str) {
    let value = ir.ctx().string_attr(name);
    ir.set_attr_any(op, SYMBOL_ATTR_NAME, Some(value));
}

/// Whether `op`'s `sym_name` is exactly `name` (no interning). References
/// are identifiers, which keep bytes that are not UTF-8 encoded
/// (`text_bytes`), so the name is compared as the bytes it stands for.
pub(super) fn has_symbol_name(ir: &IrView, op: Op, name: &str) -> bool {
    op.get_attr(ir, SYMBOL_ATTR_NAME)
        .and_then(|a| a.as_string(ir.ctx()))
        .is_some_and(|s| s == &*crate::support::text_bytes::to_bytes(name))
}

/// The interned symbol name of `op` (bytes that are not UTF-8 encoded as
/// references hold them).
pub(super) fn symbol_ident(ir: &IrView, op: Op) -> Option<Identifier> {
    symbol_name(ir, op).map(|name| ir.ctx().ident(name))
}
