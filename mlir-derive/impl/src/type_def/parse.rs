//! Stage 1: the syntax of `#[type_def(...)]`/`#[attr_def(...)]` and of
//! the parameters' `#[param(...)]`.

use proc_macro2::TokenStream;
use syn::Token;
use syn::parse::ParseStream;

use super::Kind;
use crate::args::{parse_arg_list, parse_crate_arg};
use crate::errors::Errors;
use crate::symbol::{
    CPP_NAME, CPP_TYPE, CRATE, DEFAULT, DIALECT, FORMAT, INTERFACES, MNEMONIC, ODS_NAME, PARAM,
    PARSE, PRINT, SELF_TYPE, SUMMARY, Symbol, VERIFY, words,
};

/// The arguments of the kind's macro.
#[derive(Clone)]
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
    /// `cpp_name = "…"`: the C++ class other kinds' messages name when
    /// this one is their parameter (by default the `ods_name`).
    pub cpp_name: Option<syn::LitStr>,
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
        cpp_name: None,
        summary: None,
        interfaces: Vec::new(),
        crate_path: None,
    };
    parse_arg_list(tokens, errors, |input| parse_one(input, &mut out));
    out
}

const ARGS: [Symbol; 11] = [
    DIALECT, MNEMONIC, FORMAT, VERIFY, PARSE, PRINT, ODS_NAME, CPP_NAME, SUMMARY, INTERFACES, CRATE,
];

fn parse_one(input: ParseStream, out: &mut KindArgs) -> syn::Result<()> {
    if let Some(path) = parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    let name = key.to_string();
    if !ARGS.iter().any(|arg| key == *arg) {
        let macro_name = match out.kind {
            Kind::Type => "type_def",
            Kind::Attr => "attr_def",
        };
        return Err(syn::Error::new(
            key.span(),
            format!(
                "unknown `#[{macro_name}]` argument `{name}`{} (expected `dialect`, `mnemonic`, `format`, `verify`, `parse`, `print`, `ods_name`, `cpp_name`, `summary`, `interfaces`, `crate`)",
                crate::suggest::did_you_mean(&name, words(&ARGS))
            ),
        ));
    }
    input.parse::<Token![=]>()?;
    if key == DIALECT {
        out.dialect = Some(input.parse()?);
    } else if key == MNEMONIC {
        out.mnemonic = Some(input.parse()?);
    } else if key == FORMAT {
        out.format = Some(input.parse()?);
    } else if key == VERIFY {
        out.verify = Some(input.parse()?);
    } else if key == PARSE {
        out.parse = Some(input.parse()?);
    } else if key == PRINT {
        out.print = Some(input.parse()?);
    } else if key == INTERFACES {
        out.interfaces = crate::args::type_list(input)?;
    } else if key == SUMMARY {
        out.summary = Some(input.parse()?);
    } else if key == CPP_NAME {
        out.cpp_name = Some(input.parse()?);
    } else {
        out.ods_name = Some(input.parse()?);
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
    /// `rename = "…"`: the parameter's MLIR name, when it is not a Rust
    /// snake-case name (`mayBeNull`).
    pub rename: Option<syn::LitStr>,
    /// `cpp_type = "…"`: the C++ type messages name, when it is not the
    /// one the Rust type stands for (`::llvm::StringRef` for a `String`).
    pub cpp_type: Option<syn::LitStr>,
    /// `parse = f, print = g`: the parameter's own syntax (ODS's parameter
    /// `parser` and `printer`).
    pub parse: Option<syn::Path>,
    pub print: Option<syn::Path>,
}

/// Reads a field's `#[param(default = expr, self_type, rename = "…",
/// cpp_type = "…", parse = f, print = g)]`, reporting
/// malformed attributes.
pub(crate) fn param_args(field: &syn::Field, errors: &mut Errors) -> ParamArgs {
    let mut found = ParamArgs::default();
    for attr in field.attrs.iter().filter(|a| a.path() == PARAM) {
        let result = attr.parse_nested_meta(|meta| {
            if meta.path == DEFAULT {
                found.default = Some(meta.value()?.parse::<syn::Expr>()?);
                Ok(())
            } else if meta.path == crate::symbol::RENAME {
                found.rename = Some(meta.value()?.parse::<syn::LitStr>()?);
                Ok(())
            } else if meta.path == CPP_TYPE {
                found.cpp_type = Some(meta.value()?.parse::<syn::LitStr>()?);
                Ok(())
            } else if meta.path == PARSE {
                found.parse = Some(meta.value()?.parse::<syn::Path>()?);
                Ok(())
            } else if meta.path == PRINT {
                found.print = Some(meta.value()?.parse::<syn::Path>()?);
                Ok(())
            } else if meta.path == SELF_TYPE {
                use syn::spanned::Spanned;
                found.self_type = Some(meta.path.span());
                Ok(())
            } else {
                Err(meta.error(
                    "expected `default = …`, `self_type`, `rename = \"…\"`, `cpp_type = \"…\"`, `parse = f` or `print = g`",
                ))
            }
        });
        if let Err(e) = result {
            errors.push(e);
        }
    }
    found
}
