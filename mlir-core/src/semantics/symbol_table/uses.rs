//! Symbol uses: the references on the ops of a scope, and the uses of one
//! symbol seen from some IR unit.

use rustc_hash::FxHashSet;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::sub_elements::{Element, direct_sub_elements};
use crate::ir::{IrView, Op, Region, WalkControl, WalkOrder};
use crate::semantics::symbol_table::lookup::{
    is_potentially_unknown_symbol_table, is_symbol_table, ref_parts,
};
use crate::semantics::symbol_table::scopes::collect_scopes;

/// One reference to a symbol: the op carrying it and the reference.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SymbolUse {
    /// The op whose attributes hold the reference.
    pub user: Op,
    /// The `SymbolRef` attribute.
    pub symbol_ref: Attribute,
}

/// The IR unit a use query or replacement covers (MLIR's `Operation *` and
/// `Region *` overloads).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum UseScope {
    /// The op's own attributes, then, unless the op is a symbol table, the
    /// ops nested in its regions. So the scope of a table op covers only
    /// its own attributes, as in MLIR; use the table's region for its
    /// contents.
    Op(Op),
    /// The ops of the region and the ops nested in them.
    Region(Region),
}

impl From<Op> for UseScope {
    fn from(op: Op) -> UseScope {
        UseScope::Op(op)
    }
}

impl From<Region> for UseScope {
    fn from(region: Region) -> UseScope {
        UseScope::Region(region)
    }
}

/// The ops a walk visits. In every case nested symbol tables are visited
/// (their own attributes belong to the enclosing scope) but not entered.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Limit {
    /// The op and what is nested in it.
    Op(Op),
    /// The ops of one region and what is nested in them.
    Region(Region),
    /// The ops of every region of the op, not the op itself.
    Body(Op),
}

impl From<UseScope> for Limit {
    fn from(scope: UseScope) -> Limit {
        match scope {
            UseScope::Op(op) => Limit::Op(op),
            UseScope::Region(region) => Limit::Region(region),
        }
    }
}

/// Every symbol reference on the ops of `from`, in op order (pre-order:
/// an op's references, then those nested in it), and within an op in the
/// order of its attribute names (properties of registered ops and
/// discardable attributes merged, as MLIR's attribute dictionary), each
/// reference attribute once per op. References nested in arrays,
/// dictionaries and other attributes or types count.
///
/// Nested symbol tables are not entered; their own attributes are part of
/// the scope. An unregistered op's property dictionary (`<{…}>`) is not
/// looked at, as in MLIR. `None` when the walk meets a potentially unknown
/// symbol table ([`is_potentially_unknown_symbol_table`]).
///
/// MLIR visits the same ops in another order (a region worklist: the ops
/// of a region, then the regions nested in its last op first); this walk
/// uses plain pre-order.
pub fn symbol_uses(ir: &IrView, from: impl Into<UseScope>) -> Option<Vec<SymbolUse>> {
    let mut uses = Vec::new();
    walk_uses(ir, from.into().into(), &mut |u| {
        uses.push(u);
        true
    })?;
    Some(uses)
}

/// The uses of `symbol` within `from`: for each scope between the symbol
/// and `from` (see the module doc), the uses whose reference starts with
/// the reference naming the symbol there, so `@outer::@inner` is a use of
/// the symbol `inner` of table `outer` when seen from `outer`'s parent
/// table, and a use of `outer` too. Innermost scope first, each in the
/// order of [`symbol_uses`].
///
/// Empty when `from` cannot see the symbol (no common ancestor, or
/// an op on the path is not a named symbol table). `None` when `symbol` has
/// no name or a walk meets a potentially unknown symbol table.
pub fn symbol_uses_of(
    ir: &IrView,
    symbol: Op,
    from: impl Into<UseScope>,
) -> Option<Vec<SymbolUse>> {
    let ctx = ir.ctx();
    let mut uses = Vec::new();
    for scope in collect_scopes(ir, symbol, from.into())? {
        walk_uses(ir, scope.limit, &mut |u| {
            if is_reference_prefix_of(ctx, scope.symbol_ref, u.symbol_ref) {
                uses.push(u);
            }
            true
        })?;
    }
    Some(uses)
}

/// Whether `symbol` is known to have no use within `from` (see
/// [`symbol_uses_of`]); `false` when that cannot be known.
pub fn symbol_known_use_empty(ir: &IrView, symbol: Op, from: impl Into<UseScope>) -> bool {
    let ctx = ir.ctx();
    let Some(scopes) = collect_scopes(ir, symbol, from.into()) else { return false };
    scopes.into_iter().all(|scope| {
        let walked = walk_uses(ir, scope.limit, &mut |u| {
            !is_reference_prefix_of(ctx, scope.symbol_ref, u.symbol_ref)
        });
        walked == Some(true)
    })
}

/// Visits the ops of `limit` in pre-order, entering no nested symbol table.
/// Returns `false` when `visit` stopped the walk.
pub(super) fn walk_limit(ir: &IrView, limit: Limit, visit: &mut dyn FnMut(Op) -> bool) -> bool {
    let walk_from = |root: Op, visit: &mut dyn FnMut(Op) -> bool| {
        ir.walk(root, WalkOrder::PreOrder, |ir, op| {
            if !visit(op) {
                WalkControl::Interrupt
            } else if is_symbol_table(ir, op) {
                WalkControl::Skip
            } else {
                WalkControl::Advance
            }
        })
    };
    let regions: Vec<Region> = match limit {
        Limit::Op(op) => return walk_from(op, visit),
        Limit::Region(region) => vec![region],
        Limit::Body(op) => op.regions(ir).collect(),
    };
    for region in regions {
        for block in region.blocks(ir) {
            for op in block.ops(ir) {
                if !walk_from(op, visit) {
                    return false;
                }
            }
        }
    }
    true
}

/// Calls `f` on each use in `limit` until it returns `false`. `Some(true)`:
/// all visited; `Some(false)`: stopped by `f`; `None`: a potentially
/// unknown symbol table was met.
fn walk_uses(ir: &IrView, limit: Limit, f: &mut dyn FnMut(SymbolUse) -> bool) -> Option<bool> {
    let mut unknown = false;
    let completed = walk_limit(ir, limit, &mut |op| {
        if is_potentially_unknown_symbol_table(ir, op) {
            unknown = true;
            return false;
        }
        walk_op_refs(ir, op, |symbol_ref| f(SymbolUse { user: op, symbol_ref }))
    });
    if unknown { None } else { Some(completed) }
}

/// Calls `f` on each symbol reference in the attributes of `op` until it
/// returns `false` (then returns `false`). Order and deduplication follow
/// MLIR's pre-order walk of the op's merged attribute dictionary.
pub(super) fn walk_op_refs(ir: &IrView, op: Op, mut f: impl FnMut(Attribute) -> bool) -> bool {
    let ctx = ir.ctx();
    let mut roots: Vec<(&str, Attribute)> = Vec::new();
    // An unregistered op's property dictionary is not part of MLIR's merged
    // dictionary, so only a registered op's slots count.
    if let Some(entry) = op.name(ir).registered(ctx) {
        for (name, slot) in entry.property_names.iter().zip(op.props(ir)) {
            if let Some(value) = slot {
                roots.push((*name, *value));
            }
        }
    }
    roots.extend(op.attrs(ir).iter().map(|a| (a.name.as_str(ctx), a.value)));
    if roots.is_empty() {
        return true;
    }
    roots.sort_by(|a, b| crate::support::text_bytes::cmp(a.0, b.0));
    let mut seen: FxHashSet<Element> = FxHashSet::default();
    let mut stack: Vec<Element> = roots.iter().rev().map(|(_, a)| Element::Attr(*a)).collect();
    while let Some(e) = stack.pop() {
        if !seen.insert(e) {
            continue;
        }
        if let Element::Attr(a) = e
            && matches!(a.data(ctx), AttrData::SymbolRef { .. })
        {
            if !f(a) {
                return false;
            }
            continue;
        }
        stack.extend(direct_sub_elements(ctx, e).into_iter().rev());
    }
    true
}

/// Whether `reference` is `prefix` or a further qualified reference below
/// it (`@a::@b` is a prefix of `@a::@b::@c`, `@a` of both).
pub(super) fn is_reference_prefix_of(
    ctx: &Context,
    prefix: Attribute,
    reference: Attribute,
) -> bool {
    match (ref_parts(ctx, prefix), ref_parts(ctx, reference)) {
        (Some((p_root, p_nested)), Some((root, nested))) => {
            p_root == root && nested.starts_with(p_nested)
        }
        _ => false,
    }
}
