//! [`SymbolTableAnalysis`]: the symbol table of a symbol-table op (a
//! `builtin.module`), built once and shared by the passes that look
//! symbols up until one that does not preserve it runs.

use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::SymbolTable;

use super::Analysis;

/// The symbols of the analysed op by name; empty when the op is not a
/// symbol table.
pub struct SymbolTableAnalysis {
    table: Option<SymbolTable>,
}

impl Analysis for SymbolTableAnalysis {
    const NAME: &'static str = "SymbolTable";

    fn compute(op: Op, ir: &IrView) -> SymbolTableAnalysis {
        SymbolTableAnalysis { table: SymbolTable::new(ir, op) }
    }
}

impl SymbolTableAnalysis {
    /// The table, when the op is a symbol table.
    pub fn table(&self) -> Option<&SymbolTable> {
        self.table.as_ref()
    }

    /// The symbol named `name` (without `@`) directly in the table.
    pub fn lookup(&self, ir: &IrView, name: &str) -> Option<Op> {
        self.table.as_ref()?.lookup(ir, name)
    }
}
