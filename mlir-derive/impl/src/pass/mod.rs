//! `#[pass]`: a pass declared as a struct whose fields are its options and
//! statistics, as MLIR's `Passes.td` declares one (grammar:
//! `mlir-derive/docs/pass.md`); and `#[pass_option_enum]`, the enums an
//! option may take (`option_enum/`).

mod check;
mod docs;
mod expand;
mod model;
mod option_enum;
mod parse;

use proc_macro2::TokenStream;
use quote::quote;

use crate::stages::Stages;

pub use option_enum::expand as expand_option_enum;

/// Expands `#[pass(args)] item`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let stages: Stages<syn::ItemStruct, _, _, _> = Stages {
        parse_args: parse::parse_pass_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: |_| None,
        stub,
    };
    stages.run(args, item)
}

/// What stands in for a pass with errors: the struct (without the
/// macro's field attributes) and a `PassDefinition` and `RegisteredPass`,
/// so the user's `impl Pass` and registrations do not cascade.
fn stub(item: &syn::ItemStruct, args: &parse::PassArgs) -> TokenStream {
    let private = crate::crate_path::private_path(args.crate_path.as_ref());
    let mut item = item.clone();
    for field in item.fields.iter_mut() {
        field.attrs.retain(|a| !parse::is_field_attr(a));
    }
    let ident = &item.ident;
    quote! {
        #item
        const _: () = {
            use #private as __mlir;
            impl __mlir::PassDefinition for #ident {
                fn argument(&self) -> &'static str {
                    ""
                }
                fn name(&self) -> &'static str {
                    ""
                }
                fn clone_pass(&self) -> ::std::boxed::Box<dyn __mlir::Pass> {
                    ::core::unreachable!("the pass has errors")
                }
            }
            impl __mlir::RegisteredPass for #ident {
                const ARGUMENT: &'static str = "";
                const SUMMARY: &'static str = "";
                fn from_options(
                    options: &str,
                ) -> ::core::result::Result<Self, __mlir::OptionError> {
                    ::core::result::Result::Err(__mlir::OptionError::Unknown(options.into()))
                }
            }
        };
    }
}
