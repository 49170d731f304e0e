//! Symbols and symbol tables: lookup (nested references too), symbol uses,
//! replacing uses, renaming and visibility.
//!
//! A *symbol* is an op with a string `sym_name` attribute (a property of a
//! registered op that declares one, else a discardable attribute, as
//! [`Op::get_attr`](crate::ir::Op::get_attr) reads it). A *symbol table* is an op with the
//! `SymbolTable` trait; its symbols are the named ops of the first block of
//! its region. A reference `@a::@b::@c` (a `SymbolRef` attribute) resolves
//! its root in a table and each nested name in the symbol found before,
//! which must itself be a table.
//!
//! The semantics are those of MLIR's `SymbolTable` class, conservatism
//! included: an op of an unknown dialect with exactly one region may be a
//! symbol table, so [`nearest_symbol_table`] stops at it and the use walks
//! give up (`None`) when they meet one.
//!
//! **Use scopes.** The uses of one symbol seen from some IR unit are found
//! as MLIR finds them: for each symbol table between the symbol and the
//! unit, the reference that names the symbol from inside that table
//! (`@c`, then `@b::@c`, then `@a::@b::@c`) is matched against the uses in
//! that table's region, not entering deeper tables. A use refers to the
//! symbol when that reference is a prefix of its own (`@b` is used by
//! `@b::@c`).
//!
//! Nothing here recurses on IR or attribute depth: ops are walked with
//! [`IrView::walk`](crate::ir::IrView::walk), attributes with an explicit stack, and rewritten with
//! [`replace_sub_elements`](crate::context::builtin::sub_elements::replace_sub_elements).
//!
//! Files: `names.rs` (`sym_name`), `visibility.rs`, `lookup.rs` (which ops are
//! tables, uncached lookup of nested references), `table.rs` (`SymbolTable`,
//! one table's cache), `collection.rs` (the cached `SymbolTableCollection`),
//! `uses.rs` (symbol uses), `scopes.rs` (the use scopes of one symbol),
//! `replace.rs` (replacing references, renaming), `error.rs` (`SymbolError`).

mod collection;
mod error;
mod lookup;
mod names;
mod replace;
mod scopes;
mod table;
mod uses;
mod visibility;

pub use collection::SymbolTableCollection;
pub use error::SymbolError;
pub use lookup::{
    is_potentially_unknown_symbol_table, is_symbol_table, lookup_name_in, lookup_nearest_name_from,
    lookup_nearest_symbol_from, lookup_symbol_in, lookup_symbol_path_in, nearest_symbol_table,
};
pub use names::{SYMBOL_ATTR_NAME, set_symbol_name, symbol_name};
pub use replace::{rename, replace_all_symbol_uses};
pub use table::SymbolTable;
pub use uses::{SymbolUse, UseScope, symbol_known_use_empty, symbol_uses, symbol_uses_of};
pub use visibility::{VISIBILITY_ATTR_NAME, Visibility, set_visibility, visibility};
