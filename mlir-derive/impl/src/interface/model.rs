//! Stage 2: the owned description of an interface: its trait and methods.

use syn::spanned::Spanned;

use super::parse::{InterfaceArgs, InterfaceKind};
use crate::errors::Errors;

/// One method of the interface.
pub(crate) struct Method {
    /// The method as written (its signature, docs and default body).
    pub item: syn::TraitItemFn,
    /// Whether it takes the implementer (`&self`: the op, or the dialect);
    /// a static method does not.
    pub takes_op: bool,
    /// The arguments after the receiver: names and types.
    pub args: Vec<(syn::Ident, syn::Type)>,
}

/// An interface definition.
pub(crate) struct InterfaceModel {
    pub kind: InterfaceKind,
    pub item: syn::ItemTrait,
    pub verify: Option<syn::Path>,
    /// The verifier runs after the ops nested in the op's regions.
    pub verify_with_regions: bool,
    pub bases: Vec<syn::Type>,
    /// `builtin = […]`: the builtin kinds implementing the interface.
    pub builtin: Vec<syn::Type>,
    pub methods: Vec<Method>,
    pub summary: String,
    pub crate_path: Option<syn::Path>,
}

/// Builds the model; `None` when the item cannot describe an interface.
pub(crate) fn build(
    item: &syn::ItemTrait,
    args: InterfaceArgs,
    errors: &mut Errors,
) -> Option<InterfaceModel> {
    let Some((kind, _)) = args.kind else {
        errors.at(
            item.ident.span(),
            "say what the interface is for: `#[interface(op)]`, `#[interface(dialect)]`, `#[interface(attr)]` or `#[interface(type)]`",
        );
        return None;
    };
    if let (InterfaceKind::Dialect | InterfaceKind::Attr | InterfaceKind::Type, Some(verify)) =
        (kind, &args.verify)
    {
        errors.at(verify.span(), "only an op interface verifies: `verify` is for op interfaces");
    }
    let mut methods = Vec::new();
    for trait_item in &item.items {
        match trait_item {
            syn::TraitItem::Fn(f) => {
                if let Some(method) = method(f, errors) {
                    methods.push(method);
                }
            }
            other => errors.at(
                other.span(),
                "an interface holds methods only (constants and types cannot be reached through the interface map)",
            ),
        }
    }
    let (summary, _) = crate::docs::summary_and_description(&item.attrs);
    Some(InterfaceModel {
        kind,
        item: item.clone(),
        verify: args.verify,
        verify_with_regions: args.verify_with_regions,
        builtin: builtin_kinds(kind, args.builtin, errors),
        bases: args.bases,
        methods,
        summary,
        crate_path: args.crate_path,
    })
}

/// A method's receiver and arguments; errors for what the interface map
/// cannot call (another receiver, a pattern argument).
fn method(f: &syn::TraitItemFn, errors: &mut Errors) -> Option<Method> {
    let mut takes_op = false;
    let mut args = Vec::new();
    for input in &f.sig.inputs {
        match input {
            syn::FnArg::Receiver(r) => {
                if r.reference.is_none() || r.mutability.is_some() {
                    errors.at(
                        r.span(),
                        "an interface method takes its implementer as `&self` (an op handle is `Copy`: change the IR through the `ir` argument)",
                    );
                    return None;
                }
                takes_op = true;
            }
            syn::FnArg::Typed(arg) => match &*arg.pat {
                syn::Pat::Ident(ident) if ident.by_ref.is_none() && ident.subpat.is_none() => {
                    args.push((ident.ident.clone(), (*arg.ty).clone()));
                }
                _ => {
                    errors.at(
                        arg.pat.span(),
                        "name the argument (`name: Type`): the macro forwards it",
                    );
                    return None;
                }
            },
        }
    }
    Some(Method { item: f.clone(), takes_op, args })
}

/// The `builtin = […]` list, which only an attribute or type interface of
/// the core itself may have: a user's crate cannot mark the core's kinds,
/// and attaches an external model with `…Ref::attach_builtin` instead.
fn builtin_kinds(
    kind: InterfaceKind,
    builtin: Option<(proc_macro2::Span, Vec<syn::Type>)>,
    errors: &mut Errors,
) -> Vec<syn::Type> {
    let Some((span, kinds)) = builtin else { return Vec::new() };
    if !matches!(kind, InterfaceKind::Attr | InterfaceKind::Type) {
        errors.at(span, "`builtin = [...]` lists builtin attribute or type kinds: it is for `#[interface(attr)]` and `#[interface(type)]`");
        return Vec::new();
    }
    if !crate::crate_path::inside_core() {
        errors.at(span, "`builtin = [...]` is for the core's own interfaces; attach a model to a builtin kind with `…Ref::attach_builtin(registry, kind, &MODEL)`");
        return Vec::new();
    }
    kinds
}
