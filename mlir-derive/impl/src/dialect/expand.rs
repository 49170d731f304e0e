//! Stage 4: the `Dialect` impl (namespace, registration of dependent
//! dialects and ops, in the listed order) and the docs as constants.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

use super::hook::DialectHook;
use super::model::DialectModel;
use super::parse::DialectArgs;
use crate::crate_path::private_path;
use crate::spans::at;

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

/// One assertion per listed op after the first, at its token in `ops`: no
/// op listed before it has its name. The message names both ops and the
/// name, which only the constants know, so it is assembled at compile time.
/// An op `#[op]` defined (one with a `DEFINED_AT`) makes the check itself,
/// at its `name`, where the mistake is: here it is skipped.
fn unique_op_names(model: &DialectModel) -> TokenStream {
    use quote::ToTokens;
    use syn::spanned::Spanned;
    let texts: Vec<String> =
        model.ops.iter().map(|t| t.to_token_stream().to_string().replace(' ', "")).collect();
    let checks = model.ops.iter().enumerate().skip(1).map(|(i, op)| {
        let text = &texts[i];
        // Only the panic takes the op's span (a failure points there); it
        // names no local, which the op's tokens might not see (an op type
        // written by a `macro_rules!` has that macro's hygiene).
        let message = quote! {
            __mlir::ConstMessage::new(&[
                "`", #text, "` has the name `", OP_NAMES[#i], "` of `", OP_TYPES[earlier],
                "`, listed before it in `ops`: the ops of a dialect have distinct names",
            ])
        };
        let panic = quote_spanned!(at(op.span())=> ::core::panic!("{}", #message.as_str()));
        quote! {
            const _: () = if OP_DEFINITIONS[#i].is_empty()
                && let ::core::option::Option::Some(earlier) =
                    __mlir::earlier_duplicate(OP_NAMES, #i)
            {
                #panic;
            };
        }
    });
    quote! {
        const OP_TYPES: &[&str] = &[#(#texts),*];
        #(#checks)*
    }
}

/// One assertion per listed attribute (or type) kind after the first, at
/// its token in `attrs` (or `types`): no earlier kind of the list has its
/// mnemonic (the parser finds a kind by it).
fn unique_mnemonics(kinds: &[syn::Type], list: &str, field: &str, what: &str) -> TokenStream {
    use quote::ToTokens;
    use syn::spanned::Spanned;
    let list = syn::Ident::new(list, proc_macro2::Span::call_site());
    let texts: Vec<String> =
        kinds.iter().map(|t| t.to_token_stream().to_string().replace(' ', "")).collect();
    let checks = kinds.iter().enumerate().skip(1).map(|(i, kind)| {
        let text = &texts[i];
        let earlier_texts = &texts[..i];
        let message = quote! {
            __mlir::ConstMessage::new(&[
                "`", #text, "` has the mnemonic `", #list[#i], "` of `",
                [#(#earlier_texts),*][earlier], "`, listed before it in `", #field,
                "`: the ", #what, " kinds of a dialect have distinct mnemonics",
            ])
        };
        let panic = quote_spanned!(at(kind.span())=> ::core::panic!("{}", #message.as_str()));
        quote! {
            const _: () = if let ::core::option::Option::Some(earlier) =
                __mlir::earlier_duplicate(#list, #i)
            {
                #panic;
            };
        }
    });
    quote!(#(#checks)*)
}

/// One assertion per listed op and attribute kind, at its token in `ops` or
/// `attrs`: it belongs to this dialect (its `dialect = …` names it), so the
/// dialect does not register what another dialect defines.
fn own_definitions(model: &DialectModel) -> TokenStream {
    use quote::ToTokens;
    use syn::spanned::Spanned;
    let name = model.name.value();
    let ident = &model.item.ident;
    let text = |t: &syn::Type| t.to_token_stream().to_string().replace(' ', "");
    let ops = model.ops.iter().enumerate().map(|(i, op)| {
        let message = format!(
            "`{}` is listed in the `ops` of `{ident}` (`{name}`), but its `dialect = …` names another dialect",
            text(op)
        )
        .replace('{', "{{")
        .replace('}', "}}");
        let own = quote!(__mlir::in_namespace(OP_NAMES[#i], #name));
        quote_spanned!(at(op.span())=> const _: () = ::core::assert!(#own, #message);)
    });
    let attrs = model.attrs.iter().map(|attr| {
        let message = format!(
            "`{}` is listed in the `attrs` of `{ident}` (`{name}`), but it is an attribute of another dialect",
            text(attr)
        )
        .replace('{', "{{")
        .replace('}', "}}");
        let dialect = quote!(<#attr as __mlir::DialectAttrKind>::ATTR_DEF.dialect);
        let own = quote!(#dialect.is_empty() || __mlir::str_eq(#dialect, #name));
        quote_spanned!(at(attr.span())=> const _: () = ::core::assert!(#own, #message);)
    });
    quote!(#(#ops)* #(#attrs)*)
}

/// What stands in for the dialect when its definition has errors: the
/// struct as written, a `Dialect` with an empty namespace and no op list,
/// so the ops naming it add nothing to the real error (and check nothing
/// against it). Its op, type and attribute lists are still named, so their
/// imports count as used.
pub(crate) fn stub(item: &syn::ItemStruct, parsed: &DialectArgs) -> TokenStream {
    let private = private_path(parsed.crate_path.as_ref());
    let ident = &item.ident;
    let named =
        parsed.ops.iter().chain(&parsed.types).chain(&parsed.attrs).chain(&parsed.dependent);
    let dialect = item.generics.params.is_empty().then(|| {
        quote! {
            const _: () = {
                use #private as __mlir;
                #(const _: ::core::marker::PhantomData<#named> = ::core::marker::PhantomData;)*
                #[automatically_derived]
                impl __mlir::Dialect for #ident {
                    const NAMESPACE: &'static str = "";
                    fn register(_: &__mlir::Context) {}
                }
            };
        }
    });
    let listed = crate::names::listed_impls(&private, ident, &parsed.interfaces);
    quote! {
        #item
        #dialect
        #listed
    }
}

/// The expansion of a valid dialect definition.
pub(crate) fn expand(model: &DialectModel) -> TokenStream {
    let not_recommended = crate::crate_path::core_impl_attrs();
    let private = private_path(model.crate_path.as_ref());
    let item = &model.item;
    let ident = &item.ident;
    let name = &model.name;
    let summary = &model.summary;
    let description = &model.description;
    let dependent = model.dependent.iter().map(|d| quote!(<#d as __mlir::Dialect>::register(ctx);));
    let attrs = model.attrs.iter().map(|a| {
        quote! {
            __mlir::register_attr_def(ctx, <#a as __mlir::DialectAttrKind>::ATTR_DEF);
            <#a as __mlir::DialectAttrKind>::register_interfaces(ctx);
        }
    });
    let types = model.types.iter().map(|t| {
        quote! {
            __mlir::register_type_def(ctx, <#t as __mlir::DialectTypeKind>::TYPE_DEF);
            <#t as __mlir::DialectTypeKind>::register_interfaces(ctx);
        }
    });
    let camel_case = model.camel_case;
    let hook = |hook: DialectHook| match model.hooks.iter().find(|(given, _)| *given == hook) {
        Some((_, h)) => quote!(::core::option::Option::Some(#ident::#h)),
        None => quote!(::core::option::Option::None),
    };
    let (verify_op_attribute, materialize_constant) =
        (hook(DialectHook::VerifyOpAttribute), hook(DialectHook::MaterializeConstant));
    let (verify_region_arg_attribute, verify_region_result_attribute) = (
        hook(DialectHook::VerifyRegionArgAttribute),
        hook(DialectHook::VerifyRegionResultAttribute),
    );
    let unknown_type_message = match &model.unknown_type_message {
        Some(m) => quote!(::core::option::Option::Some(#m)),
        None => quote!(::core::option::Option::None),
    };
    let allow_unknown_ops = model.allow_unknown_ops;
    let ops = model.ops.iter().map(|op| quote!(<#op as __mlir::OpType>::register_op(ctx);));
    // Each at the interface's span: a missing `impl` is reported there.
    let interfaces = model.interfaces.iter().map(|i| crate::names::push_entries(ident, i));
    let listed = crate::names::listed_impls(&private, ident, &model.interfaces);
    let instance = matches!(item.fields, syn::Fields::Unit).then(|| {
        quote! {
            #[automatically_derived]
            impl __mlir::DialectInstance for #ident {
                const INSTANCE: Self = #ident;
            }
        }
    });
    let op_names = model.ops.iter().map(|op| quote!(<#op as __mlir::OpType>::DEF.name));
    let op_definitions = model.ops.iter().map(|op| quote!(<#op as __mlir::OpType>::DEFINED_AT));
    let attr_mnemonics: Vec<TokenStream> = model
        .attrs
        .iter()
        .map(|a| quote!(<#a as __mlir::DialectAttrKind>::ATTR_DEF.mnemonic))
        .collect();
    let type_mnemonics: Vec<TokenStream> = model
        .types
        .iter()
        .map(|t| quote!(<#t as __mlir::DialectTypeKind>::TYPE_DEF.mnemonic))
        .collect();
    let unique_mnemonics = [
        unique_mnemonics(&model.attrs, "ATTR_MNEMONICS", "attrs", "attribute"),
        unique_mnemonics(&model.types, "TYPE_MNEMONICS", "types", "type"),
    ];
    let unique_names = unique_op_names(model);
    let own = own_definitions(model);
    // After the user's doc comment, whose first line is the page's summary.
    let mut item = item.clone();
    item.attrs.extend(doc_lists(model).into_iter().map(|line| syn::parse_quote!(#[doc = #line])));
    quote! {
        #item

        const _: () = {
            use #private as __mlir;

            const OP_NAMES: &[&str] = &[#(#op_names),*];
            const OP_DEFINITIONS: &[&str] = &[#(#op_definitions),*];
            #unique_names
            #own
            const ATTR_MNEMONICS: &[&str] = &[#(#attr_mnemonics),*];
            const TYPE_MNEMONICS: &[&str] = &[#(#type_mnemonics),*];
            #(#unique_mnemonics)*

            #[automatically_derived]
            #not_recommended
            impl __mlir::Dialect for #ident {
                const NAMESPACE: &'static str = #name;
                const HOOKS: __mlir::DialectHooks = __mlir::DialectHooks {
                    verify_op_attribute: #verify_op_attribute,
                    materialize_constant: #materialize_constant,
                    verify_region_arg_attribute: #verify_region_arg_attribute,
                    verify_region_result_attribute: #verify_region_result_attribute,
                    unknown_type_message: #unknown_type_message,
                    allow_unknown_ops: #allow_unknown_ops,
                };
                const CAMEL_CASE_ATTRS: bool = #camel_case;
                const OP_NAMES: ::core::option::Option<&'static [&'static str]> =
                    ::core::option::Option::Some(OP_NAMES);
                const ATTR_MNEMONICS: ::core::option::Option<&'static [&'static str]> =
                    ::core::option::Option::Some(ATTR_MNEMONICS);
                const TYPE_MNEMONICS: ::core::option::Option<&'static [&'static str]> =
                    ::core::option::Option::Some(TYPE_MNEMONICS);
                const OP_DEFINITIONS: &'static [&'static str] = OP_DEFINITIONS;

                fn register(ctx: &__mlir::Context) {
                    ctx.register_dialect_with_hooks(#name, Self::HOOKS);
                    #[allow(unused_mut)]
                    let mut entries = ::std::vec::Vec::new();
                    #(#interfaces)*
                    for entry in entries {
                        ctx.register_dialect_interface(#name, entry);
                    }
                    #(#dependent)*
                    #(#types)*
                    #(#attrs)*
                    #(#ops)*
                }
            }

            #instance
            #listed

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
