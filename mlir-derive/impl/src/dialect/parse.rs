//! Stage 1: the syntax of `#[dialect(...)]`.

use proc_macro2::{Span, TokenStream};
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Token, bracketed};

use crate::errors::Errors;

/// The arguments of `#[dialect(...)]`.
#[derive(Default)]
pub(crate) struct DialectArgs {
    pub name: Option<syn::LitStr>,
    pub ops: Vec<syn::Type>,
    pub dependent: Vec<syn::Type>,
    pub crate_path: Option<syn::Path>,
    pub span: Option<Span>,
}

/// Parses the argument list; a bad argument is reported at its key and
/// skipped up to the next comma.
pub(crate) fn parse_dialect_args(tokens: TokenStream, errors: &mut Errors) -> DialectArgs {
    let span = tokens.clone().into_iter().next().map(|t| t.span());
    let mut out = DialectArgs { span, ..DialectArgs::default() };
    let parser = |input: ParseStream| -> syn::Result<()> {
        while !input.is_empty() {
            if let Err(e) = parse_one(input, &mut out) {
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
    out
}

fn type_list(input: ParseStream) -> syn::Result<Vec<syn::Type>> {
    let content;
    bracketed!(content in input);
    Ok(Punctuated::<syn::Type, Token![,]>::parse_terminated(&content)?.into_iter().collect())
}

fn parse_one(input: ParseStream, out: &mut DialectArgs) -> syn::Result<()> {
    if input.peek(Token![crate]) {
        input.parse::<Token![crate]>()?;
        input.parse::<Token![=]>()?;
        out.crate_path = Some(input.parse()?);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    let name = key.to_string();
    if !matches!(name.as_str(), "name" | "ops" | "dependent") {
        return Err(syn::Error::new(
            key.span(),
            format!(
                "unknown `#[dialect]` argument `{name}` (expected `name`, `ops`, `dependent` or `crate`)"
            ),
        ));
    }
    if !input.peek(Token![=]) {
        return Err(syn::Error::new(key.span(), format!("expected `{name} = …`")));
    }
    input.parse::<Token![=]>()?;
    match name.as_str() {
        "name" => out.name = Some(input.parse()?),
        "ops" => out.ops = type_list(input)?,
        _ => out.dependent = type_list(input)?,
    }
    Ok(())
}
