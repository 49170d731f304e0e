//! `#[dialect]`: a dialect type with its explicit list of ops, registered
//! with one call (grammar: `mlir-derive/docs/dialect.md`).

mod check;
mod expand;
mod hook;
mod model;
mod parse;

use proc_macro2::TokenStream;

use crate::stages::Stages;

/// Expands `#[dialect(args)] item` (on error the struct is kept as written,
/// a dialect without ops).
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let stages: Stages<syn::ItemStruct, _, _> = Stages {
        parse_args: parse::parse_dialect_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: |_| None,
        stub: expand::stub,
    };
    stages.run(args, item)
}
