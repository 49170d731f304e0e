//! Lookup without a cache: which ops are symbol tables, the nearest one,
//! and resolving (nested) symbol references by scanning the tables' blocks.

use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::{Context, Identifier};
use crate::ir::{Block, IrView, Op};
use crate::semantics::symbol_table::names::has_symbol_name;
use crate::semantics::traits::OpTraits;

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
pub(super) fn table_block(ir: &IrView, table_op: Op) -> Option<Block> {
    table_op.regions(ir).next()?.first_block(ir)
}

/// The root and nested names of a symbol reference.
pub(super) fn ref_parts(ctx: &Context, attr: Attribute) -> Option<(Identifier, &[Identifier])> {
    match attr.data(ctx) {
        AttrData::SymbolRef { root, nested } => Some((*root, nested)),
        _ => None,
    }
}

/// `@root::@nested…`.
pub(super) fn make_ref(ctx: &Context, root: Identifier, nested: &[Identifier]) -> Attribute {
    ctx.get_attr(AttrData::SymbolRef { root, nested: nested.into() })
}

/// Walks a reference from `table_op` with `lookup`, reporting each symbol
/// found to `visit`; returns the leaf.
pub(super) fn resolve(
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
