//! The changes `remove-dead-values` makes once it has decided them all, in
//! MLIR's order: block arguments, successor operands, function
//! signatures, operands (call arguments, returned values, forwarded
//! values replaced by `ub.poison`), call results, then the ops. The uses
//! of a removed value are dropped; the poisons no longer used at the end
//! are erased again.

use crate::context::builtin::location::Location;
use crate::dataflow::remove_dead_values::collect::CleanupList;
use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::call::CallOpInterfaceRef;
use crate::definitions::interfaces::function::FunctionOpInterfaceRef;
use crate::ir::{InsertPoint, IrView, Op, OperationState, Value};
use crate::rewrite::PatternRewriter;
use crate::semantics::traits::OpTraits;

/// The values the cleanup makes: `ub.poison` ops fed to region-branching
/// ops, and the stand-ins of dropped uses.
///
/// MLIR drops the uses of a removed value, leaving its users with a null
/// operand until they go too. Our IR has no null operand, so each dropped
/// use is handed a stand-in: the result of a `ub.poison` that is created
/// but never inserted. Stand-ins still used at the end are the null
/// operands MLIR's verifier reports.
#[derive(Default)]
struct NewValues {
    poisons: Vec<Op>,
    stand_ins: Vec<Op>,
}

impl NewValues {
    /// A detached `ub.poison` of `value`'s type, in `value`'s body.
    fn make_poison(ir: &mut IrView, value: Value, loc: Location) -> Op {
        let ty = value.ty(ir);
        let name = ir.ctx().op_name("ub.poison");
        let mut state = OperationState::new(name, loc);
        state.result_types.push(ty);
        ir.create_op(value.body, state)
    }

    /// A `ub.poison` of `value`'s type, before `user` (MLIR's
    /// `createPoisonedValues`, at the rewriter's insertion point).
    fn poison_before(&mut self, ir: &mut IrView, value: Value, user: Op) -> Value {
        let loc = value_loc(ir, value, user);
        let poison = Self::make_poison(ir, value, loc);
        ir.insert_op(poison, InsertPoint::Before(user));
        self.poisons.push(poison);
        poison.result(ir, 0)
    }

    /// Drops the uses of `value` (MLIR's `dropAllUses`): they go to a
    /// stand-in.
    fn drop_uses(&mut self, ir: &mut IrView, value: Value) {
        if value.use_empty(ir) {
            return;
        }
        let loc = ir.ctx().unknown_loc();
        let stand_in = Self::make_poison(ir, value, loc);
        self.stand_ins.push(stand_in);
        let replacement = stand_in.result(ir, 0);
        ir.replace_all_uses_with(value, replacement);
    }

    /// Erases the poisons and stand-ins nothing uses; returns the stand-ins
    /// still used.
    fn finish(self, ir: &mut IrView) -> Vec<Value> {
        for poison in self.poisons {
            if !poison.is_erased(ir) && poison.result(ir, 0).use_empty(ir) {
                ir.erase_op(poison);
            }
        }
        let mut used = Vec::new();
        for stand_in in self.stand_ins {
            let value = stand_in.result(ir, 0);
            if value.use_empty(ir) {
                ir.erase_op(stand_in);
            } else {
                used.push(value);
            }
        }
        used
    }
}

/// The location of `value`: its defining op's, its own as a block
/// argument, else `user`'s.
fn value_loc(ir: &IrView, value: Value, user: Op) -> Location {
    match (value.defining_op(ir), value.arg_loc(ir)) {
        (Some(op), _) => op.loc(ir),
        (None, Some(loc)) => loc,
        (None, None) => user.loc(ir),
    }
}

/// Makes every change of `list`; returns the stand-ins of dropped uses
/// that are still used (see [`NewValues`]).
pub(super) fn clean_up(ir: &mut IrView, list: CleanupList) -> Vec<Value> {
    let mut values = NewValues::default();

    for cleanup in &list.blocks {
        let block = cleanup.block;
        if block.num_args(ir) != cleanup.dead.len() {
            continue;
        }
        for index in (0..cleanup.dead.len()).rev().filter(|&i| cleanup.dead[i]) {
            let arg = block.arg(ir, index);
            values.drop_uses(ir, arg);
            ir.erase_block_arg(block, index);
        }
    }

    for cleanup in &list.successor_operands {
        let Some(branch) = BranchOpInterfaceRef::get(ir, cleanup.branch) else { continue };
        let passed = branch.successor_operands(ir, cleanup.successor);
        if passed.len() != cleanup.dead.len() {
            continue;
        }
        let args: Vec<(usize, usize)> = (0..cleanup.dead.len())
            .filter(|&i| cleanup.dead[i])
            .map(|i| (cleanup.successor, i))
            .collect();
        branch.erase_successor_operands(ir, &args);
    }

    let mut erased_args: Vec<(Op, Vec<bool>)> = Vec::new();
    for cleanup in &list.functions {
        let Some(func) = FunctionOpInterfaceRef::get(ir, cleanup.func) else { continue };
        if let Some(entry) = func.function_body(ir).and_then(|r| r.first_block(ir)) {
            for (index, &gone) in cleanup.dead_args.iter().enumerate() {
                if gone && index < entry.num_args(ir) {
                    let arg = entry.arg(ir, index);
                    values.drop_uses(ir, arg);
                }
            }
        }
        if func.erase_arguments(ir, &cleanup.dead_args) && cleanup.dead_args.contains(&true) {
            erased_args.push((cleanup.func, cleanup.dead_args.clone()));
        }
        func.erase_results(ir, &cleanup.dead_results);
    }

    for cleanup in &list.operands {
        let mut handled_as_call = false;
        if let (Some(callee), Some(call)) =
            (cleanup.callee, CallOpInterfaceRef::get(ir, cleanup.op))
            && let Some((_, dead_args)) = erased_args.iter().find(|(f, _)| *f == callee)
        {
            let args = call.arg_operands(ir);
            let indices: Vec<usize> = dead_args
                .iter()
                .enumerate()
                .filter(|&(i, &gone)| gone && args.start + i < args.end)
                .map(|(i, _)| args.start + i)
                .collect();
            ir.erase_operands(cleanup.op, &indices);
            handled_as_call = true;
        }
        if handled_as_call || !cleanup.dead.contains(&true) {
            continue;
        }
        let indices: Vec<usize> = (0..cleanup.dead.len()).filter(|&i| cleanup.dead[i]).collect();
        if cleanup.poison {
            for index in indices {
                let value = cleanup.op.operand(ir, index);
                let poison = values.poison_before(ir, value, cleanup.op);
                ir.set_operand(cleanup.op, index, poison);
            }
        } else {
            ir.erase_operands(cleanup.op, &indices);
        }
    }

    for cleanup in &list.results {
        if cleanup.op.is_erased(ir) || cleanup.op.num_results(ir) != cleanup.dead.len() {
            continue;
        }
        for (index, &gone) in cleanup.dead.iter().enumerate() {
            if gone {
                let result = cleanup.op.result(ir, index);
                values.drop_uses(ir, result);
            }
        }
        if cleanup.dead.contains(&true) {
            let mut rewriter = PatternRewriter::new(ir, InsertPoint::Before(cleanup.op));
            rewriter.erase_op_results(cleanup.op, &cleanup.dead);
        }
    }

    for &op in &list.operations {
        if op.is_erased(ir) {
            continue;
        }
        let ctx = ir.ctx();
        if op.name(ir).traits(ctx).contains(OpTraits::TERMINATOR) {
            let name = ctx.op_name("ub.unreachable");
            let unreachable = ir.create_op(op.body, OperationState::new(name, op.loc(ir)));
            ir.insert_op(unreachable, InsertPoint::Before(op));
        }
        let results: Vec<Value> = op.results(ir).collect();
        for result in results {
            values.drop_uses(ir, result);
        }
        ir.erase_op(op);
    }

    values.finish(ir)
}
