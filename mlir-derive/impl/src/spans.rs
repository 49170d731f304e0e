//! Spans of generated code.

use proc_macro2::Span;

/// Where generated code points at `span`: its location (so errors show the
/// user's text) with the hygiene of the attribute's call site, so that every
/// name the expansion defines and uses resolves alike, also when the
/// definition is written inside a `macro_rules!` whose parameters carry
/// another hygiene context.
pub(crate) fn at(span: Span) -> Span {
    Span::call_site().located_at(span)
}
