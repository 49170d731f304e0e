//! `#[dialect]`: a dialect type with its explicit list of ops, registered
//! with one call (see the crate docs for the grammar).

mod check;
mod expand;
mod model;
mod parse;

use proc_macro2::TokenStream;

use crate::errors::Errors;

/// Expands `#[dialect(args)] item`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    let item: syn::ItemStruct = match syn::parse2(item) {
        Ok(item) => item,
        Err(e) => return e.to_compile_error(),
    };
    let args = parse::parse_dialect_args(args, &mut errors);
    let model = model::build(&item, args, &mut errors);
    if let Some(model) = &model {
        check::check(model, &mut errors);
    }
    match model {
        Some(model) if errors.is_empty() => expand::expand(&model),
        _ => {
            let errs = errors.to_compile_errors();
            quote::quote!(#item #errs)
        }
    }
}
