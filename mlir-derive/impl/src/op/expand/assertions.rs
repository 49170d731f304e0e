//! Facts across items, asserted in generated `const`s at the mistaken
//! token: the dialect lists the op, and no op listed before it has its name.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::op::model::OpModel;
use crate::spans::at;

/// The assertion, at the `dialect = D` token, that `D` lists the op in
/// `ops` (a dialect implemented by hand exposes no list and is not
/// checked).
pub(super) fn membership(model: &OpModel) -> TokenStream {
    use quote::ToTokens;
    let (dialect, ident) = (&model.dialect, &model.ident);
    let text = dialect.to_token_stream().to_string().replace(' ', "");
    let message = format!(
        "`{ident}` names `dialect = {text}`, but `{text}` does not list it: add `{ident}` to the dialect's `ops = […]`"
    )
    .replace('{', "{{")
    .replace('}', "}}");
    // Only the assertion takes the user's span (a failure points there);
    // the paths inside keep the macro's, so that a user who imports
    // `Dialect` gets no `unused_qualifications` warning.
    let listed = quote!(__mlir::lists(<#dialect as __mlir::Dialect>::OP_NAMES, NAME));
    quote_spanned! {at(dialect.span())=>
        const _: () = ::core::assert!(#listed, #message);
    }
}

/// The assertion, at the `name = "…"` token, that no op listed before this
/// one in its dialect's `ops` has its name (the later of two duplicates is
/// the mistake). The op finds itself in the list by `DEFINED_AT`; the
/// message names the other op, which only the constants know.
pub(super) fn unique_name(model: &OpModel) -> TokenStream {
    use quote::ToTokens;
    let (dialect, ident) = (&model.dialect, model.ident.to_string());
    let text = dialect.to_token_stream().to_string().replace(' ', "");
    let dialect_const = |name: &str| {
        let name = format_ident!("{name}");
        quote!(<#dialect as __mlir::Dialect>::#name)
    };
    let (names, definitions) = (dialect_const("OP_NAMES"), dialect_const("OP_DEFINITIONS"));
    let message = quote! {
        __mlir::ConstMessage::new(&[
            "`", #ident, "` has the name `", NAME, "` of `",
            __mlir::path_tail(#definitions[earlier]),
            "`, listed before it in the `ops` of `", #text,
            "`: the ops of a dialect have distinct names",
        ])
    };
    // Only the panic takes the user's span (see `membership`).
    let panic = quote_spanned!(at(model.mnemonic.span())=> ::core::panic!("{}", #message.as_str()));
    quote! {
        const DEFINED_AT: &str = ::core::concat!(::core::module_path!(), "::", #ident);
        const _: () = if let ::core::option::Option::Some(earlier) =
            __mlir::earlier_duplicate_of(#names, #definitions, DEFINED_AT)
        {
            #panic;
        };
    }
}
