//! Stage 1: the syntax of `#[type_def(...)]`/`#[attr_def(...)]` and of
//! the parameters' `#[param(...)]`.

use proc_macro2::TokenStream;
use syn::Token;
use syn::parse::ParseStream;

use super::Kind;
use crate::args::{parse_arg_list, parse_crate_arg};
use crate::errors::Errors;

/// The arguments of the kind's macro.
pub(crate) struct KindArgs {
    pub kind: Kind,
    pub dialect: Option<syn::Type>,
    pub mnemonic: Option<syn::LitStr>,
    pub format: Option<syn::LitStr>,
    pub verify: Option<syn::Path>,
    /// `parse = f, print = g`: the user's functions instead of a format.
    pub parse: Option<syn::Path>,
    pub print: Option<syn::Path>,
    pub ods_name: Option<syn::LitStr>,
    /// `summary = "…"`: what messages call a value of the kind (by default
    /// the doc comment's first line, without its closing period).
    pub summary: Option<syn::LitStr>,
    /// `interfaces = [I, …]`: `#[interface(attr)]`/`#[interface(type)]`
    /// traits the kind implements.
    pub interfaces: Vec<syn::Type>,
    pub crate_path: Option<syn::Path>,
}

/// Parses the argument list, reporting every bad argument.
pub(crate) fn parse_kind_args(tokens: TokenStream, errors: &mut Errors, kind: Kind) -> KindArgs {
    let mut out = KindArgs {
        kind,
        dialect: None,
        mnemonic: None,
        format: None,
        verify: None,
        parse: None,
        print: None,
        ods_name: None,
        summary: None,
        interfaces: Vec::new(),
        crate_path: None,
    };
    parse_arg_list(tokens, errors, |input| parse_one(input, &mut out));
    out
}

const ARGS: [&str; 10] = [
    "dialect",
    "mnemonic",
    "format",
    "verify",
    "parse",
    "print",
    "ods_name",
    "summary",
    "interfaces",
    "crate",
];

fn parse_one(input: ParseStream, out: &mut KindArgs) -> syn::Result<()> {
    if let Some(path) = parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    let name = key.to_string();
    if !ARGS.contains(&name.as_str()) {
        let macro_name = match out.kind {
            Kind::Type => "type_def",
            Kind::Attr => "attr_def",
        };
        return Err(syn::Error::new(
            key.span(),
            format!(
                "unknown `#[{macro_name}]` argument `{name}`{} (expected `dialect`, `mnemonic`, `format`, `verify`, `parse`, `print`, `ods_name`, `summary`, `interfaces`, `crate`)",
                crate::suggest::did_you_mean(&name, ARGS)
            ),
        ));
    }
    input.parse::<Token![=]>()?;
    match name.as_str() {
        "dialect" => out.dialect = Some(input.parse()?),
        "mnemonic" => out.mnemonic = Some(input.parse()?),
        "format" => out.format = Some(input.parse()?),
        "verify" => out.verify = Some(input.parse()?),
        "parse" => out.parse = Some(input.parse()?),
        "print" => out.print = Some(input.parse()?),
        "interfaces" => out.interfaces = crate::args::type_list(input)?,
        "summary" => out.summary = Some(input.parse()?),
        _ => out.ods_name = Some(input.parse()?),
    }
    Ok(())
}

/// What a field's `#[param(...)]` says.
#[derive(Default)]
pub(crate) struct ParamArgs {
    /// `default = expr` (the last one written).
    pub default: Option<syn::Expr>,
    /// `self_type`: the attribute's own type, at the word's span.
    pub self_type: Option<proc_macro2::Span>,
}

/// Reads a field's `#[param(default = expr, self_type)]`, reporting
/// malformed attributes.
pub(crate) fn param_args(field: &syn::Field, errors: &mut Errors) -> ParamArgs {
    let mut found = ParamArgs::default();
    for attr in field.attrs.iter().filter(|a| a.path().is_ident("param")) {
        let result = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("default") {
                found.default = Some(meta.value()?.parse::<syn::Expr>()?);
                Ok(())
            } else if meta.path.is_ident("self_type") {
                use syn::spanned::Spanned;
                found.self_type = Some(meta.path.span());
                Ok(())
            } else {
                Err(meta.error("expected `default = …` or `self_type`"))
            }
        });
        if let Err(e) = result {
            errors.push(e);
        }
    }
    found
}
