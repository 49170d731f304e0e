//! Error accumulation: every rule reports at its own span, and all errors
//! come out together as `compile_error!` invocations.

use proc_macro2::{Span, TokenStream};

/// The errors found so far.
#[derive(Default)]
pub(crate) struct Errors {
    list: Vec<syn::Error>,
}

impl Errors {
    /// Records an error at `span`.
    pub(crate) fn at(&mut self, span: Span, message: impl std::fmt::Display) {
        self.list.push(syn::Error::new(span, message));
    }

    /// Records a parse error.
    pub(crate) fn push(&mut self, error: syn::Error) {
        self.list.push(error);
    }

    /// How many errors were recorded.
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether nothing went wrong.
    pub(crate) fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The `compile_error!`s of all errors.
    pub(crate) fn to_compile_errors(&self) -> TokenStream {
        self.list.iter().map(syn::Error::to_compile_error).collect()
    }
}
