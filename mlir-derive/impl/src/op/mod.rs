//! `#[op]`: operations defined by annotating Rust structs (grammar:
//! `mlir-derive/docs/op.md`).

mod check;
mod effects;
mod expand;
pub(crate) mod format;
mod group;
mod hook;
mod include;
pub(crate) mod model;
mod parse;
mod pattern_glue;
mod value_types;

use proc_macro2::TokenStream;

use crate::stages::Stages;

/// Expands `#[op_fields] struct Group { … }` (`group.rs`).
pub fn expand_fields(args: TokenStream, item: TokenStream) -> TokenStream {
    group::expand(args, item)
}

/// Expands `#[op(args)] item`, once every group it includes is written in
/// (`include.rs`).
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let (item, errors) = match include::prepare(&args, item) {
        include::Prepared::Ask(call) => return call,
        include::Prepared::Ready(item, errors) => (item, errors),
    };
    let stages: Stages<syn::ItemStruct, _, _, _> = Stages {
        parse_args: parse::parse_op_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: expand::recover,
        stub: expand::stub,
    };
    let expanded = stages.run(args, item);
    let errors = errors.to_compile_errors();
    quote::quote!(#expanded #errors)
}
