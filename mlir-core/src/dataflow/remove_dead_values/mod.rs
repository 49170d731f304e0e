//! `remove-dead-values` (MLIR's `RemoveDeadValues`): removes what
//! liveness finds the program does not need — arguments and results of
//! private functions, values forwarded through region-branching ops and
//! branches, and ops that compute only dead values.
//!
//! The pass first decides everything (`collect.rs` for the list and plain
//! ops, `functions.rs` for signatures and calls, `region_branch.rs` for
//! region-branching ops, `branches.rs` for branches and block arguments),
//! walking the ops innermost first, then changes the IR (`cleanup.rs`).
//! An op kept that used a value removed is reported as MLIR's verifier
//! reports the null operand it is left with (`null_operands.rs`).
//! With `canonicalize` (the default), the region-branching ops are then
//! canonicalized, which removes the inputs left without a use.

mod branches;
mod cleanup;
mod collect;
mod functions;
mod null_operands;
mod region_branch;

use mlir_derive::pass;

use crate::dataflow::liveness::RunLivenessAnalysis;
use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::call::CallOpInterfaceRef;
use crate::definitions::interfaces::function::FunctionOpInterfaceRef;
use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::ir::{IrView, Op, WalkControl, WalkOrder};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::rewrite::frozen_patterns::FrozenPatternSet;
use crate::semantics::traits::OpTraits;
use crate::transforms::canonicalize::canonicalization_patterns;
use crate::transforms::drivers::greedy_driver::GreedyConfig;
use crate::transforms::drivers::op_list_driver::apply_patterns_to_ops;
use collect::{CleanupList, DeadValues, process_simple_op};

/// Remove dead values
///
/// MLIR's `remove-dead-values`: liveness analysis finds the values the
/// program needs; the arguments and results of private functions that are
/// not needed go (with the call operands and results matching them), ops
/// computing only unneeded values go, the values a region-branching op
/// forwards to unneeded inputs become `ub.poison`, and a branch's
/// unneeded operands go with the block arguments they feed. With
/// `canonicalize`, the region-branching ops are canonicalized afterwards,
/// which erases the inputs left unused; without it they stay, fed poison.
#[pass(argument = "remove-dead-values", name = "RemoveDeadValues")]
#[derive(Debug)]
pub struct RemoveDeadValues {
    /// Canonicalize region branch ops
    #[option(default = true)]
    canonicalize: bool,
}

impl Pass for RemoveDeadValues {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let top = cx.op();
        let liveness = match RunLivenessAnalysis::new(cx, top) {
            Ok(liveness) => liveness,
            Err(diagnostic) => {
                cx.emit(diagnostic);
                cx.signal_failure();
                return;
            }
        };
        let list = collect_cleanups(cx, top, &liveness);
        let dropped = cleanup::clean_up(cx, list);
        if !dropped.is_empty() {
            // The IR is left as MLIR leaves it: invalid, which its verifier
            // reports after the pass.
            for diagnostic in null_operands::null_operand_errors(cx, top, &dropped) {
                cx.emit(diagnostic);
            }
            cx.signal_failure();
            return;
        }
        if self.canonicalize {
            canonicalize_region_branch_ops(cx, top);
        }
    }
}

/// Walks the ops under `top` (and `top`), innermost first, deciding what
/// goes.
fn collect_cleanups(ir: &IrView, top: Op, liveness: &RunLivenessAnalysis) -> CleanupList {
    let mut dead = DeadValues::new(liveness);
    let mut list = CleanupList::default();
    let ctx = ir.ctx();
    ir.walk(top, WalkOrder::PostOrder, |ir, op| {
        if let Some(func) = FunctionOpInterfaceRef::get(ir, op) {
            functions::process_func_op(ir, func, top, &mut dead, &mut list);
        } else if let Some(branch) = RegionBranchOpInterfaceRef::get(ir, op) {
            region_branch::process_region_branch_op(ir, branch, &mut dead, &mut list);
        } else if let Some(branch) = BranchOpInterfaceRef::get(ir, op) {
            branches::process_branch_op(ir, branch, &mut dead, &mut list);
        } else if op.name(ir).traits(ctx).contains(OpTraits::TERMINATOR)
            || CallOpInterfaceRef::get(ir, op).is_some()
        {
            // A terminator goes with its parent, a call with its callee.
        } else {
            process_simple_op(ir, op, &mut dead, &mut list);
        }
        WalkControl::Advance
    });
    list
}

/// Canonicalizes the region-branching ops under `top`: the greedy driver
/// on those ops (and the ops it creates or changes), with every
/// canonicalization pattern of the context, as MLIR 22 does, so that a
/// `cf.br` made by inlining a region is folded into its block too. No
/// bound on the rewrites: as in MLIR, it cannot fail.
fn canonicalize_region_branch_ops(ir: &mut IrView, top: Op) {
    let mut ops = Vec::new();
    ir.walk(top, WalkOrder::PostOrder, |ir, op| {
        if RegionBranchOpInterfaceRef::get(ir, op).is_some() {
            ops.push(op);
        }
        WalkControl::Advance
    });
    if ops.is_empty() {
        return;
    }
    let ctx = ir.ctx();
    let patterns = FrozenPatternSet::new(ctx, canonicalization_patterns(ctx));
    apply_patterns_to_ops(ir, &ops, &patterns, &GreedyConfig::default());
}
