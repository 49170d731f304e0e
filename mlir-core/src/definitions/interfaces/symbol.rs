//! `SymbolOpInterface` (ops that define a symbol) and
//! `SymbolUserOpInterface` (ops whose symbol references must resolve), with
//! the symbol verifier MLIR runs on every symbol op.

use mlir_derive::interface;

use crate::context::diagnostics::VerifyResult;
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::{
    SYMBOL_ATTR_NAME, SymbolTableCollection, Visibility, visibility,
};
use crate::semantics::traits::OpTraits;

/// Ops that define a symbol: a `sym_name` string attribute and an optional
/// `sym_visibility` (MLIR's `SymbolOpInterface`). Its verifier checks both.
#[interface(op, verify = verify_symbol)]
pub trait SymbolOpInterface {
    /// Whether the op may omit its name (`builtin.module`).
    fn is_optional_symbol() -> bool {
        false
    }

    /// Whether the op declares rather than defines the symbol (a function
    /// without a body).
    fn is_declaration(&self, ir: &IrView) -> bool {
        let _ = ir;
        false
    }

    /// Whether the op may be erased when the symbol has no use: by
    /// default when it is not public, as only public symbols may be seen
    /// from outside the IR.
    fn can_discard_on_use_empty(&self, ir: &IrView) -> bool {
        visibility(ir, self.as_op()) != Visibility::Public
    }
}

/// `op` seen as a symbol, as MLIR's `dyn_cast<SymbolOpInterface>`: an op
/// implementing [`SymbolOpInterface`] that has a `sym_name` (an optional
/// symbol without a name, such as an unnamed `builtin.module`, is not one).
pub fn symbol_op(ir: &IrView, op: Op) -> Option<SymbolOpInterfaceRef> {
    let symbol = SymbolOpInterfaceRef::get(ir, op)?;
    op.get_attr(ir, SYMBOL_ATTR_NAME).is_some().then_some(symbol)
}

/// Ops that reference symbols and check that the references resolve
/// (MLIR's `SymbolUserOpInterface`), called by the verifier of the
/// enclosing `SymbolTable`.
#[interface(op)]
pub trait SymbolUserOpInterface {
    /// Checks the op's symbol references; `tables` caches symbol tables.
    fn verify_symbol_uses(&self, ir: &IrView, tables: &mut SymbolTableCollection) -> VerifyResult;
}

/// A symbol op has a string `sym_name` and a visibility of `public`,
/// `private` or `nested`; a declaration is not public; its parent, when
/// registered, is a symbol table. An optional symbol without a name is
/// not checked further.
fn verify_symbol(ir: &IrView, symbol: SymbolOpInterfaceRef) -> VerifyResult {
    let (op, ctx) = (symbol.op(), ir.ctx());
    let name = op.get_attr(ir, "sym_name");
    if name.is_none() && symbol.is_optional_symbol() {
        return Ok(());
    }
    if name.and_then(|n| n.as_string(ctx)).is_none() {
        return Err(op.emit_op_error(ir, "requires string attribute 'sym_name'").into());
    }
    verify_visibility(ir, symbol)?;
    let visibility = op.get_attr(ir, "sym_visibility");
    let public = visibility.is_none_or(|v| v.as_string(ctx) == Some(b"public"));
    if public && symbol.is_declaration(ir) {
        return Err(op
            .emit_op_error(ir, "symbol declaration cannot have public visibility")
            .into());
    }
    if let Some(parent) = op.parent_op(ir) {
        let name = parent.name(ir);
        if name.registered(ctx).is_some() && !name.traits(ctx).contains(OpTraits::SYMBOL_TABLE) {
            let message = "symbol's parent must have the SymbolTable trait";
            return Err(op.emit_op_error(ir, message).into());
        }
    }
    Ok(())
}

fn verify_visibility(ir: &IrView, symbol: SymbolOpInterfaceRef) -> VerifyResult {
    let (op, ctx) = (symbol.op(), ir.ctx());
    let Some(visibility) = op.get_attr(ir, "sym_visibility") else { return Ok(()) };
    let printed = crate::context::display_hooks::attr_text(ctx, visibility);
    match visibility.as_string(ctx) {
        None => Err(op.emit_op_error(
            ir,
            format!(
                "requires visibility attribute 'sym_visibility' to be a string attribute, but got {printed}"
            ),
        ).into()),
        Some(b"public" | b"private" | b"nested") => Ok(()),
        Some(_) => Err(op.emit_op_error(
            ir,
            format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {printed}"
            ),
        ).into()),
    }
}

/// Calls `callback` on every symbol table at or below `op` (MLIR's
/// `SymbolTable::walkSymbolTables`), each after the tables nested in it,
/// with whether every use of its symbols is visible from `op`: true below
/// an op that is not a table, a table that is not a symbol or is a
/// private one, and when `all_uses_visible` is. Iterative: deep nesting
/// is fine.
pub fn walk_symbol_tables(
    ir: &IrView,
    op: Op,
    all_uses_visible: bool,
    callback: &mut dyn FnMut(Op, bool),
) {
    enum Task {
        Enter(Op, bool),
        Exit(Op, bool),
    }
    let mut tasks = vec![Task::Enter(op, all_uses_visible)];
    while let Some(task) = tasks.pop() {
        match task {
            Task::Exit(table, visible) => callback(table, visible),
            Task::Enter(op, inherited) => {
                let table = op.name(ir).traits(ir.ctx()).contains(OpTraits::SYMBOL_TABLE);
                let visible = if table {
                    let hidden =
                        symbol_op(ir, op).is_none_or(|_| visibility(ir, op) == Visibility::Private);
                    inherited || hidden
                } else {
                    true
                };
                if table {
                    tasks.push(Task::Exit(op, visible));
                }
                let first = tasks.len();
                for region in op.regions(ir) {
                    for block in region.blocks(ir) {
                        tasks.extend(block.ops(ir).map(|nested| Task::Enter(nested, visible)));
                    }
                }
                tasks[first..].reverse();
            }
        }
    }
}
