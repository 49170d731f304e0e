//! `#[op]`: operations defined by annotating Rust structs (grammar:
//! `mlir-derive/docs/op.md`).

mod check;
mod effects;
mod expand;
pub(crate) mod format;
mod hook;
pub(crate) mod model;
mod parse;
mod pattern_glue;
mod value_types;

use proc_macro2::TokenStream;

use crate::stages::Stages;

/// Expands `#[op(args)] item`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let stages: Stages<syn::ItemStruct, _, _, _> = Stages {
        parse_args: parse::parse_op_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: expand::recover,
        stub: expand::stub,
    };
    stages.run(args, item)
}
