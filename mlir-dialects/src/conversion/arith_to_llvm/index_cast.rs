//! `arith.index_cast` and `arith.index_castui` (MLIR's
//! `IndexCastOpLowering`): nothing when `index` lowers to the other
//! type's width, else `llvm.trunc` to a narrower type and `llvm.sext`
//! (`index_cast`) or `llvm.zext` (`index_castui`) to a wider one; n-D
//! vectors one innermost vector at a time.

use mlir_core::conversion::{ConversionPattern, ConversionPatternRewriter, ValueVector};
use mlir_core::ir::{InsertPoint, Op, OpBuilder};
use mlir_core::rewrite::{PatternRoot, RewriteResult};

use crate::conversion::llvm_common::{
    LlvmTypeConverter, build_named, converted_operands, lower_elementwise,
};
use crate::llvm::ArrayType;

/// Lowers `arith.index_cast` (`unsigned` false) or `arith.index_castui`.
pub(super) struct IndexCastLowering {
    /// Whether it lowers `index_castui`.
    pub unsigned: bool,
    /// The converter of the types.
    pub converter: LlvmTypeConverter,
}

impl ConversionPattern for IndexCastLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(if self.unsigned { "arith.index_castui" } else { "arith.index_cast" })
    }

    fn debug_name(&self) -> &str {
        if self.unsigned { "IndexCastOpUILowering" } else { "IndexCastOpSILowering" }
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let input = converted_operands(rw, op, operands)?[0];
        let ctx = rw.ctx_arc().clone();
        let result_ty = op.result(rw, 0).ty(rw);
        let width = |ty: mlir_core::Type| {
            self.converter
                .convert_type(&ctx, ty.element_type_or_self(&ctx))
                .and_then(|t| t.int_or_float_bit_width(&ctx))
        };
        let (Some(target_bits), Some(source_bits)) =
            (width(result_ty), width(op.operand(rw, 0).ty(rw)))
        else {
            return rw.notify_match_failure(op, "an element type does not convert");
        };
        if target_bits == source_bits {
            rw.replace_op(op, &[input]);
            return Ok(());
        }
        let Some(converted_ty) = self.converter.convert_type(&ctx, result_ty) else {
            return rw.notify_match_failure(op, "the result type does not convert");
        };
        let name = match (target_bits < source_bits, self.unsigned) {
            (true, _) => "llvm.trunc",
            (false, false) => "llvm.sext",
            (false, true) => "llvm.zext",
        };
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let lowered = if ArrayType::isa(&ctx, input.ty(rw)) {
            lower_elementwise(rw, loc, converted_ty, &[input], |b, pieces, ty| {
                build_named(b, loc, name, pieces, &[ty], &[]).result(b, 0)
            })
        } else {
            build_named(rw, loc, name, &[input], &[converted_ty], &[]).result(rw, 0)
        };
        rw.replace_op(op, &[lowered]);
        Ok(())
    }
}
