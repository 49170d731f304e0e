//! `arith.cmpi` and `arith.cmpf` to `llvm.icmp` and `llvm.fcmp` (MLIR's
//! `CmpIOpLowering` and `CmpFOpLowering`): the same predicate (both
//! dialects number them alike), `cmpf`'s fast-math flags converted, other
//! attributes dropped; n-D vectors one innermost vector at a time.
//! `cmpf` on floats LLVM lacks is left.

use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::conversion::{ConversionPattern, ConversionPatternRewriter, ValueVector};
use mlir_core::ir::{InsertPoint, Op, OpBuilder};
use mlir_core::rewrite::{PatternRoot, RewriteResult};
use mlir_core::{Attribute, Context};

use super::attrs::llvm_fastmath;
use super::elementwise::has_unsupported_float;
use crate::conversion::llvm_common::{
    LlvmTypeConverter, build_named, converted_operands, converted_result_type, lower_elementwise,
};
use crate::{arith, llvm};

/// Lowers `arith.cmpi` (`float` false) or `arith.cmpf` (`float` true).
pub(super) struct CmpLowering {
    /// Whether it lowers `cmpf`.
    pub float: bool,
    /// The converter of the result type.
    pub converter: LlvmTypeConverter,
}

impl CmpLowering {
    /// The `llvm` op's attributes: its predicate and, for `fcmp`, the
    /// fast-math flags.
    fn target_attrs(
        &self,
        ctx: &Context,
        op: Op,
        ir: &mlir_core::ir::IrView,
    ) -> Option<Vec<(&'static str, Attribute)>> {
        let predicate = op.get_attr(ir, "predicate")?;
        if !self.float {
            let value = arith::CmpIPredicate::from_attr(ctx, predicate)?.to_value();
            return Some(vec![("predicate", llvm::ICmpPredicate::from_value(value)?.attr(ctx))]);
        }
        let value = arith::CmpFPredicate::from_attr(ctx, predicate)?.to_value();
        let flags = op
            .get_attr(ir, "fastmath")
            .and_then(|a| arith::FastMathFlags::from_attr(ctx, a))
            .unwrap_or(arith::FastMathFlags::NONE);
        Some(vec![
            ("predicate", llvm::FCmpPredicate::from_value(value)?.attr(ctx)),
            ("fastmathFlags", llvm_fastmath(flags).attr(ctx)),
        ])
    }
}

impl ConversionPattern for CmpLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(if self.float { "arith.cmpf" } else { "arith.cmpi" })
    }

    fn debug_name(&self) -> &str {
        if self.float { "CmpFOpLowering" } else { "CmpIOpLowering" }
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        if self.float && has_unsupported_float(rw, &self.converter, op) {
            return rw.notify_match_failure(op, "unsupported floating point type");
        }
        let values = converted_operands(rw, op, operands)?;
        let ctx = rw.ctx_arc().clone();
        let result_ty = converted_result_type(rw, op, self.converter.converter())?;
        let Some(attrs) = self.target_attrs(&ctx, op, rw) else {
            return rw.notify_match_failure(op, "the predicate is not a known case");
        };
        let name = if self.float { "llvm.fcmp" } else { "llvm.icmp" };
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let lowered = lower_elementwise(rw, loc, result_ty, &values, |b, pieces, ty| {
            build_named(b, loc, name, pieces, &[ty], &attrs).result(b, 0)
        });
        rw.replace_op(op, &[lowered]);
        Ok(())
    }
}
