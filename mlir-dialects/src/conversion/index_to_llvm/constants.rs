//! The `index` ops that become `llvm.mlir.constant` (`constant`, its value
//! truncated to the lowered width; `bool.constant`; `sizeof`, the lowered
//! width) and `index.cmp`, which becomes `llvm.icmp` with the same
//! predicate.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Op;
use mlir_core::rewrite::RewriteResult;

use crate::conversion::llvm_common::{int_constant, pattern_type_converter, single_values};
use crate::index::{BoolConstantOp, CmpOp, ConstantOp, IndexCmpPredicate, SizeOfOp};
use crate::llvm::{ConstantOp as LlvmConstantOp, ICmpOp, ICmpPredicate};

/// `index.constant`.
pub struct ConstantLowering;

impl OpConversionPattern for ConstantLowering {
    type Op = ConstantOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.mlir.constant"]
    }

    fn match_and_rewrite(
        &self,
        op: ConstantOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let value = op.value(rw);
        replace_by_lowered_index_constant(op.as_op(), rw, |width| truncate(value, width))
    }
}

/// Replaces `op`, whose result is an `index`, by a constant of the
/// integer `index` lowers to, its value given by `value` from that
/// integer's width.
fn replace_by_lowered_index_constant(
    op: Op,
    rw: &mut ConversionPatternRewriter<'_>,
    value: impl FnOnce(u32) -> i64,
) -> RewriteResult {
    let converter = pattern_type_converter(rw, op)?;
    let ctx = rw.ctx_arc().clone();
    let ty = converter.convert_type_1to1(&ctx, op.result(rw, 0).ty(rw));
    let Some((ty, width)) = ty.and_then(|t| Some((t, t.int_or_float_bit_width(&ctx)?))) else {
        return rw.notify_match_failure(op, "index does not lower to an integer");
    };
    let loc = op.loc(rw);
    let result = int_constant(rw, loc, ty, value(width));
    rw.replace_op(op, &[result]);
    Ok(())
}

/// `value` truncated to `width` bits, read back as signed.
fn truncate(value: i64, width: u32) -> i64 {
    if width >= 64 || width == 0 {
        return value;
    }
    let shift = 64 - width;
    (value << shift) >> shift
}

/// `index.bool.constant`.
pub struct BoolConstantLowering;

impl OpConversionPattern for BoolConstantLowering {
    type Op = BoolConstantOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.mlir.constant"]
    }

    fn match_and_rewrite(
        &self,
        op: BoolConstantOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let value = op.value_attr(rw);
        let ty = op.result(rw).ty(rw);
        let loc = op.as_op().loc(rw);
        let result = LlvmConstantOp::build(rw, loc, ty, value).res(rw);
        rw.replace_op(op.as_op(), &[result]);
        Ok(())
    }
}

/// `index.sizeof`: the lowered width, a constant.
pub struct SizeOfLowering;

impl OpConversionPattern for SizeOfLowering {
    type Op = SizeOfOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.mlir.constant"]
    }

    fn match_and_rewrite(
        &self,
        op: SizeOfOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        replace_by_lowered_index_constant(op.as_op(), rw, i64::from)
    }
}

/// `index.cmp`.
pub struct CmpLowering;

impl OpConversionPattern for CmpLowering {
    type Op = CmpOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.icmp"]
    }

    fn match_and_rewrite(
        &self,
        op: CmpOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let (lhs, rhs) = match single_values(operands).as_deref() {
            Ok([lhs, rhs]) => (*lhs, *rhs),
            Ok(_) => return rw.notify_match_failure(op.as_op(), "a comparison has two operands"),
            Err(reason) => return rw.notify_match_failure(op.as_op(), *reason),
        };
        let predicate = llvm_predicate(op.pred(rw));
        let i1 = rw.ctx().integer_type(1);
        let loc = op.as_op().loc(rw);
        let result = ICmpOp::build(rw, loc, i1, predicate, lhs, rhs).res(rw);
        rw.replace_op(op.as_op(), &[result]);
        Ok(())
    }
}

/// The `llvm.icmp` predicate of an `index.cmp` predicate.
fn llvm_predicate(pred: IndexCmpPredicate) -> ICmpPredicate {
    match pred {
        IndexCmpPredicate::Eq => ICmpPredicate::Eq,
        IndexCmpPredicate::Ne => ICmpPredicate::Ne,
        IndexCmpPredicate::Slt => ICmpPredicate::Slt,
        IndexCmpPredicate::Sle => ICmpPredicate::Sle,
        IndexCmpPredicate::Sgt => ICmpPredicate::Sgt,
        IndexCmpPredicate::Sge => ICmpPredicate::Sge,
        IndexCmpPredicate::Ult => ICmpPredicate::Ult,
        IndexCmpPredicate::Ule => ICmpPredicate::Ule,
        IndexCmpPredicate::Ugt => ICmpPredicate::Ugt,
        IndexCmpPredicate::Uge => ICmpPredicate::Uge,
    }
}
