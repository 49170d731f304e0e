//! The `SymbolTable` trait and its verifier: one region of one block,
//! unique symbol names in it, and every symbol use nested in the table
//! (outside nested tables, which verify their own) resolving, as each
//! user's `SymbolUserOpInterface` decides. It sits with the interfaces
//! because its verifier asks them.

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::context::diagnostics::VerifyResult;
use crate::definitions::interfaces::symbol::SymbolUserOpInterfaceRef;
use crate::ir::{IrView, Op, Region};
use crate::semantics::symbol_table::SymbolTableCollection;
use crate::semantics::traits::{OpTrait, OpTraits, TraitDef};

/// The op defines a symbol table: one region of one block whose symbols have
/// unique names; symbol uses nested in it must resolve.
pub struct SymbolTable;
impl OpTrait for SymbolTable {
    const DEF: TraitDef = TraitDef {
        flags: OpTraits::SYMBOL_TABLE,
        verify_region: Some(verify_symbol_table),
        ..TraitDef::marker("SymbolTable", OpTraits::NONE)
    };
}

/// Verifies a symbol-table op (the `SymbolTable` trait's region verifier).
fn verify_symbol_table(ir: &IrView, op: Op) -> VerifyResult {
    if op.num_regions(ir) != 1 {
        return Err(op
            .emit_op_error(ir, "Operations with a 'SymbolTable' must have exactly one region")
            .into());
    }
    let mut blocks = op.region(ir, 0).blocks(ir);
    let block = blocks.next();
    if block.is_none() || blocks.next().is_some() {
        return Err(op
            .emit_op_error(ir, "Operations with a 'SymbolTable' must have exactly one block")
            .into());
    }
    let ctx = ir.ctx();
    let mut seen: FxHashMap<&[u8], Op> = FxHashMap::default();
    for symbol in block.into_iter().flat_map(|b| b.ops(ir)) {
        let Some(name) = symbol.get_attr(ir, "sym_name").and_then(|a| a.as_string(ctx)) else {
            continue;
        };
        if let Some(first) = seen.insert(name, symbol) {
            seen.insert(name, first);
            let shown = crate::support::text_bytes::from_bytes(name);
            let diag = symbol.emit_error(ir, format!("redefinition of symbol named '{shown}'"));
            return Err(diag
                .with_note(first.loc(ir), "see existing symbol definition here")
                .into());
        }
    }
    verify_symbol_uses(ir, op)
}

/// Runs the symbol-use verifiers of the ops nested in `table`, not looking
/// inside nested symbol tables, and returns the first failure in the order
/// of MLIR's symbol-table walk: a stack of regions; all ops of the popped
/// region first (its blocks in order), each op's regions pushed after it is
/// visited. The table's own ops come first; then the subtree of each of
/// their regions, last pushed first, each walked to its end before the next.
/// Those subtrees share nothing, so with threads on they are walked on
/// rayon's threads and the first failure in walk order is kept.
fn verify_symbol_uses(ir: &IrView, table: Op) -> VerifyResult {
    let mut tables = SymbolTableCollection::default();
    let mut subtrees: Vec<Region> = Vec::new();
    for block in table.regions(ir).flat_map(|r| r.blocks(ir)) {
        for op in block.ops(ir) {
            visit_symbol_user(ir, op, &mut tables, &mut subtrees)?;
        }
    }
    subtrees.reverse();
    if subtrees.len() < 2 || !ir.ctx().multithreading() {
        return subtrees.into_iter().try_for_each(|r| walk_subtree(ir, r, &mut tables));
    }
    // Every thread resolves names in `table`: its symbols are indexed once
    // here, and each batch starts from a copy.
    tables.symbol_table(ir, table);
    let batch = subtrees.len().div_ceil(rayon::current_num_threads() * 8);
    let outcomes: Vec<VerifyResult> = subtrees
        .par_chunks(batch)
        .map(|regions| {
            let mut tables = tables.clone();
            regions.iter().try_for_each(|&r| walk_subtree(ir, r, &mut tables))
        })
        .collect();
    outcomes.into_iter().collect()
}

/// Walks the subtree of `root` as MLIR's symbol-table walk does, until a
/// symbol-use verifier fails.
fn walk_subtree(ir: &IrView, root: Region, tables: &mut SymbolTableCollection) -> VerifyResult {
    let mut regions = vec![root];
    while let Some(region) = regions.pop() {
        for block in region.blocks(ir) {
            for op in block.ops(ir) {
                visit_symbol_user(ir, op, tables, &mut regions)?;
            }
        }
    }
    Ok(())
}

/// Runs `op`'s symbol-use verifier, if it has one, and pushes its regions
/// on `regions` unless it is a symbol table of its own.
fn visit_symbol_user(
    ir: &IrView,
    op: Op,
    tables: &mut SymbolTableCollection,
    regions: &mut Vec<Region>,
) -> VerifyResult {
    if let Some(user) = SymbolUserOpInterfaceRef::get(ir, op) {
        user.verify_symbol_uses(ir, tables)?;
    }
    if !op.name(ir).traits(ir.ctx()).contains(OpTraits::SYMBOL_TABLE) {
        regions.extend(op.regions(ir));
    }
    Ok(())
}
