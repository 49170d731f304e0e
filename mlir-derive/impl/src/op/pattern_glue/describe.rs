//! `PatternOp` (the op's arguments: their position markers, names, which
//! are required, the number of results) and one `PatternArg<I>` per
//! argument (reading it, writing its build slot, and, for an operand,
//! passing its values through a conversion rule's converter).

use proc_macro2::TokenStream;
use quote::quote;

use super::arg::{ArgGlue, constraint_bound};
use crate::op::model::{Arity, OpModel};

/// `PatternOp` of the op.
pub(super) fn pattern_op_impl(model: &OpModel, args: &[ArgGlue]) -> TokenStream {
    let ident = &model.ident;
    let num_args = args.iter().filter(|a| a.region.is_none() && !a.successor).count();
    let names = args.iter().map(|a| &a.name);
    let name_strs = args.iter().map(|a| a.name.to_string());
    let markers = (0..args.len()).map(|i| quote!(__mlir::Arg<#i>));
    let marker_values = names.map(|n| quote!(#n: __mlir::Arg::NEW));
    let required = args.iter().map(|a| a.required);
    let num_results = if model.results.iter().all(|r| r.arity == Arity::Single) {
        let n = model.results.len();
        quote!(::core::option::Option::Some(#n))
    } else {
        quote!(::core::option::Option::None)
    };
    let not_recommended = crate::crate_path::core_impl_attrs();
    quote! {
        #[automatically_derived]
        #[allow(unused_qualifications)]
        #not_recommended
        impl __mlir::PatternOp for #ident {
            type This = Self;
            type Fields = pattern_fields::#ident<#(#markers),*>;
            const FIELDS: Self::Fields = pattern_fields::#ident { #(#marker_values),* };
            const NUM_ARGS: usize = #num_args;
            const ARG_NAMES: &'static [&'static str] = &[#(#name_strs),*];
            const REQUIRED: &'static [bool] = &[#(#required),*];
            const NUM_RESULTS: ::core::option::Option<usize> = #num_results;
            type Build = __PatternBuild;
        }
    }
}

/// `PatternArg<I>` of each argument, bound on an attribute's constraint.
pub(super) fn arg_impls(ident: &syn::Ident, args: &[ArgGlue]) -> Vec<TokenStream> {
    let arg_impl = |(i, a): (usize, &ArgGlue)| {
        let (name, value, input, read) = (&a.name, &a.value, &a.input, &a.read);
        // An operand's values pass through a conversion rule's converter.
        let convert = a.is_operand().then(|| {
            quote! {
                #[inline(always)]
                fn convert_values(
                    input: Self::Input,
                    convert: &mut dyn ::core::ops::FnMut(__mlir::Value)
                        -> ::core::result::Result<__mlir::Value, ::std::string::String>,
                ) -> ::core::result::Result<Self::Input, ::std::string::String> {
                    __mlir::pattern::OperandInput::convert_values(input, convert)
                }
            }
        });
        let bound = a.constraint.as_ref().map(|c| {
            let bound = constraint_bound(c);
            quote!(where #bound)
        });
        quote! {
            #[automatically_derived]
            #[allow(unused_qualifications)]
            impl __mlir::PatternArg<#i> for #ident #bound {
                type Value<'ir> = #value;
                type Input = #input;
                #[inline(always)]
                fn read(self, ir: &__mlir::IrView) -> Self::Value<'_> {
                    #read
                }
                #[inline(always)]
                fn write(build: &mut Self::Build, input: Self::Input) {
                    build.#name = ::core::option::Option::Some(input);
                }
                #convert
            }
        }
    };
    args.iter().enumerate().map(arg_impl).collect()
}
