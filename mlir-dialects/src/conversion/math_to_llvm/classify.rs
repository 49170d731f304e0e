//! `math.isnan` and `math.isfinite` as `llvm.intr.is.fpclass` (MLIR's
//! `IsNaNOpLowering` and `IsFiniteOpLowering`) with LLVM's class masks:
//! the two NaNs (3), and the normal, subnormal and zero values of both
//! signs (504). The op's attributes are not carried over. `math.isinf`
//! and `math.isnormal` are not lowered.

use std::sync::Arc;

use mlir_core::conversion::{ConversionPatternRewriter, TypeConverter};
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::MatchFailure;

use super::pattern::{MathLowering, MathPattern};
use crate::conversion::llvm_common::{build_named, converted_result_type};

/// LLVM's class mask of the NaNs (`fcNan`).
pub const NAN_MASK: i64 = 0b11;
/// LLVM's class mask of the finite values (`fcFinite`).
pub const FINITE_MASK: i64 = 0b1_1111_1000;

/// Lowers `source` to `llvm.intr.is.fpclass` with the mask `mask`.
pub type ClassifyLowering = MathPattern<Classify>;

/// The test of `source` for the classes in `mask`.
pub struct Classify {
    source: &'static str,
    mask: i64,
}

impl ClassifyLowering {
    /// The lowering of `source` to a test of the classes in `mask`, with
    /// the types of `converter`.
    pub fn new(source: &'static str, mask: i64, converter: Arc<TypeConverter>) -> Self {
        MathPattern::with(Classify { source, mask }, converter)
    }
}

impl MathLowering for Classify {
    fn source(&self) -> &'static str {
        self.source
    }

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.intr.is.fpclass"]
    }

    fn debug_name(&self) -> &str {
        self.source
    }

    fn lower(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        op: Op,
        operands: &[Value],
        converter: &TypeConverter,
    ) -> Result<Vec<Value>, MatchFailure> {
        let result_ty = converted_result_type(rw, op, converter)?;
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let mask = [("bit", ctx.integer_attr_i64(ctx.integer_type(32), self.mask))];
        let new = build_named(rw, loc, "llvm.intr.is.fpclass", operands, &[result_ty], &mask);
        Ok(vec![new.result(rw, 0)])
    }
}
