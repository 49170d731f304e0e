//! Symbols and symbol tables: lookup (nested references too), symbol uses,
//! replacing uses, renaming and visibility.
//!
//! A *symbol* is an op with a string `sym_name` attribute (a property of a
//! registered op that declares one, else a discardable attribute, as
//! [`Op::get_attr`] reads it). A *symbol table* is an op with the
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
//! [`IrView::walk`], attributes with an explicit stack, and rewritten with
//! [`replace_sub_elements`].

use std::collections::hash_map::Entry;
use std::fmt;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::builtin::attributes::{AttrData, Attribute};
use crate::builtin::sub_elements::{Element, direct_sub_elements, replace_sub_elements};
use crate::context::{Context, Identifier};
use crate::ir::{Block, InsertPoint, IrView, Op, Region, WalkControl, WalkOrder};
use crate::traits::OpTraits;

/// The name of the attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";

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

/// Why a symbol table operation was refused. Nothing is changed when one
/// of these is returned.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SymbolError {
    /// The op has no (UTF-8) string `sym_name`.
    NotASymbol,
    /// The op, or the insertion point, is not in the table's block (or the
    /// op's parent is not a symbol table).
    NotInTable,
    /// Another symbol of the table already has the requested name.
    NameTaken,
    /// The detached op was created in another body than the table's block.
    OtherBody,
}

impl fmt::Display for SymbolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SymbolError::NotASymbol => "the operation is not a symbol",
            SymbolError::NotInTable => "the operation is not in the symbol table",
            SymbolError::NameTaken => "the symbol name is already taken",
            SymbolError::OtherBody => "the operation belongs to another body",
        })
    }
}

impl std::error::Error for SymbolError {}

// ----------------------------------------------------------------------------
// Names, visibility, tables
// ----------------------------------------------------------------------------

/// The symbol name of `op`: its `sym_name` string attribute. A name that is
/// not UTF-8 counts as none, since no reference can spell it.
pub fn symbol_name(ir: &IrView, op: Op) -> Option<&str> {
    let attr = op.get_attr(ir, SYMBOL_ATTR_NAME)?;
    std::str::from_utf8(attr.as_string(ir.ctx())?).ok()
}

/// Sets the symbol name of `op` (a property slot or an entry of an
/// unregistered op's property dictionary when it holds `sym_name`, else a
/// discardable attribute). Uses are not updated; see [`rename`].
pub fn set_symbol_name(ir: &mut IrView, op: Op, name: &str) {
    let value = ir.ctx().string_attr(name);
    ir.set_attr_any(op, SYMBOL_ATTR_NAME, Some(value));
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

/// Whether `op` has the `SymbolTable` trait.
pub fn is_symbol_table(ir: &IrView, op: Op) -> bool {
    op.name(ir).traits(ir.ctx()).contains(OpTraits::SYMBOL_TABLE)
}

/// Whether `op` might define a symbol table without saying so: an
/// unregistered op of a dialect that is not registered, with exactly one
/// region (MLIR's test, an op without a dialect).
pub fn is_potentially_unknown_symbol_table(ir: &IrView, op: Op) -> bool {
    let ctx = ir.ctx();
    let name = op.name(ir);
    name.registered(ctx).is_none()
        && op.num_regions(ir) == 1
        && !ctx.is_dialect_registered(name.dialect(ctx))
}

/// The nearest symbol table of `from`, as MLIR's `getNearestSymbolTable`:
/// `from` itself when it is a table, else its closest ancestor that is one.
/// `None` when there is none, or when `from` or an ancestor on the way is a
/// potentially unknown symbol table
/// ([`is_potentially_unknown_symbol_table`]).
pub fn nearest_symbol_table(ir: &IrView, from: Op) -> Option<Op> {
    let mut cur = from;
    loop {
        if is_potentially_unknown_symbol_table(ir, cur) {
            return None;
        }
        if is_symbol_table(ir, cur) {
            return Some(cur);
        }
        cur = cur.parent_op(ir)?;
    }
}

// ----------------------------------------------------------------------------
// Lookup without a cache
// ----------------------------------------------------------------------------

/// The symbol named `name` directly in `table_op` (the first op of its block
/// with that name), scanning the block: O(ops). `None` when `table_op` is
/// not a symbol table or has no such symbol.
pub fn lookup_name_in(ir: &IrView, table_op: Op, name: &str) -> Option<Op> {
    if !is_symbol_table(ir, table_op) {
        return None;
    }
    let block = table_block(ir, table_op)?;
    block.ops(ir).find(|&op| has_symbol_name(ir, op, name))
}

/// Resolves a (possibly nested) symbol reference in `table_op`: the root
/// there, each nested name in the symbol found before, which must be a
/// symbol table. `None` when `symbol_ref` is not a symbol reference or any
/// step fails.
pub fn lookup_symbol_in(ir: &IrView, table_op: Op, symbol_ref: Attribute) -> Option<Op> {
    let lookup = |table: Op, name: Identifier| lookup_name_in(ir, table, ir.ctx().ident_str(name));
    resolve(ir, table_op, symbol_ref, lookup, |_| {})
}

/// Like [`lookup_symbol_in`], but returns every symbol on the path: the
/// root's symbol first, the leaf last (MLIR's `lookupSymbolIn` with a
/// result vector).
pub fn lookup_symbol_path_in(ir: &IrView, table_op: Op, symbol_ref: Attribute) -> Option<Vec<Op>> {
    let lookup = |table: Op, name: Identifier| lookup_name_in(ir, table, ir.ctx().ident_str(name));
    let mut path = Vec::new();
    resolve(ir, table_op, symbol_ref, lookup, |op| path.push(op))?;
    Some(path)
}

/// Resolves `symbol_ref` in the nearest symbol table of `from` (which may
/// be `from` itself, see [`nearest_symbol_table`]).
pub fn lookup_nearest_symbol_from(ir: &IrView, from: Op, symbol_ref: Attribute) -> Option<Op> {
    lookup_symbol_in(ir, nearest_symbol_table(ir, from)?, symbol_ref)
}

/// Looks `name` up in the nearest symbol table of `from`.
pub fn lookup_nearest_name_from(ir: &IrView, from: Op, name: &str) -> Option<Op> {
    lookup_name_in(ir, nearest_symbol_table(ir, from)?, name)
}

/// The block holding a table's symbols: the first block of its first region.
fn table_block(ir: &IrView, table_op: Op) -> Option<Block> {
    table_op.regions(ir).next()?.first_block(ir)
}

/// Whether `op`'s `sym_name` is exactly `name` (no interning, no UTF-8 check).
fn has_symbol_name(ir: &IrView, op: Op, name: &str) -> bool {
    op.get_attr(ir, SYMBOL_ATTR_NAME)
        .and_then(|a| a.as_string(ir.ctx()))
        .is_some_and(|s| s == name.as_bytes())
}

/// The interned symbol name of `op`.
fn symbol_ident(ir: &IrView, op: Op) -> Option<Identifier> {
    symbol_name(ir, op).map(|name| ir.ctx().ident(name))
}

/// The root and nested names of a symbol reference.
fn ref_parts(ctx: &Context, attr: Attribute) -> Option<(Identifier, &[Identifier])> {
    match attr.data(ctx) {
        AttrData::SymbolRef { root, nested } => Some((*root, nested)),
        _ => None,
    }
}

/// `@root::@nested…`.
fn make_ref(ctx: &Context, root: Identifier, nested: &[Identifier]) -> Attribute {
    ctx.get_attr(AttrData::SymbolRef { root, nested: nested.into() })
}

/// Walks a reference from `table_op` with `lookup`, reporting each symbol
/// found to `visit`; returns the leaf.
fn resolve(
    ir: &IrView,
    table_op: Op,
    symbol_ref: Attribute,
    mut lookup: impl FnMut(Op, Identifier) -> Option<Op>,
    mut visit: impl FnMut(Op),
) -> Option<Op> {
    let (root, nested) = ref_parts(ir.ctx(), symbol_ref)?;
    if !is_symbol_table(ir, table_op) {
        return None;
    }
    let mut cur = lookup(table_op, root)?;
    visit(cur);
    for &name in nested {
        // Only a table can hold the next name.
        if !is_symbol_table(ir, cur) {
            return None;
        }
        cur = lookup(cur, name)?;
        visit(cur);
    }
    Some(cur)
}

// ----------------------------------------------------------------------------
// SymbolTable
// ----------------------------------------------------------------------------

/// The symbols of one table op, by name: O(1) lookup once built.
///
/// The map is a cache. Changes made through the table ([`insert`],
/// [`remove`], [`erase`], [`rename`]) keep it current; after other changes
/// (ops added, renamed or moved directly) build it again. A cached entry
/// whose op was erased, left the block or changed its name is treated as
/// absent, so a stale table never hands out a dead handle.
///
/// [`insert`]: SymbolTable::insert
/// [`remove`]: SymbolTable::remove
/// [`erase`]: SymbolTable::erase
/// [`rename`]: SymbolTable::rename
#[derive(Clone, Debug)]
pub struct SymbolTable {
    op: Op,
    block: Block,
    symbols: FxHashMap<Identifier, Op>,
    /// Next suffix tried when uniquing a name. It is never reset, as in
    /// MLIR: the second clash in a table gets `_1` or later, whatever its
    /// name.
    uniquing_counter: u32,
}

impl SymbolTable {
    /// Builds the table of `table_op`; `None` when it is not a symbol table
    /// or has no block. When two symbols share a name, the first wins (the
    /// verifier reports the redefinition).
    pub fn new(ir: &IrView, table_op: Op) -> Option<SymbolTable> {
        if !is_symbol_table(ir, table_op) {
            return None;
        }
        let block = table_block(ir, table_op)?;
        let ctx = ir.ctx();
        let mut symbols = FxHashMap::default();
        for op in block.ops(ir) {
            if let Some(name) = symbol_name(ir, op) {
                symbols.entry(ctx.ident(name)).or_insert(op);
            }
        }
        Some(SymbolTable { op: table_op, block, symbols, uniquing_counter: 0 })
    }

    /// The table op.
    pub fn op(&self) -> Op {
        self.op
    }

    /// The block holding the symbols.
    pub fn block(&self) -> Block {
        self.block
    }

    /// The symbol named `name`.
    pub fn lookup(&self, ir: &IrView, name: &str) -> Option<Op> {
        self.lookup_ident(ir, ir.ctx().ident(name))
    }

    /// The symbol named `name` (an interned name, as in a reference).
    pub fn lookup_ident(&self, ir: &IrView, name: Identifier) -> Option<Op> {
        let op = *self.symbols.get(&name)?;
        self.is_current(ir, op, name).then_some(op)
    }

    /// Whether a cached entry still describes the IR.
    fn is_current(&self, ir: &IrView, op: Op, name: Identifier) -> bool {
        !op.is_erased(ir)
            && op.block(ir) == Some(self.block)
            && has_symbol_name(ir, op, ir.ctx().ident_str(name))
    }

    /// Adds `op` to the table and returns its final name. A detached op is
    /// appended to the table's block (before its terminator, if the last op
    /// is one); an op already in the block is only registered. When the name
    /// is taken by another symbol, the op is renamed `name_N` with the first
    /// free `N` from the table's counter (its uses are not updated, as in
    /// MLIR).
    pub fn insert(&mut self, ir: &mut IrView, op: Op) -> Result<Identifier, SymbolError> {
        self.insert_impl(ir, op, None)
    }

    /// Like [`SymbolTable::insert`], placing a detached op right before
    /// `before`, an op of the table's block.
    pub fn insert_before(
        &mut self,
        ir: &mut IrView,
        op: Op,
        before: Op,
    ) -> Result<Identifier, SymbolError> {
        self.insert_impl(ir, op, Some(before))
    }

    fn insert_impl(
        &mut self,
        ir: &mut IrView,
        op: Op,
        before: Option<Op>,
    ) -> Result<Identifier, SymbolError> {
        let ctx = ir.ctx_arc().clone();
        let name = symbol_ident(ir, op).ok_or(SymbolError::NotASymbol)?;
        match op.block(ir) {
            Some(block) if block == self.block => {}
            Some(_) => return Err(SymbolError::NotInTable),
            None => {
                if op.body != self.block.body {
                    return Err(SymbolError::OtherBody);
                }
                let point = match before {
                    Some(next) => {
                        if next.is_erased(ir) || next.block(ir) != Some(self.block) {
                            return Err(SymbolError::NotInTable);
                        }
                        InsertPoint::Before(next)
                    }
                    None => match self.block.last_op(ir) {
                        Some(last) if last.name(ir).traits(&ctx).contains(OpTraits::TERMINATOR) => {
                            InsertPoint::Before(last)
                        }
                        _ => InsertPoint::BlockEnd(self.block),
                    },
                };
                ir.insert_op(op, point);
            }
        }
        if self.is_free_for(ir, name, op) {
            self.symbols.insert(name, op);
            return Ok(name);
        }
        let base = ctx.ident_str(name).to_owned();
        loop {
            let candidate = ctx.ident(&format!("{base}_{}", self.uniquing_counter));
            self.uniquing_counter += 1;
            if self.is_free_for(ir, candidate, op) {
                self.symbols.insert(candidate, op);
                set_symbol_name(ir, op, ctx.ident_str(candidate));
                return Ok(candidate);
            }
        }
    }

    /// Whether `name` may map to `op`: unmapped, mapped to `op` already, or
    /// mapped to a stale entry.
    fn is_free_for(&self, ir: &IrView, name: Identifier, op: Op) -> bool {
        match self.symbols.get(&name) {
            None => true,
            Some(&existing) => existing == op || !self.is_current(ir, existing, name),
        }
    }

    /// Unregisters `op` from the table without detaching or erasing it (it
    /// stays in the block, as with MLIR's `SymbolTable::remove`).
    pub fn remove(&mut self, ir: &IrView, op: Op) -> Result<(), SymbolError> {
        let name = symbol_ident(ir, op).ok_or(SymbolError::NotASymbol)?;
        if op.block(ir) != Some(self.block) {
            return Err(SymbolError::NotInTable);
        }
        if self.symbols.get(&name) == Some(&op) {
            self.symbols.remove(&name);
        }
        Ok(())
    }

    /// Unregisters and erases `op`. Panics like [`IrView::erase_op`] when a
    /// result of the op is still used elsewhere.
    pub fn erase(&mut self, ir: &mut IrView, op: Op) -> Result<(), SymbolError> {
        self.remove(ir, op)?;
        ir.erase_op(op);
        Ok(())
    }

    /// Renames the symbol `op` of this table to `new_name` and rewrites the
    /// references to it inside this table's region, as MLIR's
    /// `SymbolTable::rename`: the uses are those of
    /// [`replace_all_symbol_uses`] with the table op as scope, so a nested
    /// reference from an enclosing table (`@this_table::@old`) is *not*
    /// updated. Renaming to the current name does nothing.
    pub fn rename(&mut self, ir: &mut IrView, op: Op, new_name: &str) -> Result<(), SymbolError> {
        if symbol_name(ir, op).is_none() {
            return Err(SymbolError::NotASymbol);
        }
        if op.block(ir) != Some(self.block) {
            return Err(SymbolError::NotInTable);
        }
        match self.lookup(ir, new_name) {
            Some(existing) if existing == op => return Ok(()),
            Some(_) => return Err(SymbolError::NameTaken),
            None => {}
        }
        replace_all_symbol_uses(ir, op, new_name, UseScope::Op(self.op))?;
        self.remove(ir, op)?;
        set_symbol_name(ir, op, new_name);
        self.insert(ir, op)?;
        Ok(())
    }
}

/// Renames `symbol` to `new_name` within its parent symbol table: the
/// table is built for the call (O(ops of the table)), then
/// [`SymbolTable::rename`] applies, with its scope: only references inside
/// that table are updated, not `@table::@symbol` references from enclosing
/// tables. Returns [`SymbolError::NotInTable`] when the parent is not a
/// symbol table.
pub fn rename(ir: &mut IrView, symbol: Op, new_name: &str) -> Result<(), SymbolError> {
    let table_op = symbol.parent_op(ir).ok_or(SymbolError::NotInTable)?;
    let mut table = SymbolTable::new(ir, table_op).ok_or(SymbolError::NotInTable)?;
    table.rename(ir, symbol, new_name)
}

// ----------------------------------------------------------------------------
// SymbolTableCollection
// ----------------------------------------------------------------------------

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
    /// [`lookup_symbol_in`] does, through cached tables.
    pub fn lookup_symbol_in(
        &mut self,
        ir: &IrView,
        table_op: Op,
        symbol_ref: Attribute,
    ) -> Option<Op> {
        let lookup = |table: Op, name: Identifier| self.lookup_ident_in(ir, table, name);
        resolve(ir, table_op, symbol_ref, lookup, |_| {})
    }

    /// Every symbol on the path of a reference, as [`lookup_symbol_path_in`].
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

// ----------------------------------------------------------------------------
// Symbol uses
// ----------------------------------------------------------------------------

/// One reference to a symbol: the op carrying it and the reference.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SymbolUse {
    /// The op whose attributes hold the reference.
    pub user: Op,
    /// The `SymbolRef` attribute.
    pub symbol_ref: Attribute,
}

/// The IR unit a use query or replacement covers (MLIR's `Operation *` and
/// `Region *` overloads).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum UseScope {
    /// The op's own attributes, then, unless the op is a symbol table, the
    /// ops nested in its regions. So the scope of a table op covers only
    /// its own attributes, as in MLIR; use the table's region for its
    /// contents.
    Op(Op),
    /// The ops of the region and the ops nested in them.
    Region(Region),
}

impl From<Op> for UseScope {
    fn from(op: Op) -> UseScope {
        UseScope::Op(op)
    }
}

impl From<Region> for UseScope {
    fn from(region: Region) -> UseScope {
        UseScope::Region(region)
    }
}

/// The ops a walk visits. In every case nested symbol tables are visited
/// (their own attributes belong to the enclosing scope) but not entered.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Limit {
    /// The op and what is nested in it.
    Op(Op),
    /// The ops of one region and what is nested in them.
    Region(Region),
    /// The ops of every region of the op, not the op itself.
    Body(Op),
}

impl From<UseScope> for Limit {
    fn from(scope: UseScope) -> Limit {
        match scope {
            UseScope::Op(op) => Limit::Op(op),
            UseScope::Region(region) => Limit::Region(region),
        }
    }
}

/// Every symbol reference on the ops of `from`, in op order (pre-order:
/// an op's references, then those nested in it), and within an op in the
/// order of its attribute names (properties of registered ops and
/// discardable attributes merged, as MLIR's attribute dictionary), each
/// reference attribute once per op. References nested in arrays,
/// dictionaries and other attributes or types count.
///
/// Nested symbol tables are not entered; their own attributes are part of
/// the scope. An unregistered op's property dictionary (`<{…}>`) is not
/// looked at, as in MLIR. `None` when the walk meets a potentially unknown
/// symbol table ([`is_potentially_unknown_symbol_table`]).
///
/// MLIR visits the same ops in another order (a region worklist: the ops
/// of a region, then the regions nested in its last op first); this walk
/// uses plain pre-order.
pub fn symbol_uses(ir: &IrView, from: impl Into<UseScope>) -> Option<Vec<SymbolUse>> {
    let mut uses = Vec::new();
    walk_uses(ir, from.into().into(), &mut |u| {
        uses.push(u);
        true
    })?;
    Some(uses)
}

/// The uses of `symbol` within `from`: for each scope between the symbol
/// and `from` (see the module doc), the uses whose reference starts with
/// the reference naming the symbol there, so `@outer::@inner` is a use of
/// the symbol `inner` of table `outer` when seen from `outer`'s parent
/// table, and a use of `outer` too. Innermost scope first, each in the
/// order of [`symbol_uses`].
///
/// Empty when `from` cannot see the symbol (no common ancestor, or
/// an op on the path is not a named symbol table). `None` when `symbol` has
/// no name or a walk meets a potentially unknown symbol table.
pub fn symbol_uses_of(
    ir: &IrView,
    symbol: Op,
    from: impl Into<UseScope>,
) -> Option<Vec<SymbolUse>> {
    let ctx = ir.ctx();
    let mut uses = Vec::new();
    for scope in collect_scopes(ir, symbol, from.into())? {
        walk_uses(ir, scope.limit, &mut |u| {
            if is_reference_prefix_of(ctx, scope.symbol_ref, u.symbol_ref) {
                uses.push(u);
            }
            true
        })?;
    }
    Some(uses)
}

/// Whether `symbol` is known to have no use within `from` (see
/// [`symbol_uses_of`]); `false` when that cannot be known.
pub fn symbol_known_use_empty(ir: &IrView, symbol: Op, from: impl Into<UseScope>) -> bool {
    let ctx = ir.ctx();
    let Some(scopes) = collect_scopes(ir, symbol, from.into()) else { return false };
    scopes.into_iter().all(|scope| {
        let walked = walk_uses(ir, scope.limit, &mut |u| {
            !is_reference_prefix_of(ctx, scope.symbol_ref, u.symbol_ref)
        });
        walked == Some(true)
    })
}

/// Rewrites every reference to `symbol` within `from` so it names
/// `new_name`: in each scope of [`symbol_uses_of`], the path component that
/// names the symbol is replaced (`@old` → `@new`, `@t::@old::@x` →
/// `@t::@new::@x`), wherever the reference sits in the op's properties or
/// discardable attributes. The symbol's own name is not changed (see
/// [`rename`]).
///
/// As MLIR's code does (its comment says otherwise), potentially unknown
/// symbol tables do not stop the rewrite. Fails only when `symbol` has no
/// name.
pub fn replace_all_symbol_uses(
    ir: &mut IrView,
    symbol: Op,
    new_name: &str,
    from: impl Into<UseScope>,
) -> Result<(), SymbolError> {
    let ctx = ir.ctx_arc().clone();
    let scopes = collect_scopes(ir, symbol, from.into()).ok_or(SymbolError::NotASymbol)?;
    let new_leaf = ctx.ident(new_name);
    for scope in scopes {
        let old = scope.symbol_ref;
        let rewrite = |attr: Attribute| rewrite_reference(&ctx, old, new_leaf, attr);
        let mut ops = Vec::new();
        walk_limit(ir, scope.limit, &mut |op| {
            ops.push(op);
            true
        });
        for op in ops {
            replace_refs_in_op(ir, op, &rewrite);
        }
    }
    Ok(())
}

/// Visits the ops of `limit` in pre-order, entering no nested symbol table.
/// Returns `false` when `visit` stopped the walk.
fn walk_limit(ir: &IrView, limit: Limit, visit: &mut dyn FnMut(Op) -> bool) -> bool {
    let walk_from = |root: Op, visit: &mut dyn FnMut(Op) -> bool| {
        ir.walk(root, WalkOrder::PreOrder, |ir, op| {
            if !visit(op) {
                WalkControl::Interrupt
            } else if is_symbol_table(ir, op) {
                WalkControl::Skip
            } else {
                WalkControl::Advance
            }
        })
    };
    let regions: Vec<Region> = match limit {
        Limit::Op(op) => return walk_from(op, visit),
        Limit::Region(region) => vec![region],
        Limit::Body(op) => op.regions(ir).collect(),
    };
    for region in regions {
        for block in region.blocks(ir) {
            for op in block.ops(ir) {
                if !walk_from(op, visit) {
                    return false;
                }
            }
        }
    }
    true
}

/// Calls `f` on each use in `limit` until it returns `false`. `Some(true)`:
/// all visited; `Some(false)`: stopped by `f`; `None`: a potentially
/// unknown symbol table was met.
fn walk_uses(ir: &IrView, limit: Limit, f: &mut dyn FnMut(SymbolUse) -> bool) -> Option<bool> {
    let mut unknown = false;
    let completed = walk_limit(ir, limit, &mut |op| {
        if is_potentially_unknown_symbol_table(ir, op) {
            unknown = true;
            return false;
        }
        walk_op_refs(ir, op, |symbol_ref| f(SymbolUse { user: op, symbol_ref }))
    });
    if unknown { None } else { Some(completed) }
}

/// Calls `f` on each symbol reference in the attributes of `op` until it
/// returns `false` (then returns `false`). Order and deduplication follow
/// MLIR's pre-order walk of the op's merged attribute dictionary.
fn walk_op_refs(ir: &IrView, op: Op, mut f: impl FnMut(Attribute) -> bool) -> bool {
    let ctx = ir.ctx();
    let mut roots: Vec<(&str, Attribute)> = Vec::new();
    // An unregistered op's property dictionary is not part of MLIR's merged
    // dictionary, so only a registered op's slots count.
    if let Some(def) = op.name(ir).def(ctx) {
        for (name, slot) in def.property_names.iter().zip(op.props(ir)) {
            if let Some(value) = slot {
                roots.push((*name, *value));
            }
        }
    }
    roots.extend(op.attrs(ir).iter().map(|a| (a.name.as_str(ctx), a.value)));
    if roots.is_empty() {
        return true;
    }
    roots.sort_by(|a, b| a.0.cmp(b.0));
    let mut seen: FxHashSet<Element> = FxHashSet::default();
    let mut stack: Vec<Element> = roots.iter().rev().map(|(_, a)| Element::Attr(*a)).collect();
    while let Some(e) = stack.pop() {
        if !seen.insert(e) {
            continue;
        }
        if let Element::Attr(a) = e
            && matches!(a.data(ctx), AttrData::SymbolRef { .. })
        {
            if !f(a) {
                return false;
            }
            continue;
        }
        stack.extend(direct_sub_elements(ctx, e).into_iter().rev());
    }
    true
}

/// Replaces, in the properties of a registered op and in its discardable
/// attributes, every symbol reference `rewrite` maps to a new one.
fn replace_refs_in_op(ir: &mut IrView, op: Op, rewrite: &dyn Fn(Attribute) -> Option<Attribute>) {
    // Most ops of a scope hold no matching reference: skip the rebuild.
    if walk_op_refs(ir, op, |r| rewrite(r).is_none()) {
        return;
    }
    let ctx = ir.ctx_arc().clone();
    let mut replace = |e: Element| match e {
        Element::Attr(a) => rewrite(a).map(Element::Attr),
        Element::Type(_) => None,
    };
    let mut rebuilt =
        |a: Attribute| match replace_sub_elements(&ctx, Element::Attr(a), &mut replace) {
            Element::Attr(new) if new != a => Some(new),
            _ => None,
        };
    if op.name(ir).def(&ctx).is_some() {
        let slots: Vec<(usize, Attribute)> =
            op.props(ir).iter().enumerate().filter_map(|(i, s)| s.map(|a| (i, a))).collect();
        for (index, value) in slots {
            if let Some(new) = rebuilt(value) {
                ir.set_prop(op, index, Some(new));
            }
        }
    }
    if let Some(new) = rebuilt(op.attr_dict(ir)) {
        ir.set_attr_dict(op, new);
    }
}

/// The replacement of `attr` when `old` (the reference naming the symbol in
/// this scope) is a prefix of it: the component at `old`'s leaf position
/// becomes `new_leaf`.
fn rewrite_reference(
    ctx: &Context,
    old: Attribute,
    new_leaf: Identifier,
    attr: Attribute,
) -> Option<Attribute> {
    let (old_root, old_nested) = ref_parts(ctx, old)?;
    let (root, nested) = ref_parts(ctx, attr)?;
    if root != old_root || !nested.starts_with(old_nested) {
        return None;
    }
    match old_nested.len() {
        0 => Some(make_ref(ctx, new_leaf, nested)),
        n => {
            let mut nested = nested.to_vec();
            nested[n - 1] = new_leaf;
            Some(make_ref(ctx, root, &nested))
        }
    }
}

/// Whether `reference` is `prefix` or a further qualified reference below
/// it (`@a::@b` is a prefix of `@a::@b::@c`, `@a` of both).
fn is_reference_prefix_of(ctx: &Context, prefix: Attribute, reference: Attribute) -> bool {
    match (ref_parts(ctx, prefix), ref_parts(ctx, reference)) {
        (Some((p_root, p_nested)), Some((root, nested))) => {
            p_root == root && nested.starts_with(p_nested)
        }
        _ => false,
    }
}

/// One part of a symbol's use search: the reference that names the symbol
/// inside `limit`.
struct Scope {
    symbol_ref: Attribute,
    limit: Limit,
}

/// The scopes in which uses of `symbol` are searched from `from`; `None`
/// when `symbol` has no name.
fn collect_scopes(ir: &IrView, symbol: Op, from: UseScope) -> Option<Vec<Scope>> {
    let name = symbol_ident(ir, symbol)?;
    Some(match from {
        UseScope::Op(limit) => scopes_up_to(ir, symbol, name, limit),
        UseScope::Region(region) => {
            let Some(parent) = region.parent_op(ir) else { return Some(Vec::new()) };
            let mut scopes = scopes_up_to(ir, symbol, name, parent);
            // The scope that covers `parent` narrows to the requested region.
            if let Some(last) = scopes.last_mut()
                && matches!(last.limit, Limit::Op(op) | Limit::Body(op) if op == parent)
            {
                last.limit = Limit::Region(region);
            }
            scopes
        }
    })
}

/// MLIR's scope computation for an op `limit`.
fn scopes_up_to(ir: &IrView, symbol: Op, name: Identifier, limit: Op) -> Vec<Scope> {
    let ctx = ir.ctx();
    let flat = make_ref(ctx, name, &[]);
    // Inside a table, `@name` means one of its own symbols.
    if symbol == limit && is_symbol_table(ir, symbol) {
        return Vec::new();
    }
    let mut ancestors: FxHashSet<Op> = FxHashSet::default();
    let mut cur = Some(limit);
    while let Some(op) = cur {
        if op == symbol {
            // `limit` is the symbol or inside it. References cannot name a
            // parent, so `@name` reaches the symbol only when the table
            // `limit` resolves in is the symbol's own.
            let seen_from = limit.parent_op(ir).and_then(|p| nearest_symbol_table(ir, p));
            return match (seen_from, symbol.parent_op(ir)) {
                (Some(t), Some(p)) if t == p => {
                    vec![Scope { symbol_ref: flat, limit: Limit::Op(limit) }]
                }
                _ => Vec::new(),
            };
        }
        ancestors.insert(op);
        cur = op.parent_op(ir);
    }
    let mut common = symbol.parent_op(ir);
    while let Some(op) = common {
        if ancestors.contains(&op) {
            break;
        }
        common = op.parent_op(ir);
    }
    let Some(common) = common else { return Vec::new() };
    let (references, complete) = valid_references(ir, symbol, name, common);
    if common == limit {
        // One scope per table from the symbol's up to `limit`.
        let mut scopes = Vec::new();
        let mut table = symbol.parent_op(ir);
        for symbol_ref in references {
            let Some(t) = table.filter(|&t| is_symbol_table(ir, t)) else { break };
            scopes.push(Scope { symbol_ref, limit: Limit::Body(t) });
            table = t.parent_op(ir);
        }
        scopes
    } else if complete {
        // `limit` sits below the common ancestor: it sees the symbol by the
        // reference valid in that ancestor.
        let symbol_ref = references.last().copied().unwrap_or(flat);
        vec![Scope { symbol_ref, limit: Limit::Op(limit) }]
    } else {
        Vec::new()
    }
}

/// The references naming `symbol` from each enclosing table up to `within`
/// (an ancestor): `@s` in its own table, `@t::@s` in `t`'s parent, … The
/// flag is `false` when an op on the way is not a named symbol table; the
/// list then stops there.
fn valid_references(
    ir: &IrView,
    symbol: Op,
    name: Identifier,
    within: Op,
) -> (Vec<Attribute>, bool) {
    let ctx = ir.ctx();
    let mut references = vec![make_ref(ctx, name, &[])];
    let mut table = symbol.parent_op(ir);
    // Path below the current table, outermost first.
    let mut nested = vec![name];
    while let Some(t) = table {
        if t == within {
            return (references, true);
        }
        let Some(table_name) = is_symbol_table(ir, t).then(|| symbol_ident(ir, t)).flatten() else {
            return (references, false);
        };
        references.push(make_ref(ctx, table_name, &nested));
        nested.insert(0, table_name);
        table = t.parent_op(ir);
    }
    (references, false)
}
