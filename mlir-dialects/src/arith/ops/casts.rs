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
//! Upstream's `InferIntRangeInterface` and `VectorUnrollOpInterface` have
//! no counterpart in the core yet; they verify nothing.

use mlir_core::constraints::{FloatLike, SignlessFixedWidthIntegerLike};
use mlir_core::diag::VerifyResult;
use mlir_core::interfaces::cast::{CastOpInterface, CastOpInterfaceTrait};
use mlir_core::ir::IrView;
use mlir_core::op_type::OpType;
use mlir_core::traits::{
    Elementwise, PredOpTrait, Pure, SameOperandsAndResultShape, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::constraints::{
    BitcastTypeConstraint, IndexCastTypeConstraint, SameInputOutputTensorDims,
};
use super::super::enums::{IntegerOverflowFlags, IntegerOverflowFlagsAttr};
use super::super::interfaces::ArithIntegerOverflowFlagsInterface;
use super::super::models::{
    BitCast, EXTEND_INT, FLOAT_TO_INT, HasOverflowFlags, INT_TO_FLOAT, IndexCast, TRUNCATE_INT,
};
use super::super::verify::{verify_extension, verify_truncation};

/// Sign-extends an integer to a wider one.
///
/// The result element type must be strictly wider than the operand's; the
/// new high bits copy the sign bit.
#[op(
    dialect = Arith,
    name = "extsi",
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
    interfaces = [CastOpInterface = EXTEND_INT],
    verify
)]
pub struct ExtSIOp {
    #[operand]
    r#in: SignlessFixedWidthIntegerLike,
    #[result]
    out: SignlessFixedWidthIntegerLike,
}

impl ExtSIOp {
    /// The result must be wider than the operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_extension(ir, self.as_op())
    }
}

/// Zero-extends an integer to a wider one.
///
/// The result element type must be strictly wider than the operand's; the
/// new high bits are zero.
#[op(
    dialect = Arith,
    name = "extui",
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
    interfaces = [CastOpInterface = EXTEND_INT],
    verify
)]
pub struct ExtUIOp {
    #[operand]
    r#in: SignlessFixedWidthIntegerLike,
    #[result]
    out: SignlessFixedWidthIntegerLike,
}

impl ExtUIOp {
    /// The result must be wider than the operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_extension(ir, self.as_op())
    }
}

/// Truncates an integer to a narrower one.
///
/// The result element type must be strictly narrower than the operand's;
/// the high bits are dropped. With `nsw` or `nuw` in the overflow flags, a
/// value that does not fit the result (as signed or unsigned) gives poison.
#[op(
    dialect = Arith,
    name = "trunci",
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
        ArithIntegerOverflowFlagsInterface = HasOverflowFlags,
        CastOpInterface = TRUNCATE_INT,
    ],
    verify
)]
pub struct TruncIOp {
    #[operand]
    r#in: SignlessFixedWidthIntegerLike,
    #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE)]
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

/// Converts a float to a signed integer, rounding toward zero.
///
/// A value out of the integer's range gives poison.
#[op(
    dialect = Arith,
    name = "fptosi",
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
    interfaces = [CastOpInterface = FLOAT_TO_INT]
)]
pub struct FPToSIOp {
    #[operand]
    r#in: FloatLike,
    #[result]
    out: SignlessFixedWidthIntegerLike,
}

/// Converts a float to an unsigned integer, rounding toward zero.
///
/// A value out of the integer's range gives poison.
#[op(
    dialect = Arith,
    name = "fptoui",
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
    interfaces = [CastOpInterface = FLOAT_TO_INT]
)]
pub struct FPToUIOp {
    #[operand]
    r#in: FloatLike,
    #[result]
    out: SignlessFixedWidthIntegerLike,
}

/// Converts a signed integer to a float, rounding to nearest even.
///
/// Any integer and float widths may be paired.
#[op(
    dialect = Arith,
    name = "sitofp",
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
    interfaces = [CastOpInterface = INT_TO_FLOAT]
)]
pub struct SIToFPOp {
    #[operand]
    r#in: SignlessFixedWidthIntegerLike,
    #[result]
    out: FloatLike,
}

/// Converts an unsigned integer to a float, rounding to nearest even.
///
/// Any integer and float widths may be paired.
#[op(
    dialect = Arith,
    name = "uitofp",
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
    interfaces = [CastOpInterface = INT_TO_FLOAT]
)]
pub struct UIToFPOp {
    #[operand]
    r#in: SignlessFixedWidthIntegerLike,
    #[result]
    out: FloatLike,
}

/// Converts between `index` and a signless integer, sign-extending or
/// truncating.
///
/// Exactly one side is `index` (elementwise: the element types of vectors,
/// tensors and memrefs).
#[op(
    dialect = Arith,
    name = "index_cast",
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
    interfaces = [CastOpInterface = IndexCast]
)]
pub struct IndexCastOp {
    #[operand]
    r#in: IndexCastTypeConstraint,
    #[result]
    out: IndexCastTypeConstraint,
}

/// Converts between `index` and a signless integer, zero-extending or
/// truncating.
///
/// Exactly one side is `index` (elementwise: the element types of vectors,
/// tensors and memrefs).
#[op(
    dialect = Arith,
    name = "index_castui",
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
    interfaces = [CastOpInterface = IndexCast]
)]
pub struct IndexCastUIOp {
    #[operand]
    r#in: IndexCastTypeConstraint,
    #[result]
    out: IndexCastTypeConstraint,
}

/// Reinterprets the bits of a value as another type of the same width.
///
/// Integers and floats (not `index`), elementwise over vectors, tensors
/// and memrefs.
#[op(
    dialect = Arith,
    name = "bitcast",
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
    interfaces = [CastOpInterface = BitCast]
)]
pub struct BitcastOp {
    #[operand]
    r#in: BitcastTypeConstraint,
    #[result]
    out: BitcastTypeConstraint,
}
