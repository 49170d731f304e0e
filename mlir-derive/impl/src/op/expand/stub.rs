//! What stands in for an op whose definition has errors: the handle alone,
//! still an op to the code around it.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::crate_path::private_path;
use crate::op::parse::OpArgs;

/// The handle type alone (emitted when the definition has errors), still
/// naming the field types so that they are checked and their imports used.
/// It is an op to the code around it (`OpType`, `OpNameConst`, `register`),
/// with an empty name that no check across items reports, so the error the
/// macro reported is the only one: a dialect listing it compiles.
pub(crate) fn stub(item: &syn::ItemStruct, parsed: &OpArgs) -> TokenStream {
    let ident = &item.ident;
    let adaptor = format_ident!("{}Adaptor", ident);
    let vis = &item.vis;
    let docs = item.attrs.iter().filter(|a| a.path() == crate::symbol::DOC);
    // The types the arguments name too (dialect, traits, interfaces,
    // patterns), as far as stage 1 read them: their imports count as used,
    // so a mistake gives no "unused import" warning besides its error.
    let interfaces =
        parsed.interfaces.iter().filter(|(_, m)| m.is_some()).map(|(i, _)| quote!(dyn #i));
    // An interface listed as a trait (an error reported).
    let is_interface =
        |t: &syn::Type| crate::op::model::last_segment(t).is_some_and(|n| n.ends_with("Interface"));
    // An interface listed as a trait is named as a bound (it need not be
    // `dyn`-compatible); one the op implements itself by its value.
    let interfaces_as_traits: Vec<&syn::Type> =
        parsed.traits.iter().filter(|t| is_interface(t)).collect();
    let own_interfaces = parsed
        .interfaces
        .iter()
        .filter(|(_, m)| m.is_none())
        .map(|(i, _)| crate::names::interface_value(i));
    let arg_types: Vec<TokenStream> = parsed
        .dialect
        .iter()
        .chain(&parsed.patterns)
        .chain(parsed.traits.iter().filter(|t| !is_interface(t)))
        .map(|t| quote!(#t))
        .chain(interfaces)
        .collect();
    let field_types = item.fields.iter().map(|f| &f.ty);
    let private = private_path(parsed.crate_path.as_ref());
    let listed = crate::names::listed_impls(
        &private,
        ident,
        parsed.interfaces.iter().filter(|(_, m)| m.is_none()).map(|(i, _)| i),
    );
    let uses = item.generics.params.is_empty().then(|| {
        let op_type = super::op_type_impls(
            ident,
            quote!(fn register_op(_: &__mlir::Context) {}),
            quote!(""),
        );
        quote! {
            const _: () = {
                use #private as __mlir;
                #(const _: ::core::marker::PhantomData<#field_types> = ::core::marker::PhantomData;)*
                #(const _: ::core::marker::PhantomData<#arg_types> = ::core::marker::PhantomData;)*
                #(const _: () = { fn uses<T: #interfaces_as_traits>() {} };)*
                #(const _: () = { let _ = #own_interfaces; };)*

                static DEF: __mlir::OpDef = __mlir::OpDef::new("", __mlir::TraitList::EMPTY);

                #op_type

                #[automatically_derived]
                impl #ident {
                    /// Registers nothing: the definition has errors.
                    pub fn register(_: &__mlir::Context) {}
                }
            };
        }
    });
    quote! {
        #(#docs)*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #vis struct #ident { op: #private::Op }
        #[allow(dead_code)]
        #vis struct #adaptor<'a, T = ()>(::core::marker::PhantomData<&'a T>);
        #uses
        #listed
    }
}
