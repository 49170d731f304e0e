//! `PatternBuild` and `PatternInfer`: creating the op from the build struct
//! a pattern filled, through its typed builder (`build`, or
//! `build_inferred` when the result types are inferred).

use proc_macro2::TokenStream;
use quote::quote;

use super::arg::{ArgGlue, constraint_bound};
use crate::op::model::{Arity, OpModel, Segments};

/// `PatternBuild` (and `PatternInfer` with `build_inferred`) when the op's
/// builder takes nothing a pattern cannot give: no successors, no variadic
/// region group, result groups a list of types fills (at most one of
/// them of variable length, and no segment property).
pub(super) fn build_impls(model: &OpModel, args: &[ArgGlue], inferred: bool) -> TokenStream {
    let ident = &model.ident;
    let variable = model.results.iter().filter(|r| r.arity != Arity::Single).count();
    let bounds: Vec<TokenStream> =
        args.iter().filter_map(|a| a.constraint.as_ref()).map(constraint_bound).collect();
    let bounds = (!bounds.is_empty()).then(|| quote!(where #(#bounds),*));
    if model.successors.iter().any(|p| p.arity != Arity::Single)
        || model.regions.iter().any(|r| r.arity == Arity::Variadic)
        || matches!(model.result_segments, Segments::Sized(_))
        || variable > 1
    {
        return TokenStream::new();
    }
    let steps = BuildSteps::of(args);
    let BuildSteps { take_regions, collect, ordered, regions } = &steps;
    let fixed = model.results.len() - variable;
    let type_args = result_type_args(model);
    let fits = fits_results(model, fixed);
    let infer = inferred.then(|| infer_impl(ident, bounds.as_ref(), &steps));
    quote! {
        #[automatically_derived]
        #[allow(unused_qualifications)]
        impl __mlir::PatternBuild for #ident #bounds {
            #[allow(unused_variables, clippy::identity_op)]
            fn build_from(
                build: Self::Build,
                rw: &mut __mlir::PatternRewriter<'_>,
                loc: __mlir::Location,
                result_types: &[__mlir::Type],
            ) -> ::core::option::Option<Self> {
                if !(#fits) {
                    return ::core::option::Option::None;
                }
                let extra = result_types.len() - #fixed;
                #(#take_regions)*
                #(#collect)*
                let op = Self::build(rw, loc, #(#type_args,)* #(#ordered),*);
                #(#regions)*
                ::core::option::Option::Some(op)
            }
        }
        #infer
    }
}

/// The statements both builds share, around the builder's call.
struct BuildSteps {
    /// Takes each given region out of the build struct.
    take_regions: Vec<TokenStream>,
    /// Collects each variadic operand group first, so that a borrow of it
    /// outlives the call.
    collect: Vec<TokenStream>,
    /// The builder's arguments in its order: arguments, successors,
    /// defaulted attributes.
    ordered: Vec<TokenStream>,
    /// Moves each given region into the created op's (empty) region.
    regions: Vec<TokenStream>,
}

impl BuildSteps {
    /// The steps of building from `args`.
    fn of(args: &[ArgGlue]) -> BuildSteps {
        let collect = args
            .iter()
            .filter(|a| a.variadic)
            .map(|a| {
                let name = &a.name;
                quote!(let #name = build.#name.unwrap_or_default();)
            })
            .collect();
        let pass_arg = |a: &ArgGlue| {
            if a.variadic {
                let name = &a.name;
                quote!(&#name)
            } else {
                a.pass.clone()
            }
        };
        let builder_args = || args.iter().filter(|a| a.region.is_none());
        let ordered = builder_args()
            .filter(|a| !a.defaulted && !a.successor)
            .chain(builder_args().filter(|a| a.successor))
            .chain(builder_args().filter(|a| a.defaulted))
            .map(pass_arg)
            .collect();
        let regions = args
            .iter()
            .filter_map(|a| {
                let (name, index) = (&a.name, a.region?);
                Some(quote! {
                    if let ::core::option::Option::Some(source) = #name {
                        let dest = __mlir::OpType::as_op(op).region(rw, #index);
                        rw.inline_region_before(source, dest, ::core::option::Option::None);
                    }
                })
            })
            .collect();
        let take_regions = args
            .iter()
            .filter(|a| a.region.is_some())
            .map(|a| {
                let name = &a.name;
                quote!(let #name = build.#name;)
            })
            .collect();
        BuildSteps { take_regions, collect, ordered, regions }
    }
}

/// The builder's result-type arguments, sliced from `result_types`: the
/// one group of variable length takes the `extra` types beyond the fixed.
fn result_type_args(model: &OpModel) -> Vec<TokenStream> {
    let mut type_args = Vec::new();
    let mut at = quote!(0usize);
    for r in &model.results {
        match r.arity {
            Arity::Single => {
                type_args.push(quote!(result_types[#at]));
                at = quote!(#at + 1);
            }
            Arity::Optional => {
                type_args.push(quote!(result_types[#at..#at + extra].first().copied()));
                at = quote!(#at + extra);
            }
            Arity::Variadic => {
                type_args.push(quote!(&result_types[#at..#at + extra]));
                at = quote!(#at + extra);
            }
        }
    }
    type_args
}

/// Whether a number of result types fits the op's result groups (`fixed`
/// of them single).
fn fits_results(model: &OpModel, fixed: usize) -> TokenStream {
    match model.results.iter().find(|r| r.arity != Arity::Single) {
        None => quote!(result_types.len() == #fixed),
        Some(r) if r.arity == Arity::Optional => {
            quote!(result_types.len() == #fixed || result_types.len() == #fixed + 1)
        }
        Some(_) => quote!(result_types.len() >= #fixed),
    }
}

/// `PatternInfer`: creating the op through `build_inferred`, a left-out
/// required argument an error.
fn infer_impl(ident: &syn::Ident, bounds: Option<&TokenStream>, steps: &BuildSteps) -> TokenStream {
    let BuildSteps { take_regions, collect, ordered, regions } = steps;
    quote! {
        #[automatically_derived]
        #[allow(unused_qualifications)]
        impl __mlir::PatternInfer for #ident #bounds {
            fn build_inferred_from(
                build: Self::Build,
                rw: &mut __mlir::PatternRewriter<'_>,
                loc: __mlir::Location,
            ) -> ::core::result::Result<Self, __mlir::Diagnostic> {
                #(#take_regions)*
                let built = (|| {
                    #(#collect)*
                    ::core::option::Option::Some(Self::build_inferred(rw, loc, #(#ordered),*))
                })();
                let op = match built {
                    ::core::option::Option::Some(result) => result?,
                    ::core::option::Option::None => return ::core::result::Result::Err(
                        __mlir::Diagnostic::error(loc, "a pattern left out a required argument"),
                    ),
                };
                #(#regions)*
                ::core::result::Result::Ok(op)
            }
        }
    }
}
