//! A symbol's name: the `sym_name` attribute, read and set.

use crate::context::Identifier;
use crate::ir::{IrView, Op};

/// The name of the attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";

/// The symbol name of `op`: its `sym_name` string attribute. A name that is
/// not UTF-8 counts as none, since no reference can spell it.
pub fn symbol_name(ir: &IrView, op: Op) -> Option<&str> {
    let attr = op.get_attr(ir, SYMBOL_ATTR_NAME)?;
    std::str::from_utf8(attr.as_string(ir.ctx())?).ok()
}

/// Sets the symbol name of `op` (a property slot or an entry of an
/// unregistered op's property dictionary when it holds `sym_name`, else a
/// discardable attribute). Uses are not updated; see [`rename`](super::rename).
pub fn set_symbol_name(ir: &mut IrView, op: Op, name: &str) {
    let value = ir.ctx().string_attr(name);
    ir.set_attr_any(op, SYMBOL_ATTR_NAME, Some(value));
}

/// Whether `op`'s `sym_name` is exactly `name` (no interning, no UTF-8 check).
pub(super) fn has_symbol_name(ir: &IrView, op: Op, name: &str) -> bool {
    op.get_attr(ir, SYMBOL_ATTR_NAME)
        .and_then(|a| a.as_string(ir.ctx()))
        .is_some_and(|s| s == name.as_bytes())
}

/// The interned symbol name of `op`.
pub(super) fn symbol_ident(ir: &IrView, op: Op) -> Option<Identifier> {
    symbol_name(ir, op).map(|name| ir.ctx().ident(name))
}
