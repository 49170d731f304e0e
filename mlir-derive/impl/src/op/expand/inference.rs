//! How builders without result types infer them: the op's
//! `InferTypeOpInterface`, `SameOperandsAndResultType`, or the types the
//! format derives (`type_from`, buildable constraints).

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;

use crate::op::model::{Arity, OpModel, PartField, Segments};
use crate::spans::at;

/// How a builder without result types can infer them, when it can: the
/// op's `InferTypeOpInterface` model (`None`), or ODS's rule for
/// `SameOperandsAndResultType` (every result has the first operand's type:
/// `Some(number of results)`).
pub(super) fn inference(model: &OpModel) -> Option<TokenStream> {
    if matches!(model.result_segments, Segments::Sized(_)) || model.results.is_empty() {
        return None;
    }
    let names = |t: &syn::Type| match t {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    };
    if crate::op::format::expand::lists_interface(model, "InferTypeOpInterface") {
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
pub(super) fn derived_result_types(
    model: &OpModel,
    format: Option<&crate::op::format::ResolvedFormat>,
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
            Derived::Buildable(c) => quote_spanned!{at(c.span())=>
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
                    (Some(via), crate::op::model::ViaKind::One) => quote!({
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
                    (Some(via), crate::op::model::ViaKind::List) => {
                        quote!({ let group = #group; #via(ctx, #first) })
                    }
                    (Some(via), crate::op::model::ViaKind::Range) => {
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
