//! `LoopLikeOpInterface`: ops that run a region repeatedly, described for
//! loop transformations (loop-invariant code motion asks which values are
//! defined outside the loop and moves ops out of it): the loop's regions,
//! induction variables, bounds and step, and the values carried from one
//! iteration to the next (inits, region iteration arguments, yielded
//! values, results).

use std::ops::Range;

use mlir_derive::interface;

use crate::ir::{InsertPoint, IrView, Op, Region, Value, ValueOwner};
use crate::rewrite::OpFoldResult;

/// Ops that run a region repeatedly (MLIR's `LoopLikeOpInterface`). Only
/// the regions are required; every other query says "unknown" by default.
#[interface(op)]
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
