//! The shared syntax of macro argument lists (`key = value, flag, …`):
//! each argument is parsed by the macro's own function; a bad one is
//! reported and skipped up to the next comma, so every mistake is reported
//! and the good arguments are kept. Also the pieces several macros take:
//! `crate = path`, bracketed type lists, and finding a derived `Default`.

use proc_macro2::TokenStream;
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Token, bracketed};

use crate::errors::Errors;

/// Parses a comma-separated argument list with `parse_one` per argument.
pub(crate) fn parse_arg_list(
    tokens: TokenStream,
    errors: &mut Errors,
    mut parse_one: impl FnMut(ParseStream) -> syn::Result<()>,
) {
    let parser = |input: ParseStream| -> syn::Result<()> {
        while !input.is_empty() {
            if let Err(e) = parse_one(input) {
                errors.push(e);
                while !input.is_empty() && !input.peek(Token![,]) {
                    input.parse::<proc_macro2::TokenTree>()?;
                }
            }
            if input.is_empty() {
                break;
            }
            input.parse::<Token![,]>()?;
        }
        Ok(())
    };
    if let Err(e) = parser.parse2(tokens) {
        errors.push(e);
    }
}

/// `crate = path` (`crate` is a keyword, not an identifier): the path when
/// the argument starts with `crate`, `None` otherwise.
pub(crate) fn parse_crate_arg(input: ParseStream) -> syn::Result<Option<syn::Path>> {
    if !input.peek(Token![crate]) {
        return Ok(None);
    }
    input.parse::<Token![crate]>()?;
    input.parse::<Token![=]>()?;
    Ok(Some(input.parse()?))
}

/// `[A, B<C>, …]`: a bracketed list of types.
pub(crate) fn type_list(input: ParseStream) -> syn::Result<Vec<syn::Type>> {
    let content;
    bracketed!(content in input);
    Ok(Punctuated::<syn::Type, Token![,]>::parse_terminated(&content)?.into_iter().collect())
}

/// The span of `Default` in a `#[derive(…)]` of the item (for macros that
/// implement `Default` themselves).
pub(crate) fn derives_default(item: &syn::ItemStruct) -> Option<proc_macro2::Span> {
    let mut found = None;
    for attr in item.attrs.iter().filter(|a| a.path() == crate::symbol::DERIVE) {
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path == crate::symbol::DEFAULT_TRAIT {
                found = Some(syn::spanned::Spanned::span(&meta.path));
            }
            Ok(())
        });
    }
    found
}
