//! `#[enum_attr]`: integer and bit enums from a Rust `enum` (see the crate
//! docs for the grammar).

mod check;
mod expand;
mod model;
mod parse;

use proc_macro2::TokenStream;

use crate::errors::Errors;

/// Expands `#[enum_attr(args)] item`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    let item: syn::ItemEnum = match syn::parse2(item) {
        Ok(item) => item,
        Err(e) => return e.to_compile_error(),
    };
    let args = parse::parse_enum_args(args, &mut errors);
    let model = model::build(&item, args, &mut errors);
    if let Some(model) = &model {
        check::check(model, &mut errors);
    }
    match model {
        Some(model) if errors.is_empty() => expand::expand(&model),
        _ => {
            // Still define the type, so uses of it do not cascade.
            let stub = expand::stub(&item);
            let errs = errors.to_compile_errors();
            quote::quote!(#stub #errs)
        }
    }
}
