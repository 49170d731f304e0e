//! What `#[op]` generates for `#[pattern]`: the op's arguments (operands
//! and attributes, in declaration order) described for patterns. A generic
//! struct named like the op, one field per argument, serves twice: holding
//! each argument's position marker, it is what a pattern's struct pattern
//! destructures (so rustc reports a misspelt or missing field at the
//! pattern's token, as "struct `pattern_fields::AddIOp` does not have a
//! field named `lsh`"); holding `Option`s of the arguments' values, it is
//! what a pattern fills to create the op. Around it: `PatternOp`, one
//! `PatternArg<I>` per argument (its accessor, and its slot), and
//! `PatternBuild`/`PatternInfer` where a pattern can create the op.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

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
}

/// The glue of `model`; `inferred` says whether the op has `build_inferred`.
pub(crate) fn pattern_glue(model: &OpModel, inferred: bool) -> TokenStream {
    let ident = &model.ident;
    let args: Vec<ArgGlue> =
        model
            .arguments
            .iter()
            .filter(|&&(is_attr, i)| !(is_attr && model.attrs[i].synthetic))
            .map(|&(is_attr, i)| {
                if is_attr {
                    attr_glue(&model.attrs[i])
                } else {
                    operand_glue(&model.operands[i], i)
                }
            })
            .collect();
    let names: Vec<&syn::Ident> = args.iter().map(|a| &a.name).collect();
    let name_strs: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let params: Vec<syn::Ident> = (0..args.len()).map(|i| format_ident!("A{i}")).collect();
    let markers = (0..args.len()).map(|i| quote!(__mlir::Arg<#ident, #i>));
    let marker_values = names.iter().map(|n| quote!(#n: __mlir::Arg::NEW));
    let inputs: Vec<&TokenStream> = args.iter().map(|a| &a.input).collect();
    let required = args.iter().map(|a| a.required);
    let num_args = args.len();
    let num_results = if model.results.iter().all(|r| r.arity == Arity::Single) {
        let n = model.results.len();
        quote!(::core::option::Option::Some(#n))
    } else {
        quote!(::core::option::Option::None)
    };
    let arg_impls = args.iter().enumerate().map(|(i, a)| {
        let (name, value, input, read) = (&a.name, &a.value, &a.input, &a.read);
        quote! {
            #[automatically_derived]
            #[allow(unused_qualifications)]
            impl __mlir::PatternArg<#i> for #ident {
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
    quote! {
        #[allow(non_snake_case, unreachable_pub, clippy::all)]
        mod pattern_fields {
            #[doc = #doc]
            #[derive(Default)]
            pub struct #ident<#(#params),*> {
                #(pub #names: #params,)*
            }
        }

        #[automatically_derived]
        #[allow(unused_qualifications)]
        impl __mlir::PatternOp for #ident {
            type Fields = pattern_fields::#ident<#(#markers),*>;
            const FIELDS: Self::Fields = pattern_fields::#ident { #(#marker_values),* };
            const NUM_ARGS: usize = #num_args;
            const ARG_NAMES: &'static [&'static str] = &[#(#name_strs),*];
            const REQUIRED: &'static [bool] = &[#(#required),*];
            const NUM_RESULTS: ::core::option::Option<usize> = #num_results;
            type Build = pattern_fields::#ident<#(::core::option::Option<#inputs>),*>;
        }

        #(#arg_impls)*
        #build
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
        },
    }
}

/// An attribute's glue: read as its accessor gives it, given as its typed
/// builder takes it (a value, `Option` of it when it may be left out, or a
/// flag's `bool`).
fn attr_glue(a: &AttrField) -> ArgGlue {
    let name = a.name.clone();
    let take = quote!(build.#name);
    // A value type the field names (`value = &str`) may elide lifetimes,
    // which an associated type cannot: they are named here.
    let named = |lifetime: syn::Lifetime| match &a.value {
        Some(t) => {
            let mut t = t.clone();
            name_elided(&mut t, &lifetime);
            quote!(#t)
        }
        None => field_value_type(a, &quote!(#lifetime)),
    };
    let value_ir = named(syn::parse_quote!('ir));
    let value_static = named(syn::parse_quote!('static));
    let flag = super::expand::is_flag(a);
    let (value, input, required, pass) = if a.default.is_some() {
        (value_ir, value_static, false, take)
    } else if a.required {
        (value_ir, value_static, true, quote!(#take?))
    } else if flag {
        (quote!(bool), quote!(bool), false, quote!(#take.unwrap_or(false)))
    } else {
        (quote!(::core::option::Option<#value_ir>), value_static, false, take)
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
    }
}

/// Names the elided lifetimes of `ty`'s references (`&str`, `&'_ T`,
/// `Cow<'_, str>`) `lifetime`.
fn name_elided(ty: &mut syn::Type, lifetime: &syn::Lifetime) {
    match ty {
        syn::Type::Reference(r) => {
            if r.lifetime.as_ref().is_none_or(|l| l.ident == "_") {
                r.lifetime = Some(lifetime.clone());
            }
            name_elided(&mut r.elem, lifetime);
        }
        syn::Type::Slice(s) => name_elided(&mut s.elem, lifetime),
        syn::Type::Array(a) => name_elided(&mut a.elem, lifetime),
        syn::Type::Paren(p) => name_elided(&mut p.elem, lifetime),
        syn::Type::Group(g) => name_elided(&mut g.elem, lifetime),
        syn::Type::Tuple(t) => t.elems.iter_mut().for_each(|e| name_elided(e, lifetime)),
        syn::Type::Path(p) => {
            for segment in &mut p.path.segments {
                let syn::PathArguments::AngleBracketed(args) = &mut segment.arguments else {
                    continue;
                };
                for arg in &mut args.args {
                    match arg {
                        syn::GenericArgument::Type(t) => name_elided(t, lifetime),
                        syn::GenericArgument::Lifetime(l) if l.ident == "_" => {
                            *l = lifetime.clone()
                        }
                        _ => {}
                    }
                }
            }
        }
        _ => {}
    }
}

/// `PatternBuild` (and `PatternInfer` with `build_inferred`) when the op's
/// builder takes nothing a pattern cannot give: no successors, no variadic
/// region group, result groups a list of types fills (at most one of
/// them of variable length, and no segment property).
fn build_impls(model: &OpModel, args: &[ArgGlue], inferred: bool) -> TokenStream {
    let ident = &model.ident;
    let variable = model.results.iter().filter(|r| r.arity != Arity::Single).count();
    if !model.successors.is_empty()
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
    let ordered: Vec<TokenStream> = args
        .iter()
        .filter(|a| !a.defaulted)
        .chain(args.iter().filter(|a| a.defaulted))
        .map(pass_arg)
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
            impl __mlir::PatternInfer for #ident {
                fn build_inferred_from(
                    build: Self::Build,
                    builder: &mut impl __mlir::OpBuilder,
                    loc: __mlir::Location,
                ) -> ::core::result::Result<Self, __mlir::Diagnostic> {
                    let built = (|| {
                        #(#collect)*
                        ::core::option::Option::Some(Self::build_inferred(builder, loc, #(#ordered),*))
                    })();
                    match built {
                        ::core::option::Option::Some(result) => result,
                        ::core::option::Option::None => ::core::result::Result::Err(
                            __mlir::Diagnostic::error(loc, "a pattern left out a required argument"),
                        ),
                    }
                }
            }
        }
    });
    quote! {
        #[automatically_derived]
        impl __mlir::PatternBuild for #ident {
            #[allow(unused_variables, clippy::identity_op)]
            fn build_from(
                build: Self::Build,
                builder: &mut impl __mlir::OpBuilder,
                loc: __mlir::Location,
                result_types: &[__mlir::Type],
            ) -> ::core::option::Option<Self> {
                if !(#fits) {
                    return ::core::option::Option::None;
                }
                let extra = result_types.len() - #fixed;
                #(#collect)*
                ::core::option::Option::Some(Self::build(builder, loc, #(#type_args,)* #(#ordered),*))
            }
        }
        #infer
    }
}
