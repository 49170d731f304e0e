//! The one-to-one lowerings (MLIR's `VectorConvertToLLVMPattern`): an
//! `arith` op becomes one `llvm` op of the same operands, with its
//! attributes converted (`attrs.rs`). A scalar or a one-dimensional vector
//! is lowered directly; an n-D vector, held as nested arrays, one
//! innermost vector at a time when the first operand is such an array.
//!
//! The float ops on floats LLVM has no type for (`f8E4M3FN`, …, which the
//! type converter turns into integers) are left as they are.

use mlir_core::conversion::{ConversionPattern, ConversionPatternRewriter, ValueVector};
use mlir_core::ir::{InsertPoint, IrView, Op, OpBuilder};
use mlir_core::rewrite::{PatternRoot, RewriteResult};
use mlir_core::{Context, Type, TypeData};

use super::attrs::{AttrConversion, as_named, convert_attrs, source_attrs};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, build_named, converted_operands, converted_result_type, lower_elementwise,
};
use crate::llvm::ArrayType;
use crate::llvm::constraints::is_compatible_outer_type;

/// Which `arith.truncf` ops a lowering takes: those with a rounding mode
/// go to the constrained intrinsic, the others to `llvm.fptrunc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RoundingModeUse {
    /// The op has no rounding mode.
    Irrelevant,
    /// Only ops without one.
    Without,
    /// Only ops with one.
    With,
}

/// Lowers the op `source` to the op `target`.
pub(super) struct ElementwiseLowering {
    /// The `arith` op.
    pub source: &'static str,
    /// The `llvm` op.
    pub target: &'static str,
    /// How its attributes carry over.
    pub attrs: AttrConversion,
    /// Which ops of `source` it takes, by their rounding mode.
    pub rounding: RoundingModeUse,
    /// Whether it leaves ops with floats LLVM lacks among their operand
    /// and result types.
    pub float_only: bool,
    /// Upstream's name of the pattern, for the conversion log.
    pub name: &'static str,
    /// The converter, asked which float types LLVM lacks.
    pub converter: LlvmTypeConverter,
}

impl ConversionPattern for ElementwiseLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.source)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        if self.float_only && has_unsupported_float(rw, &self.converter, op) {
            return rw.notify_match_failure(op, "unsupported floating point type");
        }
        let has_rounding = op.get_attr(rw, "roundingmode").is_some();
        match self.rounding {
            RoundingModeUse::Without if has_rounding => {
                return rw.notify_match_failure(op, "the op has a rounding mode");
            }
            RoundingModeUse::With if !has_rounding => {
                return rw.notify_match_failure(op, "the op has no rounding mode");
            }
            _ => {}
        }
        let values = converted_operands(rw, op, operands)?;
        let ctx = rw.ctx_arc().clone();
        if !values.iter().all(|v| is_compatible_outer_type(&ctx, v.ty(rw))) {
            return rw.notify_match_failure(op, "an operand is not of an LLVM type");
        }
        let result_ty = converted_result_type(rw, op, self.converter.converter())?;
        let attrs = convert_attrs(&ctx, source_attrs(rw, op), self.attrs);
        let named = as_named(&attrs);
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let first_is_array = values.first().is_some_and(|v| ArrayType::isa(&ctx, v.ty(rw)));
        let target = self.target;
        let lowered = if first_is_array {
            lower_elementwise(rw, loc, result_ty, &values, |b, pieces, ty| {
                build_named(b, loc, target, pieces, &[ty], &named).result(b, 0)
            })
        } else {
            build_named(rw, loc, target, &values, &[result_ty], &named).result(rw, 0)
        };
        rw.replace_op(op, &[lowered]);
        Ok(())
    }
}

/// Whether an operand or result of `op` has a float element type that
/// does not lower to an LLVM float (MLIR's
/// `opHasUnsupportedFloatingPointTypes`).
pub(super) fn has_unsupported_float(ir: &IrView, converter: &LlvmTypeConverter, op: Op) -> bool {
    let ctx = ir.ctx();
    let unsupported = |ty: Type| {
        let element = ty.element_type_or_self(ctx);
        is_float(ctx, element)
            && !converter.convert_type(ctx, element).is_some_and(|t| is_float(ctx, t))
    };
    op.operands(ir).any(|v| unsupported(v.ty(ir))) || op.results(ir).any(|v| unsupported(v.ty(ir)))
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ty.data(ctx), TypeData::Float(_))
}
