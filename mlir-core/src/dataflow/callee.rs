//! [`CalleeResolver`]: the callable a call names, as MLIR's
//! `resolveCallableInTable` finds it, within what the analysis may read.
//!
//! A pass nested on a function runs as a task that reads only that
//! function (its siblings' headers live in their own bodies), so the
//! module's symbol table cannot be built there. mlir-opt resolves the
//! callee, finds it outside the analysed op and treats it as external;
//! here a table that cannot be read in full resolves nothing, except a
//! call of the analysed op itself (recursion), which mlir-opt follows.
//! The outcome is the same.

use rustc_hash::FxHashMap;

use crate::context::builtin::attributes::AttrData;
use crate::definitions::interfaces::call::{CallOpInterfaceRef, Callee};
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::{SymbolTableCollection, nearest_symbol_table, symbol_name};

/// Resolves the callees of calls, caching symbol tables.
#[derive(Default)]
pub(crate) struct CalleeResolver {
    symbols: SymbolTableCollection,
    /// Per symbol table, whether every op of its region can be read.
    readable: FxHashMap<Op, bool>,
    /// The op the analysis runs on.
    scope: Option<Op>,
}

impl CalleeResolver {
    /// Sets the op the analysis runs on.
    pub(crate) fn set_scope(&mut self, scope: Op) {
        self.scope = Some(scope);
    }

    /// The symbol tables, for other lookups.
    pub(crate) fn symbols(&mut self) -> &mut SymbolTableCollection {
        &mut self.symbols
    }

    /// The op `call` calls, when it is a call naming a symbol that
    /// resolves (see the module doc).
    pub(crate) fn resolve(&mut self, ir: &IrView, call: Op) -> Option<Op> {
        let model = CallOpInterfaceRef::get(ir, call)?;
        let Callee::Symbol(symbol) = model.callee(ir)? else { return None };
        let table = nearest_symbol_table(ir, call)?;
        if self.is_readable(ir, table) {
            return model.resolve_callable(ir, &mut self.symbols);
        }
        let scope = self.scope?;
        let AttrData::SymbolRef { root, nested } = symbol.data(ir.ctx()) else { return None };
        let names_scope = nested.is_empty()
            && scope.parent_op(ir) == Some(table)
            && symbol_name(ir, scope) == Some(root.as_str(ir.ctx()));
        names_scope.then_some(scope)
    }

    /// Whether every op directly in `table`'s regions can be read here.
    fn is_readable(&mut self, ir: &IrView, table: Op) -> bool {
        *self.readable.entry(table).or_insert_with(|| {
            table.regions(ir).all(|region| {
                region.blocks(ir).all(|block| {
                    block.ops(ir).all(|op| op.child_body(ir).is_none_or(|body| ir.has_body(body)))
                })
            })
        })
    }
}
