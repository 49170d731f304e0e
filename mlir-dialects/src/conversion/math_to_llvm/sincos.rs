//! `math.sincos` as `llvm.intr.sincos` (MLIR's `SincosOpLowering`): the
//! intrinsic returns a struct of the sine and the cosine, which two
//! `llvm.extractvalue`s take apart. The intrinsic carries the op's
//! attributes and fast-math flags.

use std::sync::Arc;

use mlir_core::conversion::{ConversionPatternRewriter, TypeConverter};
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::MatchFailure;

use super::attrs::{borrowed, carried_attrs};
use super::pattern::{MathLowering, MathPattern};
use crate::conversion::llvm_common::{build_named, match_failure};
use crate::llvm::{ExtractValueOp, StructType};

/// Lowers `math.sincos`.
pub type SincosLowering = MathPattern<Sincos>;

/// The lowering of `math.sincos`.
pub struct Sincos;

impl SincosLowering {
    /// The lowering with the types of `converter`.
    pub fn new(converter: Arc<TypeConverter>) -> Self {
        MathPattern::with(Sincos, converter)
    }
}

impl MathLowering for Sincos {
    fn source(&self) -> &'static str {
        "math.sincos"
    }

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.intr.sincos", "llvm.extractvalue"]
    }

    fn debug_name(&self) -> &str {
        "math.sincos"
    }

    fn lower(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        op: Op,
        operands: &[Value],
        converter: &TypeConverter,
    ) -> Result<Vec<Value>, MatchFailure> {
        let ctx = rw.ctx_arc().clone();
        let converted: Option<Vec<_>> = [op.operand(rw, 0), op.result(rw, 0), op.result(rw, 1)]
            .into_iter()
            .map(|v| converter.convert_type_1to1(&ctx, v.ty(rw)))
            .collect();
        let Some(converted) = converted else {
            return match_failure(rw, op, "a type does not convert");
        };
        let operand_ty = converted[0];
        let pair = StructType::literal(&ctx, vec![operand_ty, operand_ty], false).into();
        let attrs = carried_attrs(rw, op);
        let loc = op.loc(rw);
        let sincos = build_named(rw, loc, "llvm.intr.sincos", operands, &[pair], &borrowed(&attrs));
        let both = sincos.result(rw, 0);
        let sin = ExtractValueOp::build(rw, loc, operand_ty, both, vec![0]).res(rw);
        let cos = ExtractValueOp::build(rw, loc, operand_ty, both, vec![1]).res(rw);
        Ok(vec![sin, cos])
    }
}
