//! Stage 1: the syntax of `#[pass_option_enum(…)]` (only `crate = path`)
//! and of a case's `#[name = "…"]`.

use proc_macro2::{Span, TokenStream};
use syn::spanned::Spanned;

use crate::errors::Errors;
use crate::symbol::NAME;

/// The arguments of `#[pass_option_enum(…)]`.
#[derive(Default, Clone)]
pub(crate) struct OptionEnumArgs {
    /// `crate = path`.
    pub crate_path: Option<syn::Path>,
}

/// Parses the argument list, reporting every bad argument.
pub(crate) fn parse_args(tokens: TokenStream, errors: &mut Errors) -> OptionEnumArgs {
    let mut out = OptionEnumArgs::default();
    crate::args::parse_arg_list(tokens, errors, |input| {
        match crate::args::parse_crate_arg(input)? {
            Some(path) => out.crate_path = Some(path),
            None => return Err(input.error("`#[pass_option_enum]` takes only `crate = path`")),
        }
        Ok(())
    });
    out
}

/// Whether `attr` is a case's `#[name …]`.
pub(crate) fn is_name_attr(attr: &syn::Attribute) -> bool {
    attr.path() == NAME
}

/// A case's `#[name = "…"]`: the name and where it was written, or the
/// span of an attribute written another way.
pub(crate) fn case_name(attr: &syn::Attribute) -> Result<(String, Span), Span> {
    match &attr.meta {
        syn::Meta::NameValue(syn::MetaNameValue {
            value: syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }),
            ..
        }) => Ok((s.value(), s.span())),
        _ => Err(attr.span()),
    }
}
