//! Stage 3: the rules an interface must follow so the interface map can
//! call it through a `dyn` model: no generics, no `impl Trait` arguments,
//! no `async`, methods named apart from the generated ones.

use syn::spanned::Spanned;

use super::model::InterfaceModel;
use crate::errors::Errors;

/// The names the macro adds to the trait and the handle.
const RESERVED: [&str; 4] = ["get", "op", "model", "attach"];

/// Reports every broken rule.
pub(crate) fn check(model: InterfaceModel, errors: &mut Errors) -> InterfaceModel {
    let item = &model.item;
    if !item.generics.params.is_empty() {
        errors.at(
            item.generics.span(),
            "an interface cannot be generic: the interface map finds one model per interface",
        );
    }
    if let Some(unsafety) = &item.unsafety {
        errors.at(unsafety.span(), "an interface cannot be an `unsafe trait`");
    }
    for method in &model.methods {
        let sig = &method.item.sig;
        // Lifetimes are fine: a `dyn` model's method may have them.
        if sig.generics.params.iter().any(|p| !matches!(p, syn::GenericParam::Lifetime(_))) {
            errors.at(
                sig.generics.span(),
                format!("`{}` is generic: the interface map calls methods through a `dyn` model, which cannot be generic (take `&dyn Trait` or a concrete type)", sig.ident),
            );
        }
        if let Some(asyncness) = &sig.asyncness {
            errors.at(asyncness.span(), "an interface method cannot be `async`");
        }
        let implementer = match model.kind {
            super::parse::InterfaceKind::Op => Some("op"),
            super::parse::InterfaceKind::Attr => Some("attr"),
            super::parse::InterfaceKind::Type => Some("ty"),
            super::parse::InterfaceKind::Dialect => None,
        };
        for (arg, _) in &method.args {
            if implementer.is_some_and(|name| arg == name) {
                errors.at(
                    arg.span(),
                    format!("`{arg}` is the name the model's methods give the implementer: rename the argument"),
                );
            }
        }
        for (_, ty) in &method.args {
            if let syn::Type::ImplTrait(t) = ty {
                errors.at(t.span(), "`impl Trait` arguments make the method generic: the interface map calls it through a `dyn` model (take `&dyn Trait` or a concrete type)");
            }
        }
        if let syn::ReturnType::Type(_, ty) = &sig.output
            && let syn::Type::ImplTrait(t) = &**ty
        {
            errors.at(t.span(), "an interface method cannot return `impl Trait` (return a concrete type or a `Box<dyn …>`)");
        }
        let name = sig.ident.to_string();
        if RESERVED.contains(&name.as_str()) || name.starts_with("__") {
            errors.at(
                sig.ident.span(),
                format!("`{name}` is a name the interface's handle uses (`get`, `op`, `model`, `attach`): rename the method"),
            );
        }
    }
    model
}
