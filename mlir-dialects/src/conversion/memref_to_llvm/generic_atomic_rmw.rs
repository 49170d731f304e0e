//! `memref.generic_atomic_rmw`: a compare-and-swap loop. The block holding
//! the op is split around it; the first part loads the element and enters
//! the loop, whose block takes the current value as its argument, runs a
//! copy of the op's body on it and tries `llvm.cmpxchg` (`acq_rel`,
//! `monotonic`); on failure it loops with the value the exchange found,
//! on success it goes on with the rest of the block, the op's result being
//! the value the exchange replaced.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrMapping, Op, OpBuilder, Value};
use mlir_core::rewrite::RewriteResult;

use super::access::address;
use super::support::load;
use crate::conversion::llvm_common::{LlvmTypeConverter, build_named};
use crate::llvm::{AtomicOrdering, BrOp, CondBrOp, ExtractValueOp, GepNoWrapFlags, StructType};
use crate::memref;

/// `memref.generic_atomic_rmw`.
pub struct GenericAtomicRmwLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for GenericAtomicRmwLowering {
    type Op = memref::GenericAtomicRMWOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.load", "llvm.br", "llvm.cmpxchg", "llvm.extractvalue", "llvm.cond_br"]
    }

    fn match_and_rewrite(
        &self,
        atomic: memref::GenericAtomicRMWOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = atomic.as_op();
        let loc = op.loc(rw);
        let Some(body) = atomic.atomic_body(rw).first_block(rw) else {
            return rw.notify_match_failure(op, "an empty body");
        };
        let (Some(current), Some(next)) = (op.block(rw), op.next(rw)) else {
            return rw.notify_match_failure(op, "not followed by a terminator");
        };
        let Some(value_type) = self.converter.convert_type(rw.ctx(), op.result(rw, 0).ty(rw))
        else {
            return rw.notify_match_failure(op, "the element type does not convert");
        };
        let loop_block = rw.split_block(current, op);
        let current_value = rw.add_block_arg(loop_block, value_type, loc);
        let end_block = rw.split_block(loop_block, next);

        rw.set_insertion_point(InsertPoint::BlockEnd(current));
        let ptr = match address(&self.converter, rw, op, operands, 0, GepNoWrapFlags::NONE) {
            Ok((_, ptr)) => ptr,
            Err(reason) => return rw.notify_match_failure(op, reason),
        };
        let initial = load(rw, loc, value_type, ptr, None, false);
        BrOp::build(rw, loc, &[initial], None, loop_block);

        rw.set_insertion_point(InsertPoint::BlockEnd(loop_block));
        let mut mapping = IrMapping::default();
        if let Some(arg) = body.args(rw).next() {
            mapping.map_value(arg, current_value);
        }
        let body_ops: Vec<Op> = body.ops(rw).collect();
        let Some((yield_op, computation)) = body_ops.split_last() else {
            return rw.notify_match_failure(op, "a body without terminator");
        };
        for &body_op in computation {
            rw.clone_op(body_op, &mut mapping);
        }
        let new_value = mapping.value(yield_op.operand(rw, 0));
        let exchange = exchange(rw, loc, ptr, current_value, new_value, value_type);
        let found = ExtractValueOp::build(rw, loc, value_type, exchange, vec![0]).res(rw);
        let i1 = rw.ctx().integer_type(1);
        let succeeded = ExtractValueOp::build(rw, loc, i1, exchange, vec![1]).res(rw);
        CondBrOp::build(rw, loc, succeeded, &[], &[found], None, None, end_block, loop_block);
        rw.replace_op(op, &[found]);
        Ok(())
    }
}

/// `llvm.cmpxchg %ptr, %expected, %new acq_rel monotonic`, whose result
/// is the value found and whether it was replaced.
fn exchange(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: mlir_core::Location,
    ptr: Value,
    expected: Value,
    new: Value,
    value_type: mlir_core::Type,
) -> Value {
    let ctx = rw.ctx_arc().clone();
    let pair = StructType::literal(&ctx, vec![value_type, ctx.integer_type(1)], false);
    let attrs = [
        ("success_ordering", AtomicOrdering::AcqRel.attr(&ctx)),
        ("failure_ordering", AtomicOrdering::Monotonic.attr(&ctx)),
    ];
    let op = build_named(rw, loc, "llvm.cmpxchg", &[ptr, expected, new], &[pair.into()], &attrs);
    op.result(rw, 0)
}
