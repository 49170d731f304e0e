//! The hooks `#[dialect]` can call, each a bare flag naming an associated
//! function the user writes on the dialect type.

crate::hook::hooks! {
    /// One hook of `#[dialect]`.
    pub(crate) enum DialectHook {
        /// `verify_op_attribute`: verifies a discardable attribute of the
        /// dialect's namespace on any op.
        VerifyOpAttribute = VERIFY_OP_ATTRIBUTE,
        /// `materialize_constant`: builds a constant op for a folded value.
        MaterializeConstant = MATERIALIZE_CONSTANT,
    }
}

/// A hook flag of `#[dialect]` as written.
pub(crate) type HookFlag = crate::hook::HookFlag<DialectHook>;
