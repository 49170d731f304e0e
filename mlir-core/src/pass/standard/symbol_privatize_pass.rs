//! `symbol-privatize`: makes the symbols directly in the op's regions
//! private, except those named in `exclude`.

use mlir_derive::pass;

use crate::definitions::interfaces::symbol::symbol_op;
use crate::ir::Op;
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::semantics::symbol_table::{Visibility, set_visibility, symbol_name};

/// Mark symbols private
///
/// MLIR's `symbol-privatize` (`SymbolPrivatize`): every symbol op (an op
/// implementing `SymbolOpInterface` with a name) in the blocks of the
/// op's regions, not deeper, becomes private unless its name is listed in
/// `exclude`.
#[pass(argument = "symbol-privatize", name = "SymbolPrivatize")]
#[derive(Debug)]
pub struct SymbolPrivatize {
    /// Comma separated list of symbols that should not be marked private
    #[option]
    pub exclude: Vec<String>,
}

impl Pass for SymbolPrivatize {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let symbols: Vec<Op> = root
            .regions(cx)
            .flat_map(|region| region.blocks(cx))
            .flat_map(|block| block.ops(cx))
            .filter(|&op| symbol_op(cx, op).is_some())
            .filter(|&op| {
                symbol_name(cx, op).is_none_or(|name| !self.exclude.iter().any(|e| e == name))
            })
            .collect();
        for op in symbols {
            set_visibility(cx, op, Visibility::Private);
        }
    }
}
