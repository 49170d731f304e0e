//! Stage 2: the owned description of an enum.

use proc_macro2::Span;

use super::parse::{EnumArgs, case_keyword};
use crate::errors::Errors;
use crate::names::snake_case;

/// One case.
pub(crate) struct Case {
    pub ident: syn::Ident,
    pub keyword: String,
    pub keyword_span: Span,
    pub value: u64,
    pub value_span: Span,
    /// The case's doc comments and other attributes (not `#[keyword]`).
    pub attrs: Vec<syn::Attribute>,
}

/// The dialect attribute wrapping the enum.
pub(crate) struct AttrModel {
    pub dialect: syn::Type,
    pub mnemonic: syn::LitStr,
    pub ods_name: String,
    pub bare: bool,
}

/// How messages name the enum when a keyword is unknown.
pub(crate) struct MessageNames {
    /// `one_of_summary`, if given.
    pub one_of_summary: Option<String>,
    /// The wrapping attribute's parameter name (`value` by default).
    pub param_name: String,
    /// The parameter's C++ type (the `cpp_name` by default).
    pub param_type: String,
}

/// An enum definition.
pub(crate) struct EnumModel {
    pub ident: syn::Ident,
    pub vis: syn::Visibility,
    pub outer_attrs: Vec<syn::Attribute>,
    pub bits: bool,
    pub cpp_name: String,
    pub separator: String,
    pub width: u32,
    pub width_span: Span,
    pub description: String,
    pub attr: Option<AttrModel>,
    pub messages: MessageNames,
    /// `prop = "…"`: the keyword of the property form (`overflow`).
    pub prop: Option<syn::LitStr>,
    pub crate_path: Option<syn::Path>,
    pub cases: Vec<Case>,
}

/// The value of a discriminant expression (an integer literal).
fn discriminant(expr: &syn::Expr) -> Option<u64> {
    match expr {
        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => i.base10_parse().ok(),
        _ => None,
    }
}

/// Builds the model; `None` when the item cannot describe an enum at all.
pub(crate) fn build(
    item: &syn::ItemEnum,
    args: EnumArgs,
    errors: &mut Errors,
) -> Option<EnumModel> {
    use syn::spanned::Spanned;
    let (summary, _) = crate::docs::summary_and_description(&item.attrs);
    // Messages quote these names (`expected Mode to be one of: up, down`):
    // an upstream dialect gives the C++ and ODS names mlir-opt quotes, a
    // Rust user's enum reads with its own Rust names.
    let cpp_name = args.cpp_name.map_or_else(|| item.ident.to_string(), |n| n.value());
    let attr_ident = format!("{}Attr", item.ident);
    let width = match &args.width {
        Some(w) => w.base10_parse().unwrap_or(0),
        None if args.bits.is_some() => 32,
        None => 64,
    };
    let mut cases = Vec::new();
    for variant in &item.variants {
        let Some((_, expr)) = &variant.discriminant else {
            errors.at(
                variant.ident.span(),
                format!("give `{}` its value: `{} = N`", variant.ident, variant.ident),
            );
            continue;
        };
        let Some(value) = discriminant(expr) else {
            errors.at(expr.span(), "expected an integer literal");
            continue;
        };
        let keyword = case_keyword(variant, errors);
        let keyword_span = keyword.as_ref().map_or(variant.ident.span(), |k| k.span());
        cases.push(Case {
            ident: variant.ident.clone(),
            keyword: keyword.map_or_else(|| snake_case(&variant.ident.to_string()), |k| k.value()),
            keyword_span,
            value,
            value_span: expr.span(),
            attrs: variant
                .attrs
                .iter()
                .filter(|a| a.path() != crate::symbol::KEYWORD)
                .cloned()
                .collect(),
        });
    }
    let messages = MessageNames {
        one_of_summary: args.one_of_summary.map(|s| s.value()),
        param_name: args
            .attr
            .as_ref()
            .and_then(|a| a.param_name.as_ref())
            .map_or_else(|| "value".to_owned(), syn::LitStr::value),
        param_type: args
            .attr
            .as_ref()
            .and_then(|a| a.param_type.as_ref())
            .map_or_else(|| cpp_name.clone(), syn::LitStr::value),
    };
    let attr = args.attr.and_then(|a| {
        let (Some(dialect), Some(mnemonic)) = (a.dialect, a.mnemonic) else {
            errors.at(a.span, "`attr(…)` needs `dialect = D` and `mnemonic = \"…\"`");
            return None;
        };
        let ods_name = a.ods_name.map_or_else(|| attr_ident.clone(), |n| n.value());
        Some(AttrModel { dialect, mnemonic, ods_name, bare: a.bare })
    });
    Some(EnumModel {
        ident: item.ident.clone(),
        vis: item.vis.clone(),
        outer_attrs: item.attrs.clone(),
        // A dialect attribute is described by its summary; an enum stored as
        // a plain integer by its cases (ODS's default), unless given.
        description: match args.description {
            Some(d) => d.value(),
            None if attr.is_some() => crate::docs::message_summary(&summary),
            None => String::new(),
        },
        bits: args.bits.is_some(),
        cpp_name,
        separator: args.separator.map_or_else(|| "|".to_owned(), |s| s.value()),
        width,
        width_span: args.width.map_or(item.ident.span(), |w| w.span()),
        attr,
        messages,
        prop: args.prop,
        crate_path: args.crate_path,
        cases,
    })
}
