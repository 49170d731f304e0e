//! The typed `build` function, parameters in ODS's order.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::op::model::{Arity, AttrField, OpModel, Segments};
use crate::op::value_types::{field_value_type, from_named_value};

use super::attrs::is_flag;
use super::inference::{derived_result_types, inference};
use crate::spans::at;

/// The builder parameter of an operand or result-type group named `name`
/// (`T`, `Option<T>` or `&[T]` by arity) and the statement appending it to
/// the state's `field`.
pub(super) fn group_param(
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
pub(super) fn builder(
    model: &OpModel,
    format: Option<&crate::op::format::ResolvedFormat>,
) -> TokenStream {
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
            let (param, push) = attr_param(&model.attrs[index], index);
            match param {
                AttrParam::Plain(param) => params.push(param),
                AttrParam::Defaulted(param) => defaulted.push(param),
            }
            fill.push(push);
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
    fill.extend(segment_sizes(model));
    let num_attrs = model.attrs.len();
    let single_regions = model.regions.iter().filter(|p| p.arity == Arity::Single).count();
    fill.push(quote!(state.num_new_regions = #single_regions;));
    if let Some(p) = model.regions.iter().find(|p| p.arity == Arity::Variadic) {
        let name = format_ident!("num_{}", p.name);
        params.push(quote!(#name: usize));
        fill.push(quote!(state.num_new_regions += #name;));
    }
    let (inferred_params, inferred_fill) = (&params[result_params..], &fill[result_fill..]);
    let inferred = build_inferred(model, format, inferred_params, inferred_fill);
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

/// A builder parameter of an attribute: in declaration order, or last
/// (as an `Option`, `None` taking the default) when it has a default.
enum AttrParam {
    Plain(TokenStream),
    Defaulted(TokenStream),
}

/// The builder parameter of attribute `a` (slot `index`) and the
/// statement filling its slot.
fn attr_param(a: &AttrField, index: usize) -> (AttrParam, TokenStream) {
    let (name, c) = (&a.name, &a.constraint);
    // Spanned at the constraint, so a wrong one is reported there.
    let value = field_value_type(a, &quote!('_));
    let optional = quote_spanned!(at(c.span())=> ::core::option::Option<#value>);
    // The argument spanned at the constraint too (its type is the
    // constraint's value).
    let v = from_named_value(a, quote_spanned!(at(c.span())=> v));
    let to_attr =
        quote_spanned!(at(c.span())=> <#c as __mlir::AttrConstraint>::to_attr(builder.ctx(), #v));
    if a.default.is_some() {
        (
            AttrParam::Defaulted(quote!(#name: #optional)),
            quote_spanned!(at(c.span())=> state.props[#index] = #name.map(|v| #to_attr);),
        )
    } else if a.required {
        (
            AttrParam::Plain(quote!(#name: #value)),
            quote_spanned! {at(c.span())=>
                state.props[#index] = ::core::option::Option::Some({ let v = #name; #to_attr });
            },
        )
    } else if is_flag(a) {
        (
            AttrParam::Plain(quote!(#name: bool)),
            quote!(state.props[#index] = #name.then(|| builder.ctx().unit_attr());),
        )
    } else {
        (
            AttrParam::Plain(quote!(#name: #optional)),
            quote_spanned!(at(c.span())=> state.props[#index] = #name.map(|v| #to_attr);),
        )
    }
}

/// The statements filling the segment-size properties of operand and
/// result groups sized by one (`AttrSized…Segments`).
fn segment_sizes(model: &OpModel) -> Vec<TokenStream> {
    let mut fill = Vec::new();
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
    fill
}

/// `build_inferred`, when the op can infer its result types: the builder
/// without them (`params`, filling the state with `fill`).
fn build_inferred(
    model: &OpModel,
    format: Option<&crate::op::format::ResolvedFormat>,
    params: &[TokenStream],
    fill: &[TokenStream],
) -> Option<TokenStream> {
    let num_attrs = model.attrs.len();
    let inferred = match inference(model) {
        Some(mode) => Some((mode, None)),
        None => derived_result_types(model, format).map(|code| (quote!(), Some(code))),
    };
    inferred.map(|(mode, derived)| {
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
    })
}
