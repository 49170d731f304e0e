//! `math.isnan` and `math.isfinite` as `llvm.intr.is.fpclass` (MLIR's
//! `IsNaNOpLowering` and `IsFiniteOpLowering`) with LLVM's class masks:
//! the two NaNs (3), and the normal, subnormal and zero values of both
//! signs (504). The op's attributes are not carried over. `math.isinf`
//! and `math.isnormal` are not lowered.

use std::sync::Arc;

use mlir_core::conversion::{
    ConversionPattern, ConversionPatternRewriter, TypeConverter, ValueVector,
};
use mlir_core::ir::Op;
use mlir_core::rewrite::{PatternRoot, RewriteResult};

use super::operands::supported_operands;
use crate::conversion::llvm_common::{build_named, converted_result_type};

/// LLVM's class mask of the NaNs (`fcNan`).
pub const NAN_MASK: i64 = 0b11;
/// LLVM's class mask of the finite values (`fcFinite`).
pub const FINITE_MASK: i64 = 0b1_1111_1000;

/// Lowers `source` to `llvm.intr.is.fpclass` with the mask `mask`.
pub struct ClassifyLowering {
    source: &'static str,
    mask: i64,
    converter: Arc<TypeConverter>,
}

impl ClassifyLowering {
    /// The lowering of `source` to a test of the classes in `mask`, with
    /// the types of `converter`.
    pub fn new(source: &'static str, mask: i64, converter: Arc<TypeConverter>) -> Self {
        ClassifyLowering { source, mask, converter }
    }
}

impl ConversionPattern for ClassifyLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.source)
    }

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.intr.is.fpclass"]
    }

    fn debug_name(&self) -> &str {
        self.source
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let operands = supported_operands(rw, op, operands, &self.converter)?;
        let result_ty = converted_result_type(rw, op, &self.converter)?;
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let mask = [("bit", ctx.integer_attr_i64(ctx.integer_type(32), self.mask))];
        let new = build_named(rw, loc, "llvm.intr.is.fpclass", &operands, &[result_ty], &mask);
        let value = new.result(rw, 0);
        rw.replace_op(op, &[value]);
        Ok(())
    }
}
