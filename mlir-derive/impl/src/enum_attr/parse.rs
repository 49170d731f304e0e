//! Stage 1: the syntax of `#[enum_attr(...)]` and of the case attributes.

use proc_macro2::{Span, TokenStream};
use syn::Token;
use syn::parse::ParseStream;

use crate::args::{parse_arg_list, parse_crate_arg};
use crate::errors::Errors;
use crate::symbol::{
    ANGLE, ATTR, BARE, BITS, CPP_NAME, CRATE, DESCRIPTION, DIALECT, KEYWORD, MNEMONIC, ODS_NAME,
    ONE_OF_SUMMARY, PARAM_NAME, PARAM_TYPE, PROP, SEPARATOR, SYNTAX, WIDTH, words,
};

/// `attr(dialect = D, mnemonic = "…", ods_name = "…", syntax = angle|bare,
/// param_name = "…", param_type = "…")`.
#[derive(Clone)]
pub(crate) struct AttrArgs {
    pub span: Span,
    pub dialect: Option<syn::Type>,
    pub mnemonic: Option<syn::LitStr>,
    pub ods_name: Option<syn::LitStr>,
    pub bare: bool,
    /// The parameter's name in "failed to parse" messages (`value`).
    pub param_name: Option<syn::LitStr>,
    /// The parameter's C++ type in those messages (the enum's `cpp_name`).
    pub param_type: Option<syn::LitStr>,
}

/// The arguments of `#[enum_attr(...)]`.
#[derive(Default, Clone)]
pub(crate) struct EnumArgs {
    pub bits: Option<Span>,
    pub cpp_name: Option<syn::LitStr>,
    pub separator: Option<syn::LitStr>,
    pub width: Option<syn::LitInt>,
    pub description: Option<syn::LitStr>,
    /// With it, an unknown keyword reads "expected one of [a, b] for
    /// SUMMARY, got: x" (the LLVM dialect's enums) instead of ODS's
    /// "expected NAME to be one of: a, b".
    pub one_of_summary: Option<syn::LitStr>,
    pub attr: Option<AttrArgs>,
    /// `prop = "…"`: the keyword of the enum's property form.
    pub prop: Option<syn::LitStr>,
    pub crate_path: Option<syn::Path>,
}

/// Parses the argument list, reporting every bad argument.
pub(crate) fn parse_enum_args(tokens: TokenStream, errors: &mut Errors) -> EnumArgs {
    let mut out = EnumArgs::default();
    parse_arg_list(tokens, errors, |input| parse_one(input, &mut out));
    out
}

const ARGS: &str = "`bits`, `cpp_name`, `separator`, `width`, `description`, `one_of_summary`, `attr(…)`, `prop`, `crate`";

fn parse_one(input: ParseStream, out: &mut EnumArgs) -> syn::Result<()> {
    if let Some(path) = parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    if key == BITS {
        out.bits = Some(key.span());
    } else if key == ATTR {
        out.attr = Some(parse_attr_args(input, key.span())?);
    } else if key == CPP_NAME
        || key == SEPARATOR
        || key == DESCRIPTION
        || key == ONE_OF_SUMMARY
        || key == PROP
    {
        input.parse::<Token![=]>()?;
        let value: syn::LitStr = input.parse()?;
        let slot = if key == CPP_NAME {
            &mut out.cpp_name
        } else if key == SEPARATOR {
            &mut out.separator
        } else if key == ONE_OF_SUMMARY {
            &mut out.one_of_summary
        } else if key == PROP {
            &mut out.prop
        } else {
            &mut out.description
        };
        *slot = Some(value);
    } else if key == WIDTH {
        input.parse::<Token![=]>()?;
        out.width = Some(input.parse()?);
    } else {
        let other = key.to_string();
        let known =
            [BITS, CPP_NAME, SEPARATOR, WIDTH, DESCRIPTION, ONE_OF_SUMMARY, ATTR, PROP, CRATE];
        return Err(syn::Error::new(
            key.span(),
            format!(
                "unknown `#[enum_attr]` argument `{other}`{} (expected {ARGS})",
                crate::suggest::did_you_mean(&other, words(&known))
            ),
        ));
    }
    Ok(())
}

fn parse_attr_args(input: ParseStream, span: Span) -> syn::Result<AttrArgs> {
    let content;
    syn::parenthesized!(content in input);
    let mut out = AttrArgs {
        span,
        dialect: None,
        mnemonic: None,
        ods_name: None,
        bare: false,
        param_name: None,
        param_type: None,
    };
    while !content.is_empty() {
        let key: syn::Ident = content.parse()?;
        content.parse::<Token![=]>()?;
        if key == DIALECT {
            out.dialect = Some(content.parse()?);
        } else if key == MNEMONIC {
            out.mnemonic = Some(content.parse()?);
        } else if key == ODS_NAME {
            out.ods_name = Some(content.parse()?);
        } else if key == PARAM_NAME {
            out.param_name = Some(content.parse()?);
        } else if key == PARAM_TYPE {
            out.param_type = Some(content.parse()?);
        } else if key == SYNTAX {
            let value: syn::Ident = content.parse()?;
            out.bare = if value == ANGLE {
                false
            } else if value == BARE {
                true
            } else {
                return Err(syn::Error::new(
                    value.span(),
                    "expected `angle` (`#d.m<value>`) or `bare` (`#d<m value>`)",
                ));
            }
        } else {
            let other = key.to_string();
            let known = [DIALECT, MNEMONIC, ODS_NAME, SYNTAX, PARAM_NAME, PARAM_TYPE];
            return Err(syn::Error::new(
                key.span(),
                format!(
                    "unknown `attr(…)` option `{other}`{} (expected `dialect`, `mnemonic`, `ods_name`, `syntax`, `param_name`, `param_type`)",
                    crate::suggest::did_you_mean(&other, words(&known))
                ),
            ));
        }
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

/// `#[keyword = "false"]` on a case: its textual keyword.
pub(crate) fn case_keyword(variant: &syn::Variant, errors: &mut Errors) -> Option<syn::LitStr> {
    let mut found = None;
    for attr in &variant.attrs {
        if attr.path() != KEYWORD {
            continue;
        }
        match &attr.meta {
            syn::Meta::NameValue(syn::MetaNameValue {
                value: syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }),
                ..
            }) => found = Some(s.clone()),
            _ => errors.push(syn::Error::new_spanned(attr, "expected `#[keyword = \"…\"]`")),
        }
    }
    found
}
