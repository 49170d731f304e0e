//! What the hook enums of `#[op]` and `#[dialect]` share: a hook is a bare
//! flag naming a method or function the user writes. [`hooks!`] declares
//! an enum of them with the flag each is written as, once; [`Hook`] looks
//! a flag up and lists the flags for messages; [`parse_flag`] and
//! [`unknown_argument`] are the argument parser's two uses of them.

use syn::Token;
use syn::parse::ParseStream;

use crate::symbol::{CRATE, Symbol, words};

/// The hooks of one macro.
pub(crate) trait Hook: Copy + PartialEq + 'static {
    /// Every hook, in the order messages list them.
    const ALL: &'static [Self];

    /// The flag the hook is written as.
    fn symbol(self) -> Symbol;

    /// The hook a flag names.
    fn named(flag: &syn::Ident) -> Option<Self> {
        Self::ALL.iter().copied().find(|hook| *flag == hook.symbol())
    }

    /// The flags, for messages.
    fn symbols() -> Vec<Symbol> {
        Self::ALL.iter().map(|hook| hook.symbol()).collect()
    }
}

/// A hook flag as written: which hook, and the flag (its span is where a
/// missing method or function is reported).
pub(crate) type HookFlag<H> = (H, syn::Ident);

/// Declares an enum of hooks, each variant with the flag it is written as
/// (`Verify = VERIFY`), and its [`Hook`] impl; the variants are listed in
/// the order messages list them.
macro_rules! hooks {
    (
        $(#[$attr:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_attr:meta])* $variant:ident = $flag:ident,)*
        }
    ) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        $vis enum $name {
            $($(#[$variant_attr])* $variant,)*
        }

        impl $crate::hook::Hook for $name {
            const ALL: &'static [$name] = &[$($name::$variant),*];

            fn symbol(self) -> $crate::symbol::Symbol {
                match self {
                    $($name::$variant => $crate::symbol::$flag,)*
                }
            }
        }
    };
}
pub(crate) use hooks;

/// Reads `key` into `hooks` when it is a hook flag of `H` (`Ok(true)`); a
/// flag takes no value, so `= …` after one is an error.
pub(crate) fn parse_flag<H: Hook>(
    key: &syn::Ident,
    input: ParseStream,
    hooks: &mut Vec<HookFlag<H>>,
) -> syn::Result<bool> {
    let Some(hook) = H::named(key) else { return Ok(false) };
    if input.peek(Token![=]) {
        return Err(syn::Error::new(key.span(), format!("`{key}` takes no value")));
    }
    hooks.push((hook, key.clone()));
    Ok(true)
}

/// The error for an argument of `#[macro_name]` that is none of `args`,
/// no hook of `H` and not `crate`, with "did you mean" among them all;
/// `expected` lists the arguments as the message spells them, the hooks
/// follow.
pub(crate) fn unknown_argument<H: Hook>(
    key: &syn::Ident,
    macro_name: &str,
    args: &[Symbol],
    expected: &str,
) -> syn::Error {
    let name = key.to_string();
    let hooks = H::symbols();
    let known = words(args).chain(words(&hooks)).chain([CRATE.as_str()]);
    syn::Error::new(
        key.span(),
        format!(
            "unknown `#[{macro_name}]` argument `{name}`{} (expected {expected}, or a hook: {})",
            crate::suggest::did_you_mean(&name, known),
            words(&hooks).collect::<Vec<_>>().join(", ")
        ),
    )
}
