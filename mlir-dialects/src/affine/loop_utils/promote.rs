//! Promoting an `affine.for` that runs exactly once (MLIR's
//! `promoteIfSingleIteration`): its body moves before it, the induction
//! variable becomes the lower bound, the carried values their initial
//! values, and the loop's results the values its body yields.

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::definitions::interfaces::function::FunctionOpInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrView, Op, Value};

use super::trip_count::constant_trip_count;
use crate::affine::{ApplyOp, ForOp};
use crate::arith::ConstantOp;

/// Promotes `for_op` into its parent block when it runs once and its lower
/// bound has one result; `false` (and nothing changed) otherwise.
///
/// A constant lower bound becomes an `arith.constant` at the start of the
/// enclosing function's body (before the loop when there is none); another
/// lower bound its operand when the map is `(d0) -> (d0)`, else an
/// `affine.apply` of the map before the loop.
pub fn promote_if_single_iteration(ir: &mut IrView, for_op: ForOp) -> bool {
    if constant_trip_count(ir, for_op) != Some(1) {
        return false;
    }
    let Some(lower) = for_op.lower_map(ir) else { return false };
    if lower.num_results() != 1 {
        return false;
    }
    let op = for_op.as_op();
    let (Some(body), Some(iv)) = (for_op.body(ir), for_op.induction_var(ir)) else {
        return false;
    };
    let Some(terminator) = body.last_op(ir) else { return false };
    let loc = op.loc(ir);
    if !iv.use_empty(ir) {
        let replacement = match for_op.constant_lower_bound(ir) {
            Some(value) => {
                let point = function_entry(ir, op).unwrap_or(InsertPoint::Before(op));
                let mut b = Builder::new(ir, point);
                ConstantOp::build_index(&mut b, loc, value).result(&b)
            }
            None => {
                let operands: Vec<Value> = for_op.lower_bound_operands(ir).collect();
                if lower == AffineMap::identity(1) {
                    operands[0]
                } else {
                    let map = ir.ctx().affine_map_attr(lower);
                    let index = ir.ctx().index_type();
                    let mut b = Builder::new(ir, InsertPoint::Before(op));
                    ApplyOp::build(&mut b, loc, index, &operands, map).result(&b)
                }
            }
        };
        ir.replace_all_uses_with(iv, replacement);
    }
    let inits: Vec<Value> = for_op.inits(ir).collect();
    for (arg, init) in for_op.region_iter_args(ir).into_iter().zip(inits) {
        ir.replace_all_uses_with(arg, init);
    }
    let yielded: Vec<Value> = terminator.operands(ir).collect();
    let results: Vec<Value> = op.results(ir).collect();
    for (result, value) in results.into_iter().zip(yielded) {
        ir.replace_all_uses_with(result, value);
    }
    ir.erase_op(terminator);
    let ops: Vec<Op> = body.ops(ir).collect();
    for moved in ops {
        ir.move_op(moved, InsertPoint::Before(op));
    }
    ir.erase_op(op);
    true
}

/// The start of the body of the function around `op`, when the function
/// shares `op`'s arena (values cannot cross an isolated op).
fn function_entry(ir: &IrView, op: Op) -> Option<InsertPoint> {
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if let Some(func) = FunctionOpInterfaceRef::get(ir, parent) {
            let entry = func.function_body(ir)?.first_block(ir)?;
            return (entry.body == op.body).then_some(InsertPoint::BlockStart(entry));
        }
        current = parent.parent_op(ir);
    }
    None
}
