//! Changing an `affine.for`'s bounds and step in place (MLIR's
//! `AffineForOp::setLowerBound`, `setUpperBound`, `setStep`): the bound
//! operands are rewritten with their segment sizes, the carried values
//! stay.

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};

use crate::affine::ForOp;

/// Makes `map` over `operands` the lower bound of `for_op`.
pub fn set_lower_bound(ir: &mut IrView, for_op: ForOp, operands: &[Value], map: AffineMap) {
    let upper: Vec<Value> = for_op.upper_bound_operands(ir).collect();
    set_bounds(ir, for_op, Some((operands, map)), &upper, None);
}

/// Makes `map` over `operands` the upper bound of `for_op`.
pub fn set_upper_bound(ir: &mut IrView, for_op: ForOp, operands: &[Value], map: AffineMap) {
    let lower: Vec<Value> = for_op.lower_bound_operands(ir).collect();
    set_bounds(ir, for_op, None, &lower, Some((operands, map)));
}

/// Sets the loop's step.
pub fn set_step(ir: &mut IrView, for_op: ForOp, step: i64) {
    let index = ir.ctx().index_type();
    let attr = ir.ctx().integer_attr_i64(index, step);
    ir.set_attr_any(for_op.as_op(), "step", Some(attr));
}

/// Rewrites the operands (lower bound, upper bound, carried values) and
/// the segment sizes; `kept` is the operands of the bound not replaced.
fn set_bounds(
    ir: &mut IrView,
    for_op: ForOp,
    lower: Option<(&[Value], AffineMap)>,
    kept: &[Value],
    upper: Option<(&[Value], AffineMap)>,
) {
    let op = for_op.as_op();
    let inits: Vec<Value> = for_op.inits(ir).collect();
    let (new_lower, new_upper, name, map) = match (lower, upper) {
        (Some((operands, map)), _) => (operands.to_vec(), kept.to_vec(), "lowerBoundMap", map),
        (None, Some((operands, map))) => (kept.to_vec(), operands.to_vec(), "upperBoundMap", map),
        (None, None) => return,
    };
    let segments = [new_lower.len() as i32, new_upper.len() as i32, inits.len() as i32];
    let mut operands = new_lower;
    operands.extend(new_upper);
    operands.extend(inits);
    ir.set_operands(op, &operands);
    let ctx = ir.ctx_arc().clone();
    ir.set_attr_any(op, "operandSegmentSizes", Some(ctx.dense_i32_array(&segments)));
    ir.set_attr_any(op, name, Some(ctx.affine_map_attr(map)));
}
