//! `format = "…"` on `#[op]`: MLIR's declarative assembly format. The
//! string is parsed (`crate::asm_format::syntax`, shared with the parameter
//! formats of `#[type_def]`/`#[attr_def]`), checked against the op and
//! resolved (`resolve.rs`), and turned into static tables for the core's
//! shared format interpreter (`expand.rs`). Errors quote the offending part
//! of the string with a caret. The check stage resolves the format once
//! ([`resolve_format`]) and keeps the result for the expansion
//! ([`expand_format`]), which has nothing left to check.

pub(crate) mod expand;
mod resolve;

use proc_macro2::{Span, TokenStream};

use crate::asm_format::syntax;
use crate::errors::Errors;
use crate::op::model::OpModel;

/// An op's format, parsed, checked and resolved against its model: what
/// the expansion reads, with nothing left to check.
pub(crate) struct ResolvedFormat {
    /// The elements and what the checks found (ambiguity messages already
    /// quote the string).
    resolved: resolve::Resolved,
    /// The span of the format string, where generated code that fails
    /// points.
    span: Span,
}

/// Parses, checks and resolves the op's format (`None` when there is no
/// format or it has errors, which are recorded).
pub(crate) fn resolve_format(model: &OpModel, errors: &mut Errors) -> Option<ResolvedFormat> {
    let lit = model.format.as_ref()?;
    let src = lit.value();
    let items = match syntax::parse(&src) {
        Ok(items) => items,
        Err((message, at)) => {
            errors.at(lit.span(), syntax::excerpt(&src, at, 1, &message));
            return None;
        }
    };
    let located = |message: &str, at: usize, len: usize| {
        if len == 0 {
            format!("format: {message}")
        } else {
            syntax::excerpt(&src, at, len, message)
        }
    };
    match resolve::resolve(model, &items) {
        Ok(mut resolved) => {
            // The overlaps become const assertions: their messages quote
            // the string too.
            for overlap in &mut resolved.attr_overlaps {
                overlap.message = located(&overlap.message, overlap.at, overlap.len);
            }
            Some(ResolvedFormat { resolved, span: lit.span() })
        }
        Err(list) => {
            for (message, at, len) in list {
                errors.at(lit.span(), located(&message, at, len));
            }
            None
        }
    }
}

impl ResolvedFormat {
    /// Whether the format takes result group `index`'s type from the
    /// constraint's buildable type, which `build_inferred` then builds too.
    pub(crate) fn builds_result(&self, model: &OpModel, index: usize) -> bool {
        expand::result_built_by_constraint(model, &self.resolved, index)
    }
}

/// The items a resolved format generates in the op's const block (custom
/// directive wrappers, assertions, the `FORMAT` static).
pub(crate) fn expand_format(model: &OpModel, format: &ResolvedFormat) -> TokenStream {
    expand::expand(model, &format.resolved, format.span).items
}
