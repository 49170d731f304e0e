//! Including `#[op_fields]` groups (`op/group.rs`) in an `#[op]` struct:
//! a field `#[fields] label: Group` stands for the group's fields, written
//! where it is (so in ODS's argument order, as `!con(args, aliasAttrs)`
//! appends a base's arguments). `#[op]` cannot read the group, so while a
//! `#[fields]` field is left it expands to a call of the group's macro with
//! the struct cut at that field; the macro writes the fields there, each
//! marked `#[__mlir_included(group = Group, …)]`, and applies `#[op]` again.
//! With no `#[fields]` left, the marks are checked (a field of two sources)
//! and the included fields resolve at the op, where their types are paths
//! through the group's module.

use proc_macro2::{Group, TokenStream, TokenTree};
use quote::{ToTokens, quote};
use syn::spanned::Spanned;

use super::parse::Role;
use crate::errors::Errors;
use crate::symbol::{CONSTRAINT, DEFAULT, FIELDS, GROUP, INCLUDED};

/// What `#[op]` does with its struct before its stages run.
pub(super) enum Prepared {
    /// A group is to be included: the call of its macro.
    Ask(TokenStream),
    /// The struct the stages read, and the errors found here.
    Ready(TokenStream, Errors),
}

/// What a field's mark says: the group it comes from, and its constraint
/// and default as the group wrote them (for the op's docs).
pub(crate) struct Mark {
    pub group: syn::Path,
    pub constraint: String,
    pub default: Option<String>,
}

/// The mark of an included field, if it is one.
pub(crate) fn mark(field: &syn::Field) -> Option<Mark> {
    let attr = field.attrs.iter().find(|a| a.path() == INCLUDED)?;
    let mut group = None;
    let mut constraint = String::new();
    let mut default = None;
    attr.parse_nested_meta(|meta| {
        if meta.path == GROUP {
            group = Some(meta.value()?.parse::<syn::Path>()?);
        } else if meta.path == CONSTRAINT {
            constraint = meta.value()?.parse::<syn::LitStr>()?.value();
        } else if meta.path == DEFAULT {
            default = Some(meta.value()?.parse::<syn::LitStr>()?.value());
        }
        Ok(())
    })
    .ok()?;
    Some(Mark { group: group?, constraint, default })
}

/// A path as messages and comparisons write it (`super::mem::AliasAttrs`).
fn path_text(path: &syn::Path) -> String {
    path.to_token_stream().to_string().replace(' ', "")
}

/// Reads the struct's `#[fields]` fields and marks: the call of the next
/// group's macro, or the struct ready for the stages.
pub(super) fn prepare(args: &TokenStream, item: TokenStream) -> Prepared {
    let mut errors = Errors::default();
    // Anything that is no struct with named fields is the stages' to report.
    let Ok(mut item) = syn::parse2::<syn::ItemStruct>(item.clone()) else {
        return Prepared::Ready(item, errors);
    };
    let syn::Fields::Named(named) = &mut item.fields else {
        return Prepared::Ready(item.into_token_stream(), errors);
    };
    let fields: Vec<syn::Field> = std::mem::take(&mut named.named).into_iter().collect();
    // Groups already included, by path as written.
    let mut seen: Vec<String> = Vec::new();
    for field in &fields {
        if let Some(mark) = mark(field) {
            let text = path_text(&mark.group);
            if !seen.contains(&text) {
                seen.push(text);
            }
        }
    }
    let mut kept = Vec::new();
    let mut next = None;
    for field in fields {
        let Some(attr) = field.attrs.iter().find(|a| a.path() == FIELDS) else {
            kept.push(field);
            continue;
        };
        let Some(group) = group_of(&field, attr, &seen, &mut errors) else { continue };
        seen.push(path_text(&group));
        if next.is_none() {
            next = Some((kept.len(), group));
        }
        kept.push(field);
    }
    if let Some((at, group)) = next {
        let call = call_group(args, &item, &kept, at, &group);
        let errs = errors.to_compile_errors();
        return Prepared::Ask(quote!(#call #errs));
    }
    let kept = check_marks(kept, &mut errors);
    if let syn::Fields::Named(named) = &mut item.fields {
        named.named = kept.into_iter().collect();
    }
    Prepared::Ready(item.into_token_stream(), errors)
}

/// The group a `#[fields]` field includes, or `None` (reported) when the
/// field is misplaced or names no group path, or the group is included
/// already.
fn group_of(
    field: &syn::Field,
    attr: &syn::Attribute,
    seen: &[String],
    errors: &mut Errors,
) -> Option<syn::Path> {
    let label = field.ident.as_ref().map(ToString::to_string).unwrap_or_default();
    if !matches!(attr.meta, syn::Meta::Path(_)) {
        errors.at(
            attr.span(),
            "`#[fields]` takes no arguments: the field's type names the `#[op_fields]` group",
        );
        return None;
    }
    if let Some(role) = field.attrs.iter().find(|a| Role::of(a.path()).is_some()) {
        let word = role.path().to_token_stream().to_string();
        errors.at(
            role.span(),
            format!("`#[fields] {label}` includes a group, whose fields have their own roles: remove `#[{word}]`"),
        );
        return None;
    }
    let path = match &field.ty {
        syn::Type::Path(p)
            if p.qself.is_none() && p.path.segments.iter().all(|s| s.arguments.is_none()) =>
        {
            p.path.clone()
        }
        other => {
            errors.at(
                other.span(),
                "`#[fields]` needs the path of an `#[op_fields]` group here (`AliasAttrs`, `super::mem::AliasAttrs`)",
            );
            return None;
        }
    };
    let text = path_text(&path);
    if seen.contains(&text) {
        errors.at(
            path.span(),
            format!(
                "group `{text}` is already included in this op: its fields would be there twice"
            ),
        );
        return None;
    }
    Some(path)
}

/// `Group! { @mlir_op_fields [head] [fields before] [Group] [fields after] }`:
/// the group's macro writes `head { before <its fields> after }`, `head`
/// applying `#[op]` again.
fn call_group(
    args: &TokenStream,
    item: &syn::ItemStruct,
    fields: &[syn::Field],
    at: usize,
    group: &syn::Path,
) -> TokenStream {
    let op = crate::crate_path::macro_path("op");
    let attrs = &item.attrs;
    let vis = &item.vis;
    let ident = &item.ident;
    let generics = &item.generics;
    let where_clause = &item.generics.where_clause;
    let before = &fields[..at];
    let after = &fields[at + 1..];
    quote! {
        #group! {
            @mlir_op_fields
            [#[#op(#args)] #(#attrs)* #vis struct #ident #generics #where_clause]
            [#(#before,)*]
            [#group]
            [#(#after,)*]
        }
    }
}

/// The fields once every group is included: a field that two sources give
/// is reported and kept once (the op's own, else the first group's); the
/// included fields resolve at the op.
fn check_marks(fields: Vec<syn::Field>, errors: &mut Errors) -> Vec<syn::Field> {
    let name = |f: &syn::Field| f.ident.as_ref().map(|i| syn::ext::IdentExt::unraw(i).to_string());
    let own: Vec<(Option<String>, proc_macro2::Span)> = fields
        .iter()
        .filter(|f| mark(f).is_none())
        .map(|f| (name(f), f.ident.as_ref().map_or_else(|| f.span(), |i| i.span())))
        .collect();
    let mut out = Vec::new();
    // Included fields taken, with their groups.
    let mut taken: Vec<(Option<String>, String)> = Vec::new();
    let mut clashes = Vec::new();
    for field in &fields {
        let Some(mark) = mark(field) else { continue };
        let group = path_text(&mark.group);
        let this = name(field);
        if let Some((_, span)) = own.iter().find(|(n, _)| *n == this) {
            clashes.push((
                *span,
                format!(
                    "field `{}` is also a field of group `{group}`, which this op includes: rename or remove one of them",
                    this.clone().unwrap_or_default()
                ),
            ));
        } else if let Some((_, first)) = taken.iter().find(|(n, _)| *n == this) {
            clashes.push((
                mark.group.span(),
                format!(
                    "group `{group}` and group `{first}` both have a field `{}`: an op can include only one of them",
                    this.clone().unwrap_or_default()
                ),
            ));
        } else {
            taken.push((this, group));
        }
    }
    // One error per clash, however often the fields meet.
    let mut reported: Vec<String> = Vec::new();
    for (span, message) in clashes {
        if !reported.contains(&message) {
            errors.at(span, &message);
            reported.push(message);
        }
    }
    let mut kept_included: Vec<Option<String>> = Vec::new();
    for field in fields {
        if mark(&field).is_none() {
            out.push(field);
            continue;
        }
        let this = name(&field);
        if own.iter().any(|(n, _)| *n == this) || kept_included.contains(&this) {
            continue;
        }
        kept_included.push(this);
        out.push(resolved_at_op(field));
    }
    out
}

/// An included field whose names resolve at the op (where the group's
/// macro wrote them), located where the group declares them: its type,
/// a path through the group's module, all at the constraint's name as
/// the group wrote it, so an error about the type is one, in the group.
fn resolved_at_op(mut field: syn::Field) -> syn::Field {
    let located = constraint_name_span(&field.ty);
    let ty = respan(field.ty.to_token_stream(), located);
    field.ty = syn::parse2(ty).unwrap_or(field.ty);
    let tokens = respan(field.to_token_stream(), None);
    syn::parse::Parser::parse2(syn::Field::parse_named, tokens).unwrap_or(field)
}

/// The span of the constraint's last path segment (`TbaaTagArrayAttr` in
/// `Option<Group::tbaa::TbaaTagArrayAttr>`): the group's token.
fn constraint_name_span(ty: &syn::Type) -> Option<proc_macro2::Span> {
    let syn::Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?;
    if let syn::PathArguments::AngleBracketed(args) = &last.arguments
        && let Some(syn::GenericArgument::Type(inner)) = args.args.first()
    {
        return constraint_name_span(inner);
    }
    Some(last.ident.span())
}

/// Every token of `tokens` with the op's hygiene, at its own location or
/// at `located`.
fn respan(tokens: TokenStream, located: Option<proc_macro2::Span>) -> TokenStream {
    let at = |span: proc_macro2::Span| crate::spans::at(located.unwrap_or(span));
    tokens
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(g) => {
                let mut out = Group::new(g.delimiter(), respan(g.stream(), located));
                out.set_span(at(g.span()));
                TokenTree::Group(out)
            }
            mut other => {
                other.set_span(at(other.span()));
                other
            }
        })
        .collect()
}
