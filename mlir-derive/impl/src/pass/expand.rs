//! Stage 4 of `#[pass]`: the struct (with its rustdoc completed), its
//! `Default` from the options' defaults, `PassDefinition` (names, anchor,
//! options printed as mlir-opt prints them, statistics, dependent
//! dialects, a copy for another thread) and `RegisteredPass` (the options
//! read from a pipeline's text). A user's type is named only in qualified
//! paths (`<T as PassOptionValue>::…`), where rustc reports a wrong one at
//! the type's own tokens; the trait paths keep the macro's span, so they
//! never trip `unused_qualifications`.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

use super::model::{Anchor, Field, OptionKind, PassModel, Role};
use crate::spans::at;

/// The expansion of a checked `#[pass]` struct.
pub(crate) fn expand(model: &PassModel) -> TokenStream {
    let private = crate::crate_path::private_path(model.crate_path.as_ref());
    let mut item = model.item.clone();
    item.attrs.extend(super::docs::doc_attrs(model));
    let ident = &item.ident;
    let argument = model.argument.as_ref().map(syn::LitStr::value).unwrap_or_default();
    let (name, summary, description) = (&model.name, &model.summary, &model.description);
    let default = default_impl(ident, &model.fields);
    let copies = model.fields.iter().map(copy_init);
    let anchor = anchor(&model.anchor);
    let print_options = print_options(&model.fields);
    let options_help = options_help(&model.fields);
    let (statistics, add_statistics) = statistics(&model.fields);
    let dialects = model.dependent_dialects.iter().map(|ty| quote!(registry.insert::<#ty>();));
    let from_options_in = options_reader(&model.fields, true);
    let from_options = options_reader(&model.fields, false);
    // Coerced to `Box<dyn Pass>` at the struct's name: without `impl Pass`
    // the error is there.
    let boxed = quote_spanned!(at(ident.span())=> copy);
    quote! {
        #item
        const _: () = {
            use #private as __mlir;
            #default
            impl __mlir::PassDefinition for #ident {
                fn argument(&self) -> &'static str {
                    #argument
                }
                fn name(&self) -> &'static str {
                    #name
                }
                fn summary(&self) -> &'static str {
                    #summary
                }
                fn description(&self) -> &'static str {
                    #description
                }
                fn anchor(&self) -> __mlir::PassAnchor {
                    #anchor
                }
                fn print_options(&self, out: &mut ::std::string::String) {
                    #print_options
                }
                fn options_help(&self) -> ::std::vec::Vec<__mlir::PassOptionHelp> {
                    ::std::vec![#(#options_help),*]
                }
                fn statistics(&self) -> ::std::vec::Vec<__mlir::StatisticValue> {
                    ::std::vec![#(#statistics),*]
                }
                fn add_statistics(&mut self, values: &[u64]) {
                    #add_statistics
                }
                fn dependent_dialects(&self, registry: &mut __mlir::DialectRegistry) {
                    #(#dialects)*
                }
                fn clone_pass(&self) -> ::std::boxed::Box<dyn __mlir::Pass> {
                    let copy = ::std::boxed::Box::new(#ident { #(#copies,)* });
                    #boxed
                }
            }
            impl __mlir::RegisteredPass for #ident {
                const ARGUMENT: &'static str = #argument;
                const SUMMARY: &'static str = #summary;
                fn from_options(
                    options: &str,
                ) -> ::core::result::Result<Self, __mlir::OptionError> {
                    #from_options
                }
                fn from_options_in(
                    options: &str,
                    registry: &__mlir::PassRegistry,
                ) -> ::core::result::Result<Self, __mlir::OptionError> {
                    let _ = registry;
                    #from_options_in
                }
            }
        };
    }
}

/// The body of `from_options` (or, `in_registry`, of `from_options_in`,
/// whose options may hold pipelines naming the registry's passes): the
/// defaults, then each option of the text in order, later ones winning.
fn options_reader(fields: &[Field], in_registry: bool) -> TokenStream {
    let parsers = fields.iter().filter_map(|field| {
        let Role::Option(option) = &field.role else { return None };
        let (f, ty, key) = (&field.ident, &field.ty, &option.name);
        Some(if in_registry {
            quote!(#key => pass.#f = <#ty as __mlir::PassOptionValue>::parse_option_in(
                &entry, registry,
            )?,)
        } else {
            quote!(#key => pass.#f = <#ty as __mlir::PassOptionValue>::parse_option(&entry)?,)
        })
    });
    quote! {
        let mut pass = <Self as ::core::default::Default>::default();
        for entry in __mlir::split_options(options) {
            match entry.key.as_str() {
                #(#parsers)*
                _ => {
                    return ::core::result::Result::Err(
                        __mlir::OptionError::Unknown(entry.key),
                    );
                }
            }
        }
        ::core::result::Result::Ok(pass)
    }
}

/// `Default`, from the options' defaults.
fn default_impl(ident: &syn::Ident, fields: &[Field]) -> TokenStream {
    let inits = fields.iter().map(default_init);
    quote! {
        impl ::core::default::Default for #ident {
            fn default() -> Self {
                #ident { #(#inits,)* }
            }
        }
    }
}

/// `field: value` in `Default::default()`.
fn default_init(field: &Field) -> TokenStream {
    let (f, ty) = (&field.ident, &field.ty);
    let value = match &field.role {
        Role::Option(option) => match &option.default {
            Some(default) => default_value(default, &option.kind),
            None => quote!(<#ty as __mlir::PassOptionValue>::fallback()),
        },
        Role::Statistic(_) | Role::State => {
            quote!(<#ty as ::core::default::Default>::default())
        }
    };
    quote!(#f: #value)
}

/// A default written in the attribute as a value of the option's type.
fn default_value(default: &syn::Expr, kind: &OptionKind) -> TokenStream {
    match (kind, default) {
        (OptionKind::String, _) => {
            quote!(::std::string::String::from(#default))
        }
        // `default = 1` for an `f64` option: the integer literal as a double.
        (OptionKind::Float, _) => quote!((#default) as f64),
        (OptionKind::List(element), syn::Expr::Array(array)) => {
            let items = array.elems.iter().map(|item| default_value(item, element));
            quote!(::std::vec![#(#items),*])
        }
        _ => quote!(#default),
    }
}

/// `field: value` in `clone_pass`: options and state copied, statistics
/// from zero.
fn copy_init(field: &Field) -> TokenStream {
    let (f, ty) = (&field.ident, &field.ty);
    let value = match &field.role {
        Role::Option(_) => {
            quote!(<#ty as __mlir::PassOptionValue>::clone_value(&self.#f))
        }
        Role::Statistic(_) => {
            quote!(<#ty as ::core::default::Default>::default())
        }
        Role::State => quote!(<#ty as ::core::clone::Clone>::clone(&self.#f)),
    };
    quote!(#f: #value)
}

/// `PassDefinition::anchor`'s body.
fn anchor(anchor: &Anchor) -> TokenStream {
    match anchor {
        Anchor::Any => quote!(__mlir::PassAnchor::Any),
        Anchor::Name(name) => quote!(__mlir::PassAnchor::Name(#name)),
        Anchor::Op(path) => quote!(__mlir::PassAnchor::Name(<#path as __mlir::OpType>::DEF.name)),
        Anchor::Interface(path) => {
            // The interface's model trait (`#[interface]` names it
            // `<Interface>Model`), at the span the user wrote.
            let mut model = path.clone();
            let mut name = String::new();
            if let Some(last) = model.segments.last_mut() {
                name = last.ident.to_string();
                last.ident = quote::format_ident!("{}Model", last.ident, span = last.ident.span());
            }
            quote!(__mlir::PassAnchor::Filtered(#name, |ctx, name| {
                name.interface::<dyn #model>(ctx).is_some()
            }))
        }
    }
}

/// `print_options`' body: `{a=1 b=true}`, sorted by name as mlir-opt
/// sorts them, nothing without options.
fn print_options(fields: &[Field]) -> TokenStream {
    let mut options: Vec<(&str, &Field)> = fields
        .iter()
        .filter_map(|f| match &f.role {
            Role::Option(option) => Some((option.name.as_str(), f)),
            _ => None,
        })
        .collect();
    if options.is_empty() {
        return quote!(let _ = out;);
    }
    options.sort_by_key(|(name, _)| *name);
    let prints = options.iter().enumerate().map(|(i, (name, field))| {
        let (f, ty) = (&field.ident, &field.ty);
        let blank = (i > 0).then(|| quote!(out.push(' ');));
        let print = quote!(<#ty as __mlir::PassOptionValue>::print_option);
        quote!(#blank #print(&self.#f, #name, out);)
    });
    quote! {
        out.push('{');
        #(#prints)*
        out.push('}');
    }
}

/// The `PassOptionHelp`s, in declaration order; each type says how its
/// value shows.
fn options_help(fields: &[Field]) -> Vec<TokenStream> {
    fields
        .iter()
        .filter_map(|f| match &f.role {
            Role::Option(option) => {
                let (ty, name, description) = (&f.ty, &option.name, &option.description);
                Some(quote! {
                    __mlir::PassOptionHelp {
                        name: #name,
                        value: <#ty as __mlir::PassOptionValue>::value_help(),
                        description: #description,
                    }
                })
            }
            _ => None,
        })
        .collect()
}

/// The `StatisticValue`s, and `add_statistics`' body.
fn statistics(fields: &[Field]) -> (Vec<TokenStream>, TokenStream) {
    let stats: Vec<(&syn::Ident, &super::model::StatisticField)> = fields
        .iter()
        .filter_map(|f| match &f.role {
            Role::Statistic(s) => Some((&f.ident, s)),
            _ => None,
        })
        .collect();
    let values = stats
        .iter()
        .map(|(f, s)| {
            let (name, description) = (&s.name, &s.description);
            quote! {
                __mlir::StatisticValue {
                    name: #name,
                    description: #description,
                    value: self.#f.get(),
                }
            }
        })
        .collect();
    if stats.is_empty() {
        return (values, quote!(let _ = values;));
    }
    let bindings: Vec<syn::Ident> =
        (0..stats.len()).map(|i| quote::format_ident!("__value{i}")).collect();
    let fields = stats.iter().map(|(f, _)| f);
    let add = quote! {
        if let [#(#bindings),*] = values {
            #(self.#fields.add(*#bindings);)*
        }
    };
    (values, add)
}
