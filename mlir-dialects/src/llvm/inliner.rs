//! The `llvm` dialect's `DialectInlinerInterface` model, as MLIR 22's: an
//! `llvm.call` of an `llvm.func` may be inlined unless the function is
//! `no_inline`, variadic, has an `inalloca` argument, a personality, or
//! one of the passthrough attributes inlining would break (`noduplicate`,
//! `presplitcoroutine`, `returns_twice`, `strictfp`);
//! every op but `llvm.intr.vastart` may be inlined; an `llvm.return`
//! becomes an `llvm.br` to the block after the call, or gives its values
//! to the call's results. The inlined body's allocas move to the caller's
//! entry block (`inlined_allocas.rs`), and a single inlined block ending
//! in `llvm.unreachable` stays a block of its own. A `byval` argument is
//! copied to a stack slot of the caller (`byval_arguments.rs`), sized by
//! the data layout of the module (its `dlti.dl_spec`, or MLIR's defaults);
//! a function whose `byval` type the layout cannot size is not inlined
//! (where MLIR stops with a fatal error). The body's alias scopes are cloned, `noalias`
//! arguments become scopes, and the call's scopes and access groups pass
//! to the body's accesses (`inlined_metadata.rs`, `noalias_arguments.rs`).
//!
//! Loop annotations keep their locations: MLIR rewrites them as called
//! from the call only in a function whose location carries a
//! `#llvm.di_subprogram`, debug metadata this dialect does not define.

use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::definitions::interfaces::data_layout::DataLayout;
use mlir_core::definitions::interfaces::inliner::{
    DialectInlinerInterface, forward_terminator_operands, replace_terminator_with_branch,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, IrMapping, IrView, Op, Region, Value};

use super::byval_arguments::{ByvalArgument, handle_byval_argument};
use super::inlined_allocas::hoist_inlined_allocas;
use super::inlined_metadata::handle_inlined_metadata;
use super::noalias_arguments::mark_argument;
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
        handle_inlined_metadata(ir, call, blocks);
    }

    /// A body that ends in `llvm.unreachable` is kept apart, as upstream
    /// keeps it.
    fn allow_single_block_optimization(&self, ir: &IrView, block: Block) -> bool {
        !block.last_op(ir).is_some_and(|terminator| UnreachableOp::isa(ir, terminator))
    }

    fn handle_argument(
        &self,
        ir: &mut IrView,
        at: InsertPoint,
        call: Op,
        callable: Op,
        argument: Value,
        arg_attrs: Attribute,
    ) -> Value {
        match ByvalArgument::of(ir.ctx(), arg_attrs) {
            Some(byval) => handle_byval_argument(ir, at, callable, argument, byval),
            None => mark_argument(ir, at, call, callable, argument, arg_attrs),
        }
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
    let inalloca = arg_attrs.iter().any(|dict| {
        dict.as_dictionary(ctx)
            .is_some_and(|entries| entries.iter().any(|e| e.name.as_str(ctx) == "llvm.inalloca"))
    });
    // A `byval` argument is copied with the size and alignment the data
    // layout gives its type.
    let layout = DataLayout::closest(ir, func);
    let byval_unsized = arg_attrs
        .iter()
        .filter_map(|&dict| ByvalArgument::of(ctx, dict))
        .any(|byval| layout.as_ref().is_none_or(|layout| !byval.has_layout(ctx, layout)));
    let passthrough = attr("passthrough").and_then(|a| a.as_array(ctx)).unwrap_or_default();
    let disallowed = passthrough
        .iter()
        .any(|entry| entry.as_string(ctx).is_some_and(|s| DISALLOWED_PASSTHROUGH.contains(&s)));
    !inalloca && !byval_unsized && !disallowed
}
