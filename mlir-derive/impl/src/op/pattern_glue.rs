//! What `#[op]` generates for `#[pattern]`: the op's arguments (operands
//! and attributes, in declaration order) described for patterns. A generic
//! struct named like the op, one field per argument, holds each argument's
//! position marker: a pattern reads a named argument's position as a field
//! of it (so rustc reports a misspelt field at the pattern's token, as "no
//! field `lsh` on type `pattern_fields::AddIOp<Arg<0>, Arg<1>, …>`"). A
//! build struct with the same fields, each an `Option` of what creating
//! the op takes, is what a pattern fills to create the op. Around them:
//! `PatternOp`, one `PatternArg<I>` per argument (its accessor, and its
//! slot), and `PatternBuild`/`PatternInfer` where a pattern can create the
//! op. A wrong attribute constraint is reported once, at the constraint:
//! every mention of the attribute's value type here stands at its span,
//! as the accessors' do, and the impls calling the accessors are bound
//! on the constraint.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::model::{Arity, AttrField, OpModel, Segments};
use super::value_types::field_value_type;

/// How one argument is read, given and passed to the typed builder.
struct ArgGlue {
    name: syn::Ident,
    /// The expression reading it from `self` and `ir`.
    read: TokenStream,
    /// What reading it gives, with lifetime `'ir`.
    value: TokenStream,
    /// What creating the op takes for it.
    input: TokenStream,
    /// Whether creating the op needs it.
    required: bool,
    /// The builder's argument, from the build struct's field `b.#name`
    /// (`None` ends `build_from` without creating anything).
    pass: TokenStream,
    /// A defaulted attribute: the builder takes it last.
    defaulted: bool,
    /// A variadic operand, collected into a `Vec` first.
    variadic: bool,
    /// A region (its index): not a builder argument; a given region's
    /// blocks move into the created op's region.
    region: Option<usize>,
    /// A successor: the builder takes it after the other arguments.
    successor: bool,
    /// An attribute's constraint: a bound of the glue (see
    /// `constraint_bound`) and the span of its build slot.
    constraint: Option<syn::Type>,
}

/// The glue of `model`; `inferred` says whether the op has `build_inferred`.
pub(crate) fn pattern_glue(model: &OpModel, inferred: bool) -> TokenStream {
    let ident = &model.ident;
    let args: Vec<ArgGlue> = model
        .arguments
        .iter()
        .filter(|&&(is_attr, i)| !(is_attr && model.attrs[i].synthetic))
        .map(
            |&(is_attr, i)| {
                if is_attr {
                    attr_glue(&model.attrs[i])
                } else {
                    operand_glue(&model.operands[i], i)
                }
            },
        )
        .chain(
            model
                .regions
                .iter()
                .enumerate()
                .take_while(|(_, r)| r.arity == Arity::Single)
                .map(|(i, r)| region_glue(r, i)),
        )
        .chain(model.successors.iter().take_while(|p| p.arity == Arity::Single).map(successor_glue))
        .collect();
    let num_args = args.iter().filter(|a| a.region.is_none() && !a.successor).count();
    let names: Vec<&syn::Ident> = args.iter().map(|a| &a.name).collect();
    let name_strs: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let params: Vec<syn::Ident> = (0..args.len()).map(|i| format_ident!("A{i}")).collect();
    let markers = (0..args.len()).map(|i| quote!(__mlir::Arg<#i>));
    let marker_values = names.iter().map(|n| quote!(#n: __mlir::Arg::NEW));
    // Each slot of the build struct, spanned at an attribute's constraint
    // like the attribute's accessors.
    let slots: Vec<TokenStream> = args
        .iter()
        .map(|a| {
            let input = &a.input;
            match &a.constraint {
                Some(c) => quote_spanned!(c.span()=> ::core::option::Option<#input>),
                None => quote!(::core::option::Option<#input>),
            }
        })
        .collect();
    // Each slot empty, at the same span as its type.
    let empties = args.iter().map(|a| {
        let span = a.constraint.as_ref().map_or_else(Span::call_site, |c| c.span());
        let mut name = a.name.clone();
        name.set_span(span);
        quote_spanned!(span=> #name: ::core::option::Option::None)
    });
    let required = args.iter().map(|a| a.required);
    let num_results = if model.results.iter().all(|r| r.arity == Arity::Single) {
        let n = model.results.len();
        quote!(::core::option::Option::Some(#n))
    } else {
        quote!(::core::option::Option::None)
    };
    let arg_impls = args.iter().enumerate().map(|(i, a)| {
        let (name, value, input, read) = (&a.name, &a.value, &a.input, &a.read);
        let bound = a.constraint.as_ref().map(|c| {
            let bound = constraint_bound(c);
            quote!(where #bound)
        });
        quote! {
            #[automatically_derived]
            #[allow(unused_qualifications)]
            impl __mlir::PatternArg<#i> for #ident #bound {
                type Value<'ir> = #value;
                type Input = #input;
                #[inline(always)]
                fn read(self, ir: &__mlir::IrView) -> Self::Value<'_> {
                    #read
                }
                #[inline(always)]
                fn write(build: &mut Self::Build, input: Self::Input) {
                    build.#name = ::core::option::Option::Some(input);
                }
            }
        }
    });
    let build = build_impls(model, &args, inferred);
    let doc = format!("The arguments of `{ident}` as patterns name them.");
    let build_doc = format!("The arguments a pattern gives to create `{ident}`.");
    quote! {
        #[allow(non_snake_case, unreachable_pub, clippy::all)]
        mod pattern_fields {
            #[doc = #doc]
            pub struct #ident<#(#params),*> {
                #(pub #names: #params,)*
            }
        }

        // Beside the op's other items, where the field types resolve as
        // written; each slot's type at the constraint's span, the one place
        // a wrong constraint is reported (`Default` written out names none).
        #[doc = #build_doc]
        #[allow(non_snake_case, unreachable_pub, unused_qualifications)]
        pub struct __PatternBuild {
            #(pub #names: #slots,)*
        }

        #[automatically_derived]
        #[allow(unused_qualifications)]
        impl ::core::default::Default for __PatternBuild {
            fn default() -> Self {
                __PatternBuild { #(#empties),* }
            }
        }

        #[automatically_derived]
        #[allow(unused_qualifications)]
        impl __mlir::PatternOp for #ident {
            type This = Self;
            type Fields = pattern_fields::#ident<#(#markers),*>;
            const FIELDS: Self::Fields = pattern_fields::#ident { #(#marker_values),* };
            const NUM_ARGS: usize = #num_args;
            const ARG_NAMES: &'static [&'static str] = &[#(#name_strs),*];
            const REQUIRED: &'static [bool] = &[#(#required),*];
            const NUM_RESULTS: ::core::option::Option<usize> = #num_results;
            type Build = __PatternBuild;
        }

        #(#arg_impls)*
        #build
    }
}

/// The glue of a single successor.
fn successor_glue(p: &super::model::PartField) -> ArgGlue {
    let name = p.name.clone();
    ArgGlue {
        read: quote!(self.#name(ir)),
        pass: quote!(build.#name?),
        name,
        value: quote!(__mlir::Block),
        input: quote!(__mlir::Block),
        required: true,
        defaulted: false,
        variadic: false,
        region: None,
        successor: true,
        constraint: None,
    }
}

/// The glue of single region `index`.
fn region_glue(p: &super::model::PartField, index: usize) -> ArgGlue {
    ArgGlue {
        name: p.name.clone(),
        read: quote!(self.op.region(ir, #index)),
        value: quote!(__mlir::Region),
        input: quote!(__mlir::Region),
        required: false,
        pass: TokenStream::new(),
        defaulted: false,
        variadic: false,
        region: Some(index),
        successor: false,
        constraint: None,
    }
}

/// The glue of operand group `group`.
fn operand_glue(p: &super::model::PartField, group: usize) -> ArgGlue {
    let name = p.name.clone();
    let take = quote!(build.#name);
    let read = quote!(self.#name(ir));
    match p.arity {
        Arity::Single => ArgGlue {
            name,
            read,
            value: quote!(__mlir::Value),
            input: quote!(__mlir::Value),
            required: true,
            pass: quote!(#take?),
            defaulted: false,
            variadic: false,
            region: None,
            successor: false,
            constraint: None,
        },
        Arity::Optional => ArgGlue {
            name,
            read,
            value: quote!(::core::option::Option<__mlir::Value>),
            input: quote!(__mlir::Value),
            required: false,
            pass: take,
            defaulted: false,
            variadic: false,
            region: None,
            successor: false,
            constraint: None,
        },
        Arity::Variadic => ArgGlue {
            name,
            read: quote! {
                __mlir::pattern::OperandGroup::new(
                    self.op,
                    OPERANDS.range(ir, self.op, self.op.num_operands(ir), #group),
                )
            },
            value: quote!(__mlir::pattern::OperandGroup),
            input: quote!(::std::vec::Vec<__mlir::Value>),
            required: false,
            pass: quote!(&#take.unwrap_or_default()),
            defaulted: false,
            variadic: true,
            region: None,
            successor: false,
            constraint: None,
        },
    }
}

/// An attribute's glue: read as its accessor gives it, given as its typed
/// builder takes it (a value, `Option` of it when it may be left out, or a
/// flag's `bool`).
fn attr_glue(a: &AttrField) -> ArgGlue {
    let name = a.name.clone();
    let take = quote!(build.#name);
    let value_ir = with_lifetime(a, field_value_type(a, &quote!('ir)), "'ir");
    let value_static = with_lifetime(a, field_value_type(a, &quote!('static)), "'static");
    let flag = super::expand::is_flag(a);
    let (value, input, required, pass) = if a.default.is_some() {
        (value_ir, value_static, false, take)
    } else if a.required {
        (value_ir, value_static, true, quote!(#take?))
    } else if flag {
        (quote!(bool), quote!(bool), false, quote!(#take.unwrap_or(false)))
    } else {
        let c = &a.constraint;
        (quote_spanned!(c.span()=> ::core::option::Option<#value_ir>), value_static, false, take)
    };
    ArgGlue {
        read: quote!(self.#name(ir)),
        name,
        value,
        input,
        required,
        pass,
        defaulted: a.default.is_some(),
        variadic: false,
        region: None,
        successor: false,
        constraint: Some(a.constraint.clone()),
    }
}

/// A field's value type as an associated type writes it: a reference the
/// field names without a lifetime (`value = &str`) gets `lifetime`.
fn with_lifetime(a: &AttrField, written: TokenStream, lifetime: &str) -> TokenStream {
    match &a.value {
        Some(syn::Type::Reference(r))
            if r.lifetime.is_none() || r.lifetime.as_ref().is_some_and(|l| l.ident == "_") =>
        {
            let mut r = r.clone();
            r.lifetime = Some(syn::Lifetime::new(lifetime, Span::call_site()));
            quote!(#r)
        }
        _ => written,
    }
}

/// Attribute constraint `c` as a bound of the glue that calls the
/// attribute's accessors or builder. Under a binder, so rustc does not
/// check it as a trivial bound: a wrong constraint leaves the impl unusable
/// and silent, its one error being at the field.
fn constraint_bound(c: &syn::Type) -> TokenStream {
    quote_spanned!(c.span()=> for<'__c> #c: __mlir::AttrConstraint)
}

/// `PatternBuild` (and `PatternInfer` with `build_inferred`) when the op's
/// builder takes nothing a pattern cannot give: no successors, no variadic
/// region group, result groups a list of types fills (at most one of
/// them of variable length, and no segment property).
fn build_impls(model: &OpModel, args: &[ArgGlue], inferred: bool) -> TokenStream {
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
    // The builder's order: result types, arguments (defaulted attributes
    // last). Variadic operands are collected first, so a borrow of them
    // outlives the call.
    let collect = args.iter().filter(|a| a.variadic).map(|a| {
        let name = &a.name;
        quote!(let #name = build.#name.unwrap_or_default();)
    });
    let pass_arg = |a: &ArgGlue| {
        if a.variadic {
            let name = &a.name;
            quote!(&#name)
        } else {
            a.pass.clone()
        }
    };
    // The builder's order: arguments, successors, defaulted attributes.
    let builder_args = || args.iter().filter(|a| a.region.is_none());
    let ordered: Vec<TokenStream> = builder_args()
        .filter(|a| !a.defaulted && !a.successor)
        .chain(builder_args().filter(|a| a.successor))
        .chain(builder_args().filter(|a| a.defaulted))
        .map(pass_arg)
        .collect();
    // Given regions move into the created op's (empty) regions.
    let regions: Vec<TokenStream> = args
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
    let take_regions: Vec<TokenStream> = args
        .iter()
        .filter(|a| a.region.is_some())
        .map(|a| {
            let name = &a.name;
            quote!(let #name = build.#name;)
        })
        .collect();
    let collect: Vec<TokenStream> = collect.collect();
    let fixed = model.results.len() - variable;
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
    let fits = match model.results.iter().find(|r| r.arity != Arity::Single) {
        None => quote!(result_types.len() == #fixed),
        Some(r) if r.arity == Arity::Optional => {
            quote!(result_types.len() == #fixed || result_types.len() == #fixed + 1)
        }
        Some(_) => quote!(result_types.len() >= #fixed),
    };
    let infer = inferred.then(|| {
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
    });
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
