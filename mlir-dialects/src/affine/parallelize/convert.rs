//! One `affine.for` rewritten as a one-dimensional `affine.parallel`
//! (MLIR's `affineParallelize`): the same bound maps and operands (each
//! map's results one group, so a `max` or `min` bound stays one), the
//! same step, and the loop's body moved over. Each carried value must be
//! a reduction: the parallel op reduces the values its combiner took in
//! from each iteration, and the combiner moves after it to fold in the
//! loop's initial value.

use mlir_core::Type;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrView, Value};

use crate::affine::analysis::LoopReduction;
use crate::affine::{ForOp, ParallelOp};

/// Replaces `for_op` by an `affine.parallel` over the same iterations,
/// reducing `reductions`; `None` (and the loop left) unless every carried
/// value is among them.
pub fn affine_parallelize(
    ir: &mut IrView,
    for_op: ForOp,
    reductions: &[LoopReduction],
) -> Option<ParallelOp> {
    let carried = for_op.region_iter_args(ir).len();
    let in_order = reductions.iter().enumerate().all(|(i, r)| r.position == i);
    if reductions.len() != carried || !in_order {
        return None;
    }
    let op = for_op.as_op();
    let loc = op.loc(ir);
    let (lower_map, upper_map) = (for_op.lower_map(ir)?, for_op.upper_map(ir)?);
    let num_bound_operands = (lower_map.num_inputs() + upper_map.num_inputs()) as usize;
    let operands: Vec<Value> = op.operands(ir).take(num_bound_operands).collect();
    let inits: Vec<Value> = op.operands(ir).skip(num_bound_operands).collect();
    let step = for_op.step(ir);
    let result_types: Vec<Type> = reductions.iter().map(|r| r.value.ty(ir)).collect();
    let ctx = ir.ctx();
    let i32_vector = ctx.ranked_tensor_type(&[1], ctx.integer_type(32));
    let group = |n: usize| ctx.dense_int_elements(i32_vector, &[n as i64]);
    let lower_groups = group(lower_map.num_results())?;
    let upper_groups = group(upper_map.num_results())?;
    let lower = ctx.affine_map_attr(lower_map);
    let upper = ctx.affine_map_attr(upper_map);
    let kinds: Vec<_> = reductions
        .iter()
        .map(|r| ctx.integer_attr_i64(ctx.integer_type(64), r.kind as i64))
        .collect();
    let reduction_kinds = ctx.array_attr(&kinds);
    let steps = ctx.array_attr(&[ctx.integer_attr_i64(ctx.integer_type(64), step)]);
    let mut builder = Builder::new(ir, InsertPoint::Before(op));
    let parallel = ParallelOp::build(
        &mut builder,
        loc,
        &result_types,
        &operands,
        reduction_kinds,
        lower,
        lower_groups,
        upper,
        upper_groups,
        steps,
    );
    let (from, to) = (for_op.region(ir), parallel.region(ir));
    ir.take_region_body(from, to);
    let body = parallel.body(ir)?;
    let yield_op = body.ops(ir).next_back()?;
    for (i, &init) in inits.iter().enumerate() {
        // The matched combiner is the only op between the carried value
        // and the yield: it now combines the initial value with the
        // parallel op's reduction.
        let combiner = yield_op.operand(ir, i).defining_op(ir)?;
        ir.move_op(combiner, InsertPoint::Before(op));
        let reduced = parallel.as_op().result(ir, i);
        ir.set_operands(combiner, &[init, reduced]);
        let (old, new) = (op.result(ir, i), combiner.result(ir, 0));
        ir.replace_all_uses_with(old, new);
    }
    let values: Vec<Value> = reductions.iter().map(|r| r.value).collect();
    ir.set_operands(yield_op, &values);
    for _ in 0..carried {
        ir.erase_block_arg(body, 1);
    }
    ir.erase_op(op);
    Some(parallel)
}
