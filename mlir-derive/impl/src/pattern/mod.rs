//! `#[pattern]`: declarative rewrite patterns written as a Rust match arm
//! (grammar: `mlir-derive/docs/pattern.md`).

mod check;
mod expand;
mod model;
mod parse;
mod result;
mod source;

use proc_macro2::TokenStream;
use quote::quote;

use crate::stages::Stages;

/// Expands `#[pattern(args)] item`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    if let Some(error) = not_a_struct(&item) {
        return error;
    }
    let stages: Stages<syn::ItemStruct, _, _, _> = Stages {
        parse_args: parse::parse_pattern_args,
        build: model::build,
        check: check::check,
        expand: expand::expand,
        recover: |_| None,
        stub,
    };
    stages.run(args, item)
}

/// The error for an item that is no struct (an enum, a function, …), at
/// its name, saying what the attribute goes on.
fn not_a_struct(item: &TokenStream) -> Option<TokenStream> {
    let (span, kind) = match syn::parse2::<syn::Item>(item.clone()).ok()? {
        syn::Item::Enum(e) => (e.ident.span(), "an enum"),
        syn::Item::Union(u) => (u.ident.span(), "a union"),
        syn::Item::Fn(f) => (f.sig.ident.span(), "a function"),
        syn::Item::Trait(t) => (t.ident.span(), "a trait"),
        _ => return None,
    };
    let message =
        format!("`#[pattern]` goes on a unit struct (`pub struct FoldAddZero;`), not on {kind}");
    let error = syn::Error::new(span, message).to_compile_error();
    Some(quote!(#item #error))
}

/// What stands in for a pattern with errors: the struct, a `Default` and a
/// pattern that never matches, so a list naming it does not cascade.
fn stub(item: &syn::ItemStruct, args: &parse::PatternArgs) -> TokenStream {
    let ident = &item.ident;
    let private = crate::crate_path::private_path(args.crate_path.as_ref());
    let mut item = item.clone();
    item.attrs.retain(|a| a.path() != crate::symbol::DERIVE);
    let root = quote! {
        fn root(&self) -> __mlir::PatternRoot {
            __mlir::PatternRoot::Name("")
        }
    };
    // A conversion rule stays a conversion pattern, so the set adding it
    // reports nothing more.
    let pattern_impl = if args.conversion {
        quote! {
            impl __mlir::ConversionPattern for #ident {
                #root
                fn match_and_rewrite(
                    &self,
                    _: __mlir::Op,
                    _: &[__mlir::ValueVector],
                    rw: &mut __mlir::PatternRewriter<'_>,
                ) -> __mlir::RewriteResult {
                    rw.fail("the pattern has errors")
                }
            }
        }
    } else {
        quote! {
            impl __mlir::RewritePattern for #ident {
                #root
                fn match_and_rewrite(
                    &self,
                    _: __mlir::Op,
                    rw: &mut __mlir::PatternRewriter<'_>,
                ) -> __mlir::RewriteResult {
                    rw.fail("the pattern has errors")
                }
            }
        }
    };
    quote! {
        #item
        const _: () = {
            use #private as __mlir;
            impl ::core::default::Default for #ident {
                fn default() -> Self {
                    #ident
                }
            }
            #pattern_impl
        };
    }
}
