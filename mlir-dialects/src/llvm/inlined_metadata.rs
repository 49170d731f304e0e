//! What the `llvm` inliner does with the memory-access metadata of a body
//! it inlined, as MLIR 22 does:
//!
//! - the alias scopes the body names, and their domains, are cloned with
//!   fresh `distinct` ids, so that the scopes of two inlined copies of one
//!   function say nothing about each other;
//! - `llvm.noalias` arguments become scopes of a new domain
//!   (`noalias_arguments.rs`);
//! - the call's own alias scopes and noalias scopes are appended to every
//!   access of the body, nested ones included, and its access groups to
//!   the accesses at the body's top level.
//!
//! Accesses are the ops implementing `AliasAnalysisOpInterface` and
//! `AccessGroupOpInterface`.

use rustc_hash::FxHashMap;

use mlir_core::Context;
use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, WalkControl, WalkOrder};

use super::access_interfaces::{AccessGroupOpInterfaceRef, AliasAnalysisOpInterfaceRef};
use super::alias_scopes::{AliasScopeAttr, AliasScopeDomainAttr, NoAliasScopeDeclOp};
use super::noalias_arguments::scope_noalias_arguments;

/// Rewrites the metadata of `blocks`, the body just inlined for `call`.
pub(super) fn handle_inlined_metadata(ir: &mut IrView, call: Op, blocks: &[Block]) {
    let ops = nested_ops(ir, blocks);
    clone_alias_scopes(ir, &ops);
    scope_noalias_arguments(ir, call, &ops);
    append_call_alias_scopes(ir, call, &ops);
    append_call_access_groups(ir, call, blocks);
}

/// Every op of `blocks`, nested ones included, parents first.
pub(super) fn nested_ops(ir: &IrView, blocks: &[Block]) -> Vec<Op> {
    let mut ops = Vec::new();
    for &block in blocks {
        for op in block.ops(ir) {
            ir.walk(op, WalkOrder::PreOrder, |_, nested| {
                ops.push(nested);
                WalkControl::Advance
            });
        }
    }
    ops
}

/// `lhs` followed by `rhs`, two arrays either of which may be missing.
pub(super) fn concat_arrays(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
) -> Option<Attribute> {
    let (lhs, rhs) = match (lhs, rhs) {
        (Some(lhs), Some(rhs)) => (lhs, rhs),
        (lhs, rhs) => return lhs.or(rhs),
    };
    let mut items = lhs.as_array(ctx).unwrap_or_default().to_vec();
    items.extend(rhs.as_array(ctx).unwrap_or_default().iter().copied());
    Some(ctx.array_attr(&items))
}

/// Gives the alias scopes of `ops` (in their `alias_scopes`,
/// `noalias_scopes`, and the scope a `noalias.scope.decl` declares) fresh
/// ids, each scope and each domain once, the clones of a domain's scopes
/// in the clone of the domain.
fn clone_alias_scopes(ir: &mut IrView, ops: &[Op]) {
    let ctx = ir.ctx_arc().clone();
    let mut clones = ScopeClones { ctx: &ctx, clones: FxHashMap::default() };
    for &op in ops {
        if let Some(access) = AliasAnalysisOpInterfaceRef::get(ir, op) {
            if let Some(scopes) = access.alias_scopes_attr(ir) {
                let cloned = clones.clone_array(scopes);
                access.set_alias_scopes_attr(ir, Some(cloned));
            }
            if let Some(scopes) = access.noalias_scopes_attr(ir) {
                let cloned = clones.clone_array(scopes);
                access.set_noalias_scopes_attr(ir, Some(cloned));
            }
        }
        if NoAliasScopeDeclOp::isa(ir, op)
            && let Some(scope) = op.get_attr(ir, "scope")
        {
            let cloned = clones.clone_attr(scope);
            ir.set_attr_any(op, "scope", Some(cloned));
        }
    }
}

/// The clones made so far of scopes and domains, by original.
struct ScopeClones<'a> {
    ctx: &'a Context,
    clones: FxHashMap<Attribute, Attribute>,
}

impl ScopeClones<'_> {
    /// A fresh `distinct` id.
    fn fresh_id(&self) -> Attribute {
        self.ctx.distinct_attr(self.ctx.unit_attr())
    }

    /// The array with each scope replaced by its clone.
    fn clone_array(&mut self, scopes: Attribute) -> Attribute {
        let Some(items) = scopes.as_array(self.ctx) else { return scopes };
        let cloned: Vec<Attribute> = items.iter().map(|&scope| self.clone_attr(scope)).collect();
        self.ctx.array_attr(&cloned)
    }

    /// The clone of a scope (anything else stays itself).
    fn clone_attr(&mut self, scope: Attribute) -> Attribute {
        if let Some(&clone) = self.clones.get(&scope) {
            return clone;
        }
        let Some(original) = AliasScopeAttr::try_from(self.ctx, scope) else { return scope };
        let domain = original.domain(self.ctx);
        let domain_clone = match self.clones.get(&domain.as_attr()) {
            Some(&clone) => AliasScopeDomainAttr::try_from(self.ctx, clone).expect("a domain"),
            None => {
                let clone = AliasScopeDomainAttr::get(
                    self.ctx,
                    self.fresh_id(),
                    domain.description(self.ctx),
                );
                self.clones.insert(domain.as_attr(), clone.as_attr());
                clone
            }
        };
        let clone = AliasScopeAttr::get(
            self.ctx,
            self.fresh_id(),
            domain_clone,
            original.description(self.ctx),
        )
        .as_attr();
        self.clones.insert(scope, clone);
        clone
    }
}

/// Appends the call's `alias_scopes` and `noalias_scopes` to those of
/// every access in `ops`.
fn append_call_alias_scopes(ir: &mut IrView, call: Op, ops: &[Op]) {
    let Some(call_access) = AliasAnalysisOpInterfaceRef::get(ir, call) else { return };
    let scopes = call_access.alias_scopes_attr(ir);
    let noalias = call_access.noalias_scopes_attr(ir);
    if scopes.is_none() && noalias.is_none() {
        return;
    }
    let ctx = ir.ctx_arc().clone();
    for &op in ops {
        let Some(access) = AliasAnalysisOpInterfaceRef::get(ir, op) else { continue };
        if scopes.is_some() {
            let joined = concat_arrays(&ctx, access.alias_scopes_attr(ir), scopes);
            access.set_alias_scopes_attr(ir, joined);
        }
        if noalias.is_some() {
            let joined = concat_arrays(&ctx, access.noalias_scopes_attr(ir), noalias);
            access.set_noalias_scopes_attr(ir, joined);
        }
    }
}

/// Appends the call's `access_groups` to those of the accesses at the top
/// level of `blocks` (not to nested ones, as MLIR 22 does).
fn append_call_access_groups(ir: &mut IrView, call: Op, blocks: &[Block]) {
    let Some(groups) =
        AccessGroupOpInterfaceRef::get(ir, call).and_then(|c| c.access_groups_attr(ir))
    else {
        return;
    };
    let ctx = ir.ctx_arc().clone();
    let top_level: Vec<Op> = blocks.iter().flat_map(|&block| block.ops(ir)).collect();
    for op in top_level {
        let Some(access) = AccessGroupOpInterfaceRef::get(ir, op) else { continue };
        let joined = concat_arrays(&ctx, access.access_groups_attr(ir), Some(groups));
        access.set_access_groups_attr(ir, joined);
    }
}
