//! Replacing the references to a symbol, and renaming a symbol with its
//! references.

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::sub_elements::{Element, replace_sub_elements};
use crate::context::{Context, Identifier};
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::error::SymbolError;
use crate::semantics::symbol_table::lookup::{make_ref, ref_parts};
use crate::semantics::symbol_table::scopes::collect_scopes;
use crate::semantics::symbol_table::table::SymbolTable;
use crate::semantics::symbol_table::uses::{UseScope, walk_limit, walk_op_refs};

/// Rewrites every reference to `symbol` within `from` so it names
/// `new_name`: in each scope of [`symbol_uses_of`](crate::semantics::symbol_table::symbol_uses_of), the path component that
/// names the symbol is replaced (`@old` → `@new`, `@t::@old::@x` →
/// `@t::@new::@x`), wherever the reference sits in the op's properties or
/// discardable attributes. The symbol's own name is not changed (see
/// [`rename`]).
///
/// As MLIR's code does (its comment says otherwise), potentially unknown
/// symbol tables do not stop the rewrite. Fails only when `symbol` has no
/// name.
pub fn replace_all_symbol_uses(
    ir: &mut IrView,
    symbol: Op,
    new_name: &str,
    from: impl Into<UseScope>,
) -> Result<(), SymbolError> {
    let ctx = ir.ctx_arc().clone();
    let scopes = collect_scopes(ir, symbol, from.into()).ok_or(SymbolError::NotASymbol)?;
    let new_leaf = ctx.ident(new_name);
    for scope in scopes {
        let old = scope.symbol_ref;
        let rewrite = |attr: Attribute| rewrite_reference(&ctx, old, new_leaf, attr);
        let mut ops = Vec::new();
        walk_limit(ir, scope.limit, &mut |op| {
            ops.push(op);
            true
        });
        for op in ops {
            replace_refs_in_op(ir, op, &rewrite);
        }
    }
    Ok(())
}

/// Replaces, in the properties of a registered op and in its discardable
/// attributes, every symbol reference `rewrite` maps to a new one.
fn replace_refs_in_op(ir: &mut IrView, op: Op, rewrite: &dyn Fn(Attribute) -> Option<Attribute>) {
    // Most ops of a scope hold no matching reference: skip the rebuild.
    if walk_op_refs(ir, op, |r| rewrite(r).is_none()) {
        return;
    }
    let ctx = ir.ctx_arc().clone();
    let mut replace = |e: Element| match e {
        Element::Attr(a) => rewrite(a).map(Element::Attr),
        Element::Type(_) => None,
    };
    let mut rebuilt =
        |a: Attribute| match replace_sub_elements(&ctx, Element::Attr(a), &mut replace) {
            Element::Attr(new) if new != a => Some(new),
            _ => None,
        };
    if op.name(ir).registered(&ctx).is_some() {
        let slots: Vec<(usize, Attribute)> =
            op.props(ir).iter().enumerate().filter_map(|(i, s)| s.map(|a| (i, a))).collect();
        for (index, value) in slots {
            if let Some(new) = rebuilt(value) {
                ir.set_prop(op, index, Some(new));
            }
        }
    }
    if let Some(new) = rebuilt(op.attr_dict(ir)) {
        ir.set_attr_dict(op, new);
    }
}

/// The replacement of `attr` when `old` (the reference naming the symbol in
/// this scope) is a prefix of it: the component at `old`'s leaf position
/// becomes `new_leaf`.
fn rewrite_reference(
    ctx: &Context,
    old: Attribute,
    new_leaf: Identifier,
    attr: Attribute,
) -> Option<Attribute> {
    let (old_root, old_nested) = ref_parts(ctx, old)?;
    let (root, nested) = ref_parts(ctx, attr)?;
    if root != old_root || !nested.starts_with(old_nested) {
        return None;
    }
    match old_nested.len() {
        0 => Some(make_ref(ctx, new_leaf, nested)),
        n => {
            let mut nested = nested.to_vec();
            nested[n - 1] = new_leaf;
            Some(make_ref(ctx, root, &nested))
        }
    }
}

/// Renames `symbol` to `new_name` within its parent symbol table: the
/// table is built for the call (O(ops of the table)), then
/// [`SymbolTable::rename`] applies, with its scope: only references inside
/// that table are updated, not `@table::@symbol` references from enclosing
/// tables. Returns [`SymbolError::NotInTable`] when the parent is not a
/// symbol table.
pub fn rename(ir: &mut IrView, symbol: Op, new_name: &str) -> Result<(), SymbolError> {
    let table_op = symbol.parent_op(ir).ok_or(SymbolError::NotInTable)?;
    let mut table = SymbolTable::new(ir, table_op).ok_or(SymbolError::NotInTable)?;
    table.rename(ir, symbol, new_name)
}
