//! Where generated code finds the runtime: `mlir_core::__private` when the
//! user depends on `mlir-core`, `mlir_rs::core::__private` through the
//! facade, `crate::__private` inside `mlir-core` itself, or the `crate =
//! path` the user gives.

use proc_macro_crate::{FoundCrate, crate_name};
use proc_macro2::{Span, TokenStream};
use quote::quote;

/// The path of the runtime's private module.
pub(crate) fn private_path(override_path: Option<&syn::Path>) -> TokenStream {
    if let Some(path) = override_path {
        return quote!(#path::__private);
    }
    let ident = |name: &str| syn::Ident::new(&name.replace('-', "_"), Span::call_site());
    match crate_name("mlir-core") {
        Ok(FoundCrate::Itself) => return quote!(crate::__private),
        Ok(FoundCrate::Name(name)) => {
            let name = ident(&name);
            return quote!(::#name::__private);
        }
        Err(_) => {}
    }
    match crate_name("mlir-rs") {
        Ok(FoundCrate::Itself) => quote!(crate::core::__private),
        Ok(FoundCrate::Name(name)) => {
            let name = ident(&name);
            quote!(::#name::core::__private)
        }
        Err(_) => quote!(::mlir_core::__private),
    }
}

/// Whether the macro expands inside `mlir-core` itself.
pub(crate) fn inside_core() -> bool {
    matches!(crate_name("mlir-core"), Ok(FoundCrate::Itself))
}

/// `#[diagnostic::do_not_recommend]` for the impls the macros generate
/// inside `mlir-core` itself (the builtin dialect and its ops): rustc
/// would otherwise offer them as examples whenever a user's type is not a
/// dialect or not an op, which is no help. A user's own impls stay
/// offered, next to the mistake.
pub(crate) fn core_impl_attrs() -> TokenStream {
    match crate_name("mlir-core") {
        Ok(FoundCrate::Itself) => quote!(#[diagnostic::do_not_recommend]),
        _ => TokenStream::new(),
    }
}

/// The path of macro `name` of mlir-rs (`::mlir_derive::op`, or
/// `::mlir_rs::op` through the facade), for code that applies it again.
pub(crate) fn macro_path(name: &str) -> TokenStream {
    let ident = |name: &str| syn::Ident::new(&name.replace('-', "_"), Span::call_site());
    let name = ident(name);
    match crate_name("mlir-derive") {
        Ok(FoundCrate::Name(krate)) => {
            let krate = ident(&krate);
            return quote!(::#krate::#name);
        }
        Ok(FoundCrate::Itself) => return quote!(::mlir_derive::#name),
        Err(_) => {}
    }
    match crate_name("mlir-rs") {
        Ok(FoundCrate::Itself) => quote!(crate::#name),
        Ok(FoundCrate::Name(krate)) => {
            let krate = ident(&krate);
            quote!(::#krate::#name)
        }
        Err(_) => quote!(::mlir_derive::#name),
    }
}
