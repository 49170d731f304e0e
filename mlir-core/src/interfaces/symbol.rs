//! `SymbolOpInterface` (ops that define a symbol) and
//! `SymbolUserOpInterface` (ops whose symbol references must resolve), with
//! the symbol verifier MLIR runs on every symbol op.

use crate::diag::VerifyResult;
use crate::ir::{IrView, Op};
use crate::symbol_table::SymbolTableCollection;
use crate::traits::{OpTrait, OpTraits, TraitDef};

/// Ops that define a symbol: a `sym_name` string attribute and an optional
/// `sym_visibility`.
pub trait SymbolOpInterface: Send + Sync {
    /// Whether the op may omit its name (`builtin.module`).
    fn is_optional_symbol(&self) -> bool {
        false
    }

    /// Whether the op declares rather than defines the symbol (a function
    /// without a body).
    fn is_declaration(&self, _ir: &IrView, _op: Op) -> bool {
        false
    }

    /// Whether the op may be erased when the symbol has no use.
    fn can_discard_on_use_empty(&self) -> bool {
        true
    }
}

/// Ops that reference symbols and check that the references resolve.
pub trait SymbolUserOpInterface: Send + Sync {
    /// Checks the op's symbol references; `tables` caches symbol tables.
    fn verify_symbol_uses(
        &self,
        ir: &IrView,
        op: Op,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult;
}

/// The verifier of [`SymbolOpInterface`], listed with the op's traits.
pub struct SymbolOpInterfaceTrait;
impl OpTrait for SymbolOpInterfaceTrait {
    const DEF: TraitDef = TraitDef::verifier("SymbolOpInterface", verify_symbol);
}

/// A symbol op has a string `sym_name` and a visibility of `public`,
/// `private` or `nested`; a declaration is not public; its parent, when
/// registered, is a symbol table. An optional symbol without a name is
/// not checked further.
fn verify_symbol(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let model = op.interface::<dyn SymbolOpInterface>(ir);
    let name = op.get_attr(ir, "sym_name");
    if name.is_none() && model.is_some_and(|m| m.is_optional_symbol()) {
        return Ok(());
    }
    if name.and_then(|n| n.as_string(ctx)).is_none() {
        return Err(op.emit_op_error(ir, "requires string attribute 'sym_name'").into());
    }
    verify_visibility(ir, op)?;
    let visibility = op.get_attr(ir, "sym_visibility");
    let public = visibility.is_none_or(|v| v.as_string(ctx) == Some(b"public"));
    if public && model.is_some_and(|m| m.is_declaration(ir, op)) {
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

fn verify_visibility(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let Some(visibility) = op.get_attr(ir, "sym_visibility") else { return Ok(()) };
    let printed = crate::display_hooks::attr_text(ctx, visibility);
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
