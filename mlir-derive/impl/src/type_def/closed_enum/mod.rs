//! The enum-backed storage mode of `#[type_def]` and `#[attr_def]`: on an
//! enum whose variants are the payloads of a closed family of kinds, which
//! the context stores itself (the builtin types, attributes and
//! locations). A `match` on the enum stays one jump, and each variant gets
//! what a struct-defined kind gets: a typed handle, constructors, its
//! verifier, accessors and docs. Grammar in `docs/type_def.md`.

mod expand;
mod model;

use proc_macro2::TokenStream;

use super::Kind;
use crate::errors::Errors;

/// Expands `#[type_def(closed_enum, …)] enum …` (or `#[attr_def]`'s).
pub(crate) fn expand(kind: Kind, args: TokenStream, item: syn::ItemEnum) -> TokenStream {
    let mut errors = Errors::default();
    let args = model::parse_enum_args(args, &mut errors);
    let model = model::build(&item, args, kind, &mut errors);
    match model {
        Some(model) if errors.is_empty() => expand::expand(&model),
        _ => {
            // The enum stands as written (without the helper attributes),
            // so its uses do not cascade into more errors.
            let mut item = item;
            model::strip_helper_attrs(&mut item);
            let errs = errors.to_compile_errors();
            quote::quote!(#item #errs)
        }
    }
}
