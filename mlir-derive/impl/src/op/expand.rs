//! Stage 4: the generated code. Per op it emits the handle type, static
//! tables describing its parts (verified by the shared runtime in
//! `mlir_core::op_invariants`), the `OpDef`, the `OpType`/`OpNameConst`
//! impls, accessors and `register`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;

use super::check::CheckedOp;
use super::format::expand_format;
use super::hook::OpHook;
use super::model::{Arity, AttrField, OpModel, PartField, Segments};
use super::parse::OpArgs;
use super::value_types::{as_named_value, field_may_borrow, field_value_type, from_named_value};
use crate::crate_path::private_path;

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
        |t: &syn::Type| super::model::last_segment(t).is_some_and(|n| n.ends_with("Interface"));
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
        quote! {
            const _: () = {
                use #private as __mlir;
                #(const _: ::core::marker::PhantomData<#field_types> = ::core::marker::PhantomData;)*
                #(const _: ::core::marker::PhantomData<#arg_types> = ::core::marker::PhantomData;)*
                #(const _: () = { fn uses<T: #interfaces_as_traits>() {} };)*
                #(const _: () = { let _ = #own_interfaces; };)*

                static DEF: __mlir::OpDef = __mlir::OpDef::new("", __mlir::TraitList::EMPTY);

                #[automatically_derived]
                impl __mlir::OpType for #ident {
                    const DEF: &'static __mlir::OpDef = &DEF;
                    fn register_op(_: &__mlir::Context) {}
                    fn from_op_unchecked(op: __mlir::Op) -> Self {
                        Self { op }
                    }
                    fn as_op(self) -> __mlir::Op {
                        self.op
                    }
                }

                #[automatically_derived]
                impl __mlir::OpNameConst for #ident {
                    const NAME: &'static str = "";
                }

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

fn arity_tokens(arity: Arity) -> TokenStream {
    match arity {
        Arity::Single => quote!(__mlir::Arity::Single),
        Arity::Optional => quote!(__mlir::Arity::Optional),
        Arity::Variadic => quote!(__mlir::Arity::Variadic),
    }
}

/// The `ValueGroups` of operands or results.
fn value_groups(parts: &[PartField], segments: Segments) -> TokenStream {
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
fn count_trait(parts: &[PartField], kind: &str) -> TokenStream {
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
fn value_accessors(parts: &[PartField], table: &syn::Ident, what: &str) -> Vec<TokenStream> {
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
fn named(name: &syn::Ident, what: &str) -> String {
    let name = name.unraw().to_string();
    if name == what { format!("The {name}") } else { format!("The `{name}` {what}") }
}

/// Accessors of regions (`region`) or successors (`successor`).
fn indexed_accessors(parts: &[PartField], what: &str) -> Vec<TokenStream> {
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

/// The builder parameter of an operand or result-type group named `name`
/// (`T`, `Option<T>` or `&[T]` by arity) and the statement appending it to
/// the state's `field`.
fn group_param(
    name: &syn::Ident,
    arity: Arity,
    element: TokenStream,
    field: TokenStream,
) -> (TokenStream, TokenStream) {
    match arity {
        Arity::Single => (quote!(#name: #element), quote!(state.#field.push(#name);)),
        Arity::Optional => {
            (quote!(#name: ::core::option::Option<#element>), quote!(state.#field.extend(#name);))
        }
        Arity::Variadic => {
            (quote!(#name: &[#element]), quote!(state.#field.extend_from_slice(#name);))
        }
    }
}

/// The typed builder, parameters in ODS's order: result types, then
/// operands and attributes in declaration order, then successors and the
/// number of regions of a variadic region group. Attribute slots are filled
/// in property order whatever the parameter order.
fn builder(model: &OpModel, format: Option<&super::format::ResolvedFormat>) -> TokenStream {
    let mut params = Vec::new();
    let mut fill = Vec::new();
    for p in &model.results {
        let name = format_ident!("{}_type", p.name);
        let (param, push) = group_param(&name, p.arity, quote!(__mlir::Type), quote!(result_types));
        params.push(param);
        fill.push(push);
    }
    let (result_params, result_fill) = (params.len(), fill.len());
    let mut defaulted = Vec::new();
    for &(is_attr, index) in &model.arguments {
        if is_attr {
            let a = &model.attrs[index];
            let (name, c) = (&a.name, &a.constraint);
            // Spanned at the constraint, so a wrong one is reported there.
            let value = field_value_type(a, &quote!('_));
            let optional = quote_spanned!(c.span()=> ::core::option::Option<#value>);
            // The argument spanned at the constraint too (its type is the
            // constraint's value).
            let v = from_named_value(a, quote_spanned!(c.span()=> v));
            let to_attr = quote_spanned!(c.span()=> <#c as __mlir::AttrConstraint>::to_attr(builder.ctx(), #v));
            if a.default.is_some() {
                // Last, as `Option`: `None` takes the default.
                defaulted.push(quote!(#name: #optional));
                fill.push(
                    quote_spanned!(c.span()=> state.props[#index] = #name.map(|v| #to_attr);),
                );
            } else if a.required {
                params.push(quote!(#name: #value));
                fill.push(quote_spanned! {c.span()=>
                    state.props[#index] = ::core::option::Option::Some({ let v = #name; #to_attr });
                });
            } else if is_flag(a) {
                params.push(quote!(#name: bool));
                fill.push(quote!(state.props[#index] = #name.then(|| builder.ctx().unit_attr());));
            } else {
                params.push(quote!(#name: #optional));
                fill.push(
                    quote_spanned!(c.span()=> state.props[#index] = #name.map(|v| #to_attr);),
                );
            }
            continue;
        }
        let p = &model.operands[index];
        let (param, push) = group_param(&p.name, p.arity, quote!(__mlir::Value), quote!(operands));
        params.push(param);
        fill.push(push);
    }
    for p in &model.successors {
        let name = &p.name;
        if p.arity == Arity::Variadic {
            params.push(quote!(#name: &[__mlir::Block]));
            fill.push(quote!(state.successors.extend_from_slice(#name);));
        } else {
            params.push(quote!(#name: __mlir::Block));
            fill.push(quote!(state.successors.push(#name);));
        }
    }
    params.extend(defaulted);
    let groups = [
        (&model.operands, model.operand_segments, false),
        (&model.results, model.result_segments, true),
    ];
    for (parts, segments, results) in groups {
        let Segments::Sized(slot) = segments else { continue };
        let sizes = parts.iter().map(|p| {
            let name = if results { format_ident!("{}_type", p.name) } else { p.name.clone() };
            match p.arity {
                Arity::Single => quote!(1),
                Arity::Optional => quote!(i32::from(#name.is_some())),
                Arity::Variadic => quote!(#name.len() as i32),
            }
        });
        fill.push(quote! {
            state.props[#slot] = ::core::option::Option::Some(
                builder.ctx().dense_i32_array(&[#(#sizes),*]),
            );
        });
    }
    let num_attrs = model.attrs.len();
    let single_regions = model.regions.iter().filter(|p| p.arity == Arity::Single).count();
    fill.push(quote!(state.num_new_regions = #single_regions;));
    if let Some(p) = model.regions.iter().find(|p| p.arity == Arity::Variadic) {
        let name = format_ident!("num_{}", p.name);
        params.push(quote!(#name: usize));
        fill.push(quote!(state.num_new_regions += #name;));
    }
    let (inferred_params, inferred_fill) = (&params[result_params..], &fill[result_fill..]);
    let inferred = match inference(model) {
        Some(mode) => Some((mode, None)),
        None => derived_result_types(model, format).map(|code| (quote!(), Some(code))),
    };
    let inferred = inferred.map(|(mode, derived)| {
        let (params, fill) = (inferred_params, inferred_fill);
        if let Some(derived) = derived {
            return quote! {
                /// Creates the op like [`build`](Self::build), with its result
                /// types derived as its assembly format derives them (from
                /// `type_from` fields, `via` functions, typed attributes and
                /// buildable constraints); fails without creating anything
                /// when a type cannot be derived.
                #[allow(clippy::too_many_arguments)]
                pub fn build_inferred(
                    builder: &mut impl __mlir::OpBuilder,
                    loc: __mlir::Location,
                    #(#params),*
                ) -> ::core::result::Result<Self, __mlir::Diagnostic> {
                    let name = builder.ctx().op_name(NAME);
                    let mut state = __mlir::OperationState::new(name, loc);
                    state.props = ::std::vec![::core::option::Option::None; #num_attrs];
                    #(#fill)*
                    __mlir::fill_prop_defaults(builder.ctx(), &mut state);
                    state.result_types = {
                        let ir: &__mlir::IrView = builder;
                        let ctx = ir.ctx();
                        #derived
                    };
                    ::core::result::Result::Ok(Self { op: __mlir::OpBuilder::build(builder, state) })
                }
            };
        }
        quote! {
            /// Creates the op like [`build`](Self::build), with its result
            /// types inferred (from its type-inference model, or as the
            /// first operand's type); fails without creating anything when
            /// they cannot be inferred.
            #[allow(clippy::too_many_arguments)]
            pub fn build_inferred(
                builder: &mut impl __mlir::OpBuilder,
                loc: __mlir::Location,
                #(#params),*
            ) -> ::core::result::Result<Self, __mlir::Diagnostic> {
                let name = builder.ctx().op_name(NAME);
                let mut state = __mlir::OperationState::new(name, loc);
                state.props = ::std::vec![::core::option::Option::None; #num_attrs];
                #(#fill)*
                state.result_types = __mlir::infer_state_result_types(builder, &mut state, #mode)?;
                ::core::result::Result::Ok(Self { op: __mlir::OpBuilder::build(builder, state) })
            }
        }
    });
    quote! {
        /// Creates the op at the builder's insertion point, with empty
        /// regions, and returns its handle. Nothing is verified here.
        #[allow(clippy::too_many_arguments)]
        pub fn build(builder: &mut impl __mlir::OpBuilder, loc: __mlir::Location, #(#params),*) -> Self {
            let name = builder.ctx().op_name(NAME);
            let mut state = __mlir::OperationState::new(name, loc);
            state.props = ::std::vec![::core::option::Option::None; #num_attrs];
            #(#fill)*
            Self { op: __mlir::OpBuilder::build(builder, state) }
        }
        #inferred
    }
}

/// Whether an optional attribute is a unit flag (`Option<UnitAttr>`), which
/// accessors and builders speak as `bool`, as ODS does.
pub(crate) fn is_flag(a: &AttrField) -> bool {
    !a.required
        && matches!(&a.constraint, syn::Type::Path(p)
            if p.path.segments.last().is_some_and(|s| s.ident == "UnitAttr"))
}

/// The accessors of attribute slot `slot`: `x(ir)` gives the value the
/// attribute stands for (the constraint's `Value`), `x_attr(ir)` the
/// attribute; `set_x` and `set_x_attr` write them.
fn attr_accessors(slot: usize, a: &AttrField) -> TokenStream {
    let (name, c, mlir_name) = (&a.name, &a.constraint, &a.mlir_name);
    let raw = format_ident!("{}_attr", a.name);
    let setter = format_ident!("set_{}", a.name);
    let raw_setter = format_ident!("set_{}_attr", a.name);
    // Spanned at the constraint, so a wrong one is reported there.
    let value = field_value_type(a, &quote!('_));
    let value_of_ir = field_value_type(a, &quote!('ir));
    // `<'ir>` only where the value may borrow: `fn x(self, ir: &IrView) -> i64`.
    let (generics, ir_ref) = if field_may_borrow(a) {
        (quote!(<'ir>), quote!(&'ir __mlir::IrView))
    } else {
        (quote!(), quote!(&__mlir::IrView))
    };
    // `Option<…>` of the value needs it sized: spanned at the constraint too.
    let optional = quote_spanned!(c.span()=> ::core::option::Option<#value>);
    let optional_of_ir = quote_spanned!(c.span()=> ::core::option::Option<#value_of_ir>);
    let to_attr = quote_spanned!(c.span()=> <#c as __mlir::AttrConstraint>::to_attr);
    let value_of = quote_spanned!(c.span()=> <#c as __mlir::AttrConstraint>::value);
    // The closure's parameter has the constraint's value type: spanned
    // there too, so a wrong constraint is one error at its span.
    let (v, named) = (
        from_named_value(a, quote_spanned!(c.span()=> v)),
        from_named_value(a, quote_spanned!(c.span()=> value)),
    );
    let map_to_attr = quote_spanned!(c.span()=> value.map(|v| #to_attr(ir.ctx(), #v)));
    let value_to_attr = quote_spanned!(c.span()=> #to_attr(ir.ctx(), #named));
    // The calls whose result is the value: spanned there for the same reason.
    let read_required = as_named_value(
        a,
        quote_spanned!(c.span()=> __mlir::attr_value(ir, self.op, #slot, #mlir_name, #value_of)),
    );
    let read_defaulted = as_named_value(
        a,
        quote_spanned!(c.span()=> __mlir::value_of_attr(ir.ctx(), attr, #mlir_name, #value_of)),
    );
    // An optional one's value, mapped to the named type when there is one.
    let named_some = a.value.is_some().then(|| {
        let v = as_named_value(a, quote_spanned!(c.span()=> v));
        quote!(.map(|v| #v))
    });
    if a.required {
        let doc =
            format!("The value of the `{mlir_name}` attribute (panics on IR that did not verify).");
        let raw_doc = format!("The `{mlir_name}` attribute (panics on IR that did not verify).");
        quote! {
            #[doc = #doc]
            pub fn #name #generics(self, ir: #ir_ref) -> #value_of_ir {
                #read_required
            }
            #[doc = #raw_doc]
            pub fn #raw(self, ir: &__mlir::IrView) -> __mlir::Attribute {
                __mlir::required_attr(ir, self.op, #slot, #mlir_name)
            }
            #[doc = concat!("Sets the `", #mlir_name, "` attribute to the one standing for `value`.")]
            pub fn #setter(self, ir: &mut __mlir::IrView, value: #value) {
                let attr = #value_to_attr;
                ir.set_prop(self.op, #slot, ::core::option::Option::Some(attr));
            }
            #[doc = concat!("Sets the `", #mlir_name, "` attribute.")]
            pub fn #raw_setter(self, ir: &mut __mlir::IrView, attr: __mlir::Attribute) {
                ir.set_prop(self.op, #slot, ::core::option::Option::Some(attr));
            }
        }
    } else if a.default.is_some() {
        let default = format_ident!("default_{slot}");
        quote! {
            #[doc = concat!("The value of the `", #mlir_name, "` attribute, or its default when absent.")]
            pub fn #name #generics(self, ir: #ir_ref) -> #value_of_ir {
                let attr = self.op.props(ir).get(#slot).copied().flatten();
                let attr = attr.unwrap_or_else(|| #default(ir.ctx()));
                #read_defaulted
            }
            #[doc = concat!("The `", #mlir_name, "` attribute, when present.")]
            pub fn #raw(self, ir: &__mlir::IrView) -> ::core::option::Option<__mlir::Attribute> {
                self.op.props(ir).get(#slot).copied().flatten()
            }
            #[doc = concat!("Sets or removes (back to the default) the `", #mlir_name, "` attribute by its value.")]
            pub fn #setter(self, ir: &mut __mlir::IrView, value: #optional) {
                let attr = #map_to_attr;
                ir.set_prop(self.op, #slot, attr);
            }
            #[doc = concat!("Sets or removes the `", #mlir_name, "` attribute.")]
            pub fn #raw_setter(self, ir: &mut __mlir::IrView, attr: ::core::option::Option<__mlir::Attribute>) {
                ir.set_prop(self.op, #slot, attr);
            }
        }
    } else if is_flag(a) {
        quote! {
            #[doc = concat!("Whether the `", #mlir_name, "` flag is set.")]
            pub fn #name(self, ir: &__mlir::IrView) -> bool {
                self.op.props(ir).get(#slot).copied().flatten().is_some()
            }
            #[doc = concat!("The `", #mlir_name, "` attribute, when present.")]
            pub fn #raw(self, ir: &__mlir::IrView) -> ::core::option::Option<__mlir::Attribute> {
                self.op.props(ir).get(#slot).copied().flatten()
            }
            #[doc = concat!("Sets or clears the `", #mlir_name, "` flag.")]
            pub fn #setter(self, ir: &mut __mlir::IrView, value: bool) {
                let attr = value.then(|| ir.ctx().unit_attr());
                ir.set_prop(self.op, #slot, attr);
            }
            #[doc = concat!("Sets or removes the `", #mlir_name, "` attribute.")]
            pub fn #raw_setter(self, ir: &mut __mlir::IrView, attr: ::core::option::Option<__mlir::Attribute>) {
                ir.set_prop(self.op, #slot, attr);
            }
        }
    } else {
        // Spanned at the constraint like the signature: a wrong constraint
        // is then reported once, there (rustc merges identical errors).
        let read_optional = quote_spanned! {c.span()=>
            match self.op.props(ir).get(#slot).copied().flatten() {
                ::core::option::Option::Some(attr) => #value_of(ir.ctx(), attr)#named_some,
                ::core::option::Option::None => ::core::option::Option::None,
            }
        };
        quote! {
            #[doc = concat!("The value of the `", #mlir_name, "` attribute, when present.")]
            pub fn #name #generics(self, ir: #ir_ref) -> #optional_of_ir {
                #read_optional
            }
            #[doc = concat!("The `", #mlir_name, "` attribute, when present.")]
            pub fn #raw(self, ir: &__mlir::IrView) -> ::core::option::Option<__mlir::Attribute> {
                self.op.props(ir).get(#slot).copied().flatten()
            }
            #[doc = concat!("Sets or removes the `", #mlir_name, "` attribute by its value.")]
            pub fn #setter(self, ir: &mut __mlir::IrView, value: #optional) {
                let attr = #map_to_attr;
                ir.set_prop(self.op, #slot, attr);
            }
            #[doc = concat!("Sets or removes the `", #mlir_name, "` attribute.")]
            pub fn #raw_setter(self, ir: &mut __mlir::IrView, attr: ::core::option::Option<__mlir::Attribute>) {
                ir.set_prop(self.op, #slot, attr);
            }
        }
    }
}

/// The operand adaptor: a named wrapper over the runtime's
/// `OperandAdaptor`, declared beside the handle, and its methods (inside
/// the const block, where `OPERANDS` is).
fn adaptor(model: &OpModel, private: &TokenStream) -> (TokenStream, TokenStream) {
    let (vis, ident) = (&model.vis, &model.ident);
    let adaptor = format_ident!("{}Adaptor", ident);
    let doc = format!(
        "The operands of [`{ident}`] given as a plain slice, divided into its operand groups as the op divides them. `T` is what each operand holds: a `Value`, or the values replacing it in a 1:N conversion."
    );
    let decl = quote! {
        #[doc = #doc]
        #[derive(Clone, Debug)]
        #vis struct #adaptor<'a, T = #private::Value> {
            inner: #private::OperandAdaptor<'a, T>,
        }
    };
    let accessors = model.operands.iter().enumerate().map(|(i, p)| {
        let name = &p.name;
        match p.arity {
            Arity::Single => {
                let doc = format!(
                    "{} (panics when the operands do not fit the op).",
                    named(name, "operand")
                );
                quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> &'a T { self.inner.single(#i) }
                }
            }
            Arity::Optional => {
                let doc = format!("{}, when present.", named(name, "operand"));
                quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> ::core::option::Option<&'a T> { self.inner.optional(#i) }
                }
            }
            Arity::Variadic => {
                let doc = format!("{}.", named(name, "operands"));
                quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> &'a [T] { self.inner.group(#i) }
                }
            }
        }
    });
    let new = if matches!(model.operand_segments, Segments::Sized(_)) {
        quote! {
            /// Divides `operands` by `segment_sizes` (the op's
            /// `operandSegmentSizes`).
            pub fn new(operands: &'a [T], segment_sizes: &[i32]) -> Self {
                Self { inner: __mlir::OperandAdaptor::new(operands, &OPERANDS, ::core::option::Option::Some(segment_sizes)) }
            }
        }
    } else {
        quote! {
            /// Divides `operands` among the op's operand groups.
            pub fn new(operands: &'a [T]) -> Self {
                Self { inner: __mlir::OperandAdaptor::new(operands, &OPERANDS, ::core::option::Option::None) }
            }
        }
    };
    let methods = quote! {
        #[automatically_derived]
        impl<'a, T> #adaptor<'a, T> {
            #new

            /// Divides `operands` as `op`'s operands are divided.
            pub fn for_op(operands: &'a [T], ir: &__mlir::IrView, op: #ident) -> Self {
                Self { inner: __mlir::OperandAdaptor::for_op(operands, &OPERANDS, ir, op.op) }
            }

            /// All operands (named so an operand called `operands` keeps
            /// its accessor).
            pub fn all_operands(&self) -> &'a [T] {
                self.inner.values()
            }

            #(#accessors)*
        }
    };
    (decl, methods)
}

/// How a builder without result types can infer them, when it can: the
/// op's `InferTypeOpInterface` model (`None`), or ODS's rule for
/// `SameOperandsAndResultType` (every result has the first operand's type:
/// `Some(number of results)`).
fn inference(model: &OpModel) -> Option<TokenStream> {
    if matches!(model.result_segments, Segments::Sized(_)) || model.results.is_empty() {
        return None;
    }
    let names = |t: &syn::Type| match t {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    };
    if super::format::expand::lists_interface(model, "InferTypeOpInterface") {
        return Some(quote!(::core::option::Option::None));
    }
    let same_type =
        model.traits.iter().any(|t| names(t).as_deref() == Some("SameOperandsAndResultType"));
    let singles = model.results.iter().all(|r| r.arity == Arity::Single);
    (same_type && singles && !model.operands.is_empty()).then(|| {
        let n = model.results.len();
        quote!(::core::option::Option::Some(#n))
    })
}

/// Where `build_inferred` takes one result group's types from: the group
/// or attribute `type_from` names, or the constraint's buildable type.
enum Derived<'a> {
    From(&'a PartField, Source),
    Buildable(&'a syn::Type),
}

/// What a `type_from` names.
#[derive(Copy, Clone)]
enum Source {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

/// The block computing every result type when each result group's type is
/// derived as the format derives it, without the op's other inference
/// means: `type_from` (with `via`, `via_list` or `via_range`) naming an
/// operand, an attribute or another such result, or a buildable constraint
/// the format leaves the type to. `None` when a result is left to none of
/// these (a type the format writes, or no format and no `type_from`), when
/// `type_from`s name each other in a cycle, or when a segment property
/// sizes the results (their sizes are the result type parameters).
fn derived_result_types(
    model: &OpModel,
    format: Option<&super::format::ResolvedFormat>,
) -> Option<TokenStream> {
    if matches!(model.result_segments, Segments::Sized(_)) || model.results.is_empty() {
        return None;
    }
    let mut derived = Vec::new();
    for (i, part) in model.results.iter().enumerate() {
        derived.push(match &part.type_from {
            Some(from) => {
                let source = if let Some(j) = model.operands.iter().position(|p| p.name == *from) {
                    Source::Operand(j)
                } else if let Some(j) = model.results.iter().position(|p| p.name == *from) {
                    Source::Result(j)
                } else {
                    Source::Attr(model.attrs.iter().position(|a| a.name == *from)?)
                };
                Derived::From(part, source)
            }
            None if format.is_some_and(|f| f.builds_result(model, i)) => {
                Derived::Buildable(&part.constraint)
            }
            None => return None,
        });
    }
    // Results derived from results come after them.
    let mut order = Vec::new();
    let mut done = vec![false; derived.len()];
    while order.len() < derived.len() {
        let next = (0..derived.len()).find(|&i| {
            !done[i]
                && match derived[i] {
                    Derived::From(_, Source::Result(j)) => done[j],
                    _ => true,
                }
        })?;
        done[next] = true;
        order.push(next);
    }
    let var = |i: usize| format_ident!("__types_{}", i);
    let steps = order.iter().map(|&i| {
        let target = var(i);
        let result = model.results[i].name.unraw().to_string();
        let types = match &derived[i] {
            Derived::Buildable(c) => quote_spanned! {c.span()=>
                ::std::vec![(<#c as __mlir::TypeConstraint>::BUILDABLE
                    .expect("the format checks that the constraint builds a type"))(ctx)]
            },
            Derived::From(_, Source::Attr(slot)) => {
                let name = &model.attrs[*slot].mlir_name;
                quote! {
                    ::std::vec![__mlir::attr_source_type(ctx, loc, state.props[#slot], #name, #result)?]
                }
            }
            Derived::From(part, source) => {
                let (group, name, constraint) = match *source {
                    Source::Operand(j) => {
                        let p = &model.operands[j];
                        let name = &p.name;
                        let group = match p.arity {
                            Arity::Single => quote!(::std::vec![#name.ty(ir)]),
                            Arity::Optional | Arity::Variadic => quote!(
                                #name.iter().map(|v| v.ty(ir)).collect::<::std::vec::Vec<__mlir::Type>>()
                            ),
                        };
                        (group, name.unraw().to_string(), &p.constraint)
                    }
                    Source::Result(j) => {
                        let v = var(j);
                        let p = &model.results[j];
                        (quote!(#v.clone()), p.name.unraw().to_string(), &p.constraint)
                    }
                    Source::Attr(_) => unreachable!("handled above"),
                };
                let first = quote!(__mlir::first_source_type(loc, &group, #name, #result)?);
                match (&part.via, part.via_kind) {
                    (None, _) => quote!({ let group = #group; ::std::vec![#first] }),
                    (Some(via), super::model::ViaKind::One) => quote!({
                        let group = #group;
                        let ty = __mlir::checked_source_type(
                            ctx,
                            loc,
                            #first,
                            #name,
                            <#constraint as __mlir::TypeConstraint>::is_satisfied,
                            <#constraint as __mlir::TypeConstraint>::description,
                        )?;
                        ::std::vec![#via(ctx, ty)]
                    }),
                    (Some(via), super::model::ViaKind::List) => {
                        quote!({ let group = #group; #via(ctx, #first) })
                    }
                    (Some(via), super::model::ViaKind::Range) => {
                        quote!({ let group = #group; #via(ctx, &group) })
                    }
                }
            }
        };
        quote!(let #target: ::std::vec::Vec<__mlir::Type> = #types;)
    });
    let all = (0..model.results.len()).map(var);
    Some(quote! {
        #(#steps)*
        [#(#all),*].concat()
    })
}

/// One static per interface model (`&'static dyn Interface`, so a model
/// that does not implement the interface is an error at its span) and the
/// statements pushing the interface-map entries registration passes: an
/// `#[interface]` the op implements itself pushes its own (and its base
/// interfaces'), through the trait, so an op that does not implement it is
/// an error at the interface's name.
fn interfaces(model: &OpModel) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let ident = &model.ident;
    let mut statics = Vec::new();
    let mut entries = Vec::new();
    for (i, (interface, value)) in model.interfaces.iter().enumerate() {
        match value {
            Some(value) => {
                let name = format_ident!("INTERFACE_{}", i);
                statics.push(quote_spanned! {value.span()=>
                    static #name: &'static dyn #interface = &#value;
                });
                entries.push(quote!(entries.push(__mlir::implement::<dyn #interface>(&#name));));
            }
            // At the interface's name: a missing `impl` is reported there.
            None => entries.push(crate::names::push_entries(ident, interface)),
        }
    }
    (statics, entries)
}

/// The assertions, each at a listed trait, that a marker ordering an
/// `#[interface]`'s verifier (`OpTrait::INTERFACE` not empty) names an
/// interface the op lists in `interfaces`.
fn marker_checks(model: &OpModel) -> Vec<TokenStream> {
    let ident = model.ident.to_string();
    // Listed as the interface or as its model trait (`…Model = MODEL`).
    let implemented: Vec<String> = model
        .interfaces
        .iter()
        .filter_map(|(i, _)| super::model::last_segment(i))
        .map(|n| n.strip_suffix("Model").map_or(n.clone(), str::to_owned))
        .collect();
    // Markers are named `…Trait` (the macro names them so): the other
    // traits need no check.
    model
        .traits
        .iter()
        // (`…InterfaceTrait` markers are checked by name in `check.rs`,
        // which reports the same mistake.)
        .filter(|t| {
            super::model::last_segment(t)
                .is_some_and(|n| n.ends_with("Trait") && !n.ends_with("InterfaceTrait"))
        })
        .map(|t| {
            use quote::ToTokens;
            let text = t.to_token_stream().to_string().replace(' ', "");
            let needed = quote!(<#t as __mlir::OpTrait>::INTERFACE);
            let message = quote! {
                __mlir::ConstMessage::new(&[
                    "`", #text, "` orders the verifier of interface `", #needed, "`, which `", #ident,
                    "` does not implement: add `", #needed, "` to `interfaces` (and `impl ", #needed,
                    " for ", #ident, "`)",
                ])
            };
            let panic = quote_spanned!(t.span()=> ::core::panic!("{}", #message.as_str()));
            quote! {
                const _: () = {
                    let needed = #needed;
                    let implemented: &[&str] = &[#(#implemented),*];
                    if !needed.is_empty() && !__mlir::lists(::core::option::Option::Some(implemented), needed) {
                        #panic
                    }
                };
            }
        })
        .collect()
}

/// The verifiers of the `#[interface]`s the op implements, itself or
/// through a model (`…Model = MODEL`), whose `…Trait` marker its traits do
/// not list: they run after its traits (as MLIR adds an interface's trait
/// to an op declaring the interface).
fn interface_verifiers(model: &OpModel) -> Vec<TokenStream> {
    let listed: Vec<String> = model.traits.iter().filter_map(super::model::last_segment).collect();
    model
        .interfaces
        .iter()
        .filter(|(interface, value)| {
            // `FooModel = MODEL` is marked by `FooTrait`, as `Foo` is; a
            // model of a trait not generated by `#[interface]` (no `Model`
            // suffix) has no verifier.
            let name = super::model::last_segment(interface).and_then(|name| match value {
                Some(_) => name.strip_suffix("Model").map(str::to_owned),
                None => Some(name),
            });
            name.is_some_and(|name| !listed.contains(&format!("{name}Trait")))
        })
        .map(|(interface, value)| match value {
            Some(_) => quote_spanned!(interface.span()=> <dyn #interface>::__VERIFIER),
            None => {
                let key = crate::names::interface_value(interface);
                quote_spanned!(interface.span()=> #key.verifier())
            }
        })
        .collect()
}

/// The `OpDef` fields of the hooks the user asked for, and the glue
/// functions that call the user's methods (a missing method is a rustc
/// error at the hook's name).
fn hooks(model: &OpModel) -> (Vec<TokenStream>, TokenStream) {
    let ident = &model.ident;
    let mut fields = Vec::new();
    let mut glue = TokenStream::new();
    for (kind, hook) in &model.hooks {
        match kind {
            OpHook::Fold => {
                glue.extend(quote! {
                    fn fold_hook(
                        ir: &__mlir::IrView,
                        adaptor: &__mlir::FoldAdaptor<'_>,
                    ) -> __mlir::FoldResult {
                        ::core::convert::Into::into(#ident::#hook(#ident { op: adaptor.op }, ir, adaptor))
                    }
                });
                fields.push(quote!(fold: ::core::option::Option::Some(fold_hook),));
            }
            OpHook::Canonicalize => {
                glue.extend(quote! {
                    fn canonicalize_hook(
                        op: __mlir::Op,
                        rw: &mut __mlir::PatternRewriter<'_>,
                    ) -> __mlir::RewriteResult {
                        #ident::#hook(#ident { op }, rw)
                    }
                });
                fields.push(quote!(canonicalize: ::core::option::Option::Some(canonicalize_hook),));
            }
            OpHook::Verify | OpHook::VerifyRegions => {
                let glue_fn = format_ident!("{}_hook", hook);
                // The method and the check of its result at the hook's
                // name, where a missing method or a wrong return type is
                // reported (the locals keep the macro's hygiene: an op
                // written by a `macro_rules!` has that macro's).
                let method = quote_spanned!(hook.span()=> .#hook);
                let check = quote_spanned!(hook.span()=> <_ as __mlir::HookResult>::verify_result);
                glue.extend(quote! {
                    fn #glue_fn(ir: &__mlir::IrView, op: __mlir::Op) -> __mlir::VerifyResult {
                        // A method call: rustc's error for a missing method
                        // then names the method, with no unrelated notes.
                        #check(#ident { op } #method(ir))
                    }
                });
                fields.push(quote!(#hook: ::core::option::Option::Some(#glue_fn),));
            }
            OpHook::CustomFormat => {
                let parse = format_ident!("parse", span = hook.span());
                let print = format_ident!("print", span = hook.span());
                glue.extend(quote! {
                    fn print_hook(printer: &mut __mlir::AsmPrinter<'_>, op: __mlir::Op) {
                        #ident::#print(#ident { op }, printer)
                    }
                });
                fields.push(quote! {
                    parse: ::core::option::Option::Some(#ident::#parse),
                    print: ::core::option::Option::Some(print_hook),
                });
            }
        }
    }
    if !model.patterns.is_empty() {
        // Each addition spans its pattern's path, so that a type that is
        // no pattern (or has no `Default`) is reported at its name.
        // The set keeps the macro's span: a local of the hook, which a
        // pattern path from a `macro_rules!` fragment must not re-scope.
        let set = quote!(set);
        let additions = model.patterns.iter().map(|pattern| {
            quote_spanned! {pattern.span()=>
                #set.add(<#pattern as ::core::default::Default>::default());
            }
        });
        glue.extend(quote! {
            fn patterns_hook(set: &mut __mlir::RewritePatternSet, _ctx: &__mlir::Context) {
                #(#additions)*
            }
        });
        fields
            .push(quote!(canonicalization_patterns: ::core::option::Option::Some(patterns_hook),));
    }
    (fields, glue)
}

/// The rustdoc tables appended to the op's doc comment: its name, the
/// parts with their constraints, and its traits.
fn doc_tables(model: &OpModel) -> Vec<String> {
    use quote::ToTokens;
    let ty = |t: &syn::Type| {
        t.to_token_stream().to_string().replace(" < ", "<").replace(" >", ">").replace(" ,", ",")
    };
    let arity = |a: Arity| match a {
        Arity::Single => "",
        Arity::Optional => "optional ",
        Arity::Variadic => "variadic of ",
    };
    let dialect = ty(&model.dialect);
    let mut lines =
        vec![String::new(), format!("Op `{}` of dialect [`{dialect}`].", model.mnemonic.value())];
    let custom = model.has_hook(OpHook::CustomFormat);
    lines.push(String::new());
    if let Some(format) = &model.format {
        lines.push("Assembly: a declarative format; the generic form is always accepted.".into());
        lines.push(String::new());
        lines.push("```text".into());
        lines.push(format.value().split_whitespace().collect::<Vec<_>>().join(" "));
        lines.push("```".into());
    } else {
        lines.push(if custom {
        "Assembly: a custom form (`custom_format`: the op's own `parse` and `print`); the generic form is always accepted.".to_owned()
    } else {
        "Assembly: the generic form only (no custom format is declared).".to_owned()
    });
    }
    let table = |lines: &mut Vec<String>, title: &str, rows: Vec<(String, String)>| {
        if rows.is_empty() {
            return;
        }
        lines.push(String::new());
        lines.push(format!("# {title}"));
        lines.push(String::new());
        lines.push("| name | constraint |".to_owned());
        lines.push("|---|---|".to_owned());
        for (name, constraint) in rows {
            lines.push(format!("| {name} | {constraint} |"));
        }
    };
    let parts = |parts: &[PartField]| {
        parts
            .iter()
            .map(|p| {
                (
                    format!("`{}`", p.name.unraw()),
                    format!("{}`{}`", arity(p.arity), ty(&p.constraint)),
                )
            })
            .collect::<Vec<_>>()
    };
    table(&mut lines, "Operands", parts(&model.operands));
    table(
        &mut lines,
        "Attributes",
        model
            .attrs
            .iter()
            .filter(|a| !a.synthetic)
            .map(|a| {
                // `optional` means "may be absent": a defaulted attribute is
                // present (materialized) or read as its default.
                let optional = if a.required || a.default.is_some() { "" } else { "optional " };
                let name = format!("`{}`", a.mlir_name);
                let default = match &a.default {
                    Some(syn::Expr::Closure(_)) => ", with a default".to_owned(),
                    Some(expr) => format!(
                        ", default `{}`",
                        expr.to_token_stream().to_string().replace(" :: ", "::")
                    ),
                    None => String::new(),
                };
                (name, format!("{optional}`{}`{default}", ty(&a.constraint)))
            })
            .collect(),
    );
    let camel: Vec<String> = model
        .attrs
        .iter()
        .filter(|a| !a.synthetic)
        .filter_map(|a| a.camel_name.as_ref().map(|c| format!("`{c}`")))
        .collect();
    if !camel.is_empty() {
        lines.push(String::new());
        lines.push(format!(
            "If the dialect says `rename_all = \"camelCase\"`, these attributes are named {} instead.",
            camel.join(", ")
        ));
    }
    table(&mut lines, "Results", parts(&model.results));
    table(&mut lines, "Regions", parts(&model.regions));
    table(&mut lines, "Successors", parts(&model.successors));
    if !model.traits.is_empty() {
        lines.push(String::new());
        lines.push("# Traits".to_owned());
        lines.push(String::new());
        let names: Vec<String> = model.traits.iter().map(|t| format!("`{}`", ty(t))).collect();
        lines.push(names.join(", "));
    }
    if !model.interfaces.is_empty() {
        lines.push(String::new());
        lines.push("# Interfaces".to_owned());
        lines.push(String::new());
        let names: Vec<String> =
            model.interfaces.iter().map(|(i, _)| format!("`{}`", ty(i))).collect();
        lines.push(names.join(", "));
    }
    let effects = super::effects::doc_lines(model);
    if !effects.is_empty() {
        lines.push(String::new());
        lines.push("# Memory effects".to_owned());
        lines.push(String::new());
        lines.extend(effects);
    }
    let hooks = hook_lines(model);
    if !hooks.is_empty() {
        lines.push(String::new());
        lines.push("# Hooks".to_owned());
        lines.push(String::new());
        lines.extend(hooks);
    }
    lines
}

/// One doc line per hook the op declares, saying what the user's code
/// adds to the op (its custom format is in the assembly line).
fn hook_lines(model: &OpModel) -> Vec<String> {
    use quote::ToTokens;
    let mut lines: Vec<String> = model
        .hooks
        .iter()
        .filter_map(|(hook, _)| {
            Some(match hook {
                OpHook::Verify => "- A custom verifier (its `verify` method), run after the traits and invariants.",
                OpHook::VerifyRegions => {
                    "- A custom region verifier (its `verify_regions` method), run once the ops nested in its regions have verified."
                }
                OpHook::Fold => "- A folder (its `fold` method).",
                OpHook::Canonicalize => "- A canonicalizer (its `canonicalize` method).",
                OpHook::CustomFormat => return None,
            })
        })
        .map(str::to_owned)
        .collect();
    if !model.patterns.is_empty() {
        let names: Vec<String> = model
            .patterns
            .iter()
            .map(|p| format!("`{}`", p.to_token_stream().to_string().replace(' ', "")))
            .collect();
        lines.push(format!("- Canonicalization patterns: {}.", names.join(", ")));
    }
    lines
}

/// The MLIR name of an attribute or region without `rename`: its
/// camel-case form when the dialect asks for it (`rename_all =
/// "camelCase"`), a choice made at compile time.
fn camel_or(dialect: &syn::Type, written: &str, camel: &str) -> TokenStream {
    quote!(if <#dialect as __mlir::Dialect>::CAMEL_CASE_ATTRS { #camel } else { #written })
}

/// The assertion, at the `dialect = D` token, that `D` lists the op in
/// `ops` (a dialect implemented by hand exposes no list and is not
/// checked).
fn membership(model: &OpModel) -> TokenStream {
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
    quote_spanned! {dialect.span()=>
        const _: () = ::core::assert!(#listed, #message);
    }
}

/// The assertion, at the `name = "…"` token, that no op listed before this
/// one in its dialect's `ops` has its name (the later of two duplicates is
/// the mistake). The op finds itself in the list by `DEFINED_AT`; the
/// message names the other op, which only the constants know.
fn unique_name(model: &OpModel) -> TokenStream {
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
    let panic = quote_spanned!(model.mnemonic.span()=> ::core::panic!("{}", #message.as_str()));
    quote! {
        const DEFINED_AT: &str = ::core::concat!(::core::module_path!(), "::", #ident);
        const _: () = if let ::core::option::Option::Some(earlier) =
            __mlir::earlier_duplicate_of(#names, #definitions, DEFINED_AT)
        {
            #panic;
        };
    }
}

/// The expansion of a definition with errors that keep its shape: the
/// whole op but its format (whose tables may be what failed).
pub(crate) fn recover(checked: &CheckedOp) -> Option<TokenStream> {
    checked.keeps_shape.then(|| expand_with(&checked.model, None))
}

/// The whole expansion of a checked definition.
pub(crate) fn expand(checked: &CheckedOp) -> TokenStream {
    expand_with(&checked.model, checked.format.as_ref())
}

/// The expansion of the model with its resolved format, if any.
fn expand_with(model: &OpModel, format: Option<&super::format::ResolvedFormat>) -> TokenStream {
    let private = private_path(model.crate_path.as_ref());
    let ident = &model.ident;
    let vis = &model.vis;
    let outer = &model.outer_attrs;
    let dialect = &model.dialect;
    let mnemonic = &model.mnemonic;
    let summary = &model.summary;
    let description = &model.description;
    let operands = value_groups(&model.operands, model.operand_segments);
    let results = value_groups(&model.results, model.result_segments);
    // Each attribute's MLIR name; without `rename`, the dialect's
    // `rename_all` may choose the camel-case form (a compile-time choice).
    let attr_names: Vec<TokenStream> = model
        .attrs
        .iter()
        .map(|a| {
            let name = &a.mlir_name;
            match &a.camel_name {
                Some(camel) => camel_or(dialect, name, camel),
                None => quote!(#name),
            }
        })
        .collect();
    let region_specs = model.regions.iter().map(|r| {
        let c = &r.constraint;
        let variadic = r.arity == Arity::Variadic;
        let written = r.name.unraw().to_string();
        let name = match &r.rename {
            Some(name) => quote!(#name),
            None => match crate::names::camel_case(&written) {
                camel if camel != written => camel_or(dialect, &written, &camel),
                _ => quote!(#written),
            },
        };
        quote! {
            __mlir::RegionSpec {
                name: #name,
                variadic: #variadic,
                check: <#c as __mlir::RegionConstraint>::is_satisfied,
                description: <#c as __mlir::RegionConstraint>::description,
            }
        }
    });
    let attr_specs = model.attrs.iter().zip(&attr_names).map(|(a, name)| {
        let required = a.required;
        let c = &a.constraint;
        quote! {
            __mlir::AttrSpec {
                name: #name,
                required: #required,
                check: <#c as __mlir::AttrConstraint>::is_satisfied,
                description: <#c as __mlir::AttrConstraint>::description,
                converts: <#c as __mlir::AttrConstraint>::conversion_error,
                property: <#c as __mlir::AttrConstraint>::IS_PROPERTY,
                normalize: <#c as __mlir::AttrConstraint>::normalize,
            }
        }
    });
    // Read from the attribute table, so a wrong constraint is reported once.
    let prop_converts = (0..model.attrs.len()).map(|i| quote!(ATTRS[#i].converts));
    let property_names = &attr_names;
    let mut default_fns = TokenStream::new();
    let defaults: Vec<TokenStream> = model
        .attrs
        .iter()
        .enumerate()
        .map(|(slot, a)| match &a.default {
            Some(expr) => {
                let f = format_ident!("default_{slot}");
                let c = &a.constraint;
                // A closure builds the attribute from the context; any other
                // expression is the default value (`FastMathFlags::NONE`).
                let body = if matches!(expr, syn::Expr::Closure(_)) {
                    quote! {
                        // The expected type lets `|ctx| …` infer its parameter.
                        let default: fn(&__mlir::Context) -> __mlir::Attribute = #expr;
                        default(ctx)
                    }
                } else {
                    // Through a function pointer named at the constraint:
                    // a constraint of the wrong kind is one error there
                    // (the value then checks against nothing), a value of
                    // the wrong type one error at the value.
                    let to_attr =
                        quote_spanned!(c.span()=> <#c as __mlir::AttrConstraint>::to_attr);
                    quote_spanned! {c.span()=>
                        let to_attr: fn(&__mlir::Context, _) -> __mlir::Attribute = #to_attr;
                        to_attr(ctx, #expr)
                    }
                };
                default_fns.extend(quote! {
                    #[allow(unused_qualifications)]
                    fn #f(ctx: &__mlir::Context) -> __mlir::Attribute {
                        #body
                    }
                });
                // An optional attribute with a default (ODS's
                // `DefaultValuedOptionalAttr`) is not materialized: its
                // accessor falls back on the default.
                if a.optional {
                    quote!(::core::option::Option::None)
                } else {
                    quote!(::core::option::Option::Some(#f))
                }
            }
            None => quote!(::core::option::Option::None),
        })
        .collect();
    let structural = [
        count_trait(&model.regions, "Region"),
        count_trait(&model.results, "Result"),
        count_trait(&model.successors, "Successor"),
        count_trait(&model.operands, "Operand"),
    ];
    let user_traits = model
        .traits
        .iter()
        .map(|t| quote!(<#t as __mlir::OpTrait>::DEF))
        .chain(interface_verifiers(model));
    let operand_table = format_ident!("OPERANDS");
    let result_table = format_ident!("RESULTS");
    let operand_accessors = value_accessors(&model.operands, &operand_table, "operand");
    let result_accessors = value_accessors(&model.results, &result_table, "result");
    let region_accessors = indexed_accessors(&model.regions, "region");
    let successor_accessors = indexed_accessors(&model.successors, "successor");
    let attr_accessors = model.attrs.iter().enumerate().map(|(slot, a)| attr_accessors(slot, a));
    let outer = outer.iter().filter(|a| !a.path().is_ident("op"));
    let field_types = &model.field_types;
    let build = builder(model, format);
    let inferred = inference(model).is_some() || derived_result_types(model, format).is_some();
    let pattern_glue = super::pattern_glue::pattern_glue(model, inferred);
    let (hook_fields, hook_glue) = hooks(model);
    let (mut interface_statics, mut interface_entries) = interfaces(model);
    if let Some((model_static, entry)) = super::effects::expand(model) {
        interface_statics.push(model_static);
        interface_entries.push(entry);
    }
    let marker_checks = marker_checks(model);
    let listed = crate::names::listed_impls(
        &private,
        ident,
        model.interfaces.iter().filter(|(_, m)| m.is_none()).map(|(i, _)| i),
    );
    let (adaptor_decl, adaptor_methods) = adaptor(model, &private);
    let doc_lines = doc_tables(model);
    let membership = membership(model);
    let unique_name = unique_name(model);
    let format_items = format.map(|format| expand_format(model, format));
    let format_field =
        format_items.as_ref().map(|_| quote!(format: ::core::option::Option::Some(&FORMAT),));
    quote! {
        #(#outer)*
        #(#[doc = #doc_lines])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #vis struct #ident {
            op: #private::Op,
        }

        #adaptor_decl

        const _: () = {
            use #private as __mlir;

            // The field types as written: they must exist.
            #(const _: ::core::marker::PhantomData<#field_types> = ::core::marker::PhantomData;)*

            const NAMESPACE: &str = <#dialect as __mlir::Dialect>::NAMESPACE;
            #membership
            const NAME_LEN: usize = NAMESPACE.len() + 1 + #mnemonic.len();
            const NAME_BYTES: [u8; NAME_LEN] =
                __mlir::concat_op_name::<NAME_LEN>(NAMESPACE, #mnemonic);
            const NAME: &str = __mlir::op_name_str(&NAME_BYTES);
            #unique_name
            const OPERANDS: __mlir::ValueGroups = #operands;
            const RESULTS: __mlir::ValueGroups = #results;
            const ATTRS: &[__mlir::AttrSpec] = &[#(#attr_specs),*];
            const REGIONS: &[__mlir::RegionSpec] = &[#(#region_specs),*];

            fn verify_invariants(ir: &__mlir::IrView, op: __mlir::Op) -> __mlir::VerifyResult {
                __mlir::verify_invariants(ir, op, ATTRS, &OPERANDS, &RESULTS, REGIONS)
            }
            #hook_glue
            #default_fns
            #format_items

            static DEF: __mlir::OpDef = __mlir::OpDef {
                summary: #summary,
                description: #description,
                property_names: &[#(#property_names),*],
                prop_defaults: &[#(#defaults),*],
                prop_converts: &[#(#prop_converts),*],
                attr_specs: ATTRS,
                verify_invariants: ::core::option::Option::Some(verify_invariants),
                #format_field
                #(#hook_fields)*
                ..__mlir::OpDef::new(
                    NAME,
                    __mlir::TraitList::new(&[#(#structural,)* #(#user_traits),*]),
                )
            };

            #(#interface_statics)*
            #(#marker_checks)*
            #listed

            #adaptor_methods
            #pattern_glue

            #[automatically_derived]
            impl __mlir::OpType for #ident {
                const DEF: &'static __mlir::OpDef = &DEF;
                const DEFINED_AT: &'static str = DEFINED_AT;
                fn register_op(ctx: &__mlir::Context) {
                    #[allow(unused_mut)]
                    let mut entries = ::std::vec::Vec::new();
                    #(#interface_entries)*
                    ctx.register_op(&DEF, &entries);
                }
                fn from_op_unchecked(op: __mlir::Op) -> Self {
                    Self { op }
                }
                fn as_op(self) -> __mlir::Op {
                    self.op
                }
            }

            #[automatically_derived]
            impl __mlir::OpNameConst for #ident {
                const NAME: &'static str = NAME;
            }

            // Paths to the runtime's traits stand at the spans of the user's
            // constraints, where errors about them belong; a crate that
            // imports the prelude would see them as needless qualifications.
            #[automatically_derived]
            #[allow(unused_qualifications)]
            impl #ident {
                /// Registers this op in a context.
                pub fn register(ctx: &__mlir::Context) {
                    <Self as __mlir::OpType>::register_op(ctx);
                }
                #build
                #(#operand_accessors)*
                #(#result_accessors)*
                #(#attr_accessors)*
                #(#region_accessors)*
                #(#successor_accessors)*
            }
        };
    }
}
