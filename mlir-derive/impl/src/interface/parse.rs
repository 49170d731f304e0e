//! Stage 1: the syntax of `#[interface(...)]`.

use proc_macro2::TokenStream;
use syn::Token;
use syn::parse::ParseStream;

use crate::args::{parse_arg_list, parse_crate_arg, type_list};
use crate::errors::Errors;
use crate::symbol::{ATTR, BASE, CRATE, DIALECT, OP, Symbol, TYPE, VERIFY, VERIFY_REGIONS, words};

/// What an interface is for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum InterfaceKind {
    /// `op`: implemented by ops (their typed handles).
    Op,
    /// `dialect`: implemented by dialects (their unit structs).
    Dialect,
    /// `attr`: implemented by attribute kinds (`#[attr_def]` handles).
    Attr,
    /// `type`: implemented by type kinds (`#[type_def]` handles).
    Type,
}

/// The arguments of `#[interface]`.
#[derive(Default, Clone)]
pub(crate) struct InterfaceArgs {
    /// `op` or `dialect`: what the interface is for.
    pub kind: Option<(InterfaceKind, proc_macro2::Span)>,
    /// `verify = f` or `verify_regions = f`: the interface's verifier.
    pub verify: Option<syn::Path>,
    /// Whether the verifier runs after the ops nested in the op's regions
    /// (`verify_regions`, MLIR's `verifyWithRegions`).
    pub verify_with_regions: bool,
    /// `base = [A, …]`: interfaces an implementer must implement too.
    pub bases: Vec<syn::Type>,
    /// `builtin = [VectorType, …]`: builtin kinds implementing the
    /// interface (for the core's own interfaces), at the word's span.
    pub builtin: Option<(proc_macro2::Span, Vec<syn::Type>)>,
    pub crate_path: Option<syn::Path>,
}

const ARGS: [Symbol; 8] = [OP, DIALECT, ATTR, TYPE, VERIFY, VERIFY_REGIONS, BASE, CRATE];

/// What an interface can be for, by the flag that says it.
const KINDS: [(Symbol, InterfaceKind); 4] = [
    (OP, InterfaceKind::Op),
    (DIALECT, InterfaceKind::Dialect),
    (ATTR, InterfaceKind::Attr),
    (TYPE, InterfaceKind::Type),
];

/// Parses the argument list, reporting every bad argument.
pub(crate) fn parse_args(tokens: TokenStream, errors: &mut Errors) -> InterfaceArgs {
    let mut out = InterfaceArgs::default();
    parse_arg_list(tokens, errors, |input| parse_one(input, &mut out));
    out
}

fn parse_one(input: ParseStream, out: &mut InterfaceArgs) -> syn::Result<()> {
    if let Some(path) = parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    // `type` is a keyword.
    let key: syn::Ident = input.call(syn::ext::IdentExt::parse_any)?;
    let name = key.to_string();
    if let Some((_, kind)) = KINDS.iter().find(|(word, _)| key == *word) {
        out.kind = Some((*kind, key.span()));
    } else if key == VERIFY || key == VERIFY_REGIONS {
        input.parse::<Token![=]>()?;
        if out.verify.is_some() {
            return Err(syn::Error::new(
                key.span(),
                "an interface has one verifier: `verify = f` or `verify_regions = f`",
            ));
        }
        out.verify = Some(input.parse()?);
        out.verify_with_regions = key == VERIFY_REGIONS;
    } else if key == BASE {
        input.parse::<Token![=]>()?;
        out.bases = type_list(input)?;
    } else if key == "builtin" {
        input.parse::<Token![=]>()?;
        out.builtin = Some((key.span(), type_list(input)?));
    } else {
        return Err(syn::Error::new(
            key.span(),
            format!(
                "unknown `#[interface]` argument `{name}`{} (expected `op`, `dialect`, `attr`, `type`, `verify`, `verify_regions`, `base`, `builtin`, `crate`)",
                crate::suggest::did_you_mean(&name, words(&ARGS))
            ),
        ));
    }
    Ok(())
}
