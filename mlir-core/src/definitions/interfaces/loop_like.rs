//! `LoopLikeOpInterface`: ops that run a region repeatedly, described for
//! loop transformations (loop-invariant code motion asks which values are
//! defined outside the loop and moves ops out of it): the loop's regions,
//! induction variables, bounds and step, and the values carried from one
//! iteration to the next (inits, region iteration arguments, yielded
//! values, results).

use std::ops::Range;

use mlir_derive::interface;

use crate::context::diagnostics::VerifyResult;
use crate::ir::{InsertPoint, IrView, Op, Region, Value, ValueOwner};
use crate::rewrite::OpFoldResult;

/// Ops that run a region repeatedly (MLIR's `LoopLikeOpInterface`). Only
/// the regions are required; every other query says "unknown" by default.
/// Its verifier, run once the nested ops verified, checks the carried
/// values as mlir-opt 22 does: as many inits as region iteration
/// arguments, yielded values and results, of the same types.
#[interface(op, verify_regions = verify_loop_like)]
pub trait LoopLikeOpInterface {
    /// The regions that make up the loop's body.
    fn loop_regions(&self, ir: &IrView) -> Vec<Region>;

    /// Whether `value` is defined outside the loop, so that it is the same
    /// in every iteration.
    fn is_defined_outside_of_loop(&self, ir: &IrView, value: Value) -> bool {
        is_defined_outside(ir, value, self.as_op())
    }

    /// Moves `hoisted`, an op of the loop's body whose operands are all
    /// defined outside the loop, out of it: by default right before the
    /// loop op. The loop must not be isolated from above (its body and the
    /// op around it share one body of the IR).
    fn move_out_of_loop(&self, ir: &mut IrView, hoisted: Op) {
        ir.move_op(hoisted, InsertPoint::Before(self.as_op()));
    }

    /// The induction variables, when the loop has them (outermost first).
    fn induction_vars(&self, _ir: &IrView) -> Option<Vec<Value>> {
        None
    }

    /// The lower bound of each induction variable, a value or a constant.
    fn lower_bounds(&self, _ir: &IrView) -> Option<Vec<OpFoldResult>> {
        None
    }

    /// The upper bound of each induction variable, a value or a constant.
    fn upper_bounds(&self, _ir: &IrView) -> Option<Vec<OpFoldResult>> {
        None
    }

    /// The step of each induction variable, a value or a constant.
    fn steps(&self, _ir: &IrView) -> Option<Vec<OpFoldResult>> {
        None
    }

    /// The op's operands that initialize the values carried across
    /// iterations (none by default).
    fn inits(&self, _ir: &IrView) -> Range<usize> {
        0..0
    }

    /// The block arguments receiving the carried values in each iteration
    /// (none by default).
    fn region_iter_args(&self, _ir: &IrView) -> Vec<Value> {
        Vec::new()
    }

    /// The values the body yields to the next iteration: the terminator
    /// and its operand range, when known.
    fn yielded_values(&self, _ir: &IrView) -> Option<(Op, Range<usize>)> {
        None
    }

    /// The op's results holding the carried values after the last
    /// iteration, when known.
    fn loop_results(&self, _ir: &IrView) -> Option<Range<usize>> {
        None
    }
}

/// Whether `value` is defined outside `op`: neither a result of an op
/// nested in it nor an argument of a block of its regions (the value's
/// owner is searched up the parent chain, iteratively). The op's own
/// results count as outside, as in MLIR. A placeholder (a value of another
/// body not resolved here) counts as inside: the safe answer for hoisting.
pub fn is_defined_outside(ir: &IrView, value: Value, op: Op) -> bool {
    let mut ancestor = match value.owner(ir) {
        ValueOwner::Result(def, _) => def.parent_op(ir),
        ValueOwner::BlockArg(block, _) => block.parent_op(ir),
        ValueOwner::Placeholder => return false,
    };
    while let Some(current) = ancestor {
        if current == op {
            return false;
        }
        ancestor = current.parent_op(ir);
    }
    true
}

/// Whether every value `op` uses from outside itself (its operands and
/// those of the ops nested in it that are not defined within it) is
/// defined outside `loop_like`: the operand condition for hoisting `op`
/// (effects and speculation are the caller's concern). Iterative.
pub fn uses_only_values_defined_outside(
    ir: &IrView,
    loop_like: LoopLikeOpInterfaceRef,
    op: Op,
) -> bool {
    let mut pending = vec![op];
    while let Some(current) = pending.pop() {
        for value in current.operands(ir) {
            if is_defined_outside(ir, value, op) && !loop_like.is_defined_outside_of_loop(ir, value)
            {
                return false;
            }
        }
        for region in current.regions(ir) {
            for block in region.blocks(ir) {
                pending.extend(block.ops(ir));
            }
        }
    }
    true
}

/// The carried values of a loop agree in number and type: inits with
/// region iteration arguments, those with the yielded values (when the
/// loop says what it yields) and with the results (when it says which).
fn verify_loop_like(ir: &IrView, looplike: LoopLikeOpInterfaceRef) -> VerifyResult {
    let op = looplike.op();
    let ctx = ir.ctx();
    let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
    let inits: Vec<Value> = looplike.inits(ir).map(|i| op.operand(ir, i)).collect();
    let iter_args = looplike.region_iter_args(ir);
    let yielded: Vec<Value> = looplike
        .yielded_values(ir)
        .map(|(terminator, range)| range.map(|i| terminator.operand(ir, i)).collect())
        .unwrap_or_default();
    let results: Option<Vec<Value>> =
        looplike.loop_results(ir).map(|range| range.map(|i| op.result(ir, i)).collect());
    if inits.len() != iter_args.len() {
        return fail(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return fail(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = &results
        && results.len() != iter_args.len()
    {
        return fail(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    for (i, (init, arg)) in inits.iter().zip(&iter_args).enumerate() {
        let (init_ty, arg_ty) = (init.ty(ir), arg.ty(ir));
        if init_ty != arg_ty {
            return fail(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                init_ty.display(ctx),
                arg_ty.display(ctx)
            ));
        }
        if let Some(value) = yielded.get(i)
            && value.ty(ir) != arg_ty
        {
            return fail(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                arg_ty.display(ctx),
                value.ty(ir).display(ctx)
            ));
        }
    }
    for (i, (arg, result)) in iter_args.iter().zip(results.iter().flatten()).enumerate() {
        if arg.ty(ir) != result.ty(ir) {
            return fail(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                arg.ty(ir).display(ctx),
                result.ty(ir).display(ctx)
            ));
        }
    }
    Ok(())
}
