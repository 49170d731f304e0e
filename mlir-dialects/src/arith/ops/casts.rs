//! The casts that do not convert between float types: integer extension
//! and truncation (`extsi`, `extui`, `trunci`), integer–float conversion
//! (`sitofp`, `uitofp`, `fptosi`, `fptoui`), `index` conversion
//! (`index_cast`, `index_castui`) and `bitcast`; the float casts are in
//! `float_casts`. Each converts one value to another type of the same shape,
//! element by element; which pairs of types it accepts is its
//! `CastOpInterface` model, checked before the op's own verifier (so a bad
//! pair reads "operand type 'i32' and result type 'i8' are cast
//! incompatible").
//!
//! The integer width changes (`extsi`, `extui`, `trunci`, the `index`
//! casts) bound their results through `InferIntRangeInterface`
//! (`int_range.rs`). Upstream's `VectorUnrollOpInterface` has no
//! counterpart in the core yet; it verifies nothing.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::cast::{CastOpInterfaceModel, CastOpInterfaceTrait};
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::semantics::constraints::{FloatLike, SignlessFixedWidthIntegerLike};
use mlir_core::semantics::traits::{
    Elementwise, PredOpTrait, Pure, SameOperandsAndResultShape, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::canonicalize::*;
use super::super::constraints::{
    BitcastTypeConstraint, IndexCastTypeConstraint, SameInputOutputTensorDims,
};
use super::super::enums::{IntegerOverflowFlags, IntegerOverflowFlagsAttr};
use super::super::int_range::WidthChange;
use super::super::interfaces::ArithIntegerOverflowFlagsInterface;
use super::super::models::{
    BitCast, EXTEND_INT, FLOAT_TO_INT, HasOverflowFlags, INT_TO_FLOAT, IndexCast, TRUNCATE_INT,
};
use super::super::verify::{verify_extension, verify_truncation};

/// Declares one cast (ODS's `Arith_CastOp`): operand `in` and result `out`
/// of the same shape, their element types accepted by the op's
/// `CastOpInterface` model, element by element; `verify = f` adds the op's
/// own verifier `f(ir, op)`.
macro_rules! cast_op {
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, $from:ident => $to:ident,
        $(canonicalize = [$($pattern:path),* $(,)?],)? $(range = $range:expr,)?
        model = $model:expr, verify = $verify:path $(, $extra:ident)*
    ) => {
        cast_op!(@op $(#[$doc])* $name = $mnemonic, $from => $to, $model, [$($range)?],
            [verify $(, $extra)*] {$(canonicalize = [$($pattern),*],)?});

        impl $name {
            /// The op's own verifier.
            fn verify(self, ir: &IrView) -> VerifyResult {
                $verify(ir, self.as_op())
            }
        }
    };
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, $from:ident => $to:ident,
        $(canonicalize = [$($pattern:path),* $(,)?],)? $(range = $range:expr,)?
        model = $model:expr $(, $extra:ident)*
    ) => {
        cast_op!(@op $(#[$doc])* $name = $mnemonic, $from => $to, $model, [$($range)?],
            [$($extra),*] {$(canonicalize = [$($pattern),*],)?});
    };
    (@op $(#[$doc:meta])* $name:ident = $mnemonic:literal, $from:ident => $to:ident, $model:expr,
     [$($range:expr)?], [$($hook:ident),*] {$($canonicalize:tt)*}) => {
        $(#[$doc])*
        #[op(
            dialect = Arith,
            name = $mnemonic,
            format = "$in attr-dict `:` type($in) `to` type($out)",
            traits = [
                PredOpTrait<SameInputOutputTensorDims>,
                Pure,
                SameOperandsAndResultShape,
                CastOpInterfaceTrait,
                Elementwise,
                Scalarizable,
                Vectorizable,
                Tensorizable,
            ],
            interfaces = [
                CastOpInterfaceModel = $model
                $(, InferIntRangeInterfaceModel = $range)?
            ],
            $($canonicalize)*
            $($hook,)*
        )]
        pub struct $name {
            #[operand]
            r#in: $from,
            #[result]
            out: $to,
        }
    };
}

cast_op! {
    /// Sign-extends an integer to a wider one.
    ///
    /// The result element type must be strictly wider than the operand's; the
    /// new high bits copy the sign bit.
    ExtSIOp = "extsi", SignlessFixedWidthIntegerLike => SignlessFixedWidthIntegerLike,
    canonicalize = [ExtSIOfExtUI], range = WidthChange::ExtSI, model = EXTEND_INT,
    verify = verify_extension, fold
}

cast_op! {
    /// Zero-extends an integer to a wider one.
    ///
    /// The result element type must be strictly wider than the operand's; the
    /// new high bits are zero.
    ExtUIOp = "extui", SignlessFixedWidthIntegerLike => SignlessFixedWidthIntegerLike, range = WidthChange::ExtUI,
    model = EXTEND_INT, verify = verify_extension, fold
}

/// Truncates an integer to a narrower one.
///
/// The result element type must be strictly narrower than the operand's;
/// the high bits are dropped. With `nsw` or `nuw` in the overflow flags, a
/// value that does not fit the result (as signed or unsigned) gives poison.
#[op(
    dialect = Arith,
    name = "trunci",
    canonicalize = [TruncIExtSIToExtSI, TruncIExtUIToExtUI, TruncIShrSIToTrunciShrUI],
    format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    traits = [
        PredOpTrait<SameInputOutputTensorDims>,
        Pure,
        SameOperandsAndResultShape,
        CastOpInterfaceTrait,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
    ],
    interfaces = [
        dyn ArithIntegerOverflowFlagsInterface = HasOverflowFlags,
        CastOpInterfaceModel = TRUNCATE_INT,
        InferIntRangeInterfaceModel = WidthChange::Trunc,
    ],
    verify,
    fold
)]
pub struct TruncIOp {
    #[operand]
    r#in: SignlessFixedWidthIntegerLike,
    #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE, value = IntegerOverflowFlags)]
    overflow_flags: IntegerOverflowFlagsAttr,
    #[result]
    out: SignlessFixedWidthIntegerLike,
}

impl TruncIOp {
    /// The result must be narrower than the operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_truncation(ir, self.as_op())
    }
}

cast_op! {
    /// Converts a float to a signed integer, rounding toward zero.
    ///
    /// A value out of the integer's range gives poison.
    FPToSIOp = "fptosi", FloatLike => SignlessFixedWidthIntegerLike, model = FLOAT_TO_INT, fold
}

cast_op! {
    /// Converts a float to an unsigned integer, rounding toward zero.
    ///
    /// A value out of the integer's range gives poison.
    FPToUIOp = "fptoui", FloatLike => SignlessFixedWidthIntegerLike, model = FLOAT_TO_INT, fold
}

cast_op! {
    /// Converts a signed integer to a float, rounding to nearest even.
    ///
    /// Any integer and float widths may be paired.
    SIToFPOp = "sitofp", SignlessFixedWidthIntegerLike => FloatLike, model = INT_TO_FLOAT, fold
}

cast_op! {
    /// Converts an unsigned integer to a float, rounding to nearest even.
    ///
    /// Any integer and float widths may be paired.
    UIToFPOp = "uitofp", SignlessFixedWidthIntegerLike => FloatLike, model = INT_TO_FLOAT, fold
}

cast_op! {
    /// Converts between `index` and a signless integer, sign-extending or
    /// truncating.
    ///
    /// Exactly one side is `index` (elementwise: the element types of vectors,
    /// tensors and memrefs).
    IndexCastOp = "index_cast", IndexCastTypeConstraint => IndexCastTypeConstraint,
    canonicalize = [IndexCastOfIndexCast, IndexCastOfExtSI],
    range = WidthChange::IndexCast(true), model = IndexCast, fold
}

cast_op! {
    /// Converts between `index` and a signless integer, zero-extending or
    /// truncating.
    ///
    /// Exactly one side is `index` (elementwise: the element types of vectors,
    /// tensors and memrefs).
    IndexCastUIOp = "index_castui", IndexCastTypeConstraint => IndexCastTypeConstraint,
    canonicalize = [IndexCastUIOfIndexCastUI, IndexCastUIOfExtUI],
    range = WidthChange::IndexCast(false), model = IndexCast, fold
}

cast_op! {
    /// Reinterprets the bits of a value as another type of the same width.
    ///
    /// Integers and floats (not `index`), elementwise over vectors, tensors
    /// and memrefs.
    BitcastOp = "bitcast", BitcastTypeConstraint => BitcastTypeConstraint,
    canonicalize = [BitcastOfBitcast], model = BitCast, fold
}
