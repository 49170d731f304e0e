//! The callable a call resolves to, as the analyses see it: only one this
//! IR view can read, with the symbol table it is found in. A pass
//! scheduled on each function of a module on several threads sees neither
//! the module's body nor its siblings; a call to a sibling is then treated
//! as a call the analyses cannot resolve.

use crate::definitions::interfaces::call::CallOpInterfaceRef;
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::{SymbolTableCollection, nearest_symbol_table};

/// The op `call` resolves to, unless it (or a symbol table on the way
/// to it) is out of this view's reach.
pub(crate) fn resolve_readable_callee(
    ir: &IrView,
    call: Op,
    symbols: &mut SymbolTableCollection,
) -> Option<Op> {
    if !ancestors_readable(ir, call) || !table_readable(ir, call) {
        return None;
    }
    let callee = CallOpInterfaceRef::get(ir, call)?.resolve_callable(ir, symbols)?;
    callee.child_body(ir).is_none_or(|body| ir.has_body(body)).then_some(callee)
}

/// Whether `op` and every op holding it live in bodies this view reads.
fn ancestors_readable(ir: &IrView, op: Op) -> bool {
    let mut current = op;
    loop {
        if !ir.has_body(current.body) {
            return false;
        }
        match current.parent_op(ir) {
            Some(parent) => current = parent,
            None => return true,
        }
    }
}

/// Whether the symbols of the table `call` resolves from can be read: in
/// a task, a sibling's header (its name) lives in its own body, out of
/// reach, so a table holding one cannot be searched.
fn table_readable(ir: &IrView, call: Op) -> bool {
    if !ir.is_task_view() {
        return true;
    }
    let Some(table) = nearest_symbol_table(ir, call) else { return true };
    let Some(block) = table.regions(ir).next().and_then(|r| r.first_block(ir)) else {
        return true;
    };
    block.ops(ir).all(|op| op.child_body(ir).is_none_or(|body| ir.has_body(body)))
}
