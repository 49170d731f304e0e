//! Stage 3: the rules `#[dialect]` checks on its own item.

use quote::ToTokens;
use syn::spanned::Spanned;

use super::model::DialectModel;
use crate::errors::Errors;
use crate::names::{IDENTIFIER_RULE, is_identifier};

/// Checks the model, recording every violation; returns it validated
/// (checking resolves nothing more for a dialect).
pub(crate) fn check(model: DialectModel, errors: &mut Errors) -> DialectModel {
    let name = model.name.value();
    if !is_identifier(&name) {
        errors.at(model.name.span(), format!("a dialect name is an identifier: {IDENTIFIER_RULE}"));
    }
    if !matches!(model.item.fields, syn::Fields::Unit) {
        errors.at(model.item.fields.span(), "a `#[dialect]` struct is a unit struct");
    }
    let mut seen: Vec<String> = Vec::new();
    for op in &model.ops {
        let text = op.to_token_stream().to_string();
        if seen.contains(&text) {
            errors.at(op.span(), format!("`{text}` is listed twice"));
        }
        seen.push(text);
    }
    model
}
