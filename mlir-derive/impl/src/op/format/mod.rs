//! `format = "…"` on `#[op]`: MLIR's declarative assembly format. The
//! string is parsed (`syntax.rs`), checked against the op and resolved
//! (`resolve.rs`), and turned into static tables for the core's shared
//! format interpreter (`expand.rs`). Errors quote the offending part of the
//! string with a caret. Only `#[op]` has a format, so the module lives
//! under `op/`.

mod expand;
mod resolve;
mod syntax;

use proc_macro2::TokenStream;

use crate::errors::Errors;
use crate::op::model::OpModel;

/// Checks the op's format and generates its items (`None` when there is no
/// format or it has errors, which are recorded).
pub(crate) fn build(model: &OpModel, errors: &mut Errors) -> Option<TokenStream> {
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
            Some(expand::expand(model, &resolved, lit.span()).items)
        }
        Err(list) => {
            for (message, at, len) in list {
                errors.at(lit.span(), located(&message, at, len));
            }
            None
        }
    }
}
