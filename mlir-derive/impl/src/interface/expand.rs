//! Stage 4: code generation. Next to the trait (extended with the hidden
//! items registration reads), the object-safe model trait `…Model`, its
//! implementation for ops implementing the trait (`ImplModel<O>`), the
//! handle `…Ref` a lookup returns and, with `verify = f`, the `…Trait`
//! marker.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::model::{InterfaceModel, Method};
use super::parse::{InterfaceArgs, InterfaceKind};
use crate::crate_path::private_path;
use crate::spans::at;

/// The names of the generated items.
struct Names {
    model: syn::Ident,
    handle: syn::Ident,
    marker: syn::Ident,
}

fn names(ident: &syn::Ident) -> Names {
    Names {
        model: format_ident!("{}Model", ident),
        handle: format_ident!("{}Ref", ident),
        marker: format_ident!("{}Trait", ident),
    }
}

/// The method's doc comments.
fn docs(method: &Method) -> Vec<&syn::Attribute> {
    method.item.attrs.iter().filter(|a| a.path() == crate::symbol::DOC).collect()
}

/// The value a model's method takes after `&self` when the interface's
/// method takes its implementer: the op, the attribute or the type (a
/// dialect's model is the dialect itself). Its name and type.
fn implementer_param(
    kind: InterfaceKind,
    private: &TokenStream,
) -> Option<(syn::Ident, TokenStream)> {
    let (name, ty) = match kind {
        InterfaceKind::Op => ("op", quote!(#private::Op)),
        InterfaceKind::Attr => ("attr", quote!(#private::Attribute)),
        InterfaceKind::Type => ("ty", quote!(#private::Type)),
        InterfaceKind::Dialect => return None,
    };
    Some((format_ident!("{}", name), ty))
}

/// The model trait's signature of a method: the op after `&self` when the
/// method takes it.
fn model_signature(kind: InterfaceKind, method: &Method, private: &TokenStream) -> TokenStream {
    let sig = &method.item.sig;
    let (name, generics, output) = (&sig.ident, &sig.generics, &sig.output);
    let args = method.args.iter().map(|(n, t)| quote!(#n: #t));
    let value = implementer_param(kind, private)
        .filter(|_| method.takes_op)
        .map(|(name, ty)| quote!(#name: #ty,));
    quote!(fn #name #generics(&self, #value #(#args),*) #output)
}

/// The model trait's default body of a method: the trait's own default,
/// rewritten onto the model (`defaults.rs`), when it uses the implementer
/// only through the interface; the value the model's method takes may go
/// unused.
fn model_default(
    model: &InterfaceModel,
    method: &Method,
    private: &TokenStream,
) -> Option<TokenStream> {
    use quote::ToTokens;
    let body = method.item.default.as_ref()?;
    let names = |static_: bool| -> Vec<String> {
        model
            .methods
            .iter()
            .filter(|m| m.takes_op != static_)
            .map(|m| m.item.sig.ident.to_string())
            .collect()
    };
    let (takes_value, statics) = (names(false), names(true));
    let value = implementer_param(model.kind, private).map(|(name, _)| name);
    let accessor = match model.kind {
        InterfaceKind::Op => Some("as_op"),
        InterfaceKind::Attr => Some("as_attr"),
        InterfaceKind::Type => Some("as_type"),
        InterfaceKind::Dialect => None,
    };
    let rewrite = super::defaults::Rewrite {
        takes_value: &takes_value,
        statics: &statics,
        value: value.as_ref(),
        accessor,
    };
    let stmts = body.stmts.iter().map(ToTokens::to_token_stream).collect::<TokenStream>();
    let rewritten = rewrite.body(stmts)?;
    let unused = value.filter(|_| method.takes_op).map(|name| quote!(let _ = #name;));
    Some(quote!({ #unused #rewritten }))
}

/// The handle's forwarding method.
fn handle_method(kind: InterfaceKind, method: &Method, private: &TokenStream) -> TokenStream {
    let sig = &method.item.sig;
    let (name, generics, output) = (&sig.ident, &sig.generics, &sig.output);
    let docs = docs(method);
    let params = method.args.iter().map(|(n, t)| quote!(#n: #t));
    let names = method.args.iter().map(|(n, _)| n);
    let value = implementer_param(kind, private)
        .filter(|_| method.takes_op)
        .map(|(name, _)| quote!(self.#name,));
    quote! {
        #(#docs)*
        pub fn #name #generics(&self, #(#params),*) #output {
            self.model.#name(#value #(#names),*)
        }
    }
}

/// The model of implementers of the trait: the call on the op's typed
/// handle or on the dialect's value.
fn forwarding_method(
    kind: InterfaceKind,
    method: &Method,
    trait_ident: &syn::Ident,
    private: &TokenStream,
) -> TokenStream {
    let signature = model_signature(kind, method, private);
    let name = &method.item.sig.ident;
    let names = method.args.iter().map(|(n, _)| n);
    let receiver = match kind {
        InterfaceKind::Op => quote!(&<O as #private::OpType>::from_op_unchecked(op)),
        InterfaceKind::Dialect => quote!(&<O as #private::DialectInstance>::INSTANCE),
        InterfaceKind::Attr => quote!(&<O as #private::AttrKindHandle>::from_attr_unchecked(attr)),
        InterfaceKind::Type => quote!(&<O as #private::TypeKindHandle>::from_type_unchecked(ty)),
    };
    let call = if method.takes_op {
        quote!(<O as #trait_ident>::#name(#receiver, #(#names),*))
    } else {
        quote!(<O as #trait_ident>::#name(#(#names),*))
    };
    quote! {
        #[inline]
        #signature {
            #call
        }
    }
}

/// The `TraitDef` an op's trait list gets for the interface when it does
/// not list the marker: the marker's verifier, or a marker without one.
fn verifier_def(model: &InterfaceModel, n: &Names, private: &TokenStream) -> TokenStream {
    match model.verify {
        Some(_) => {
            let marker = &n.marker;
            quote!(<#marker as #private::OpTrait>::DEF)
        }
        None => {
            let name = model.item.ident.to_string();
            quote!(#private::TraitDef::marker(#name, #private::traits::OpTraits::NONE))
        }
    }
}

/// The hidden items added to the trait: the model of ops implementing it
/// and the entries registration stores.
fn hidden_items(model: &InterfaceModel, n: &Names, private: &TokenStream) -> TokenStream {
    let model_trait = &n.model;
    let ident = &model.item.ident;
    let bases = &model.bases;
    quote! {
        #[doc(hidden)]
        const __MODEL: &'static dyn #model_trait = &#private::ImplModel::<Self>::NEW;
        #[doc(hidden)]
        const __MODEL_REF: &'static &'static dyn #model_trait = &<Self as #ident>::__MODEL;
        #[doc(hidden)]
        fn __push_entries(out: &mut ::std::vec::Vec<#private::InterfaceEntry>) {
            out.push(#private::implement::<dyn #model_trait>(<Self as #ident>::__MODEL_REF));
            #(<Self as #bases>::__push_entries(out);)*
        }
    }
}

/// The verifier of an op interface's model, as the key's `verifier()` is
/// the verifier of an op implementing the interface itself: an op given a
/// model (`…Model = MODEL`) without listing the marker runs it after its
/// traits (the `#[op]` macro names `<dyn …Model>::__VERIFIER`).
fn model_verifier(model: &InterfaceModel, n: &Names, private: &TokenStream) -> TokenStream {
    if model.kind != InterfaceKind::Op {
        return TokenStream::new();
    }
    let model_trait = &n.model;
    let verifier = verifier_def(model, n, private);
    quote! {
        impl dyn #model_trait {
            #[doc(hidden)]
            pub const __VERIFIER: #private::TraitDef = #verifier;
        }
    }
}

/// The expansion of a valid interface.
pub(crate) fn expand(model: &InterfaceModel) -> TokenStream {
    let private = private_path(model.crate_path.as_ref());
    let item = &model.item;
    let (vis, ident) = (&item.vis, &item.ident);
    let n = names(ident);
    let interface = interface_trait(model, &n, &private);
    let listed =
        listing_items(model.kind, vis, ident, &verifier_def(model, &n, &private), &private);
    let model_items = model_trait(model, &n, &private);
    let model_verifier = model_verifier(model, &n, &private);
    let handle_methods: Vec<TokenStream> =
        model.methods.iter().map(|m| handle_method(model.kind, m, &private)).collect();
    let summary = &model.summary;
    let parts =
        Handle { vis, ident, names: &n, private: &private, summary, methods: &handle_methods };
    let handle_items = match model.kind {
        InterfaceKind::Op => op_handle(&parts),
        InterfaceKind::Dialect => dialect_handle(&parts),
        InterfaceKind::Attr | InterfaceKind::Type => kind_handle(model.kind, &parts),
    };
    let marker_items = marker_items(model, &n, &private);
    let builtin_items = super::builtin_kinds::builtin_items(model, &private);
    quote! {
        #builtin_items
        #interface

        #listed

        #model_items

        #model_verifier

        #handle_items

        #marker_items
    }
}

/// How the docs name an implementer of the interface: what it is, an
/// example type, the macro listing the interface, and the article's `n`
/// ("an op", "a dialect", "an attribute", "a type").
fn implementer_words(
    kind: InterfaceKind,
) -> (&'static str, &'static str, &'static str, &'static str) {
    let (implementer, example, lister) = match kind {
        InterfaceKind::Op => ("op", "MyOp", "op"),
        InterfaceKind::Dialect => ("dialect", "MyDialect", "dialect"),
        InterfaceKind::Attr => ("attribute", "MyAttr", "attr_def"),
        InterfaceKind::Type => ("type", "MyType", "type_def"),
    };
    let article = if matches!(kind, InterfaceKind::Op | InterfaceKind::Attr) { "n" } else { "" };
    (implementer, example, lister, article)
}

/// The trait as written, its doc extended with what is generated, with
/// the hidden items registration reads and the supertraits every
/// implementer has (its kind's, the listed marker, the bases).
fn interface_trait(model: &InterfaceModel, n: &Names, private: &TokenStream) -> TokenStream {
    let item = &model.item;
    let (vis, ident, attrs, items) = (&item.vis, &item.ident, &item.attrs, &item.items);
    let (model_trait, handle, marker) = (&n.model, &n.handle, &n.marker);
    let (implementer, implementer_example, lister, article) = implementer_words(model.kind);
    let generated_doc = format!(
        "\n\n# Generated\n\n[`{model_trait}`] (the model the interface map stores), [`{handle}`] (a{article} {implementer} seen through the interface){}. A{article} {implementer} implements the trait (`impl {ident} for {implementer_example}`) and lists it in `#[{lister}(interfaces = [{ident}])]`.",
        if model.verify.is_some() {
            format!(
                ", [`{marker}`] (orders the interface's verifier among the op's traits; appended after them when an op does not list it)"
            )
        } else {
            String::new()
        },
    );
    let supertrait = match model.kind {
        InterfaceKind::Op => quote!(#private::OpType),
        InterfaceKind::Dialect => quote!(#private::DialectInstance),
        InterfaceKind::Attr => quote!(#private::AttrKindHandle),
        InterfaceKind::Type => quote!(#private::TypeKindHandle),
    };
    let bases = &model.bases;
    let hidden = hidden_items(model, n, private);
    let listed_ident = crate::names::listed_marker_ident(ident);
    let unimplemented = format!("`{{Self}}` does not implement the interface `{ident}`");
    let unimplemented_note =
        format!("add `impl {ident} for {{Self}}`, or give a model: `{ident}Model = MODEL`");
    quote! {
        #(#attrs)*
        #[doc = #generated_doc]
        #[diagnostic::on_unimplemented(
            message = #unimplemented,
            label = "not implemented",
            note = #unimplemented_note
        )]
        #vis trait #ident: #supertrait + #listed_ident #(+ #bases)* {
            #(#items)*
            #hidden
        }
    }
}

/// The object-safe model trait `…Model`, and its implementation for
/// implementers of the interface (`ImplModel<O>`).
fn model_trait(model: &InterfaceModel, n: &Names, private: &TokenStream) -> TokenStream {
    let (vis, ident) = (&model.item.vis, &model.item.ident);
    let (model_trait, handle) = (&n.model, &n.handle);
    let (implementer, _, _, article) = implementer_words(model.kind);
    let model_doc = format!(
        "The object-safe model of [`{ident}`] that the interface map stores{}. An external model (one crate adding the interface to a{article} {implementer} of another) implements this trait and is attached with [`{handle}::attach`].",
        if model.kind == InterfaceKind::Dialect {
            String::new()
        } else {
            format!(": each method takes the {implementer} explicitly")
        },
    );
    let model_methods = model.methods.iter().map(|m| {
        let docs = docs(m);
        let signature = model_signature(model.kind, m, private);
        match model_default(model, m, private) {
            Some(body) => quote!(#(#docs)* #signature #body),
            None => quote!(#(#docs)* #signature;),
        }
    });
    let forwarding = model.methods.iter().map(|m| forwarding_method(model.kind, m, ident, private));
    quote! {
        #[doc = #model_doc]
        #vis trait #model_trait: ::core::marker::Send + ::core::marker::Sync + 'static {
            #(#model_methods)*
        }

        #[automatically_derived]
        impl<O: #ident> #model_trait for #private::ImplModel<O> {
            #(#forwarding)*
        }
    }
}

/// With `verify = f`: the `…Trait` marker, an op trait whose verifier
/// calls `f` on ops implementing the interface.
fn marker_items(model: &InterfaceModel, n: &Names, private: &TokenStream) -> Option<TokenStream> {
    use syn::spanned::Spanned;
    let f = model.verify.as_ref()?;
    let (vis, ident) = (&model.item.vis, &model.item.ident);
    let (handle, marker) = (&n.handle, &n.marker);
    // At the function's path: a wrong signature is reported there.
    let call = quote::quote_spanned!(at(f.span())=> #f(ir, iface));
    let name = ident.to_string();
    let constructor = if model.verify_with_regions {
        quote::format_ident!("region_verifier")
    } else {
        quote::format_ident!("verifier")
    };
    let marker_doc = format!(
        "The verifier of [`{ident}`], listed with an op's traits where it must run; an op implementing the interface without listing it runs it after its traits."
    );
    Some(quote! {
        #[doc = #marker_doc]
        #vis struct #marker;

        #[automatically_derived]
        impl #private::OpTrait for #marker {
            const DEF: #private::TraitDef = #private::TraitDef::#constructor(#name, #handle::__verify);
            const INTERFACE: &'static str = #name;
        }

        impl #handle {
            #[doc(hidden)]
            pub fn __verify(ir: &#private::IrView, op: #private::Op) -> #private::VerifyResult {
                match #handle::get(ir, op) {
                    ::core::option::Option::Some(iface) => #call,
                    ::core::option::Option::None => ::core::result::Result::Ok(()),
                }
            }
        }
    })
}

/// What implementers' macros name the interface through, besides the
/// trait: a hidden constant named like it (the value namespace, so that
/// whatever brings the trait into scope brings it too, and a name that is
/// no interface is one error), whose type has the interface's key and the
/// calls registration makes on an implementer; and the hidden listed
/// marker, a supertrait of the interface, which implementers listing the
/// interface have (`ListsInterface` under the key, which their macro
/// implements): an `impl Name for X` whose `X` does not list `Name` would
/// register no model, so it is an error at that `impl`.
fn listing_items(
    kind: InterfaceKind,
    vis: &syn::Visibility,
    ident: &syn::Ident,
    verifier: &TokenStream,
    private: &TokenStream,
) -> TokenStream {
    let marker = crate::names::listed_marker_ident(ident);
    let key_type = format_ident!("__{}Key", ident);
    let (what, lister) = match kind {
        InterfaceKind::Op => ("op", "#[op(interfaces = [...])]"),
        InterfaceKind::Dialect => ("dialect", "#[dialect(interfaces = [...])]"),
        InterfaceKind::Attr => ("attribute", "#[attr_def(interfaces = [...])]"),
        InterfaceKind::Type => ("type", "#[type_def(interfaces = [...])]"),
    };
    let message = format!(
        "`{{Self}}` implements the interface `{ident}` but does not list it, so its model is never registered"
    );
    // A builtin kind, or another crate's, cannot list it: it takes an
    // external model instead.
    let external = match kind {
        InterfaceKind::Attr | InterfaceKind::Type => format!(
            "; a builtin kind or another crate's cannot list it: give it a model with `{ident}Ref::attach_builtin` or `{ident}Ref::attach`"
        ),
        _ => String::new(),
    };
    let note = format!("add `{ident}` to the {what}'s `{lister}`{external}");
    let id = quote! {
        #private::interface_id(::core::concat!(::core::module_path!(), "::", ::core::stringify!(#ident)))
    };
    // Not through an implementer: a missing `impl` is reported once, by
    // `push_entries`.
    let verifier = (kind == InterfaceKind::Op).then(|| {
        quote! {
            /// The verifier an op implementing the interface runs.
            pub const fn verifier(self) -> #private::TraitDef {
                #verifier
            }
        }
    });
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        #[derive(Copy, Clone)]
        #vis struct #key_type;

        #[doc(hidden)]
        #[allow(non_upper_case_globals)]
        #vis const #ident: #key_type = #key_type;

        #[doc(hidden)]
        impl #key_type {
            /// The interface's key in `ListsInterface`.
            pub const fn id(self) -> u64 {
                #id
            }

            /// Pushes the interface-map entries of implementer `T`.
            pub fn push_entries<T: #ident>(self, out: &mut ::std::vec::Vec<#private::InterfaceEntry>) {
                <T as #ident>::__push_entries(out)
            }

            #verifier
        }

        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        #[diagnostic::on_unimplemented(message = #message, label = "not listed", note = #note)]
        #vis trait #marker {}

        #[diagnostic::do_not_recommend]
        impl<T: #private::ListsInterface<{ #id }>> #marker for T {}
    }
}

/// What the handle's expansion needs.
struct Handle<'a> {
    vis: &'a syn::Visibility,
    ident: &'a syn::Ident,
    names: &'a Names,
    private: &'a TokenStream,
    summary: &'a str,
    methods: &'a [TokenStream],
}

/// The handle of an op interface: the op and its model.
fn op_handle(h: &Handle<'_>) -> TokenStream {
    let Handle { vis, ident, names, private, summary, methods } = h;
    let (model_trait, handle) = (&names.model, &names.handle);
    let handle_doc = format!(
        "An op seen through its [`{ident}`] interface (MLIR's `dyn_cast<{ident}>(op)`): [`{handle}::get`] looks the model up, and each method calls it on the op."
    );
    quote! {
        #[doc = #handle_doc]
        #[derive(Copy, Clone)]
        #vis struct #handle {
            op: #private::Op,
            model: &'static dyn #model_trait,
        }

        impl #handle {
            /// The interface's one-line summary.
            pub const SUMMARY: &'static str = #summary;

            /// `op` through the interface, when its registration attached a
            /// model (its own or an external one).
            pub fn get(ir: &#private::IrView, op: #private::Op) -> ::core::option::Option<#handle> {
                op.interface::<dyn #model_trait>(ir).map(|model| #handle { op, model })
            }

            /// The op.
            pub fn op(self) -> #private::Op {
                self.op
            }

            /// The model the interface map holds for the op.
            pub fn model(self) -> &'static dyn #model_trait {
                self.model
            }

            /// Attaches an external model to op `O` in every context the
            /// registry is loaded into (before `O` registers, as MLIR's
            /// `attachInterface` in a registry extension).
            pub fn attach<O: #private::OpType>(
                registry: &mut #private::DialectRegistry,
                model: &'static &'static dyn #model_trait,
            ) {
                let entry = #private::implement::<dyn #model_trait>(model);
                registry.add_extension(move |ctx| {
                    // Loading a registry twice attaches twice: the first wins.
                    let _ = ctx.attach_interface(<O as #private::OpType>::DEF.name, entry);
                });
            }

            #(#methods)*
        }

        impl ::core::fmt::Debug for #handle {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_tuple(::core::stringify!(#handle)).field(&self.op).finish()
            }
        }
    }
}

/// The handle of a dialect interface: the dialect's model, found by
/// namespace (MLIR's `dialect->getRegisteredInterface<I>()`).
fn dialect_handle(h: &Handle<'_>) -> TokenStream {
    let Handle { vis, ident, names, private, summary, methods } = h;
    let (model_trait, handle) = (&names.model, &names.handle);
    let handle_doc = format!(
        "A dialect seen through its [`{ident}`] interface: [`{handle}::get`] looks the model up by namespace, [`{handle}::of_op`] for an op's dialect."
    );
    quote! {
        #[doc = #handle_doc]
        #[derive(Copy, Clone)]
        #vis struct #handle {
            model: &'static dyn #model_trait,
        }

        impl #handle {
            /// The interface's one-line summary.
            pub const SUMMARY: &'static str = #summary;

            /// Dialect `namespace` through the interface, when it (or an
            /// extension) attached a model.
            pub fn get(ctx: &#private::Context, namespace: &str) -> ::core::option::Option<#handle> {
                ctx.dialect_interface::<dyn #model_trait>(namespace).map(|model| #handle { model })
            }

            /// The dialect of `op` through the interface.
            pub fn of_op(ir: &#private::IrView, op: #private::Op) -> ::core::option::Option<#handle> {
                Self::get(ir.ctx(), op.name(ir).dialect(ir.ctx()))
            }

            /// The model the dialect's interface map holds.
            pub fn model(self) -> &'static dyn #model_trait {
                self.model
            }

            /// Attaches an external model to dialect `namespace` in every
            /// context the registry is loaded into (the dialect's own model,
            /// if it has one, comes first and stays).
            pub fn attach(
                registry: &mut #private::DialectRegistry,
                namespace: &'static str,
                model: &'static &'static dyn #model_trait,
            ) {
                let entry = #private::implement::<dyn #model_trait>(model);
                registry.add_extension(move |ctx| ctx.attach_dialect_interface(namespace, entry));
            }

            #(#methods)*
        }

        impl ::core::fmt::Debug for #handle {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(::core::stringify!(#handle))
            }
        }
    }
}

/// The handle of an attribute or type interface: the value and its
/// kind's model.
fn kind_handle(kind: InterfaceKind, h: &Handle<'_>) -> TokenStream {
    let Handle { vis, ident, names, private, summary, methods } = h;
    let (model_trait, handle) = (&names.model, &names.handle);
    let (field, value_ty, kind_trait, def, builtin_kind, builtin_variant) = match kind {
        InterfaceKind::Attr => (
            format_ident!("attr"),
            quote!(#private::Attribute),
            quote!(#private::DialectAttrKind),
            quote!(ATTR_DEF),
            quote!(#private::BuiltinAttrKind),
            quote!(BuiltinAttr),
        ),
        _ => (
            format_ident!("ty"),
            quote!(#private::Type),
            quote!(#private::DialectTypeKind),
            quote!(TYPE_DEF),
            quote!(#private::BuiltinTypeKind),
            quote!(BuiltinType),
        ),
    };
    let what = if kind == InterfaceKind::Attr { "attribute" } else { "type" };
    let handle_doc = format!(
        "A{} {what} seen through its [`{ident}`] interface (MLIR's `dyn_cast<{ident}>`): [`{handle}::get`] looks its kind's model up, and each method calls it on the {what}.",
        if kind == InterfaceKind::Attr { "n" } else { "" }
    );
    quote! {
        #[doc = #handle_doc]
        #[derive(Copy, Clone)]
        #vis struct #handle {
            #field: #value_ty,
            model: &'static dyn #model_trait,
        }

        impl #handle {
            /// The interface's one-line summary.
            pub const SUMMARY: &'static str = #summary;

            /// The value through the interface, when its kind registered a
            /// model (its own or an external one).
            pub fn get(ctx: &#private::Context, #field: #value_ty) -> ::core::option::Option<#handle> {
                #field.interface::<dyn #model_trait>(ctx).map(|model| #handle { #field, model })
            }

            /// The value.
            pub fn #field(self) -> #value_ty {
                self.#field
            }

            /// The model its kind holds.
            pub fn model(self) -> &'static dyn #model_trait {
                self.model
            }

            /// Attaches an external model to kind `K` in every context the
            /// registry is loaded into (the kind's own, if it has one, wins).
            pub fn attach<K: #kind_trait>(
                registry: &mut #private::DialectRegistry,
                model: &'static &'static dyn #model_trait,
            ) {
                let entry = #private::implement::<dyn #model_trait>(model);
                let kind = #private::KindId::Dialect(::core::ptr::from_ref(<K as #kind_trait>::#def) as usize);
                registry.add_extension(move |ctx| ctx.attach_kind_interface(kind, entry));
            }

            /// Attaches an external model to a builtin kind in every context
            /// the registry is loaded into (the builtin kind's own model, if
            /// it has one, wins).
            pub fn attach_builtin(
                registry: &mut #private::DialectRegistry,
                kind: #builtin_kind,
                model: &'static &'static dyn #model_trait,
            ) {
                let entry = #private::implement::<dyn #model_trait>(model);
                let kind = #private::KindId::#builtin_variant(kind);
                registry.add_extension(move |ctx| ctx.attach_kind_interface(kind, entry));
            }

            #(#methods)*
        }

        impl ::core::fmt::Debug for #handle {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_tuple(::core::stringify!(#handle)).field(&self.#field).finish()
            }
        }
    }
}

/// What stands in for an interface with errors: the trait with its hidden
/// items, an empty model trait and the handle, so ops naming it add
/// nothing to the real error.
pub(crate) fn stub(item: &syn::ItemTrait, parsed: &InterfaceArgs) -> TokenStream {
    let private = private_path(parsed.crate_path.as_ref());
    let (vis, ident, attrs) = (&item.vis, &item.ident, &item.attrs);
    let n = names(ident);
    let (model_trait, handle) = (&n.model, &n.handle);
    let name = ident.to_string();
    let fns = item.items.iter().filter(|i| matches!(i, syn::TraitItem::Fn(_)));
    let kind = parsed.kind.map_or(InterfaceKind::Op, |(kind, _)| kind);
    let verifier = quote!(#private::TraitDef::marker(#name, #private::traits::OpTraits::NONE));
    let listed = listing_items(kind, vis, ident, &verifier, &private);
    quote! {
        #listed
        #(#attrs)*
        #vis trait #ident: #private::OpType {
            #(#fns)*
            #[doc(hidden)]
            fn __push_entries(_: &mut ::std::vec::Vec<#private::InterfaceEntry>) {}
        }
        #vis trait #model_trait {}
        #vis struct #handle;
    }
}
