//! `index.casts` and `index.castu`: between `index` and an integer type of
//! any width (one end must be `index`), extending or truncating with sign
//! (`casts`) or zeros (`castu`): `index.casts %a : index to i32`.
//!
//! Both fold a constant when the cast gives the same value on 64-bit and
//! 32-bit targets (`dual_width.rs`). A folded value other than `index` or
//! `i1` has no `index` constant to materialize, so such a fold is dropped
//! by the folder, as upstream's is.

use mlir_core::definitions::interfaces::cast::{CastOpInterfaceModel, CastOpInterfaceTrait};
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{AnyInteger, AnyTypeOf, Index as IndexType};
use mlir_core::semantics::traits::Pure;
use mlir_derive::op;

use super::super::Index;
use super::super::dual_width::fold_cast;
use super::super::int_range::{CASTS_RANGE, CASTU_RANGE};
use super::super::models::IndexToOrFromInteger;
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;

/// An integer of any width or `index`.
pub type IntegerOrIndex = AnyTypeOf<(AnyInteger, IndexType)>;

/// Declares one cast: `signed` says how it extends.
macro_rules! cast_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal, signed = $signed:literal, range = $range:ident) => {
        $(#[$doc])*
        #[op(
            dialect = Index,
            name = $mnemonic,
            fold,
            format = "$input attr-dict `:` type($input) `to` type($output)",
            traits = [Pure, CastOpInterfaceTrait],
            interfaces = [
                CastOpInterfaceModel = IndexToOrFromInteger,
                InferIntRangeInterfaceModel = $range,
            ]
        )]
        pub struct $name {
            #[operand]
            input: IntegerOrIndex,
            #[result]
            output: IntegerOrIndex,
        }

        impl $name {
            /// Folds a constant when both widths of `index` agree.
            fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
                fold_cast(ir.ctx(), adaptor.constant(0), self.output(ir).ty(ir), $signed)
            }
        }
    };
}

cast_op! {
    /// Casts between `index` and an integer, sign-extending or truncating.
    ///
    /// Exactly one of the two types is `index`.
    CastSOp = "casts", signed = true, range = CASTS_RANGE
}

cast_op! {
    /// Casts between `index` and an integer, zero-extending or truncating.
    ///
    /// Exactly one of the two types is `index`.
    CastUOp = "castu", signed = false, range = CASTU_RANGE
}
