//! `#[type_def]` and `#[attr_def]`: dialect type and attribute kinds from
//! a struct whose fields are the parameters (grammar:
//! `mlir-derive/docs/type_def.md`, `attr_def.md`). One implementation
//! serves both; `Kind` says which handle (`Type` or `Attribute`) and
//! runtime items the expansion names. On an enum, both run the
//! enum-backed storage mode (`closed_enum/`).

mod check;
mod closed_enum;
mod expand;
mod format;
mod model;
mod parse;

use proc_macro2::TokenStream;

use crate::stages::Stages;

/// Which of the two macros runs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// `#[type_def]`.
    Type,
    /// `#[attr_def]`.
    Attr,
}

type KindStages = Stages<syn::ItemStruct, parse::KindArgs, model::KindModel, check::Checked>;

/// The stages of one of the two macros (`parse_args` fixes which: the
/// arguments it reads record the kind).
fn stages(
    parse_args: fn(TokenStream, &mut crate::errors::Errors) -> parse::KindArgs,
) -> KindStages {
    Stages {
        parse_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: |_| None,
        stub: expand::stub,
    }
}

/// Expands `#[type_def(args)] item`.
pub fn expand_type(args: TokenStream, item: TokenStream) -> TokenStream {
    if let Ok(item) = syn::parse2::<syn::ItemEnum>(item.clone()) {
        return closed_enum::expand(Kind::Type, args, item);
    }
    stages(|tokens, errors| parse::parse_kind_args(tokens, errors, Kind::Type)).run(args, item)
}

/// Expands `#[attr_def(args)] item`.
pub fn expand_attr(args: TokenStream, item: TokenStream) -> TokenStream {
    if let Ok(item) = syn::parse2::<syn::ItemEnum>(item.clone()) {
        return closed_enum::expand(Kind::Attr, args, item);
    }
    stages(|tokens, errors| parse::parse_kind_args(tokens, errors, Kind::Attr)).run(args, item)
}
