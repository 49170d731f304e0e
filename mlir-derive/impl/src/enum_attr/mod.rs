//! `#[enum_attr]`: integer and bit enums from a Rust `enum` (grammar:
//! `mlir-derive/docs/enum_attr.md`).

mod check;
mod docs;
mod expand;
mod model;
mod parse;

pub(crate) use expand::{KindList, registered};

use proc_macro2::TokenStream;

use crate::stages::Stages;

/// Expands `#[enum_attr(args)] item`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let stages: Stages<syn::ItemEnum, _, _> = Stages {
        parse_args: parse::parse_enum_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: |_| None,
        stub: expand::stub,
    };
    stages.run(args, item)
}
