//! The changes `remove-dead-values` makes once it has decided them all, in
//! MLIR's order: block arguments, successor operands, function
//! signatures, operands (call arguments, returned values, forwarded
//! values replaced by `ub.poison`), call results, then the ops. A use of a
//! removed value that is still there is handed a `ub.poison`; the ones no
//! longer used at the end are erased again.

use crate::dataflow::remove_dead_values::collect::CleanupList;
use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::definitions::interfaces::call::CallOpInterfaceRef;
use crate::definitions::interfaces::function::FunctionOpInterfaceRef;
use crate::ir::{Block, InsertPoint, IrView, Op, OperationState, Value};
use crate::rewrite::PatternRewriter;
use crate::semantics::traits::OpTraits;

/// Creates `ub.poison` ops and remembers them, to erase the unused ones.
#[derive(Default)]
struct Poisons {
    created: Vec<Op>,
}

impl Poisons {
    /// A `ub.poison` of `value`'s type at `point` (in `value`'s body).
    fn create(&mut self, ir: &mut IrView, value: Value, point: InsertPoint) -> Value {
        let ty = value.ty(ir);
        let loc = match (value.defining_op(ir), value.arg_loc(ir)) {
            (Some(op), _) => op.loc(ir),
            (None, Some(loc)) => loc,
            (None, None) => point_op_loc(ir, point),
        };
        let name = ir.ctx().op_name("ub.poison");
        let mut state = OperationState::new(name, loc);
        state.result_types.push(ty);
        let poison = ir.create_op(value.body, state);
        ir.insert_op(poison, point);
        self.created.push(poison);
        poison.result(ir, 0)
    }

    /// Hands the remaining uses of `value` a poison created at `point`.
    fn detach_uses(&mut self, ir: &mut IrView, value: Value, point: InsertPoint) {
        if value.use_empty(ir) {
            return;
        }
        let poison = self.create(ir, value, point);
        ir.replace_all_uses_with(value, poison);
    }

    /// Erases the poisons made here that nothing uses.
    fn erase_unused(self, ir: &mut IrView) {
        for poison in self.created {
            if !poison.is_erased(ir) && poison.result(ir, 0).use_empty(ir) {
                ir.erase_op(poison);
            }
        }
    }
}

/// The location of the op at `point`, or of the op holding its block.
fn point_op_loc(ir: &IrView, point: InsertPoint) -> crate::context::builtin::location::Location {
    let op = match point {
        InsertPoint::Before(op) | InsertPoint::After(op) => Some(op),
        InsertPoint::BlockStart(block) | InsertPoint::BlockEnd(block) => block.parent_op(ir),
    };
    op.map_or_else(|| ir.ctx().unknown_loc(), |op| op.loc(ir))
}

/// Where a poison standing for an argument of `block` goes: its start.
fn block_start(block: Block) -> InsertPoint {
    InsertPoint::BlockStart(block)
}

/// Makes every change of `list`.
pub(super) fn clean_up(ir: &mut IrView, list: CleanupList) {
    let mut poisons = Poisons::default();

    for cleanup in &list.blocks {
        let block = cleanup.block;
        if block.num_args(ir) != cleanup.dead.len() {
            continue;
        }
        for index in (0..cleanup.dead.len()).rev().filter(|&i| cleanup.dead[i]) {
            let arg = block.arg(ir, index);
            poisons.detach_uses(ir, arg, block_start(block));
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
                    poisons.detach_uses(ir, arg, block_start(entry));
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
                let poison = poisons.create(ir, value, InsertPoint::Before(cleanup.op));
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
                poisons.detach_uses(ir, result, InsertPoint::Before(cleanup.op));
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
            poisons.detach_uses(ir, result, InsertPoint::Before(op));
        }
        ir.erase_op(op);
    }

    poisons.erase_unused(ir);
}
