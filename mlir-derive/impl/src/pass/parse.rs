//! Stage 1 of `#[pass]`: the syntax of the arguments (`argument = "…"`,
//! `anchor = …`, `summary`, `name`, `dependent_dialects = […]`, `crate =
//! path`) and of the fields' attributes (`#[option(…)]`,
//! `#[statistic(…)]`). Each unknown key is reported at its span.

use proc_macro2::Span;
use syn::parse::ParseStream;

use super::model::Anchor;
use crate::errors::Errors;
use crate::symbol::{
    ANCHOR, ANY, ARGUMENT, CRATE, DEFAULT, DEPENDENT_DIALECTS, DESCRIPTION, NAME, OPTION,
    STATISTIC, SUMMARY, Symbol, words,
};

/// The arguments of `#[pass(…)]`.
#[derive(Default, Clone)]
pub(crate) struct PassArgs {
    pub argument: Option<syn::LitStr>,
    pub name: Option<syn::LitStr>,
    pub summary: Option<syn::LitStr>,
    pub anchor: Option<Anchor>,
    pub dependent_dialects: Vec<syn::Type>,
    pub crate_path: Option<syn::Path>,
}

const PASS_KEYS: [Symbol; 6] = [ARGUMENT, ANCHOR, SUMMARY, NAME, DEPENDENT_DIALECTS, CRATE];
const OPTION_KEYS: [Symbol; 3] = [NAME, DEFAULT, DESCRIPTION];
const STATISTIC_KEYS: [Symbol; 2] = [NAME, DESCRIPTION];

/// Parses `#[pass(…)]`'s arguments.
pub(crate) fn parse_pass_args(tokens: proc_macro2::TokenStream, errors: &mut Errors) -> PassArgs {
    let mut args = PassArgs::default();
    crate::args::parse_arg_list(tokens, errors, |input| {
        if let Some(path) = crate::args::parse_crate_arg(input)? {
            args.crate_path = Some(path);
            return Ok(());
        }
        let key: syn::Ident = input.parse()?;
        input.parse::<syn::Token![=]>()?;
        if key == ARGUMENT {
            args.argument = Some(input.parse()?);
        } else if key == NAME {
            args.name = Some(input.parse()?);
        } else if key == SUMMARY {
            args.summary = Some(input.parse()?);
        } else if key == ANCHOR {
            args.anchor = Some(parse_anchor(input)?);
        } else if key == DEPENDENT_DIALECTS {
            args.dependent_dialects = crate::args::type_list(input)?;
        } else {
            return Err(unknown_key(&key, &key.to_string(), "#[pass(…)]", &PASS_KEYS));
        }
        Ok(())
    });
    args
}

/// `any`, `"dialect.op"`, an op type or `dyn` and an op interface.
fn parse_anchor(input: ParseStream) -> syn::Result<Anchor> {
    if input.peek(syn::LitStr) {
        return Ok(Anchor::Name(input.parse()?));
    }
    if input.peek(syn::Token![dyn]) {
        input.parse::<syn::Token![dyn]>()?;
        return Ok(Anchor::Interface(input.parse()?));
    }
    let path: syn::Path = input.parse()?;
    Ok(if path == ANY { Anchor::Any } else { Anchor::Op(path) })
}

/// The error for a key no list knows, with "did you mean".
fn unknown_key(key: &syn::Ident, name: &str, place: &str, known: &[Symbol]) -> syn::Error {
    let hint = crate::suggest::did_you_mean(name, words(known));
    let list = known.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ");
    syn::Error::new(key.span(), format!("unknown key `{name}` in `{place}`{hint}: keys are {list}"))
}

/// Whether `attr` is one of the macro's field attributes.
pub(crate) fn is_field_attr(attr: &syn::Attribute) -> bool {
    attr.path() == OPTION || attr.path() == STATISTIC
}

/// Whether a field attribute is `#[option(…)]` (else `#[statistic(…)]`).
pub(crate) fn is_option_attr(attr: &syn::Attribute) -> bool {
    attr.path() == OPTION
}

/// What `#[option(…)]` says; each key the last one written.
#[derive(Default)]
pub(crate) struct OptionAttr {
    /// `name = "…"`, with where it was written.
    pub name: Option<(String, Span)>,
    /// `default = …`.
    pub default: Option<syn::Expr>,
    /// `description = "…"`.
    pub description: Option<String>,
}

/// Reads `#[option(…)]` (or the bare attribute).
pub(crate) fn option_attr(attr: &syn::Attribute) -> syn::Result<OptionAttr> {
    let mut out = OptionAttr::default();
    parse_field_attr(attr, &OPTION_KEYS, |key, input| {
        if key == NAME {
            let name: syn::LitStr = input.parse()?;
            out.name = Some((name.value(), name.span()));
        } else if key == DEFAULT {
            out.default = Some(input.parse()?);
        } else {
            out.description = Some(input.parse::<syn::LitStr>()?.value());
        }
        Ok(())
    })?;
    Ok(out)
}

/// What `#[statistic(…)]` says; each key the last one written.
#[derive(Default)]
pub(crate) struct StatisticAttr {
    /// `name = "…"`.
    pub name: Option<String>,
    /// `description = "…"`.
    pub description: Option<String>,
}

/// Reads `#[statistic(…)]` (or the bare attribute).
pub(crate) fn statistic_attr(attr: &syn::Attribute) -> syn::Result<StatisticAttr> {
    let mut out = StatisticAttr::default();
    parse_field_attr(attr, &STATISTIC_KEYS, |key, input| {
        let value = input.parse::<syn::LitStr>()?.value();
        if key == NAME {
            out.name = Some(value);
        } else {
            out.description = Some(value);
        }
        Ok(())
    })?;
    Ok(out)
}

/// Parses `#[option(key = value, …)]` or `#[statistic(…)]` (or the bare
/// attribute), each known key handed to `each`.
fn parse_field_attr(
    attr: &syn::Attribute,
    known: &[Symbol],
    mut each: impl FnMut(&syn::Ident, ParseStream) -> syn::Result<()>,
) -> syn::Result<()> {
    if matches!(attr.meta, syn::Meta::Path(_)) {
        return Ok(());
    }
    let place =
        format!("#[{}(…)]", attr.path().get_ident().map(|i| i.to_string()).unwrap_or_default());
    attr.parse_args_with(|input: ParseStream| {
        while !input.is_empty() {
            let key: syn::Ident = input.parse()?;
            let name = key.to_string();
            if !known.iter().any(|word| key == *word) {
                return Err(unknown_key(&key, &name, &place, known));
            }
            input.parse::<syn::Token![=]>()?;
            each(&key, input)?;
            if !input.is_empty() {
                input.parse::<syn::Token![,]>()?;
            }
        }
        Ok(())
    })
}
