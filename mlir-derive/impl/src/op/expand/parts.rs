//! The value groups (operands, results) and the regions and successors:
//! their static tables, the count traits ODS derives, and their accessors.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::ext::IdentExt;

use crate::op::model::{Arity, PartField, Segments};

pub(super) fn arity_tokens(arity: Arity) -> TokenStream {
    match arity {
        Arity::Single => quote!(__mlir::Arity::Single),
        Arity::Optional => quote!(__mlir::Arity::Optional),
        Arity::Variadic => quote!(__mlir::Arity::Variadic),
    }
}

/// The `ValueGroups` of operands or results.
pub(super) fn value_groups(parts: &[PartField], segments: Segments) -> TokenStream {
    let specs = parts.iter().map(|p| {
        let name = p.name.unraw().to_string();
        let arity = arity_tokens(p.arity);
        let c = &p.constraint;
        quote! {
            __mlir::value_spec(
                #name,
                #arity,
                <#c as __mlir::TypeConstraint>::is_satisfied,
                <#c as __mlir::TypeConstraint>::description,
            )
        }
    });
    let segments = match segments {
        Segments::Implied => quote!(__mlir::Segments::Implied),
        Segments::SameSize => quote!(__mlir::Segments::SameSize),
        Segments::Sized(slot) => quote!(__mlir::Segments::Sized { slot: #slot }),
    };
    quote!(__mlir::ValueGroups { specs: &[#(#specs),*], segments: #segments })
}

/// The count trait ODS derives for a kind of part: `Zero…`, `One…`, `N…<n>`
/// or `AtLeastN…<singles>`.
pub(super) fn count_trait(parts: &[PartField], kind: &str) -> TokenStream {
    let singles = parts.iter().filter(|p| p.arity == Arity::Single).count();
    let fixed = singles == parts.len();
    let t = match (fixed, singles) {
        (true, 0) => format_ident!("Zero{kind}s"),
        (true, 1) => format_ident!("One{kind}"),
        (true, _) => format_ident!("N{kind}s"),
        (false, _) => format_ident!("AtLeastN{kind}s"),
    };
    if fixed && singles < 2 {
        quote!(<__mlir::traits::#t as __mlir::OpTrait>::DEF)
    } else {
        quote!(<__mlir::traits::#t<#singles> as __mlir::OpTrait>::DEF)
    }
}

/// Accessors of operands (`operand`) or results (`result`).
pub(super) fn value_accessors(
    parts: &[PartField],
    table: &syn::Ident,
    what: &str,
) -> Vec<TokenStream> {
    let count = format_ident!("num_{what}s");
    let get = format_ident!("{what}");
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = &p.name;
            let (what_named, whats_named) = (named(name, what), named(name, &format!("{what}s")));
            let range = quote! {
                #table.range(ir, self.op, self.op.#count(ir), #i)
            };
            match p.arity {
                Arity::Single => {
                    let doc = format!("{what_named}.");
                    quote! {
                        #[doc = #doc]
                        pub fn #name(self, ir: &__mlir::IrView) -> __mlir::Value {
                            self.op.#get(ir, #range.start)
                        }
                    }
                }
                Arity::Optional => {
                    let doc = format!("{what_named}, when present.");
                    quote! {
                        #[doc = #doc]
                        pub fn #name(self, ir: &__mlir::IrView) -> ::core::option::Option<__mlir::Value> {
                            let range = #range;
                            (!range.is_empty()).then(|| self.op.#get(ir, range.start))
                        }
                    }
                }
                Arity::Variadic => {
                    let doc = format!("{whats_named}.");
                    quote! {
                        #[doc = #doc]
                        pub fn #name(self, ir: &__mlir::IrView)
                            -> impl ::core::iter::ExactSizeIterator<Item = __mlir::Value> + '_ {
                            let op = self.op;
                            #range.map(move |i| op.#get(ir, i))
                        }
                    }
                }
            }
        })
        .collect()
}

/// How a doc line names part `name` of kind `what` (`operand`, `results`,
/// …): "The `lhs` operand", but "The result" for a result named `result`
/// (not "The `result` result").
pub(super) fn named(name: &syn::Ident, what: &str) -> String {
    let name = name.unraw().to_string();
    if name == what { format!("The {name}") } else { format!("The `{name}` {what}") }
}

/// Accessors of regions (`region`) or successors (`successor`).
pub(super) fn indexed_accessors(parts: &[PartField], what: &str) -> Vec<TokenStream> {
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = &p.name;
            let (what_named, whats_named) = (named(name, what), named(name, &format!("{what}s")));
            let (ty, one, many) = if what == "region" {
                (
                    quote!(__mlir::Region),
                    quote!(self.op.region(ir, #i)),
                    quote!((#i..self.op.num_regions(ir)).map(move |k| op.region(ir, k))),
                )
            } else {
                (
                    quote!(__mlir::Block),
                    quote! {
                        match self.op.successors(ir).nth(#i) {
                            ::core::option::Option::Some(block) => block,
                            ::core::option::Option::None => ::core::panic!("op has too few successors"),
                        }
                    },
                    quote!(op.successors(ir).skip(#i).collect::<::std::vec::Vec<_>>().into_iter()),
                )
            };
            if p.arity == Arity::Variadic {
                let doc = format!("{whats_named}.");
                quote! {
                    #[doc = #doc]
                    pub fn #name(self, ir: &__mlir::IrView)
                        -> impl ::core::iter::ExactSizeIterator<Item = #ty> + '_ {
                        let op = self.op;
                        #many
                    }
                }
            } else {
                let doc = format!("{what_named}.");
                quote! {
                    #[doc = #doc]
                    pub fn #name(self, ir: &__mlir::IrView) -> #ty { #one }
                }
            }
        })
        .collect()
}
