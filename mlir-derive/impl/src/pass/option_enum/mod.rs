//! `#[pass_option_enum]`: a plain Rust enum as the type of a pass option,
//! each case named as pipelines write it (the case's name in kebab-case,
//! or `#[name = "…"]`), read with LLVM's message for a name no case has
//! and printed back by name. It runs the same stages as the other macros.

mod check;
mod expand;
mod model;
mod parse;

use proc_macro2::TokenStream;

use crate::stages::Stages;

/// Expands `#[pass_option_enum(crate = path)] enum …`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    if syn::parse2::<syn::ItemEnum>(item.clone()).is_err() {
        let error = syn::Error::new(
            proc_macro2::Span::call_site(),
            "`#[pass_option_enum]` goes on an enum of unit cases",
        );
        return error.to_compile_error();
    }
    let stages: Stages<syn::ItemEnum, _, _> = Stages {
        parse_args: parse::parse_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: |_| None,
        stub: expand::stub,
    };
    stages.run(args, item)
}
