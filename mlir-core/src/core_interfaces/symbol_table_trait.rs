//! The `SymbolTable` trait and its verifier: one region of one block,
//! unique symbol names in it, and every symbol use nested in the table
//! (outside nested tables, which verify their own) resolving, as each
//! user's `SymbolUserOpInterface` decides. It sits with the interfaces
//! because its verifier asks them.

use rustc_hash::FxHashMap;

use crate::core_interfaces::symbol::SymbolUserOpInterfaceRef;
use crate::diag::VerifyResult;
use crate::ir::{IrView, Op, Region};
use crate::symbol_table::SymbolTableCollection;
use crate::traits::{OpTrait, OpTraits, TraitDef};

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
            let shown = crate::text_bytes::from_bytes(name);
            let diag = symbol.emit_error(ir, format!("redefinition of symbol named '{shown}'"));
            return Err(diag
                .with_note(first.loc(ir), "see existing symbol definition here")
                .into());
        }
    }
    verify_symbol_uses(ir, op)
}

/// Runs the symbol-use verifiers of the ops nested in `table`, not looking
/// inside nested symbol tables. Order as MLIR's symbol-table walk: a stack
/// of regions; all ops of the popped region first (its blocks in order),
/// each op's regions pushed after it is visited.
fn verify_symbol_uses(ir: &IrView, table: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let mut tables = SymbolTableCollection::default();
    let mut regions: Vec<Region> = table.regions(ir).collect();
    while let Some(region) = regions.pop() {
        for block in region.blocks(ir) {
            for op in block.ops(ir) {
                if let Some(user) = SymbolUserOpInterfaceRef::get(ir, op) {
                    user.verify_symbol_uses(ir, &mut tables)?;
                }
                if !op.name(ir).traits(ctx).contains(OpTraits::SYMBOL_TABLE) {
                    regions.extend(op.regions(ir));
                }
            }
        }
    }
    Ok(())
}
