//! `loop-invariant-code-motion`: moves loop-invariant ops out of every
//! loop (any op implementing `LoopLikeOpInterface`) nested in the op.

use mlir_derive::pass;

use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::transforms::loop_invariant_code_motion::hoist_loop_invariants_in;

/// Hoist loop invariant instructions outside of the loop
///
/// MLIR's `loop-invariant-code-motion` (`LoopInvariantCodeMotion`): in
/// each loop, innermost first, ops free of memory effects and
/// speculatable whose operands are defined outside the loop move before
/// it.
#[pass(argument = "loop-invariant-code-motion", name = "LoopInvariantCodeMotion")]
#[derive(Debug)]
pub struct LoopInvariantCodeMotion {}

impl Pass for LoopInvariantCodeMotion {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        hoist_loop_invariants_in(cx, op);
    }
}
