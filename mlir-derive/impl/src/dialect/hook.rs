//! The hooks `#[dialect]` can call, each a bare flag naming an associated
//! function the user writes on the dialect type.

use crate::symbol::{MATERIALIZE_CONSTANT, Symbol, VERIFY_OP_ATTRIBUTE};

/// One hook of `#[dialect]`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum DialectHook {
    /// `verify_op_attribute`: verifies a discardable attribute of the
    /// dialect's namespace on any op.
    VerifyOpAttribute,
    /// `materialize_constant`: builds a constant op for a folded value.
    MaterializeConstant,
}

/// A hook flag as written: which hook, and the flag (its span is where
/// a missing function is reported).
pub(crate) type HookFlag = (DialectHook, syn::Ident);

impl DialectHook {
    /// Every hook, in the order messages list them.
    pub(crate) const ALL: [DialectHook; 2] =
        [DialectHook::VerifyOpAttribute, DialectHook::MaterializeConstant];

    /// The flag the hook is written as.
    pub(crate) fn symbol(self) -> Symbol {
        match self {
            DialectHook::VerifyOpAttribute => VERIFY_OP_ATTRIBUTE,
            DialectHook::MaterializeConstant => MATERIALIZE_CONSTANT,
        }
    }

    /// The hook a flag names.
    pub(crate) fn named(flag: &syn::Ident) -> Option<DialectHook> {
        DialectHook::ALL.into_iter().find(|hook| *flag == hook.symbol())
    }

    /// The flags, for messages.
    pub(crate) fn symbols() -> [Symbol; 2] {
        DialectHook::ALL.map(DialectHook::symbol)
    }
}
