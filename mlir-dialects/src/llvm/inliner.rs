//! The `llvm` dialect's `DialectInlinerInterface` model, as MLIR 22's: an
//! `llvm.call` of an `llvm.func` may be inlined unless the function is
//! `no_inline`, variadic, has an `inalloca` (or, here, `byval`) argument,
//! a personality, or one of the passthrough attributes inlining would
//! break (`noduplicate`, `presplitcoroutine`, `returns_twice`, `strictfp`);
//! every op but `llvm.intr.vastart` may be inlined; an `llvm.return`
//! becomes an `llvm.br` to the block after the call, or gives its values
//! to the call's results. The inlined body's allocas move to the caller's
//! entry block (`inlined_allocas.rs`), and a single inlined block ending
//! in `llvm.unreachable` stays a block of its own.
//!
//! Not done yet, as upstream does: copying `byval` arguments (a function
//! with one is not inlined here), and remapping alias scopes, access
//! groups and loop annotations.

use mlir_core::definitions::interfaces::inliner::{
    DialectInlinerInterface, forward_terminator_operands, replace_terminator_with_branch,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrMapping, IrView, Op, Region, Value};

use super::inlined_allocas::hoist_inlined_allocas;
use super::{BrOp, CallOp, FuncOp, FunctionType, Llvm, ReturnOp, UnreachableOp};

/// The passthrough attributes that forbid inlining a function.
const DISALLOWED_PASSTHROUGH: [&[u8]; 4] =
    [b"noduplicate", b"presplitcoroutine", b"returns_twice", b"strictfp"];

impl DialectInlinerInterface for Llvm {
    fn is_legal_to_inline_call(&self, ir: &IrView, call: Op, callable: Op, _: bool) -> bool {
        CallOp::isa(ir, call) && FuncOp::isa(ir, callable) && function_may_be_inlined(ir, callable)
    }

    fn is_legal_to_inline_region(
        &self,
        _: &IrView,
        _: Region,
        _: Region,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, ir: &IrView, op: Op, _: Region, _: bool) -> bool {
        op.name(ir).as_str(ir.ctx()) != "llvm.intr.vastart"
    }

    fn handle_terminator_with_branch(
        &self,
        ir: &mut IrView,
        terminator: Op,
        new_dest: Block,
    ) -> bool {
        if !ReturnOp::isa(ir, terminator) {
            return true;
        }
        replace_terminator_with_branch(ir, terminator, |b, loc, values| {
            BrOp::build(b, loc, values, None, new_dest);
        });
        true
    }

    fn process_inlined_call_blocks(&self, ir: &mut IrView, call: Op, blocks: &[Block]) {
        hoist_inlined_allocas(ir, call, blocks);
    }

    /// A body that ends in `llvm.unreachable` is kept apart, as upstream
    /// keeps it.
    fn allow_single_block_optimization(&self, ir: &IrView, block: Block) -> bool {
        !block.last_op(ir).is_some_and(|terminator| UnreachableOp::isa(ir, terminator))
    }

    fn handle_terminator_with_values(
        &self,
        ir: &mut IrView,
        terminator: Op,
        results: &[Value],
    ) -> bool {
        ReturnOp::isa(ir, terminator) && forward_terminator_operands(ir, terminator, results)
    }
}

/// Whether the body of `func`, an `llvm.func`, may be inlined at all.
fn function_may_be_inlined(ir: &IrView, func: Op) -> bool {
    let ctx = ir.ctx();
    let attr = |name: &str| func.get_attr(ir, name);
    if attr("no_inline").is_some() || attr("personality").is_some() {
        return false;
    }
    let variadic = attr("function_type")
        .and_then(|t| t.as_type(ctx))
        .and_then(|t| FunctionType::try_from(ctx, t))
        .is_some_and(|f| f.var_arg(ctx));
    if variadic {
        return false;
    }
    let arg_attrs = attr("arg_attrs").and_then(|a| a.as_array(ctx)).unwrap_or_default();
    // Upstream also inlines a function with a `byval` argument, copying
    // the argument to a stack slot of the caller sized by the data layout;
    // until that copy is made here, such a call is kept rather than letting
    // the callee write to the caller's object.
    let inalloca_or_byval = arg_attrs.iter().any(|dict| {
        dict.as_dictionary(ctx).is_some_and(|entries| {
            entries.iter().any(|e| matches!(e.name.as_str(ctx), "llvm.inalloca" | "llvm.byval"))
        })
    });
    let passthrough = attr("passthrough").and_then(|a| a.as_array(ctx)).unwrap_or_default();
    let disallowed = passthrough
        .iter()
        .any(|entry| entry.as_string(ctx).is_some_and(|s| DISALLOWED_PASSTHROUGH.contains(&s)));
    !inalloca_or_byval && !disallowed
}
