//! `#[interface(type, builtin = [VectorType, …])]`: the builtin kinds that
//! implement an interface of the core. The builtin kinds are defined in
//! the context's layer, below the interfaces, so they cannot list an
//! interface themselves; the interface lists them instead. Each listed
//! handle is marked as listing the interface (so its `impl` is accepted),
//! and the interface's key gets `register_builtin(ctx)`, which registers
//! their models under their kinds (`Context::new` calls it).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::model::InterfaceModel;
use super::parse::InterfaceKind;

/// The items of a `builtin = […]` list (nothing without one).
pub(crate) fn builtin_items(model: &InterfaceModel, private: &TokenStream) -> TokenStream {
    if model.builtin.is_empty() {
        return TokenStream::new();
    }
    let ident = &model.item.ident;
    let key_type = format_ident!("__{}Key", ident);
    let handle_trait = match model.kind {
        InterfaceKind::Attr => quote!(#private::AttrKindHandle),
        _ => quote!(#private::TypeKindHandle),
    };
    let id = quote! {
        #private::interface_id(::core::concat!(::core::module_path!(), "::", ::core::stringify!(#ident)))
    };
    let kinds = &model.builtin;
    quote! {
        #(
            #[automatically_derived]
            impl #private::ListsInterface<{ #id }> for #kinds {}
        )*

        #[doc(hidden)]
        impl #key_type {
            /// Registers the models of the builtin kinds the interface
            /// lists (`builtin = […]`).
            pub fn register_builtin(self, ctx: &#private::Context) {
                #(
                    let mut entries = ::std::vec::Vec::new();
                    <#kinds as #ident>::__push_entries(&mut entries);
                    for entry in entries {
                        ctx.register_kind_interface(<#kinds as #handle_trait>::kind_id(), entry);
                    }
                )*
            }
        }
    }
}
