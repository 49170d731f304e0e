//! [`SymbolTable`]: the symbols of one table op by name, a cache kept
//! current by the changes made through it (insert, remove, erase, rename).

use rustc_hash::FxHashMap;

use crate::context::Identifier;
use crate::ir::{Block, InsertPoint, IrView, Op};
use crate::semantics::symbol_table::error::SymbolError;
use crate::semantics::symbol_table::lookup::{is_symbol_table, table_block};
use crate::semantics::symbol_table::names::{has_symbol_name, set_symbol_name, symbol_ident};
use crate::semantics::symbol_table::replace::replace_all_symbol_uses;
use crate::semantics::symbol_table::uses::UseScope;
use crate::semantics::traits::OpTraits;

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
        let mut symbols = FxHashMap::default();
        for op in block.ops(ir) {
            if let Some(name) = symbol_ident(ir, op) {
                symbols.entry(name).or_insert(op);
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
        if symbol_ident(ir, op).is_none() {
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
