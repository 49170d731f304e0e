//! `arith.constant` to `llvm.mlir.constant` (MLIR's
//! `ConstantOpLowering`): the same value and attributes, the converted
//! type: `llvm.mlir.constant(42 : index) : i64`, and an n-D vector's
//! dense value as it is, of the nested array type.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder};
use mlir_core::rewrite::RewriteResult;

use super::attrs::{as_named, source_attrs};
use crate::arith::ConstantOp;
use crate::conversion::llvm_common::{LlvmTypeConverter, build_named, converted_result_type};

/// Lowers `arith.constant`.
pub(super) struct ConstantLowering {
    /// The converter of the result type.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for ConstantLowering {
    type Op = ConstantOp;

    fn debug_name(&self) -> &str {
        "ConstantOpLowering"
    }

    fn match_and_rewrite(
        &self,
        constant: ConstantOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = constant.as_op();
        let ty = converted_result_type(rw, op, self.converter.converter())?;
        let attrs = source_attrs(rw, op);
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let lowered = build_named(rw, loc, "llvm.mlir.constant", &[], &[ty], &as_named(&attrs));
        let value = lowered.result(rw, 0);
        rw.replace_op(op, &[value]);
        Ok(())
    }
}
