//! The two structs of the glue: the generic struct named like the op whose
//! fields are the arguments' position markers (what patterns read, so
//! rustc checks a pattern's field names), and the build struct a pattern
//! fills to create the op.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::arg::ArgGlue;
use crate::spans::at;

/// `pattern_fields::Op<A0, A1, …>`, one field per argument.
pub(super) fn fields_struct(ident: &syn::Ident, args: &[ArgGlue]) -> TokenStream {
    let names = args.iter().map(|a| &a.name);
    let params: Vec<syn::Ident> = (0..args.len()).map(|i| format_ident!("A{i}")).collect();
    let doc = format!("The arguments of `{ident}` as patterns name them.");
    quote! {
        #[allow(non_snake_case, unreachable_pub, clippy::all)]
        mod pattern_fields {
            #[doc = #doc]
            pub struct #ident<#(#params),*> {
                #(pub #names: #params,)*
            }
        }
    }
}

/// `__PatternBuild`, one `Option` slot per argument, and its `Default`
/// (every slot empty).
pub(super) fn build_struct(ident: &syn::Ident, args: &[ArgGlue]) -> TokenStream {
    let names = args.iter().map(|a| &a.name);
    let build_doc = format!("The arguments a pattern gives to create `{ident}`.");
    // Each slot of the build struct, spanned at an attribute's constraint
    // like the attribute's accessors.
    let slots = args.iter().map(|a| {
        let input = &a.input;
        match &a.constraint {
            Some(c) => quote_spanned!(at(c.span())=> ::core::option::Option<#input>),
            None => quote!(::core::option::Option<#input>),
        }
    });
    // Each slot empty, at the same span as its type.
    let empties = args.iter().map(|a| {
        let span = a.constraint.as_ref().map_or_else(Span::call_site, |c| c.span());
        let mut name = a.name.clone();
        name.set_span(span);
        quote_spanned!(at(span)=> #name: ::core::option::Option::None)
    });
    quote! {
        // Beside the op's other items, where the field types resolve as
        // written; each slot's type at the constraint's span, the one place
        // a wrong constraint is reported (`Default` written out names none).
        #[doc = #build_doc]
        #[allow(non_snake_case, unreachable_pub, unused_qualifications)]
        pub struct __PatternBuild {
            #(pub #names: #slots,)*
        }

        #[automatically_derived]
        #[allow(unused_qualifications)]
        impl ::core::default::Default for __PatternBuild {
            fn default() -> Self {
                __PatternBuild { #(#empties),* }
            }
        }
    }
}
