//! `memref.alloca_scope`: its body inlined between a stack save and a
//! stack restore. The block holding it is split; the body's blocks go in
//! between, entered by an `llvm.br` after `llvm.intr.stacksave`, and its
//! `memref.alloca_scope.return` becomes `llvm.intr.stackrestore` and an
//! `llvm.br` to the continuation (a new block taking the results when
//! there are any).

use mlir_core::Type;
use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::RewriteResult;

use super::support::ptr_type;
use crate::llvm::{BrOp, StackRestoreOp, StackSaveOp};
use crate::memref;

/// `memref.alloca_scope`.
pub struct AllocaScopeLowering;

impl OpConversionPattern for AllocaScopeLowering {
    type Op = memref::AllocaScopeOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.intr.stacksave", "llvm.br", "llvm.intr.stackrestore"]
    }

    fn match_and_rewrite(
        &self,
        scope: memref::AllocaScopeOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = scope.as_op();
        let loc = op.loc(rw);
        let body = scope.body_region(rw);
        let (Some(first), Some(last)) = (body.first_block(rw), body.blocks(rw).last()) else {
            return rw.notify_match_failure(op, "an empty body");
        };
        let Some(terminator) = last.last_op(rw) else {
            return rw.notify_match_failure(op, "a body without terminator");
        };
        let Some(current) = op.block(rw) else {
            return rw.notify_match_failure(op, "not in a block");
        };
        let Some(parent) = current.region(rw) else {
            return rw.notify_match_failure(op, "not in a region");
        };
        let rest = rw.split_block(current, op);
        let continuation = if op.num_results(rw) == 0 {
            rest
        } else {
            let args: Vec<(Type, _)> = op.results(rw).map(|r| (r.ty(rw), loc)).collect();
            let block = rw.create_block(parent, Some(rest), &args);
            rw.set_insertion_point(InsertPoint::BlockEnd(block));
            BrOp::build(rw, loc, &[], None, rest);
            block
        };
        rw.inline_region_before(body, parent, Some(continuation));
        rw.set_insertion_point(InsertPoint::BlockEnd(current));
        let ptr = ptr_type(rw, 0);
        let saved = StackSaveOp::build(rw, loc, ptr).res(rw);
        BrOp::build(rw, loc, &[], None, first);
        let results: Vec<Value> = terminator.operands(rw).collect();
        rw.set_insertion_point(InsertPoint::BlockEnd(last));
        StackRestoreOp::build(rw, loc, saved);
        BrOp::build(rw, loc, &results, None, continuation);
        rw.erase_op(terminator);
        let replacements: Vec<Value> = continuation.args(rw).collect();
        rw.replace_op(op, &replacements);
        Ok(())
    }
}
