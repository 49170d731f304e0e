//! Use scopes: for each symbol table between a symbol and an IR unit, the
//! reference naming the symbol there and the ops it is matched in.

use rustc_hash::FxHashSet;

use crate::context::Identifier;
use crate::context::builtin::attributes::Attribute;
use crate::ir::{IrView, Op};
use crate::semantics::symbol_table::lookup::{is_symbol_table, make_ref, nearest_symbol_table};
use crate::semantics::symbol_table::names::symbol_ident;
use crate::semantics::symbol_table::uses::{Limit, UseScope};

/// One part of a symbol's use search: the reference that names the symbol
/// inside `limit`.
pub(super) struct Scope {
    pub(super) symbol_ref: Attribute,
    pub(super) limit: Limit,
}

/// The scopes in which uses of `symbol` are searched from `from`; `None`
/// when `symbol` has no name.
pub(super) fn collect_scopes(ir: &IrView, symbol: Op, from: UseScope) -> Option<Vec<Scope>> {
    let name = symbol_ident(ir, symbol)?;
    Some(match from {
        UseScope::Op(limit) => scopes_up_to(ir, symbol, name, limit),
        UseScope::Region(region) => {
            let Some(parent) = region.parent_op(ir) else { return Some(Vec::new()) };
            let mut scopes = scopes_up_to(ir, symbol, name, parent);
            // The scope that covers `parent` narrows to the requested region.
            if let Some(last) = scopes.last_mut()
                && matches!(last.limit, Limit::Op(op) | Limit::Body(op) if op == parent)
            {
                last.limit = Limit::Region(region);
            }
            scopes
        }
    })
}

/// MLIR's scope computation for an op `limit`.
fn scopes_up_to(ir: &IrView, symbol: Op, name: Identifier, limit: Op) -> Vec<Scope> {
    let ctx = ir.ctx();
    let flat = make_ref(ctx, name, &[]);
    // Inside a table, `@name` means one of its own symbols.
    if symbol == limit && is_symbol_table(ir, symbol) {
        return Vec::new();
    }
    let mut ancestors: FxHashSet<Op> = FxHashSet::default();
    let mut cur = Some(limit);
    while let Some(op) = cur {
        if op == symbol {
            // `limit` is the symbol or inside it. References cannot name a
            // parent, so `@name` reaches the symbol only when the table
            // `limit` resolves in is the symbol's own.
            let seen_from = limit.parent_op(ir).and_then(|p| nearest_symbol_table(ir, p));
            return match (seen_from, symbol.parent_op(ir)) {
                (Some(t), Some(p)) if t == p => {
                    vec![Scope { symbol_ref: flat, limit: Limit::Op(limit) }]
                }
                _ => Vec::new(),
            };
        }
        ancestors.insert(op);
        cur = op.parent_op(ir);
    }
    let mut common = symbol.parent_op(ir);
    while let Some(op) = common {
        if ancestors.contains(&op) {
            break;
        }
        common = op.parent_op(ir);
    }
    let Some(common) = common else { return Vec::new() };
    let (references, complete) = valid_references(ir, symbol, name, common);
    if common == limit {
        // One scope per table from the symbol's up to `limit`.
        let mut scopes = Vec::new();
        let mut table = symbol.parent_op(ir);
        for symbol_ref in references {
            let Some(t) = table.filter(|&t| is_symbol_table(ir, t)) else { break };
            scopes.push(Scope { symbol_ref, limit: Limit::Body(t) });
            table = t.parent_op(ir);
        }
        scopes
    } else if complete {
        // `limit` sits below the common ancestor: it sees the symbol by the
        // reference valid in that ancestor.
        let symbol_ref = references.last().copied().unwrap_or(flat);
        vec![Scope { symbol_ref, limit: Limit::Op(limit) }]
    } else {
        Vec::new()
    }
}

/// The references naming `symbol` from each enclosing table up to `within`
/// (an ancestor): `@s` in its own table, `@t::@s` in `t`'s parent, … The
/// flag is `false` when an op on the way is not a named symbol table; the
/// list then stops there.
fn valid_references(
    ir: &IrView,
    symbol: Op,
    name: Identifier,
    within: Op,
) -> (Vec<Attribute>, bool) {
    let ctx = ir.ctx();
    let mut references = vec![make_ref(ctx, name, &[])];
    let mut table = symbol.parent_op(ir);
    // Path below the current table, outermost first.
    let mut nested = vec![name];
    while let Some(t) = table {
        if t == within {
            return (references, true);
        }
        let Some(table_name) = is_symbol_table(ir, t).then(|| symbol_ident(ir, t)).flatten() else {
            return (references, false);
        };
        references.push(make_ref(ctx, table_name, &nested));
        nested.insert(0, table_name);
        table = t.parent_op(ir);
    }
    (references, false)
}
