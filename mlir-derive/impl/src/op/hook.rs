//! The hooks `#[op]` can call, each a bare flag naming a method the user
//! writes on the op: which ones there are and the flag each is written as.

use crate::symbol::{CANONICALIZE, CUSTOM_FORMAT, FOLD, Symbol, VERIFY, VERIFY_REGIONS};

/// One hook of `#[op]`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum OpHook {
    /// `verify`: a custom verifier, run after the traits and invariants.
    Verify,
    /// `verify_regions`: a verifier run once the nested ops verified.
    VerifyRegions,
    /// `custom_format`: the op's own `parse` and `print`.
    CustomFormat,
    /// `fold`: a folder.
    Fold,
    /// `canonicalize`: a canonicalizer.
    Canonicalize,
}

/// A hook flag as written: which hook, and the flag (its span is where
/// a missing method is reported).
pub(crate) type HookFlag = (OpHook, syn::Ident);

impl OpHook {
    /// Every hook, in the order messages list them.
    pub(crate) const ALL: [OpHook; 5] = [
        OpHook::Verify,
        OpHook::VerifyRegions,
        OpHook::CustomFormat,
        OpHook::Fold,
        OpHook::Canonicalize,
    ];

    /// The flag the hook is written as.
    pub(crate) fn symbol(self) -> Symbol {
        match self {
            OpHook::Verify => VERIFY,
            OpHook::VerifyRegions => VERIFY_REGIONS,
            OpHook::CustomFormat => CUSTOM_FORMAT,
            OpHook::Fold => FOLD,
            OpHook::Canonicalize => CANONICALIZE,
        }
    }

    /// The hook a flag names.
    pub(crate) fn named(flag: &syn::Ident) -> Option<OpHook> {
        OpHook::ALL.into_iter().find(|hook| *flag == hook.symbol())
    }

    /// The flags, for messages.
    pub(crate) fn symbols() -> [Symbol; 5] {
        OpHook::ALL.map(OpHook::symbol)
    }
}
