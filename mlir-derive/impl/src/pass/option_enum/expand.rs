//! Stage 4: an option enum's `PassOptionValue` (read by name with LLVM's
//! message for a name no case has, printed back by name) and its
//! `PassOptionScalar` marker.

use proc_macro2::TokenStream;
use quote::quote;

use super::model::OptionEnumModel;
use super::parse::{OptionEnumArgs, is_name_attr};

/// The enum and its impls.
pub(crate) fn expand(model: &OptionEnumModel) -> TokenStream {
    let item = &model.item;
    let private = crate::crate_path::private_path(model.crate_path.as_ref());
    let ident = &item.ident;
    let cases: Vec<&syn::Ident> = item.variants.iter().map(|v| &v.ident).collect();
    let first = cases[0];
    let names: Vec<&String> = model.cases.iter().map(|c| &c.name).collect();
    let docs: Vec<&String> = model.cases.iter().map(|c| &c.doc).collect();
    quote! {
        #item
        const _: () = {
            use #private as __mlir;
            impl __mlir::PassOptionValue for #ident {
                fn fallback() -> Self {
                    #ident::#first
                }
                fn parse_option(
                    entry: &__mlir::OptionEntry,
                ) -> ::core::result::Result<Self, __mlir::OptionError> {
                    let cases: &[(&str, fn() -> #ident)] = &[#((#names, || #ident::#cases)),*];
                    __mlir::enum_value(entry, cases).map(|case| case())
                }
                fn print_value(&self, out: &mut ::std::string::String) {
                    out.push_str(match self {
                        #(#ident::#cases => #names,)*
                    });
                }
                fn clone_value(&self) -> Self {
                    match self {
                        #(#ident::#cases => #ident::#cases,)*
                    }
                }
                fn value_help() -> __mlir::OptionValueHelp {
                    __mlir::OptionValueHelp::Enum(&[#((#names, #docs)),*])
                }
            }
            impl __mlir::PassOptionScalar for #ident {}
        };
    }
}

/// What stands in for an enum with errors: the enum alone, without the
/// cases' `#[name = "…"]` (no attribute rustc would not know).
pub(crate) fn stub(item: &syn::ItemEnum, _: &OptionEnumArgs) -> TokenStream {
    let mut item = item.clone();
    for variant in &mut item.variants {
        variant.attrs.retain(|a| !is_name_attr(a));
    }
    quote!(#item)
}
