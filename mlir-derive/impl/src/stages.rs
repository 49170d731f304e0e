//! The four stages every macro runs, wired once: parse the item and the
//! arguments, build the model, check it, and expand it — or, on any error,
//! emit the macro's stub (so uses of the item do not cascade) with every
//! error collected.

use proc_macro2::TokenStream;

use crate::errors::Errors;

/// One macro's stages.
pub(crate) struct Stages<I, A, M> {
    /// Stage 1: the argument list.
    pub parse_args: fn(TokenStream, &mut Errors) -> A,
    /// Stage 2: the model (`None` when the item cannot describe one).
    pub build: fn(&I, A, &mut Errors) -> Option<M>,
    /// Stage 3: the rules checked on the model.
    pub check: fn(&M, &mut Errors),
    /// Stage 4: the expansion of a valid model.
    pub expand: fn(&M) -> TokenStream,
    /// What stands in for the item when there are errors.
    pub stub: fn(&I) -> TokenStream,
}

impl<I: syn::parse::Parse, A, M> Stages<I, A, M> {
    /// Runs the stages on `#[macro(args)] item`.
    pub(crate) fn run(&self, args: TokenStream, item: TokenStream) -> TokenStream {
        let mut errors = Errors::default();
        let item: I = match syn::parse2(item) {
            Ok(item) => item,
            Err(e) => return e.to_compile_error(),
        };
        let args = (self.parse_args)(args, &mut errors);
        let model = (self.build)(&item, args, &mut errors);
        if let Some(model) = &model {
            (self.check)(model, &mut errors);
        }
        match model {
            Some(model) if errors.is_empty() => (self.expand)(&model),
            _ => {
                let stub = (self.stub)(&item);
                let errs = errors.to_compile_errors();
                quote::quote!(#stub #errs)
            }
        }
    }
}
