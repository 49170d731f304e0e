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
        /// `verify_region_arg_attribute`: verifies an attribute of the
        /// dialect's namespace on an argument of a function.
        VerifyRegionArgAttribute = VERIFY_REGION_ARG_ATTRIBUTE,
        /// `verify_region_result_attribute`: verifies an attribute of the
        /// dialect's namespace on a result of a function.
        VerifyRegionResultAttribute = VERIFY_REGION_RESULT_ATTRIBUTE,
    }
}

/// A hook flag of `#[dialect]` as written.
pub(crate) type HookFlag = crate::hook::HookFlag<DialectHook>;
