//! Inlining: a call replaced by a copy of its callee's body
//! ([`inline_call`]), with the dialects' say through
//! `DialectInlinerInterface`. The `inline` pass, which decides what to
//! inline over a call graph, is in the pass layer.

mod inline_call;
mod inlined_locations;

pub use inline_call::{InlineFailure, inline_call};
