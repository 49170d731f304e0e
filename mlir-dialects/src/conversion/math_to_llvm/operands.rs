//! The first step every math lowering takes (MLIR's
//! `opHasUnsupportedFloatingPointTypes` check before a `MathToLLVM`
//! pattern's rewrite): an op on a float type LLVM holds as an integer is
//! left for another lowering, then each operand must have converted to
//! one value.

use mlir_core::conversion::{ConversionPatternRewriter, TypeConverter, ValueVector};
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::MatchFailure;

use super::attrs::has_unsupported_float;
use crate::conversion::llvm_common::{converted_operands, match_failure};

/// The converted operands of the math op `op`, or the match failure of
/// `op` when it works on a float type `converter` does not lower to a
/// float, or when an operand converted to several values.
pub(super) fn supported_operands(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    operands: &[ValueVector],
    converter: &TypeConverter,
) -> Result<Vec<Value>, MatchFailure> {
    if has_unsupported_float(rw, op, converter) {
        return match_failure(rw, op, "unsupported floating point type");
    }
    converted_operands(rw, op, operands)
}
