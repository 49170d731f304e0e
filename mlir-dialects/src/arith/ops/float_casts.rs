//! The casts between float types: `extf` and `truncf`, and their scaled
//! forms `scaling_extf` and `scaling_truncf`, which take a scale operand
//! too. They carry optional `fastmath` flags and (the truncations) an
//! optional `roundingmode`, printed only when given. Which widths they
//! accept is their `CastOpInterface` model, checked before the op's own
//! verifier (a truncation that widens reads "operand type 'f16' and result
//! type 'f32' are cast incompatible"); the scaled casts compare the first
//! operand with the result only.
//!
//! Upstream's `VectorUnrollOpInterface` has no counterpart in the core
//! yet; it verifies nothing.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::cast::{CastOpInterfaceModel, CastOpInterfaceTrait};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::semantics::constraints::FloatLike;
use mlir_core::semantics::traits::{
    Elementwise, PredOpTrait, Pure, SameOperandsAndResultShape, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::canonicalize::*;
use super::super::constraints::SameInputOutputTensorDims;
use super::super::enums::{FastMathFlags, FastMathFlagsAttr, RoundingMode, RoundingModeAttr};
use super::super::float_fold::{float_attr, float_value, fold_elementwise};
use super::super::interfaces::{ArithFastMathInterface, ArithRoundingModeInterface};
use super::super::models::{
    EXTEND_FLOAT, HasFastMath, HasRoundingMode, SCALING_EXTEND, SCALING_TRUNCATE, TRUNCATE_FLOAT,
};
use super::super::verify::{verify_extension, verify_truncation};

/// Extends a float to a wider float type.
///
/// The result element type must be strictly wider (in bits) than the
/// operand's.
#[op(
    dialect = Arith,
    name = "extf",
    format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
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
    interfaces = [dyn ArithFastMathInterface = HasFastMath, CastOpInterfaceModel = EXTEND_FLOAT],
    verify,
    fold
)]
pub struct ExtFOp {
    #[operand]
    r#in: FloatLike,
    #[attr(value = FastMathFlags)]
    fastmath: Option<FastMathFlagsAttr>,
    #[result]
    out: FloatLike,
}

impl ExtFOp {
    /// The result must be wider than the operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_extension(ir, self.as_op())
    }

    /// `extf(truncf(x))` back to `x`'s type is `x` when both carry
    /// `contract`; a constant folds when the conversion is exact.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let out = self.out(ir).ty(ir);
        if let Some(trunc) =
            self.r#in(ir).defining_op(ir).and_then(|d| TruncFOp::try_from_op(ir, d))
        {
            let contract = |f: Option<FastMathFlags>| {
                f.unwrap_or(FastMathFlags::NONE).contains(FastMathFlags::CONTRACT)
            };
            let source = trunc.r#in(ir);
            if source.ty(ir) == out && contract(trunc.fastmath(ir)) && contract(self.fastmath(ir)) {
                return Some(OpFoldResult::Value(source));
            }
        }
        fold_float_conversion(ir, adaptor, out)
    }
}

/// Folds a constant converted to another float type, when every element
/// converts exactly (MLIR's `convertFloatValue`).
fn fold_float_conversion(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    out: mlir_core::Type,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    fold_elementwise(ctx, adaptor.constant(0), out, |a, t| {
        let (value, exact) = float_value(ctx, a)?.convert(t.as_float(ctx)?);
        exact.then(|| float_attr(ctx, t, value))
    })
    .map(OpFoldResult::Attr)
}

/// Truncates a float to a narrower float type.
///
/// The result element type must be strictly narrower than the operand's.
/// Values are rounded by `roundingmode` when given, else to nearest, ties
/// to even.
#[op(
    dialect = Arith,
    name = "truncf",
    canonicalize = [TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP],
    format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
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
        dyn ArithRoundingModeInterface = HasRoundingMode,
        dyn ArithFastMathInterface = HasFastMath,
        CastOpInterfaceModel = TRUNCATE_FLOAT,
    ],
    verify,
    fold
)]
pub struct TruncFOp {
    #[operand]
    r#in: FloatLike,
    #[attr(value = RoundingMode)]
    roundingmode: Option<RoundingModeAttr>,
    #[attr(value = FastMathFlags)]
    fastmath: Option<FastMathFlagsAttr>,
    #[result]
    out: FloatLike,
}

impl TruncFOp {
    /// The result must be narrower than the operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_truncation(ir, self.as_op())
    }

    /// `truncf(extf(x))`, when the extension is exact for every value of
    /// `x`'s kind (its exponent range and precision fit in the intermediate
    /// kind's): `truncf(x)` in place, keeping this op's rounding mode and
    /// fast-math flags, when `x` is wider than the result; `x` when it has
    /// the result's element type; else nothing (`f16 → f64 → f32` stays).
    /// A constant folds when the conversion is exact (so the rounding mode
    /// never matters).
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        let ctx = ir.ctx();
        let out = self.out(ir).ty(ir);
        if let Some(ext) = self.r#in(ir).defining_op(ir).and_then(|d| ExtFOp::try_from_op(ir, d)) {
            let source = ext.r#in(ir);
            let kind = |ty: mlir_core::Type| ty.element_type_or_self(ctx).as_float(ctx);
            if let (Some(src), Some(mid), Some(dst)) =
                (kind(source.ty(ir)), kind(ext.out(ir).ty(ir)), kind(out))
                && src.is_representable_by(mid)
            {
                if src.bit_width() > dst.bit_width() {
                    return OpUpdate::new().with_operands(vec![source]).into();
                }
                if src == dst {
                    return OpFoldResult::Value(source).into();
                }
            }
        }
        fold_float_conversion(ir, adaptor, out).into()
    }
}

/// Extends a float to a wider float type and multiplies it by a scale.
///
/// The value's element type must be strictly narrower than the result's;
/// the scale (commonly an `f8E8M0FNU` power of two shared by a block of
/// values) is extended too and multiplies the extended value.
#[op(
    dialect = Arith,
    name = "scaling_extf",
    format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    traits = [
        PredOpTrait<SameInputOutputTensorDims>,
        Pure,
        CastOpInterfaceTrait,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
    ],
    interfaces = [dyn ArithFastMathInterface = HasFastMath, CastOpInterfaceModel = SCALING_EXTEND],
    verify
)]
pub struct ScalingExtFOp {
    #[operand]
    r#in: FloatLike,
    #[operand]
    scale: FloatLike,
    #[attr(value = FastMathFlags)]
    fastmath: Option<FastMathFlagsAttr>,
    #[result]
    out: FloatLike,
}

impl ScalingExtFOp {
    /// The result must be wider than the value operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_extension(ir, self.as_op())
    }
}

/// Divides a float by a scale and truncates it to a narrower float type.
///
/// The value's element type must be strictly wider than the result's; the
/// scale (commonly an `f8E8M0FNU` power of two shared by a block of values)
/// divides the value before it is rounded, by `roundingmode` when given.
#[op(
    dialect = Arith,
    name = "scaling_truncf",
    format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    traits = [
        PredOpTrait<SameInputOutputTensorDims>,
        Pure,
        CastOpInterfaceTrait,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
    ],
    interfaces = [
        dyn ArithRoundingModeInterface = HasRoundingMode,
        dyn ArithFastMathInterface = HasFastMath,
        CastOpInterfaceModel = SCALING_TRUNCATE,
    ],
    verify
)]
pub struct ScalingTruncFOp {
    #[operand]
    r#in: FloatLike,
    #[operand]
    scale: FloatLike,
    #[attr(value = RoundingMode)]
    roundingmode: Option<RoundingModeAttr>,
    #[attr(value = FastMathFlags)]
    fastmath: Option<FastMathFlagsAttr>,
    #[result]
    out: FloatLike,
}

impl ScalingTruncFOp {
    /// The result must be narrower than the value operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_truncation(ir, self.as_op())
    }
}
