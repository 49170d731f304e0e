//! Stage 3: the rules a kind definition must follow, each reported at its
//! span; the format is resolved here, once, for the expansion.

use super::Kind;
use super::format::{PElem, resolve};
use super::model::KindModel;
use crate::asm_format::syntax::excerpt;
use crate::errors::Errors;
use crate::names::{IDENTIFIER_RULE, is_identifier};

/// The validated model: the definition and its resolved format (empty
/// for a kind without parameters and format).
pub(crate) struct Checked {
    pub model: KindModel,
    pub elements: Vec<PElem>,
}

/// Whether `ty` is written `Option<…>` (an optional parameter).
pub(crate) fn is_option(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.qself.is_none()
        && p.path.segments.last().is_some_and(|s| s.ident == "Option"))
}

/// Reports every broken rule; returns the model with its format resolved.
pub(crate) fn check(model: KindModel, errors: &mut Errors) -> Checked {
    let mnemonic = model.mnemonic.value();
    if !is_identifier(&mnemonic) {
        errors.at(
            model.mnemonic.span(),
            format!(
                "mnemonic `{mnemonic}` is not an MLIR identifier ({IDENTIFIER_RULE}): MLIR could print the value but not read it back"
            ),
        );
    }
    check_self_type(&model, errors);
    if let (Some(lit), Some(_)) = (&model.format, &model.custom) {
        errors.at(lit.span(), "a kind has a `format` or `parse`/`print` functions, not both");
    }
    let elements = match &model.format {
        Some(lit) => {
            let src = lit.value();
            match resolve(&model, &src) {
                Ok(elements) => elements,
                Err(list) => {
                    for (message, at, len) in list {
                        errors.at(lit.span(), excerpt(&src, at, len, &message));
                    }
                    Vec::new()
                }
            }
        }
        None => {
            if let Some(first) = model.params.iter().find(|p| p.self_type.is_none())
                && model.custom.is_none()
            {
                errors.at(
                    first.ident.span(),
                    "a kind with parameters needs `format = \"…\"` (or `parse = f, print = g`) to say how they are written",
                );
            }
            Vec::new()
        }
    };
    Checked { model, elements }
}

/// `#[param(self_type)]`: on an attribute kind, once, on a parameter that
/// is always present.
fn check_self_type(model: &KindModel, errors: &mut Errors) {
    let mut seen = false;
    for param in &model.params {
        let Some(span) = param.self_type else { continue };
        if model.kind == Kind::Type {
            errors.at(span, "`self_type` is an attribute's own type: a type kind has none");
        } else if std::mem::replace(&mut seen, true) {
            errors
                .at(span, "an attribute has one type: `self_type` is on another parameter already");
        } else if param.default.is_some() || is_option(&param.ty) {
            errors.at(
                span,
                "the self type is never absent (`none` when not written): it takes no default and is not an `Option`",
            );
        }
    }
}
