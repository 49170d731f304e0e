//! Stage 4: the `Dialect` impl (namespace, registration of dependent
//! dialects and ops, in the listed order) and the docs as constants.

use proc_macro2::TokenStream;
use quote::quote;

use super::model::DialectModel;
use crate::crate_path::private_path;

/// The dialect page's lists, appended to its doc comment: the namespace,
/// the ops (linked) and attribute kinds, in registration order.
fn doc_lists(model: &DialectModel) -> Vec<String> {
    use quote::ToTokens;
    let name = |t: &syn::Type| t.to_token_stream().to_string().replace(' ', "");
    let mut lines = vec![String::new(), format!("Dialect namespace `{}`.", model.name.value())];
    let lists = [("Operations", &model.ops), ("Types", &model.types), ("Attributes", &model.attrs)];
    for (title, items) in lists {
        if items.is_empty() {
            continue;
        }
        lines.extend([String::new(), format!("# {title}"), String::new()]);
        lines.extend(items.iter().map(|t| format!("- [`{}`]", name(t))));
    }
    lines
}

/// The expansion of a valid dialect definition.
pub(crate) fn expand(model: &DialectModel) -> TokenStream {
    let private = private_path(model.crate_path.as_ref());
    let item = &model.item;
    let ident = &item.ident;
    let name = &model.name;
    let summary = &model.summary;
    let description = &model.description;
    let dependent = model.dependent.iter().map(|d| quote!(__mlir::register_dialect::<#d>(ctx);));
    let attrs = model.attrs.iter().map(|a| quote!(__mlir::register_attr_kind::<#a>(ctx);));
    let types = model.types.iter().map(|t| quote!(__mlir::register_type_kind::<#t>(ctx);));
    let camel_case = model.camel_case;
    let hook = |name: &str| match model.hooks.iter().find(|h| *h == name) {
        Some(h) => quote!(::core::option::Option::Some(#ident::#h)),
        None => quote!(::core::option::Option::None),
    };
    let (verify_op_attribute, materialize_constant) =
        (hook("verify_op_attribute"), hook("materialize_constant"));
    let ops = model.ops.iter().map(|op| quote!(__mlir::register_op::<#op>(ctx);));
    let doc_lines = doc_lists(model);
    quote! {
        #(#[doc = #doc_lines])*
        #item

        const _: () = {
            use #private as __mlir;

            #[automatically_derived]
            impl __mlir::Dialect for #ident {
                const NAMESPACE: &'static str = #name;
                const HOOKS: __mlir::DialectHooks = __mlir::DialectHooks {
                    verify_op_attribute: #verify_op_attribute,
                    materialize_constant: #materialize_constant,
                };
                const CAMEL_CASE_ATTRS: bool = #camel_case;

                fn register(ctx: &__mlir::Context) {
                    ctx.register_dialect_with_hooks(#name, Self::HOOKS);
                    #(#dependent)*
                    #(#types)*
                    #(#attrs)*
                    #(#ops)*
                }
            }

            #[automatically_derived]
            impl #ident {
                /// The dialect's one-line summary (its doc comment's first line).
                pub const SUMMARY: &'static str = #summary;
                /// The dialect's description (the rest of its doc comment).
                pub const DESCRIPTION: &'static str = #description;
            }
        };
    }
}
