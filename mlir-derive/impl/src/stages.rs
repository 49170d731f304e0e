//! The four stages every macro runs, wired once: parse the item and the
//! arguments, build the model, check it, and expand it — or, on any error,
//! emit with every error collected what stands in for the item so that its
//! uses do not cascade: the expansion itself when the macro says the errors
//! leave its shape intact (`recover`), else the macro's stub. Each stage consumes what the one before produced:
//! the check stage turns the model into the validated model (with what it
//! resolved while checking, such as an op's format), and only that reaches
//! the expansion.

use proc_macro2::TokenStream;

use crate::errors::Errors;

/// One macro's stages: `I` the item, `A` its arguments, `M` its model and
/// `V` the validated model (the model itself when checking resolves
/// nothing more).
pub(crate) struct Stages<I, A, M, V = M> {
    /// Stage 1: the argument list.
    pub parse_args: fn(TokenStream, &mut Errors) -> A,
    /// Stage 2: the model (`None` when the item cannot describe one).
    pub build: fn(&I, A, &mut Errors) -> Option<M>,
    /// Stage 3: the rules checked on the model, which becomes the validated
    /// model (expanded only when no error was recorded).
    pub check: fn(M, &mut Errors) -> V,
    /// Stage 4: the expansion of a validated model.
    pub expand: fn(&V) -> TokenStream,
    /// The expansion that stands in for a validated model with errors, when
    /// they leave the generated code's shape intact (`None`: the stub).
    pub recover: fn(&V) -> Option<TokenStream>,
    /// What stands in for the item when there are errors, given the item
    /// and the arguments stage 1 read (for `crate = path` and the types
    /// they name, which the stub still names so their imports stay used).
    pub stub: fn(&I, &A) -> TokenStream,
}

impl<I: syn::parse::Parse, A: Clone, M, V> Stages<I, A, M, V> {
    /// Runs the stages on `#[macro(args)] item`.
    pub(crate) fn run(&self, args: TokenStream, item: TokenStream) -> TokenStream {
        let mut errors = Errors::default();
        let item: I = match syn::parse2(item) {
            Ok(item) => item,
            Err(e) => return e.to_compile_error(),
        };
        let args = (self.parse_args)(args, &mut errors);
        // Kept for the stub: building the model consumes the arguments.
        let model = (self.build)(&item, args.clone(), &mut errors);
        let checked = model.map(|model| (self.check)(model, &mut errors));
        if let Some(checked) = &checked
            && errors.is_empty()
        {
            return (self.expand)(checked);
        }
        let stand_in =
            checked.as_ref().and_then(self.recover).unwrap_or_else(|| (self.stub)(&item, &args));
        let errs = errors.to_compile_errors();
        quote::quote!(#stand_in #errs)
    }
}
