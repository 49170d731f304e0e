//! `#[pass_option_enum]`: a plain Rust enum as the type of a pass option,
//! each case named as pipelines write it (the case's name in kebab-case,
//! or `#[name = "…"]`), read with LLVM's message for a name no case has
//! and printed back by name.

use proc_macro2::TokenStream;
use quote::quote;
use syn::spanned::Spanned;

use crate::errors::Errors;

/// Expands `#[pass_option_enum(crate = path)] enum …`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    let mut crate_path = None;
    crate::args::parse_arg_list(args, &mut errors, |input| {
        match crate::args::parse_crate_arg(input)? {
            Some(path) => crate_path = Some(path),
            None => return Err(input.error("`#[pass_option_enum]` takes only `crate = path`")),
        }
        Ok(())
    });
    let mut item: syn::ItemEnum = match syn::parse2(item.clone()) {
        Ok(item) => item,
        Err(_) => {
            let error = syn::Error::new(
                proc_macro2::Span::call_site(),
                "`#[pass_option_enum]` goes on an enum of unit cases",
            );
            return error.to_compile_error();
        }
    };
    let names = case_names(&mut item, &mut errors);
    if !errors.is_empty() {
        let errs = errors.to_compile_errors();
        return quote!(#item #errs);
    }
    let private = crate::crate_path::private_path(crate_path.as_ref());
    let ident = &item.ident;
    let cases: Vec<&syn::Ident> = item.variants.iter().map(|v| &v.ident).collect();
    let first = cases[0];
    let docs: Vec<String> =
        item.variants.iter().map(|v| crate::docs::summary_and_description(&v.attrs).0).collect();
    quote! {
        #item
        const _: () = {
            use #private as __mlir;
            impl __mlir::PassOptionValue for #ident {
                fn fallback() -> Self {
                    #ident::#first
                }
                fn parse_option(
                    entry: &__mlir::OptionEntry,
                ) -> ::core::result::Result<Self, __mlir::OptionError> {
                    let cases: &[(&str, fn() -> #ident)] = &[#((#names, || #ident::#cases)),*];
                    __mlir::enum_value(entry, cases).map(|case| case())
                }
                fn print_value(&self, out: &mut ::std::string::String) {
                    out.push_str(match self {
                        #(#ident::#cases => #names,)*
                    });
                }
                fn clone_value(&self) -> Self {
                    match self {
                        #(#ident::#cases => #ident::#cases,)*
                    }
                }
                fn value_help() -> __mlir::OptionValueHelp {
                    __mlir::OptionValueHelp::Enum(&[#((#names, #docs)),*])
                }
            }
            impl __mlir::PassOptionScalar for #ident {}
        };
    }
}

/// Each case's name in pipelines, with `#[name = "…"]` removed from the
/// cases; errors for an enum no option can take.
fn case_names(item: &mut syn::ItemEnum, errors: &mut Errors) -> Vec<String> {
    if let Some(param) = item.generics.params.first() {
        errors.at(param.span(), "an option enum cannot be generic");
    }
    if item.variants.is_empty() {
        errors.at(item.ident.span(), "an option enum needs at least one case");
    }
    let mut names: Vec<String> = Vec::new();
    for variant in &mut item.variants {
        if !matches!(variant.fields, syn::Fields::Unit) {
            errors.at(variant.fields.span(), "an option enum's cases carry no data");
        }
        let mut name = crate::names::snake_case(&variant.ident.to_string()).replace('_', "-");
        let mut name_span = variant.ident.span();
        for attr in variant.attrs.iter().filter(|a| a.path().is_ident("name")) {
            match &attr.meta {
                syn::Meta::NameValue(syn::MetaNameValue {
                    value: syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }),
                    ..
                }) => (name, name_span) = (s.value(), s.span()),
                _ => errors.at(attr.span(), "a case's name is written `#[name = \"…\"]`"),
            }
        }
        variant.attrs.retain(|a| !a.path().is_ident("name"));
        if names.contains(&name) {
            errors.at(name_span, format!("two cases are named `{name}`"));
        }
        names.push(name);
    }
    names
}
