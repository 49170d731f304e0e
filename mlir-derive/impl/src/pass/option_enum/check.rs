//! Stage 3: the rules of an option enum — not generic, at least one case,
//! cases without data, names written `#[name = "…"]` and no two alike.

use syn::spanned::Spanned;

use super::model::OptionEnumModel;
use crate::errors::Errors;

/// Reports every rule the enum breaks.
pub(crate) fn check(model: OptionEnumModel, errors: &mut Errors) -> OptionEnumModel {
    let item = &model.item;
    if let Some(param) = item.generics.params.first() {
        errors.at(param.span(), "an option enum cannot be generic");
    }
    if item.variants.is_empty() {
        errors.at(item.ident.span(), "an option enum needs at least one case");
    }
    for (i, (variant, case)) in item.variants.iter().zip(&model.cases).enumerate() {
        if !matches!(variant.fields, syn::Fields::Unit) {
            errors.at(variant.fields.span(), "an option enum's cases carry no data");
        }
        for &span in &case.malformed_names {
            errors.at(span, "a case's name is written `#[name = \"…\"]`");
        }
        if model.cases[..i].iter().any(|earlier| earlier.name == case.name) {
            errors.at(case.name_span, format!("two cases are named `{}`", case.name));
        }
    }
    model
}
