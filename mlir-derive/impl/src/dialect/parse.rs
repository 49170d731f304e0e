//! Stage 1: the syntax of `#[dialect(...)]`.

use proc_macro2::{Span, TokenStream};
use syn::Token;
use syn::parse::ParseStream;

use super::hook::{DialectHook, HookFlag};
use crate::args::{parse_arg_list, parse_crate_arg, type_list};
use crate::errors::Errors;
use crate::hook::{parse_flag, unknown_argument};
use crate::symbol::{
    ALLOW_UNKNOWN_OPS, ATTRS, CAMEL_CASE, DEPENDENT, ENUMS, INTERFACES, NAME, OPS, RENAME_ALL,
    Symbol, TYPES, UNKNOWN_TYPE_MESSAGE,
};

/// The arguments of `#[dialect(...)]`.
#[derive(Default, Clone)]
pub(crate) struct DialectArgs {
    pub name: Option<syn::LitStr>,
    pub ops: Vec<syn::Type>,
    pub attrs: Vec<syn::Type>,
    pub types: Vec<syn::Type>,
    pub dependent: Vec<syn::Type>,
    /// `interfaces = [I, …]`: `#[interface(dialect)]` traits the dialect
    /// implements.
    pub interfaces: Vec<syn::Type>,
    /// `rename_all = "camelCase"`.
    pub rename_all: Option<syn::LitStr>,
    /// `unknown_type_message = "…"`: what an unknown type mnemonic reads,
    /// the mnemonic appended.
    pub unknown_type_message: Option<syn::LitStr>,
    /// Hook flags: `verify_op_attribute`, `materialize_constant`,
    /// `verify_region_arg_attribute`, `verify_region_result_attribute`.
    pub hooks: Vec<HookFlag>,
    /// `allow_unknown_ops`: ops of the dialect it does not define verify.
    pub allow_unknown_ops: bool,
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

/// The arguments of `#[dialect]` (besides `crate` and the hooks), for
/// suggestions; all but the flag `allow_unknown_ops` take a value.
const ARGS: [Symbol; 9] = [
    NAME,
    OPS,
    ATTRS,
    TYPES,
    DEPENDENT,
    INTERFACES,
    RENAME_ALL,
    UNKNOWN_TYPE_MESSAGE,
    ALLOW_UNKNOWN_OPS,
];

/// Parses one `key = value` argument (or hook flag) into `out`.
fn parse_one(input: ParseStream, out: &mut DialectArgs) -> syn::Result<()> {
    if let Some(path) = parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    let name = key.to_string();
    if parse_flag(&key, input, &mut out.hooks)? {
        return Ok(());
    }
    if key == ALLOW_UNKNOWN_OPS {
        out.allow_unknown_ops = true;
        return Ok(());
    }
    if key == ENUMS {
        // An enum attribute is one of the dialect's attribute kinds.
        return Err(syn::Error::new(
            key.span(),
            "`#[dialect]` lists an `#[enum_attr]` enum with `attr(…)` by its attribute kind, in `attrs = [NameAttr, …]` (an enum without `attr(…)` is stored as an integer and is not listed)",
        ));
    }
    if !ARGS.iter().any(|arg| key == *arg) {
        return Err(unknown_argument::<DialectHook>(
            &key,
            "dialect",
            &ARGS,
            "`name`, `ops`, `types`, `attrs`, `dependent`, `interfaces`, `rename_all`, `unknown_type_message`, `allow_unknown_ops`, `crate`",
        ));
    }
    if !input.peek(Token![=]) {
        return Err(syn::Error::new(key.span(), format!("expected `{name} = …`")));
    }
    input.parse::<Token![=]>()?;
    if key == NAME {
        out.name = Some(input.parse()?);
    } else if key == OPS {
        out.ops = type_list(input)?;
    } else if key == ATTRS {
        out.attrs = type_list(input)?;
    } else if key == TYPES {
        out.types = type_list(input)?;
    } else if key == UNKNOWN_TYPE_MESSAGE {
        out.unknown_type_message = Some(input.parse()?);
    } else if key == INTERFACES {
        out.interfaces = type_list(input)?;
    } else if key == RENAME_ALL {
        let value: syn::LitStr = input.parse()?;
        if value.value().as_str() != CAMEL_CASE {
            return Err(syn::Error::new(
                value.span(),
                "`rename_all` supports \"camelCase\" (field `overflow_flags` is attribute `overflowFlags`)",
            ));
        }
        out.rename_all = Some(value);
    } else {
        out.dependent = type_list(input)?;
    }
    Ok(())
}
