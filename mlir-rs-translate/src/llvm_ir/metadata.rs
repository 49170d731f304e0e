//! The metadata attributes of memory accesses as LLVM metadata, built as
//! MLIR's `ModuleTranslation` builds them: `tbaa` as `!tbaa` (a tag
//! `!{base, access, i64 offset}`, with `i64 1` when constant; a type
//! descriptor `!{!"name", member, i64 offset, …}`; a root `!{!"name"}`,
//! or `distinct !{!self}` without a name), `alias_scopes` and
//! `noalias_scopes` as `!alias.scope` and `!noalias` (a list of scopes,
//! each `distinct !{!self, domain, !"description"}` in a domain
//! `distinct !{!self, !"description"}`; a string id takes the place of the
//! node itself), `access_groups` as `!llvm.access.group` (a group is a
//! `distinct !{}`; several are listed in a node). Distinct nodes are made
//! once per attribute. `dereferenceable` (of `load` and `inttoptr`) is
//! `!dereferenceable` or `!dereferenceable_or_null`, `!{i64 bytes}`.
//! Several TBAA tags on one op are dropped with a warning.
//!
//! Loop annotations are `loop_annotation.rs`'s.

use mlir_core::context::builtin::attributes::{AttrData, Attribute};
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;
use mlir_dialects::llvm::{
    AliasScopeAttr, AliasScopeDomainAttr, DereferenceableAttr, TbaaRootAttr, TbaaTagAttr,
    TbaaTypeDescriptorAttr,
};

use super::capi::{Builder, Metadata, Value};
use super::translation::ModuleTranslation;

/// The elements of the array property `name` of `op` (none when absent).
fn array_prop(t: &ModuleTranslation<'_, '_>, op: Op, name: &str) -> Vec<Attribute> {
    op.inherent_attr(t.ir(), name)
        .and_then(|a| a.as_array(t.ctx()).map(<[Attribute]>::to_vec))
        .unwrap_or_default()
}

/// Attaches `op`'s access groups, alias scopes and TBAA tag to `inst`,
/// the instruction it became.
pub(crate) fn set_alias_metadata<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    b: &Builder<'m>,
    inst: Value<'m>,
) -> Result<(), Diagnostic> {
    let groups = array_prop(t, op, "access_groups");
    if !groups.is_empty() {
        let mut nodes = Vec::with_capacity(groups.len());
        for group in groups {
            nodes.push(access_group(t, b, op, group)?);
        }
        // One group is attached itself, several in a list.
        let node = if let [one] = nodes[..] { one } else { b.md_node(&nodes) };
        b.set_metadata(inst, "llvm.access.group", node);
    }
    for (name, kind) in [("alias_scopes", "alias.scope"), ("noalias_scopes", "noalias")] {
        let scopes = array_prop(t, op, name);
        if scopes.is_empty() {
            continue;
        }
        let nodes: Vec<Metadata<'m>> = scopes.iter().map(|&s| alias_scope(t, b, s)).collect();
        b.set_metadata(inst, kind, b.md_node(&nodes));
    }
    // LLVM takes one tag per instruction: of several, none is kept.
    match array_prop(t, op, "tbaa")[..] {
        [] => {}
        [tag] => b.set_metadata(inst, "tbaa", tbaa_node(t, b, tag)),
        _ => t.emit_warning(
            op,
            "TBAA access tags were not translated, because LLVM IR only supports a single tag per instruction",
        ),
    }
    Ok(())
}

/// Attaches `op`'s `dereferenceable` attribute, if any, to `value`, the
/// instruction it became. A cast of a constant is folded into a constant,
/// which takes no metadata: the attribute is then dropped.
pub(crate) fn set_dereferenceable<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    b: &Builder<'m>,
    value: Value<'m>,
) {
    let ctx = t.ctx();
    let Some(attr) = op
        .inherent_attr(t.ir(), "dereferenceable")
        .and_then(|a| DereferenceableAttr::try_from(ctx, a))
    else {
        return;
    };
    if value.is_constant() {
        return;
    }
    let kind = if attr.may_be_null(ctx) { "dereferenceable_or_null" } else { "dereferenceable" };
    b.set_metadata(value, kind, b.md_node(&[b.md_int(64, attr.bytes(ctx))]));
}

/// The node of an access group, `distinct !{}`, made once.
pub(crate) fn access_group<'m>(
    t: &ModuleTranslation<'m, '_>,
    b: &Builder<'m>,
    op: Op,
    group: Attribute,
) -> Result<Metadata<'m>, Diagnostic> {
    if let Some(&node) = t.metadata_nodes().borrow().get(&group) {
        return Ok(node);
    }
    let node = b
        .md_distinct_empty()
        .ok_or_else(|| op.emit_error(t.ir(), "could not make the node of an access group"))?;
    t.metadata_nodes().borrow_mut().insert(group, node);
    Ok(node)
}

/// The distinct node of `attr`, made by `make` the first time.
fn cached<'m>(
    t: &ModuleTranslation<'m, '_>,
    attr: Attribute,
    make: impl FnOnce() -> Metadata<'m>,
) -> Metadata<'m> {
    if let Some(&node) = t.metadata_nodes().borrow().get(&attr) {
        return node;
    }
    let node = make();
    t.metadata_nodes().borrow_mut().insert(attr, node);
    node
}

/// A node of `rest` named by `id`: the string itself, or the node.
fn named_node<'m>(
    t: &ModuleTranslation<'m, '_>,
    b: &Builder<'m>,
    id: Attribute,
    rest: &[Metadata<'m>],
) -> Metadata<'m> {
    match id.data(t.ctx()) {
        AttrData::String { value, .. } => {
            let mut operands = vec![b.md_string(value)];
            operands.extend_from_slice(rest);
            b.md_node(&operands)
        }
        _ => b.md_self_node(rest),
    }
}

/// The node of an alias scope (and of its domain).
pub(crate) fn alias_scope<'m>(
    t: &ModuleTranslation<'m, '_>,
    b: &Builder<'m>,
    attr: Attribute,
) -> Metadata<'m> {
    let ctx = t.ctx();
    let Some(scope) = AliasScopeAttr::try_from(ctx, attr) else {
        // The verifier let only alias scopes through.
        return b.md_node(&[]);
    };
    cached(t, attr, || {
        let domain = scope.domain(ctx);
        let domain_node = cached(t, domain.as_attr(), || domain_node(t, b, domain));
        let mut rest = vec![domain_node];
        if let Some(text) = scope.description(ctx) {
            rest.push(b.md_string(text.attr().as_string(ctx).unwrap_or_default()));
        }
        named_node(t, b, scope.id(ctx), &rest)
    })
}

/// The node of an alias scope domain.
fn domain_node<'m>(
    t: &ModuleTranslation<'m, '_>,
    b: &Builder<'m>,
    domain: AliasScopeDomainAttr,
) -> Metadata<'m> {
    let ctx = t.ctx();
    let mut rest = Vec::new();
    if let Some(text) = domain.description(ctx) {
        rest.push(b.md_string(text.attr().as_string(ctx).unwrap_or_default()));
    }
    named_node(t, b, domain.id(ctx), &rest)
}

/// The node of a TBAA tag, type descriptor or root.
fn tbaa_node<'m>(t: &ModuleTranslation<'m, '_>, b: &Builder<'m>, attr: Attribute) -> Metadata<'m> {
    let ctx = t.ctx();
    if let Some(tag) = TbaaTagAttr::try_from(ctx, attr) {
        let mut operands = vec![
            tbaa_node(t, b, tag.base_type(ctx).as_attr()),
            tbaa_node(t, b, tag.access_type(ctx).as_attr()),
            b.md_i64(tag.offset(ctx)),
        ];
        if tag.constant(ctx) {
            operands.push(b.md_i64(1));
        }
        return b.md_node(&operands);
    }
    if let Some(desc) = TbaaTypeDescriptorAttr::try_from(ctx, attr) {
        let mut operands = vec![b.md_string(desc.id(ctx).as_bytes())];
        for member in desc.members(ctx) {
            operands.push(tbaa_node(t, b, member.type_desc(ctx).attr()));
            operands.push(b.md_i64(member.offset(ctx)));
        }
        return b.md_node(&operands);
    }
    match TbaaRootAttr::try_from(ctx, attr).and_then(|root| root.id(ctx)) {
        Some(id) => b.md_node(&[b.md_string(id.attr().as_string(ctx).unwrap_or_default())]),
        // A root without a name is told apart by itself.
        None => cached(t, attr, || b.md_self_node(&[])),
    }
}
