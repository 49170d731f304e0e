//! The hooks `#[op]` can call, each a bare flag naming a method the user
//! writes on the op: which ones there are and the flag each is written as.

crate::hook::hooks! {
    /// One hook of `#[op]`.
    pub(crate) enum OpHook {
        /// `verify`: a custom verifier, run after the traits and invariants.
        Verify = VERIFY,
        /// `verify_regions`: a verifier run once the nested ops verified.
        VerifyRegions = VERIFY_REGIONS,
        /// `custom_format`: the op's own `parse` and `print`.
        CustomFormat = CUSTOM_FORMAT,
        /// `fold`: a folder.
        Fold = FOLD,
        /// `canonicalize`: a canonicalizer.
        Canonicalize = CANONICALIZE,
    }
}

/// A hook flag of `#[op]` as written.
pub(crate) type HookFlag = crate::hook::HookFlag<OpHook>;
