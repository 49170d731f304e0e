//! `func`'s `DialectInlinerInterface` model, a registry extension as
//! upstream's (`func::registerInlinerExtension`): when a region of
//! several blocks is inlined, a `func.return` becomes a `cf.br`, so the
//! model needs `cf`, which `func` itself does not depend on. Rather than
//! creating `cf.br` by name in a context that may lack `cf`, the model
//! lives here, built only with the `cf` feature, builds the branch with
//! its typed builder, and registering it adds `cf` to the registry (as
//! upstream's extension loads it).

use mlir_core::DialectRegistry;
use mlir_core::definitions::interfaces::inliner::{
    DialectInlinerInterfaceModel, DialectInlinerInterfaceRef, forward_terminator_operands,
    replace_terminator_with_branch,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrMapping, IrView, Op, Region, Value};

use super::{CallOp, FuncOp, ReturnOp};
use crate::cf::{BranchOp, ControlFlow};

/// Calls and function bodies may be inlined unless `no_inline` is set on
/// the `func.call` or on the `func.func` called; every op may be inlined;
/// `func.return` is the terminator handled.
struct FuncInliner;

static FUNC_INLINER: &dyn DialectInlinerInterfaceModel = &FuncInliner;

impl DialectInlinerInterfaceModel for FuncInliner {
    fn is_legal_to_inline_call(&self, ir: &IrView, call: Op, callable: Op, _: bool) -> bool {
        let call_forbids = CallOp::try_from_op(ir, call).is_some_and(|c| c.no_inline(ir));
        let callee_forbids = FuncOp::try_from_op(ir, callable).is_some_and(|f| f.no_inline(ir));
        !call_forbids && !callee_forbids
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

    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }

    /// A `func.return` becomes `cf.br` to `new_dest` with the returned
    /// values.
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
            BranchOp::build(b, loc, values, new_dest);
        });
        true
    }

    /// The call's results are replaced by the values of the `func.return`.
    fn handle_terminator_with_values(
        &self,
        ir: &mut IrView,
        terminator: Op,
        results: &[Value],
    ) -> bool {
        ReturnOp::isa(ir, terminator) && forward_terminator_operands(ir, terminator, results)
    }
}

/// Gives `func` its inliner model in every context made from `registry`,
/// and adds `cf`, whose `cf.br` the model creates (MLIR's
/// `func::registerInlinerExtension`). [`register_all`](crate::register_all)
/// calls it.
pub fn register_inliner_extension(registry: &mut DialectRegistry) {
    DialectInlinerInterfaceRef::attach(registry, "func", &FUNC_INLINER);
    registry.insert::<ControlFlow>();
}
