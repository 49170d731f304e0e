//! [`SymbolTableCollection`]: lazily built, cached [`SymbolTable`]s for
//! repeated lookups.

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use crate::context::Identifier;
use crate::context::builtin::attributes::Attribute;
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::lookup::{nearest_symbol_table, resolve};
use crate::semantics::symbol_table::table::SymbolTable;

/// One lazily built [`SymbolTable`] per table op, so repeated lookups (the
/// verifier resolves every use) cost O(1) each. The staleness rules of
/// [`SymbolTable`] apply; [`invalidate`](SymbolTableCollection::invalidate)
/// drops a table after changing its symbols directly.
#[derive(Clone, Debug, Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<Op, SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> SymbolTableCollection {
        SymbolTableCollection::default()
    }

    /// The table of `table_op`, built on first use; `None` when `table_op`
    /// is not a symbol table (see [`SymbolTable::new`]).
    pub fn symbol_table(&mut self, ir: &IrView, table_op: Op) -> Option<&mut SymbolTable> {
        match self.tables.entry(table_op) {
            Entry::Occupied(entry) => Some(entry.into_mut()),
            Entry::Vacant(entry) => Some(entry.insert(SymbolTable::new(ir, table_op)?)),
        }
    }

    /// The symbol named `name` directly in `table_op`.
    pub fn lookup_name_in(&mut self, ir: &IrView, table_op: Op, name: &str) -> Option<Op> {
        self.lookup_ident_in(ir, table_op, ir.ctx().ident(name))
    }

    fn lookup_ident_in(&mut self, ir: &IrView, table_op: Op, name: Identifier) -> Option<Op> {
        self.symbol_table(ir, table_op)?.lookup_ident(ir, name)
    }

    /// Resolves a (possibly nested) reference in `table_op`, as
    /// [`lookup_symbol_in`](crate::semantics::symbol_table::lookup_symbol_in) does, through cached tables.
    pub fn lookup_symbol_in(
        &mut self,
        ir: &IrView,
        table_op: Op,
        symbol_ref: Attribute,
    ) -> Option<Op> {
        let lookup = |table: Op, name: Identifier| self.lookup_ident_in(ir, table, name);
        resolve(ir, table_op, symbol_ref, lookup, |_| {})
    }

    /// Every symbol on the path of a reference, as
    /// [`lookup_symbol_path_in`](crate::semantics::symbol_table::lookup_symbol_path_in).
    pub fn lookup_symbol_path_in(
        &mut self,
        ir: &IrView,
        table_op: Op,
        symbol_ref: Attribute,
    ) -> Option<Vec<Op>> {
        let lookup = |table: Op, name: Identifier| self.lookup_ident_in(ir, table, name);
        let mut path = Vec::new();
        resolve(ir, table_op, symbol_ref, lookup, |op| path.push(op))?;
        Some(path)
    }

    /// Resolves `symbol_ref` in the nearest symbol table of `from`.
    pub fn lookup_nearest_symbol_from(
        &mut self,
        ir: &IrView,
        from: Op,
        symbol_ref: Attribute,
    ) -> Option<Op> {
        let table_op = nearest_symbol_table(ir, from)?;
        self.lookup_symbol_in(ir, table_op, symbol_ref)
    }

    /// Looks `name` up in the nearest symbol table of `from`.
    pub fn lookup_nearest_name_from(&mut self, ir: &IrView, from: Op, name: &str) -> Option<Op> {
        let table_op = nearest_symbol_table(ir, from)?;
        self.lookup_name_in(ir, table_op, name)
    }

    /// Drops the cached table of `table_op`; the next lookup rebuilds it.
    pub fn invalidate(&mut self, table_op: Op) {
        self.tables.remove(&table_op);
    }

    /// Drops every cached table.
    pub fn clear(&mut self) {
        self.tables.clear();
    }
}
