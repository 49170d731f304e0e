//! Stage 2: the model of an option enum — its cases, each with the name
//! pipelines write.

use proc_macro2::Span;

use super::parse::{OptionEnumArgs, case_name, is_name_attr};
use crate::errors::Errors;

/// An option enum.
pub(crate) struct OptionEnumModel {
    /// The enum without the cases' `#[name = "…"]`.
    pub item: syn::ItemEnum,
    /// The cases, in order.
    pub cases: Vec<Case>,
    /// `crate = path`.
    pub crate_path: Option<syn::Path>,
}

/// One case of the enum.
pub(crate) struct Case {
    /// The case's name in pipelines.
    pub name: String,
    /// Where that name was written (the `#[name = "…"]` string or the case).
    pub name_span: Span,
    /// The `#[name …]` attributes not written `#[name = "…"]`, reported by
    /// the check in the case's turn.
    pub malformed_names: Vec<Span>,
    /// The first line of the case's doc comment (its help text).
    pub doc: String,
}

/// Builds the model; the rules are the check's.
pub(crate) fn build(
    item: &syn::ItemEnum,
    args: OptionEnumArgs,
    _: &mut Errors,
) -> Option<OptionEnumModel> {
    let mut item = item.clone();
    let cases = item.variants.iter_mut().map(case).collect();
    Some(OptionEnumModel { item, cases, crate_path: args.crate_path })
}

/// One case read, with its `#[name = "…"]` removed.
fn case(variant: &mut syn::Variant) -> Case {
    let mut name = crate::names::snake_case(&variant.ident.to_string()).replace('_', "-");
    let mut name_span = variant.ident.span();
    let mut malformed_names = Vec::new();
    for attr in variant.attrs.iter().filter(|a| is_name_attr(a)) {
        match case_name(attr) {
            Ok(written) => (name, name_span) = written,
            Err(span) => malformed_names.push(span),
        }
    }
    variant.attrs.retain(|a| !is_name_attr(a));
    let doc = crate::docs::summary_and_description(&variant.attrs).0;
    Case { name, name_span, malformed_names, doc }
}
