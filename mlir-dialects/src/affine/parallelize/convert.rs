//! One `affine.for` rewritten as a one-dimensional `affine.parallel`
//! (MLIR's `affineParallelize` without reductions): the same bound maps
//! and operands (each map's results one group, so a `max` or `min` bound
//! stays one), the same step, and the loop's body moved over.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrView};

use crate::affine::{ForOp, ParallelOp};

/// Replaces `for_op` by an `affine.parallel` over the same iterations;
/// `None` (and the loop left) when it carries values, which would need
/// reductions.
pub fn affine_parallelize(ir: &mut IrView, for_op: ForOp) -> Option<ParallelOp> {
    if !for_op.region_iter_args(ir).is_empty() {
        return None;
    }
    let op = for_op.as_op();
    let loc = op.loc(ir);
    let (lower_map, upper_map) = (for_op.lower_map(ir)?, for_op.upper_map(ir)?);
    let operands: Vec<_> = op.operands(ir).collect();
    let step = for_op.step(ir);
    let ctx = ir.ctx();
    let i32_vector = ctx.ranked_tensor_type(&[1], ctx.integer_type(32));
    let group = |n: usize| ctx.dense_int_elements(i32_vector, &[n as i64]);
    let lower_groups = group(lower_map.num_results())?;
    let upper_groups = group(upper_map.num_results())?;
    let lower = ctx.affine_map_attr(lower_map);
    let upper = ctx.affine_map_attr(upper_map);
    let reductions = ctx.array_attr(&[]);
    let steps = ctx.array_attr(&[ctx.integer_attr_i64(ctx.integer_type(64), step)]);
    let mut builder = Builder::new(ir, InsertPoint::Before(op));
    let parallel = ParallelOp::build(
        &mut builder,
        loc,
        &[],
        &operands,
        reductions,
        lower,
        lower_groups,
        upper,
        upper_groups,
        steps,
    );
    let (from, to) = (for_op.region(ir), parallel.region(ir));
    ir.take_region_body(from, to);
    ir.erase_op(op);
    Some(parallel)
}
