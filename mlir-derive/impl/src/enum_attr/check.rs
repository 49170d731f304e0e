//! Stage 3: the rules an enum definition must follow, each reported at its
//! span.

use std::collections::BTreeMap;

use super::model::EnumModel;
use crate::errors::Errors;
use crate::names::{IDENTIFIER_RULE, is_identifier};

/// Reports every broken rule; returns the model validated (checking
/// resolves nothing more for an enum).
pub(crate) fn check(model: EnumModel, errors: &mut Errors) -> EnumModel {
    if !matches!(model.width, 8 | 16 | 32 | 64) {
        errors.at(model.width_span, "`width` must be 8, 16, 32 or 64");
    }
    if model.cases.is_empty() {
        errors.at(model.ident.span(), "an enum attribute needs at least one case");
    }
    let mut keywords = BTreeMap::new();
    let mut values = BTreeMap::new();
    for case in &model.cases {
        if let Some(first) = keywords.insert(case.keyword.clone(), &case.ident) {
            errors.at(
                case.keyword_span,
                format!("keyword `{}` is already the keyword of `{first}`", case.keyword),
            );
        }
        if model.width < 64 && case.value >> model.width != 0 {
            errors.at(case.value_span, format!("value does not fit in {} bits", model.width));
        }
        if !model.bits
            && let Some(first) = values.insert(case.value, &case.ident)
        {
            errors.at(
                case.value_span,
                format!("value {} is already the value of `{first}`", case.value),
            );
        }
    }
    if model.bits {
        let single: u64 =
            model.cases.iter().filter(|c| c.value.count_ones() == 1).fold(0, |a, c| a | c.value);
        for case in model.cases.iter().filter(|c| c.value.count_ones() > 1) {
            if case.value & !single != 0 {
                errors.at(case.value_span, "a group must combine bits that are cases of their own");
            }
        }
    }
    if let Some(attr) = &model.attr
        && !is_identifier(&attr.mnemonic.value())
    {
        errors.at(
            attr.mnemonic.span(),
            format!(
                "mnemonic `{}` is not an MLIR identifier ({IDENTIFIER_RULE}): MLIR could print the attribute but not read it back",
                attr.mnemonic.value()
            ),
        );
    }
    if let Some(prop) = &model.prop {
        if model.attr.is_none() {
            errors.at(
                prop.span(),
                "`prop = \"…\"` needs `attr(…)`: the property reads the attribute form in `<{…}>`",
            );
        }
        if !is_identifier(&prop.value()) {
            errors.at(
                prop.span(),
                format!("`{}` is not an MLIR identifier ({IDENTIFIER_RULE})", prop.value()),
            );
        }
    }
    if model.separator.trim().is_empty() && model.bits {
        errors.at(model.ident.span(), "`separator` must contain `,` or `|`");
    }
    model
}
