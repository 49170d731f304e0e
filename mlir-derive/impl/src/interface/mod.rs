//! `#[interface]`: an op interface declared as a Rust trait (grammar:
//! `mlir-derive/docs/interface.md`). The trait is written from the op's
//! side (`impl ShapeInference for MulOp`, `&self` the op handle); the
//! macro derives the object-safe model trait the interface map stores
//! (`ShapeInferenceModel`, each method taking the op explicitly, which
//! external models implement), the model of ops implementing the trait
//! themselves, the handle a lookup returns (`ShapeInferenceRef`), the
//! registration glue and, with `verify = f` (or `verify_regions = f`), the
//! `…Trait` marker that orders the interface's verifier.

mod builtin_kinds;
mod check;
mod defaults;
mod expand;
mod model;
mod parse;

use proc_macro2::TokenStream;

use crate::stages::Stages;

/// Expands `#[interface(args)] trait …`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    Stages {
        parse_args: parse::parse_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: |_| None,
        stub: expand::stub,
    }
    .run(args, item)
}
