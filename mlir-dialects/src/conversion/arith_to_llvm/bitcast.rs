//! `arith.bitcast` (MLIR's `BitcastOpLowering`): nothing when both types
//! lower to the same type (`f8E4M3FN` to `i8`, both `i8`), else
//! `llvm.bitcast` as the other one-to-one lowerings.

use mlir_core::conversion::{ConversionPattern, ConversionPatternRewriter, ValueVector};
use mlir_core::ir::Op;
use mlir_core::rewrite::{PatternRoot, RewriteResult};

use super::attrs::AttrConversion;
use super::elementwise::{ElementwiseLowering, RoundingModeUse};
use crate::conversion::llvm_common::LlvmTypeConverter;

/// Lowers `arith.bitcast`.
pub(super) struct BitcastLowering {
    general: ElementwiseLowering,
}

impl BitcastLowering {
    /// The lowering with `converter`.
    pub(super) fn new(converter: LlvmTypeConverter) -> Self {
        let general = ElementwiseLowering {
            source: "arith.bitcast",
            target: "llvm.bitcast",
            attrs: AttrConversion::PassThrough,
            rounding: RoundingModeUse::Irrelevant,
            float_only: false,
            name: "BitcastOpLowering",
            converter,
        };
        BitcastLowering { general }
    }
}

impl ConversionPattern for BitcastLowering {
    fn root(&self) -> PatternRoot {
        self.general.root()
    }

    fn debug_name(&self) -> &str {
        self.general.debug_name()
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx_arc().clone();
        let result_ty = self.general.converter.convert_type(&ctx, op.result(rw, 0).ty(rw));
        if let [input] = operands.first().map(|v| v.as_slice()).unwrap_or_default()
            && result_ty == Some(input.ty(rw))
        {
            let input = *input;
            rw.replace_op(op, &[input]);
            return Ok(());
        }
        self.general.match_and_rewrite(op, operands, rw)
    }
}
