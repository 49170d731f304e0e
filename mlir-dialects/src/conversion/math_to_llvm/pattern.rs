//! The pattern every math lowering is (MLIR's `ConvertOpToLLVMPattern`
//! as `MathToLLVM` uses it): an op on a float type LLVM holds as an
//! integer is left for another lowering (`opHasUnsupportedFloatingPointTypes`),
//! each operand must have converted to one value, then the lowering
//! builds the values replacing the op.

use std::sync::Arc;

use mlir_core::conversion::{
    ConversionPattern, ConversionPatternRewriter, TypeConverter, ValueVector,
};
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::{MatchFailure, PatternRoot, RewriteResult};

use super::attrs::has_unsupported_float;
use crate::conversion::llvm_common::converted_operands;

/// What one math lowering does once its op is known to be one it takes.
pub trait MathLowering: Send + Sync {
    /// The full name of the math op lowered.
    fn source(&self) -> &'static str;

    /// The ops the lowering creates.
    fn generated_ops(&self) -> &[&'static str];

    /// The name of the pattern in debugging output.
    fn debug_name(&self) -> &str;

    /// The values replacing `op`, built from its converted `operands` with
    /// the types of `converter`; or the match failure of `op`.
    fn lower(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        op: Op,
        operands: &[Value],
        converter: &TypeConverter,
    ) -> Result<Vec<Value>, MatchFailure>;
}

/// The conversion pattern of a math lowering, with the types of its
/// converter.
pub struct MathPattern<L> {
    lowering: L,
    converter: Arc<TypeConverter>,
}

impl<L: MathLowering> MathPattern<L> {
    /// The pattern of `lowering`, with the types of `converter`.
    pub fn with(lowering: L, converter: Arc<TypeConverter>) -> Self {
        MathPattern { lowering, converter }
    }
}

impl<L: MathLowering> ConversionPattern for MathPattern<L> {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.lowering.source())
    }

    fn generated_ops(&self) -> &[&'static str] {
        self.lowering.generated_ops()
    }

    fn debug_name(&self) -> &str {
        self.lowering.debug_name()
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        if has_unsupported_float(rw, op, &self.converter) {
            return rw.notify_match_failure(op, "unsupported floating point type");
        }
        let operands = converted_operands(rw, op, operands)?;
        let values = self.lowering.lower(rw, op, &operands, &self.converter)?;
        rw.replace_op(op, &values);
        Ok(())
    }
}
