//! `cf.assert`: the block is split after the assert; the assert becomes
//! an `llvm.cond_br` on its condition to the rest of the block, or to a
//! new block at the end of the region that prints the message with `puts`
//! (`message.rs`), calls `abort` and ends in `llvm.unreachable`. `llvm.func
//! @abort()` is declared at the start of the module when the module has
//! no `llvm.func` of that name.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Op, OpBuilder};
use mlir_core::rewrite::RewriteResult;
use mlir_core::semantics::symbol_table::lookup_name_in;

use std::sync::{Arc, Mutex};

use mlir_core::context::diagnostics::Diagnostic;

use super::message::{
    GlobalNamer, ReservedFunctionClash, call, declare_function, module_start, print_message,
};
use crate::cf::AssertOp;
use crate::llvm::{CondBrOp, FuncOp, FunctionType, UnreachableOp, VoidType};

/// `cf.assert`, naming the globals of its messages with its own counter.
/// A `puts` declared with another type is an error, reported at the
/// declaration: to the context's diagnostic handlers, or into `sink` when
/// one is given (a pass hands them on before the conversion's own).
#[derive(Debug, Default)]
pub struct AssertLowering {
    namer: GlobalNamer,
    sink: Option<Arc<Mutex<Vec<Diagnostic>>>>,
}

impl AssertLowering {
    /// The pattern, reporting its errors into `sink`.
    pub fn with_sink(sink: Arc<Mutex<Vec<Diagnostic>>>) -> Self {
        AssertLowering { namer: GlobalNamer::default(), sink: Some(sink) }
    }
}

/// The nearest `builtin.module` holding `op`.
fn enclosing_module(rw: &ConversionPatternRewriter<'_>, op: Op) -> Option<Op> {
    let mut current = op.parent_op(rw);
    while let Some(parent) = current {
        if parent.name(rw).as_str(rw.ctx()) == "builtin.module" {
            return Some(parent);
        }
        current = parent.parent_op(rw);
    }
    None
}

impl OpConversionPattern for AssertLowering {
    type Op = AssertOp;

    fn generated_ops(&self) -> &[&'static str] {
        &[
            "llvm.cond_br",
            "llvm.mlir.global",
            "llvm.mlir.addressof",
            "llvm.getelementptr",
            "llvm.func",
            "llvm.call",
            "llvm.unreachable",
        ]
    }

    fn match_and_rewrite(
        &self,
        op: AssertOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let root = op.as_op();
        let Some(condition) = operands.first().and_then(|c| c.first().copied()) else {
            return rw.notify_match_failure(root, "no condition");
        };
        let Some(module) = enclosing_module(rw, root) else {
            return rw.notify_match_failure(root, "not inside a module");
        };
        let (Some(block), Some(next)) = (root.block(rw), root.next(rw)) else {
            return rw.notify_match_failure(root, "the assert does not precede an op");
        };
        let Some(region) = block.region(rw) else {
            return rw.notify_match_failure(root, "not in a region");
        };
        let continuation = rw.split_block(block, next);
        let failure = rw.create_block(region, None, &[]);
        rw.set_insertion_point(InsertPoint::BlockEnd(failure));
        let loc = root.loc(rw);
        let message = op.msg(rw).to_owned();
        if let Err(ReservedFunctionClash(diagnostic)) =
            print_message(rw, loc, module, &self.namer, "assert_msg", &message)
        {
            match &self.sink {
                Some(sink) => sink.lock().unwrap_or_else(|e| e.into_inner()).push(diagnostic),
                None => {
                    rw.ctx().emit(diagnostic);
                }
            }
            return rw.notify_match_failure(root, "puts is declared with another type");
        }
        let has_abort = lookup_name_in(rw, module, "abort").is_some_and(|f| FuncOp::isa(rw, f));
        if !has_abort {
            let saved = rw.insertion_point();
            rw.set_insertion_point(module_start(rw, module));
            let ctx = rw.ctx_arc().clone();
            let ty = FunctionType::get(&ctx, VoidType::get(&ctx).into(), vec![], false);
            let unknown = ctx.unknown_loc();
            declare_function(rw, unknown, "abort", ty);
            rw.set_insertion_point(saved);
        }
        call(rw, loc, "abort", &[]);
        UnreachableOp::build(rw, loc);
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        CondBrOp::build(rw, loc, condition, &[], &[], None, None, continuation, failure);
        rw.replace_op(root, &[]);
        Ok(())
    }
}
