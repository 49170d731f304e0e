//! Stage 1: the syntax of `#[dialect(...)]`.

use proc_macro2::{Span, TokenStream};
use syn::Token;
use syn::parse::ParseStream;

use crate::args::{parse_arg_list, parse_crate_arg, type_list};
use crate::errors::Errors;

/// The arguments of `#[dialect(...)]`.
#[derive(Default)]
pub(crate) struct DialectArgs {
    pub name: Option<syn::LitStr>,
    pub ops: Vec<syn::Type>,
    pub attrs: Vec<syn::Type>,
    pub dependent: Vec<syn::Type>,
    pub crate_path: Option<syn::Path>,
    pub span: Option<Span>,
}

/// Parses the argument list, reporting every bad argument.
pub(crate) fn parse_dialect_args(tokens: TokenStream, errors: &mut Errors) -> DialectArgs {
    let span = tokens.clone().into_iter().next().map(|t| t.span());
    let mut out = DialectArgs { span, ..DialectArgs::default() };
    parse_arg_list(tokens, errors, |input| parse_one(input, &mut out));
    out
}

fn parse_one(input: ParseStream, out: &mut DialectArgs) -> syn::Result<()> {
    if let Some(path) = parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    let name = key.to_string();
    if !matches!(name.as_str(), "name" | "ops" | "attrs" | "dependent") {
        return Err(syn::Error::new(
            key.span(),
            format!(
                "unknown `#[dialect]` argument `{name}` (expected `name`, `ops`, `attrs`, `dependent` or `crate`)"
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
        "attrs" => out.attrs = type_list(input)?,
        _ => out.dependent = type_list(input)?,
    }
    Ok(())
}
