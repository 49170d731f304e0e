//! Stage 4: code generation. The kind becomes a `Copy` handle around its
//! interned `Type` or `Attribute`, a static definition (with its
//! `ParamFormat` table) registered through the dialect, and thin wrappers
//! over the runtime (`asm::format::param_kinds`): `get`, `get_checked`,
//! typed accessors, `isa`/`try_from`, conversions, its constraint and its
//! use as a parameter of other kinds.

use proc_macro2::TokenStream;
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::Kind;
use super::check::Checked;
use super::format::PElem;
use super::model::{KindModel, Param};
use super::parse::KindArgs;
use crate::crate_path::private_path;
use crate::spans::at;

/// The runtime names that differ between types and attributes.
struct Names {
    /// The handle's type as `__private` names it (`Type`).
    handle_name: TokenStream,
    handle: TokenStream,
    def: TokenStream,
    syntax: TokenStream,
    payload: TokenStream,
    kind_trait: TokenStream,
    kind_const: TokenStream,
    params_of: TokenStream,
    unique: TokenStream,
    param_kind: TokenStream,
    param_variant: TokenStream,
    as_handle: syn::Ident,
    sigil: &'static str,
}

fn names(kind: Kind) -> Names {
    match kind {
        Kind::Type => Names {
            handle_name: quote!(Type),
            handle: quote!(__mlir::Type),
            def: quote!(__mlir::TypeDef),
            syntax: quote!(__mlir::TypeParamSyntax),
            payload: quote!(__mlir::DialectType),
            kind_trait: quote!(__mlir::DialectTypeKind),
            kind_const: quote!(TYPE_DEF),
            params_of: quote!(type_params_of),
            unique: quote!(dialect_type),
            param_kind: quote!(DialectType),
            param_variant: quote!(Type),
            as_handle: format_ident!("as_type"),
            sigil: "!",
        },
        Kind::Attr => Names {
            handle_name: quote!(Attribute),
            handle: quote!(__mlir::Attribute),
            def: quote!(__mlir::AttrDef),
            syntax: quote!(__mlir::AttrParamSyntax),
            payload: quote!(__mlir::DialectAttr),
            kind_trait: quote!(__mlir::DialectAttrKind),
            kind_const: quote!(ATTR_DEF),
            params_of: quote!(params_of),
            unique: quote!(dialect_attr),
            param_kind: quote!(DialectAttr),
            param_variant: quote!(Attr),
            as_handle: format_ident!("as_attr"),
            sigil: "#",
        },
    }
}

/// `tokens`, every one (groups included) at `span`.
fn respan(tokens: TokenStream, span: proc_macro2::Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut t| {
            if let proc_macro2::TokenTree::Group(g) = &t {
                let mut group = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                group.set_span(span);
                t = proc_macro2::TokenTree::Group(group);
            } else {
                t.set_span(span);
            }
            t
        })
        .collect()
}

/// `<T as Parameter>::item` followed by `rest` (a call's arguments), every
/// token at the parameter's type: an unfit type is one error there (rustc
/// merges identical ones), where an expression mixing the macro's span
/// would point at the whole attribute.
fn parameter(ty: &syn::Type, item: TokenStream) -> TokenStream {
    respan(quote!(<#ty as __mlir::Parameter>::#item), ty.span())
}

/// A parameter's index in a format table.
fn index(i: &usize) -> u16 {
    u16::try_from(*i).expect("fewer than 65536 parameters")
}

/// The static holding the `n`th `custom<…>` directive of the format.
fn custom_static(n: usize) -> syn::Ident {
    format_ident!("__CUSTOM_{}", n)
}

/// The `ParamElement`s of resolved elements; `customs` counts the
/// `custom<…>` directives met, in the order [`custom_directives`] does.
fn elements(list: &[PElem], customs: &mut usize) -> Vec<TokenStream> {
    list.iter()
        .map(|e| match e {
            PElem::Literal { text, space } => {
                quote!(__mlir::ParamElement::Literal { text: #text, space: #space })
            }
            PElem::Param { index: i, space } => {
                let i = index(i);
                quote!(__mlir::ParamElement::Param { index: #i, space: #space })
            }
            PElem::Params { space } => quote!(__mlir::ParamElement::Params { space: #space }),
            PElem::Struct { indices, space } => {
                let indices = indices.iter().map(index);
                quote!(__mlir::ParamElement::Struct { indices: &[#(#indices),*], space: #space })
            }
            PElem::Qualified { index: i, space } => {
                let i = index(i);
                quote!(__mlir::ParamElement::Qualified { index: #i, space: #space })
            }
            PElem::Custom { space, .. } => {
                let directive = custom_static(*customs);
                *customs += 1;
                quote!(__mlir::ParamElement::Custom { directive: &#directive, space: #space })
            }
            PElem::Optional { elements: then, otherwise, anchor, inverted } => {
                let then = elements(then, customs);
                let otherwise = elements(otherwise, customs);
                let anchor = anchor.iter().map(index);
                quote!(__mlir::ParamElement::Optional {
                    elements: &[#(#then),*],
                    otherwise: &[#(#otherwise),*],
                    anchor: &[#(#anchor),*],
                    inverted: #inverted,
                })
            }
        })
        .collect()
}

/// The `custom<Name>(…)` directives of `list`, in print order.
fn collect_customs<'e>(list: &'e [PElem], out: &mut Vec<(&'e str, &'e [usize])>) {
    for element in list {
        match element {
            PElem::Custom { name, args, .. } => out.push((name, args)),
            PElem::Optional { elements, otherwise, .. } => {
                collect_customs(elements, out);
                collect_customs(otherwise, out);
            }
            _ => {}
        }
    }
}

/// The `ParamDirective` statics of a format's `custom<Name>($a, …)`
/// directives: `parse_name(parser) -> PResult<A>` (a tuple `(A, B, …)` for
/// several parameters) stores the values read, and `print_name(printer,
/// a, …)` gets each as its accessor returns it. The calls carry the
/// format string's span, so a missing or mistyped function is reported
/// there.
fn custom_directives(model: &KindModel, list: &[PElem]) -> Vec<TokenStream> {
    let mut customs = Vec::new();
    collect_customs(list, &mut customs);
    let span = model.format.as_ref().map_or_else(proc_macro2::Span::call_site, |f| f.span());
    customs
        .into_iter()
        .enumerate()
        .map(|(n, (name, args))| {
            let snake = crate::names::snake_case(name);
            let parse_fn = format_ident!("parse_{}", snake, span = span);
            let print_fn = format_ident!("print_{}", snake, span = span);
            let params: Vec<&Param> = args.iter().map(|&i| &model.params[i]).collect();
            let idents: Vec<&syn::Ident> = params.iter().map(|p| &p.ident).collect();
            let tys: Vec<&syn::Type> = params.iter().map(|p| &p.ty).collect();
            let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
            let slots: Vec<usize> = args.to_vec();
            let (pattern, annotation) = match (idents.as_slice(), tys.as_slice()) {
                ([one], [ty]) => (quote!(#one), quote!(#ty)),
                _ => (quote!((#(#idents,)*)), quote!((#(#tys,)*))),
            };
            let call_parse = quote_spanned!(at(span)=> #parse_fn(p));
            let call_print = quote_spanned!(at(span)=> #print_fn(p, #(#idents),*));
            let store = tys.iter().zip(&idents).map(|(t, i)| parameter(t, quote!(to_param(&#i))));
            let view =
                tys.iter().zip(&slots).map(|(t, i)| parameter(t, quote!(view(ctx, &values[#i]))));
            let directive = custom_static(n);
            quote! {
                static #directive: __mlir::ParamDirective = __mlir::ParamDirective {
                    name: #name,
                    parse: |p, values| {
                        // Typed apart from the `?`, so a parse function of
                        // another type is reported at the format.
                        let parsed: __mlir::PResult<#annotation> = #call_parse;
                        let #pattern = parsed?;
                        #(values[#slots] = ::core::option::Option::Some(#store);)*
                        ::core::result::Result::Ok(())
                    },
                    print: |p, values| {
                        let ctx = p.ctx();
                        #(let #idents = __mlir::view_at(#view, #names);)*
                        #call_print;
                    },
                };
            }
        })
        .collect()
}

/// The doc lines appended to the kind's doc comment: its parameters and
/// how it is written.
fn doc_lines(model: &KindModel, n: &Names) -> Vec<String> {
    let dialect = model.dialect.to_token_stream().to_string().replace(' ', "");
    let mnemonic = model.mnemonic.value();
    let mut lines = vec![String::new(), "# In text".to_owned(), String::new()];
    lines.push(format!(
        "`{}ns.{mnemonic}…` (`ns` the namespace of [`{dialect}`]); a declarative format writes it stripped (its parameters alone) unless `qualified(…)`.",
        n.sigil
    ));
    if let Some(format) = &model.format {
        lines.push(String::new());
        lines.push(format!("Parameter format: `` {} ``.", format.value()));
    }
    if !model.params.is_empty() {
        lines.extend([String::new(), "# Parameters".to_owned(), String::new()]);
        lines.push("| parameter | Rust type | default |".to_owned());
        lines.push("|---|---|---|".to_owned());
        for p in &model.params {
            let ty = p.ty.to_token_stream().to_string().replace(' ', "");
            let default = p.default.as_ref().map_or_else(
                || if super::check::is_option(&p.ty) { "absent".to_owned() } else { String::new() },
                |d| format!("`{}`", d.to_token_stream()),
            );
            lines.push(format!("| `{}` | `{ty}` | {default} |", p.ident));
        }
    }
    lines
}

/// What stands in for a definition with errors: the handle with its kind
/// and constraint impls, so ops and dialects naming it add nothing to the
/// real error. Nothing of it runs: the crate does not compile.
pub(crate) fn stub(item: &syn::ItemStruct, parsed: &KindArgs) -> TokenStream {
    let kind = parsed.kind;
    let private = private_path(parsed.crate_path.as_ref());
    let (vis, ident) = (&item.vis, &item.ident);
    let n = names(kind);
    let (handle, def, syntax, payload, kind_trait, kind_const) =
        (&n.handle, &n.def, &n.syntax, &n.payload, &n.kind_trait, &n.kind_const);
    let handle_name = &n.handle_name;
    let docs = item.attrs.iter().filter(|a| a.path() == crate::symbol::DOC);
    // Named, so that their imports count as used.
    let tys = item.fields.iter().map(|f| &f.ty);
    let api = stub_api(ident, item, &n);
    let listed = crate::names::listed_impls(&private, ident, &parsed.interfaces);
    let constraint = match kind {
        Kind::Type => quote! {
            #[automatically_derived]
            impl __mlir::TypeConstraint for #ident {
                fn description() -> ::std::borrow::Cow<'static, str> {
                    ::std::borrow::Cow::Borrowed("")
                }
                fn is_satisfied(_: &__mlir::Context, _: __mlir::Type) -> bool {
                    false
                }
            }
        },
        Kind::Attr => quote! {
            #[automatically_derived]
            impl __mlir::AttrConstraint for #ident {
                type Value<'a> = __mlir::Attribute;
                fn value(_: &__mlir::Context, _: __mlir::Attribute) -> ::core::option::Option<__mlir::Attribute> {
                    ::core::option::Option::None
                }
                fn to_attr(_: &__mlir::Context, value: __mlir::Attribute) -> __mlir::Attribute {
                    value
                }
                fn description() -> ::std::borrow::Cow<'static, str> {
                    ::std::borrow::Cow::Borrowed("")
                }
                fn is_satisfied(_: &__mlir::Context, _: __mlir::Attribute) -> bool {
                    false
                }
            }
        },
    };
    quote! {
        #(#docs)*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #vis struct #ident(#private::#handle_name);
        const _: () = {
            use #private as __mlir;
            fn __parse(_: &mut __mlir::Parser<'_>, _: &'static #def) -> __mlir::PResult<#handle> {
                ::core::unreachable!("a kind definition with errors")
            }
            fn __print(_: &mut __mlir::AsmPrinter<'_>, _: &#payload) {}
            static __DEF: #def = #def::new("", "", "", &#syntax { parse: __parse, print: __print });
            #[automatically_derived]
            impl #kind_trait for #ident {
                const #kind_const: &'static #def = &__DEF;
            }
            #constraint
            #api
        };
        #listed
        const _: ::core::marker::PhantomData<(#(#tys,)*)> = ::core::marker::PhantomData;
    }
}

/// The stub's handle API, the valid expansion's signatures with bodies
/// that never run: code using the kind (`get`, `try_from`, accessors, the
/// kind as another kind's parameter) compiles, so the definition's error
/// is the only one. The parameters' types are named (so their imports
/// count as used), and an unfit one is reported as in a valid expansion.
fn stub_api(ident: &syn::Ident, item: &syn::ItemStruct, n: &Names) -> TokenStream {
    let Names { handle, param_kind, param_variant, as_handle, .. } = n;
    let fields: Vec<(&syn::Ident, &syn::Type)> =
        item.fields.iter().filter_map(|f| Some((f.ident.as_ref()?, &f.ty))).collect();
    let (idents, tys): (Vec<_>, Vec<_>) = fields.iter().copied().unzip();
    let accessors = fields.iter().map(|(name, ty)| {
        let ref_ty = parameter(ty, quote!(Ref<'c>));
        quote! {
            pub fn #name<'c>(self, _: &'c __mlir::Context) -> #ref_ty {
                ::core::unreachable!()
            }
        }
    });
    let never = quote!(::core::unreachable!("a kind definition with errors"));
    quote! {
        #[automatically_derived]
        #[allow(unused_variables, missing_docs, clippy::too_many_arguments)]
        impl #ident {
            pub const MNEMONIC: &'static str = "";
            pub const SUMMARY: &'static str = "";
            pub const DESCRIPTION: &'static str = "";
            pub fn get(ctx: &__mlir::Context, #(#idents: #tys),*) -> Self { #never }
            pub fn get_checked(
                ctx: &__mlir::Context,
                loc: __mlir::Location,
                #(#idents: #tys),*
            ) -> ::core::result::Result<Self, __mlir::Diagnostic> { #never }
            pub fn isa(_: &__mlir::Context, _: #handle) -> bool { false }
            pub fn try_from(_: &__mlir::Context, _: #handle) -> ::core::option::Option<Self> {
                ::core::option::Option::None
            }
            pub fn #as_handle(self) -> #handle { self.0 }
            #(#accessors)*
        }

        #[automatically_derived]
        impl ::core::convert::From<#ident> for #handle {
            fn from(value: #ident) -> Self {
                value.0
            }
        }

        #[automatically_derived]
        impl __mlir::Parameter for #ident {
            type Ref<'a> = #ident;
            const KIND: __mlir::ParamKind = __mlir::ParamKind::#param_kind(&__DEF);
            const CPP_TYPE: __mlir::CppType = __mlir::CppType::Handle("");
            fn to_param(&self) -> __mlir::AttrParam {
                __mlir::AttrParam::#param_variant(self.0)
            }
            fn from_param(_: &__mlir::Context, _: &__mlir::AttrParam) -> ::core::option::Option<Self> {
                ::core::option::Option::None
            }
            fn view<'a>(_: &'a __mlir::Context, _: &'a __mlir::AttrParam) -> ::core::option::Option<Self> {
                ::core::option::Option::None
            }
        }
    }
}

/// The expansion of a valid kind definition.
pub(crate) fn expand(checked: &Checked) -> TokenStream {
    let model = &checked.model;
    let n = names(model.kind);
    let private = private_path(model.crate_path.as_ref());
    let (vis, ident) = (&model.vis, &model.ident);
    let Names { handle_name, handle, def, syntax, params_of, .. } = &n;
    let (dialect, mnemonic, ods_name) = (&model.dialect, &model.mnemonic, &model.ods_name);
    let docs = model.outer_attrs.iter().filter(|a| a.path() == crate::symbol::DOC);
    let doc_lines = doc_lines(model, &n);

    let specs = param_specs(model);
    let format_elements = elements(&checked.elements, &mut 0);
    let customs = custom_directives(model, &checked.elements);
    let (with_self_type, self_type_check) = self_type(model);
    let check = check_fn(model);
    let to_param = model.params.iter().map(|p| {
        let ident = &p.ident;
        parameter(&p.ty, quote!(to_param(&#ident)))
    });
    let to_params = quote!(::std::vec![#(#to_param),*]);
    let accessors = param_accessors(model);
    let syntax_fns = syntax_fns(model, &n, &to_params);
    let api = handle_api(model, &n, &to_params, &accessors);
    let constraint = constraint_impl(model);
    let kind_impls = kind_impls(model, &n);
    let self_type_param = match model.kind {
        Kind::Type => quote! {
            #[automatically_derived]
            impl __mlir::SelfTypeParameter for #ident {}
        },
        Kind::Attr => quote!(),
    };
    let listed = crate::names::listed_impls(&private, ident, &model.interfaces);
    let list = match model.kind {
        Kind::Attr => crate::enum_attr::KindList::Attrs,
        Kind::Type => crate::enum_attr::KindList::Types,
    };
    let registered = crate::enum_attr::registered(ident, dialect, mnemonic, list);
    let parameter_impl = parameter_impl(model, &n);

    quote! {
        #(#docs)*
        #(#[doc = #doc_lines])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #vis struct #ident(#private::#handle_name);

        const _: () = {
            use #private as __mlir;

            static __FORMAT: __mlir::ParamFormat = __mlir::ParamFormat {
                params: &[#(#specs),*],
                elements: &[#(#format_elements),*],
            };

            /// The parameters of a value of this kind.
            fn __params_of(ctx: &__mlir::Context, value: #handle) -> &[__mlir::AttrParam] {
                value.#params_of(ctx, &__DEF).unwrap_or(&[])
            }

            #check

            #(#customs)*
            #self_type_check

            #syntax_fns

            static __DEF: #def = #def::new(
                <#dialect as __mlir::Dialect>::NAMESPACE,
                #mnemonic,
                #ods_name,
                &#syntax { parse: __parse, print: __print },
            )#with_self_type;
            #registered

            #kind_impls

            #api

            #[automatically_derived]
            impl ::core::convert::From<#ident> for #handle {
                fn from(value: #ident) -> Self {
                    value.0
                }
            }

            #constraint
            #self_type_param
            #listed

            #parameter_impl
        };
    }
}

/// `__check`: reads each parameter back from its stored form (an error
/// naming the one that does not fit) and runs the user's verifier
/// (`verify = f`), if any.
fn check_fn(model: &KindModel) -> TokenStream {
    let idents: Vec<&syn::Ident> = model.params.iter().map(|p| &p.ident).collect();
    let tys = model.params.iter().map(|p| &p.ty);
    let names_str = model.params.iter().map(|p| p.name.as_str());
    let from_param = model
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| parameter(&p.ty, quote!(from_param(__ctx, &__params[#i]))));
    let verify = match &model.verify {
        Some(f) => quote_spanned!(at(f.span())=> #f(__ctx, #(&#idents),*)),
        None => quote!({
            #(let _ = &#idents;)*
            ::core::result::Result::Ok(())
        }),
    };
    quote! {
        fn __check(
            __ctx: &__mlir::Context,
            __params: &[__mlir::AttrParam],
        ) -> ::core::result::Result<(), ::std::string::String> {
            #(let #idents: #tys = __mlir::param_at(#from_param, #names_str)?;)*
            #verify
        }
    }
}

/// The kind's trait (its definition, and the interface models registered
/// with it) and the handle's construction from the interned value.
fn kind_impls(model: &KindModel, n: &Names) -> TokenStream {
    let Names { handle, def, kind_trait, kind_const, .. } = n;
    let ident = &model.ident;
    // A self type makes the kind a `TypedAttr`; pushed first, so a model
    // the kind lists itself replaces it.
    let typed_attr_push =
        model.self_type_index().map(|_| quote!(entries.push(__mlir::carried_type_entry());));
    // The kind's own interface models, registered with it; each at the
    // interface's span (a missing `impl` is reported there).
    let interface_pushes = model.interfaces.iter().map(|i| crate::names::push_entries(ident, i));
    let (handle_trait, from_handle) = match model.kind {
        Kind::Type => (quote!(TypeKindHandle), quote!(from_type_unchecked)),
        Kind::Attr => (quote!(AttrKindHandle), quote!(from_attr_unchecked)),
    };
    quote! {
        #[automatically_derived]
        impl #kind_trait for #ident {
            const #kind_const: &'static #def = &__DEF;

            fn register_interfaces(ctx: &__mlir::Context) {
                #[allow(unused_mut)]
                let mut entries = ::std::vec::Vec::new();
                #typed_attr_push
                #(#interface_pushes)*
                for entry in entries {
                    ctx.register_kind_interface(__mlir::KindId::Dialect(::core::ptr::from_ref(&__DEF) as usize), entry);
                }
            }
        }

        #[automatically_derived]
        impl __mlir::#handle_trait for #ident {
            fn #from_handle(value: #handle) -> Self {
                Self(value)
            }

            fn kind_id() -> __mlir::KindId {
                __mlir::KindId::Dialect(::core::ptr::from_ref(&__DEF) as usize)
            }
        }
    }
}

/// The kind as a parameter of other kinds, stored as its handle.
fn parameter_impl(model: &KindModel, n: &Names) -> TokenStream {
    let Names { param_kind, param_variant, .. } = n;
    let (ident, cpp_name) = (&model.ident, &model.cpp_name);
    quote! {
        #[automatically_derived]
        impl __mlir::Parameter for #ident {
            type Ref<'a> = #ident;
            const KIND: __mlir::ParamKind = __mlir::ParamKind::#param_kind(&__DEF);
            const CPP_TYPE: __mlir::CppType = __mlir::CppType::Handle(#cpp_name);
            fn to_param(&self) -> __mlir::AttrParam {
                __mlir::AttrParam::#param_variant(self.0)
            }
            fn from_param(ctx: &__mlir::Context, param: &__mlir::AttrParam) -> ::core::option::Option<Self> {
                match param {
                    __mlir::AttrParam::#param_variant(value) => Self::try_from(ctx, *value),
                    _ => ::core::option::Option::None,
                }
            }
            fn view<'a>(ctx: &'a __mlir::Context, param: &'a __mlir::AttrParam) -> ::core::option::Option<Self> {
                Self::from_param(ctx, param)
            }
        }
    }
}

/// The handle's API: its constants, `get`, `get_checked`, `isa`,
/// `try_from`, the interned value and the parameters' accessors.
fn handle_api(
    model: &KindModel,
    n: &Names,
    to_params: &TokenStream,
    accessors: &[TokenStream],
) -> TokenStream {
    let Names { handle, unique, params_of, as_handle, .. } = n;
    let (ident, mnemonic) = (&model.ident, &model.mnemonic);
    let (summary, description) = (&model.summary, &model.description);
    let idents: Vec<&syn::Ident> = model.params.iter().map(|p| &p.ident).collect();
    let tys: Vec<&syn::Type> = model.params.iter().map(|p| &p.ty).collect();
    let kind_text = format!("`{ident}`");
    let get_doc = format!(
        "The {kind_text} with these parameters, uniqued in `ctx`.\n\n# Panics\n\nWhen the parameter verifier rejects them (`get_checked` reports instead)."
    );
    quote! {
        #[automatically_derived]
        impl #ident {
            /// The mnemonic after the dialect's namespace.
            pub const MNEMONIC: &'static str = #mnemonic;
            /// The one-line summary messages quote (`summary = "…"`, else the doc comment's first line without its closing period).
            pub const SUMMARY: &'static str = #summary;
            /// The description (the rest of the doc comment).
            pub const DESCRIPTION: &'static str = #description;

            #[doc = #get_doc]
            // A kind may have as many parameters as its definition needs.
            #[allow(clippy::too_many_arguments)]
            pub fn get(ctx: &__mlir::Context, #(#idents: #tys),*) -> Self {
                let params = #to_params;
                __mlir::expect_valid(#kind_text, __check(ctx, &params));
                Self(ctx.#unique(&__DEF, params))
            }

            /// The value with these parameters, or the parameter
            /// verifier's error at `loc`.
            #[allow(clippy::too_many_arguments)]
            pub fn get_checked(
                ctx: &__mlir::Context,
                loc: __mlir::Location,
                #(#idents: #tys),*
            ) -> ::core::result::Result<Self, __mlir::Diagnostic> {
                __mlir::checked(ctx, loc, #to_params, __check, |ctx, params| {
                    Self(ctx.#unique(&__DEF, params))
                })
            }

            /// Whether `value` is of this kind.
            pub fn isa(ctx: &__mlir::Context, value: #handle) -> bool {
                value.#params_of(ctx, &__DEF).is_some()
            }

            /// `value` as this kind, if it is one.
            pub fn try_from(ctx: &__mlir::Context, value: #handle) -> ::core::option::Option<Self> {
                Self::isa(ctx, value).then_some(Self(value))
            }

            /// The interned value.
            pub fn #as_handle(self) -> #handle {
                self.0
            }

            #(#accessors)*
        }
    }
}

/// The `ParamSpec` of each parameter: its name, kind, C++ type,
/// optionality and default.
fn param_specs(model: &KindModel) -> Vec<TokenStream> {
    let spec = |p: &Param| {
        let name = &p.name;
        let ty = &p.ty;
        let [to_param, mut kind, mut cpp_type, optional, from_stored, view] = [
            quote!(to_param(&value)),
            quote!(KIND),
            quote!(CPP_TYPE),
            quote!(OPTIONAL),
            quote!(to_param(&value)),
            quote!(view(p.ctx(), stored)),
        ]
        .map(|item| parameter(ty, item));
        if p.self_type.is_some() {
            kind = quote!(__mlir::ParamKind::SelfType);
        }
        if let Some(text) = &p.cpp_type {
            cpp_type = quote!(__mlir::CppType::Handle(#text));
        }
        // The parameter's own syntax: its functions read and write the
        // Rust value, stored in its ordinary form.
        if let Some((parse_fn, print_fn)) = &p.syntax {
            kind = quote! {
                __mlir::ParamKind::Value(&__mlir::ValueSyntax {
                    parse: |p| {
                        let value: #ty = #parse_fn(p)?;
                        ::core::result::Result::Ok(#from_stored)
                    },
                    print: |p, stored| {
                        if let ::core::option::Option::Some(value) = #view {
                            #print_fn(p, value);
                        }
                    },
                })
            };
        }
        let default = match &p.default {
            Some(expr) => quote! {
                ::core::option::Option::Some(|_ctx: &__mlir::Context| {
                    let value: #ty = #expr;
                    #to_param
                })
            },
            None => quote!(::core::option::Option::None),
        };
        quote! {
            __mlir::ParamSpec {
                name: #name,
                kind: #kind,
                cpp_type: #cpp_type,
                optional: #optional,
                default: #default,
            }
        }
    };
    model.params.iter().map(spec).collect()
}

/// The self type: marked in the definition (`.with_self_type(i)`), and
/// its Rust type checked to hold a type (an error at that type otherwise).
fn self_type(model: &KindModel) -> (TokenStream, TokenStream) {
    match model.self_type_index() {
        Some(i) => {
            let ty = &model.params[i].ty;
            let i = index(&i);
            let check = quote_spanned! {at(ty.span())=>
                const _: fn() = || {
                    fn self_type<T: __mlir::SelfTypeParameter>() {}
                    self_type::<#ty>();
                };
            };
            (quote!(.with_self_type(#i)), check)
        }
        None => (quote!(), quote!()),
    }
}

/// One accessor per parameter, viewing it in the context.
fn param_accessors(model: &KindModel) -> Vec<TokenStream> {
    let accessor = |(i, p): (usize, &Param)| {
        let (name, ty, docs) = (&p.ident, &p.ty, &p.docs);
        let ref_ty = parameter(ty, quote!(Ref<'c>));
        let view = parameter(ty, quote!(view(ctx, &__params_of(ctx, self.0)[#i])));
        let text = name.to_string();
        let fallback = format!("The `{text}` parameter.");
        let docs = if docs.is_empty() { quote!(#[doc = #fallback]) } else { quote!(#(#docs)*) };
        // The signature at the type, so an unfit type's error in it points
        // there; the paths inside keep the macro's span.
        let (context, view_at) = (quote!(__mlir::Context), quote!(__mlir::view_at));
        let body = quote!(#view_at(#view, #text));
        quote_spanned! {at(ty.span())=>
            #docs
            pub fn #name<'c>(self, ctx: &'c #context) -> #ref_ty {
                #body
            }
        }
    };
    model.params.iter().enumerate().map(accessor).collect()
}

/// `__parse` and `__print`: the user's functions (`parse = f, print =
/// g`) or the parameter format's interpreter.
fn syntax_fns(model: &KindModel, n: &Names, to_params: &TokenStream) -> TokenStream {
    let Names { def, handle, payload, unique, .. } = n;
    let ident = &model.ident;
    let idents = model.params.iter().map(|p| &p.ident);
    let tys = model.params.iter().map(|p| &p.ty);
    match &model.custom {
        // The user's functions: parse returns the parameters as a tuple,
        // print takes the handle (its accessors read them).
        Some((parse_fn, print_fn)) => quote! {
            fn __parse(p: &mut __mlir::Parser<'_>, def: &'static #def) -> __mlir::PResult<#handle> {
                let at = p.offset();
                let (#(#idents,)*): (#(#tys,)*) = #parse_fn(p)?;
                let params = #to_params;
                __mlir::finish_parsed(p, at, params, __check, |ctx, params| ctx.#unique(def, params))
            }

            fn __print(p: &mut __mlir::AsmPrinter<'_>, value: &#payload) {
                let handle = p.ctx().#unique(value.def, value.params.to_vec());
                #print_fn(p, #ident(handle));
            }
        },
        None => quote! {
            fn __parse(p: &mut __mlir::Parser<'_>, def: &'static #def) -> __mlir::PResult<#handle> {
                __mlir::parse_kind(p, def.ods_name, &__FORMAT, __check, |ctx, params| {
                    ctx.#unique(def, params)
                })
            }

            fn __print(p: &mut __mlir::AsmPrinter<'_>, value: &#payload) {
                __mlir::print_params(p, &__FORMAT, &value.params);
            }
        },
    }
}

/// The kind as a constraint (`TypeConstraint` or `AttrConstraint`), its
/// values stripped in formats.
fn constraint_impl(model: &KindModel) -> TokenStream {
    let (ident, summary) = (&model.ident, &model.summary);
    // A type without parameters is the only one of its kind: formats may
    // leave it out, and builders infer it (ODS's `builderCall`).
    let buildable = model.params.is_empty().then(|| {
        quote! {
            const BUILDABLE: ::core::option::Option<fn(&__mlir::Context) -> __mlir::Type> =
                ::core::option::Option::Some(|ctx| #ident::get(ctx).0);
        }
    });
    match model.kind {
        Kind::Type => quote! {
            #[automatically_derived]
            impl __mlir::TypeConstraint for #ident {
                fn description() -> ::std::borrow::Cow<'static, str> {
                    ::std::borrow::Cow::Borrowed(#summary)
                }
                fn is_satisfied(ctx: &__mlir::Context, ty: __mlir::Type) -> bool {
                    Self::isa(ctx, ty)
                }
                const STRIPPED: ::core::option::Option<&'static __mlir::TypeDef> =
                    ::core::option::Option::Some(&__DEF);
                #buildable
            }
        },
        Kind::Attr => quote! {
            #[automatically_derived]
            impl __mlir::AttrConstraint for #ident {
                type Value<'a> = #ident;
                fn value(ctx: &__mlir::Context, attr: __mlir::Attribute) -> ::core::option::Option<Self> {
                    Self::try_from(ctx, attr)
                }
                fn to_attr(_: &__mlir::Context, value: Self) -> __mlir::Attribute {
                    value.0
                }
                fn description() -> ::std::borrow::Cow<'static, str> {
                    ::std::borrow::Cow::Borrowed(#summary)
                }
                fn is_satisfied(ctx: &__mlir::Context, attr: __mlir::Attribute) -> bool {
                    Self::isa(ctx, attr)
                }
                fn converts(ctx: &__mlir::Context, attr: __mlir::Attribute) -> bool {
                    Self::isa(ctx, attr)
                }
                const SYNTAX: __mlir::format::AttrSyntax = __mlir::format::AttrSyntax::Stripped(&__DEF);
            }
        },
    }
}
