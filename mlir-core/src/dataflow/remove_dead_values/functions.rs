//! Functions and their calls: a private function with a body loses its
//! dead arguments (and its calls the operands passed to them) and the
//! results no call uses (and its returns the operands returning them, its
//! calls those results). A public or external function keeps its
//! signature.

use crate::dataflow::remove_dead_values::collect::{
    CleanupList, DeadValues, FunctionCleanup, OperandCleanup, ResultCleanup,
};
use crate::definitions::interfaces::function::FunctionOpInterfaceRef;
use crate::ir::{IrView, Op, Value};
use crate::semantics::symbol_table::{Visibility, symbol_uses_of, visibility};
use crate::semantics::traits::OpTraits;

/// Schedules the trimming of `func` (seen from `top`, where its uses are
/// looked for).
pub(super) fn process_func_op(
    ir: &IrView,
    func: FunctionOpInterfaceRef,
    top: Op,
    dead: &mut DeadValues<'_>,
    list: &mut CleanupList,
) {
    let op = func.op();
    if visibility(ir, op) == Visibility::Public || func.is_external(ir) {
        return;
    }
    let Some(uses) = symbol_uses_of(ir, op, top) else { return };
    // Every op referring to the function, calls or not (as in MLIR 22: a
    // reference that is no call keeps every result, having none to read).
    let calls: Vec<Op> = uses.iter().map(|u| u.user).collect();
    let args: Vec<Value> = match func.function_body(ir).and_then(|r| r.first_block(ir)) {
        Some(entry) => entry.args(ir).collect(),
        None => Vec::new(),
    };
    let dead_args = dead.dead_flags(&args);
    dead.schedule(&args, &dead_args);
    for &call in &calls {
        let dead_operands = vec![false; call.num_operands(ir)];
        list.operands.push(OperandCleanup {
            op: call,
            dead: dead_operands,
            callee: Some(op),
            poison: false,
        });
    }
    let num_results = func.result_types(ir).len();
    let mut dead_results = vec![true; num_results];
    for &call in &calls {
        let results: Vec<Value> = call.results(ir).collect();
        for (index, flag) in dead_results.iter_mut().enumerate() {
            *flag &= results.get(index).is_some_and(|&r| !dead.is_live(r));
        }
    }
    if let Some(body) = func.function_body(ir) {
        let ctx = ir.ctx();
        for block in body.blocks(ir) {
            let Some(terminator) = block.last_op(ir) else { continue };
            let traits = terminator.name(ir).traits(ctx);
            if !traits.contains(OpTraits::RETURN_LIKE) {
                continue;
            }
            if terminator.num_operands(ir) == num_results {
                list.operands.push(OperandCleanup {
                    op: terminator,
                    dead: dead_results.clone(),
                    callee: None,
                    poison: false,
                });
            }
        }
    }
    list.functions.push(FunctionCleanup {
        func: op,
        dead_args,
        dead_results: dead_results.clone(),
    });
    if num_results == 0 {
        return;
    }
    for &call in &calls {
        let results: Vec<Value> = call.results(ir).collect();
        if results.len() != num_results {
            continue;
        }
        list.results.push(ResultCleanup { op: call, dead: dead_results.clone() });
        dead.schedule(&results, &dead_results);
    }
}
