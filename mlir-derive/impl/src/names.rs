//! Conversions between the spellings of names: Rust's `snake_case` and
//! MLIR's `camelCase` (attribute names) or `UpperCamelCase` (enum cases,
//! custom directives); what MLIR accepts as a name; and the hidden names
//! one macro generates and another names (an interface's listed marker).

/// `ToNearestEven` → `to_nearest_even`, `operandSegmentSizes` →
/// `operand_segment_sizes`.
pub(crate) fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `overflow_flags` → `overflowFlags`.
pub(crate) fn camel_case(name: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in name.chars() {
        if c == '_' && !out.is_empty() {
            upper = true;
        } else if upper {
            out.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `name` is an identifier as ODS takes them for dialect, op,
/// attribute and mnemonic names: ASCII letters, digits and `_`, not
/// starting with a digit (MLIR's parser reads such a name back; `mul-add`
/// would print but not parse).
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// What [`is_identifier`] accepts, for messages.
pub(crate) const IDENTIFIER_RULE: &str = "letters, digits and `_`, not starting with a digit";

/// The hidden marker trait `#[interface]` generates beside interface
/// `Name`, `__NameListed`: a supertrait of the interface, implemented for
/// whatever implements `ListsInterface` under the interface's key.
pub(crate) fn listed_marker_ident(interface: &syn::Ident) -> syn::Ident {
    quote::format_ident!("__{}Listed", interface)
}

/// `impl ListsInterface<{ Name.id() }> for Ty {}` for each interface the
/// implementer lists itself (`Name` in the value namespace holds the
/// interface's key), each at the interface's name.
pub(crate) fn listed_impls<'a>(
    private: &proc_macro2::TokenStream,
    ty: &syn::Ident,
    interfaces: impl IntoIterator<Item = &'a syn::Type>,
) -> proc_macro2::TokenStream {
    use syn::spanned::Spanned;
    interfaces
        .into_iter()
        .filter_map(|i| {
            let syn::Type::Path(p) = i else { return None };
            let mut key = p.path.clone();
            key.segments.last_mut()?.arguments = syn::PathArguments::None;
            // The key read in a constant of its own, so that a name that
            // is no interface is reported as everywhere else it is named.
            Some(quote::quote_spanned! {crate::spans::at(i.span())=>
                const _: () = {
                    const KEY: u64 = #key.id();
                    #[automatically_derived]
                    impl #private::ListsInterface<{ KEY }> for #ty {}
                };
            })
        })
        .collect()
}

/// `Name.push_entries::<Ty>(&mut entries);`: the interface-map entries of
/// an implementer of interface `Name` (through the value named like the
/// interface), at the interface's name, where a missing `impl` is
/// reported.
pub(crate) fn push_entries(ty: &syn::Ident, interface: &syn::Type) -> proc_macro2::TokenStream {
    use syn::spanned::Spanned;
    let here = syn::Ident::new(&ty.to_string(), interface.span());
    let key = interface_value(interface);
    quote::quote_spanned!(crate::spans::at(interface.span())=> #key.push_entries::<#here>(&mut entries);)
}

/// The value named like interface `path` (its path without generic
/// arguments).
pub(crate) fn interface_value(path: &syn::Type) -> proc_macro2::TokenStream {
    use quote::ToTokens;
    match path {
        syn::Type::Path(p) => {
            let mut path = p.path.clone();
            if let Some(last) = path.segments.last_mut() {
                last.arguments = syn::PathArguments::None;
            }
            path.into_token_stream()
        }
        other => other.into_token_stream(),
    }
}
