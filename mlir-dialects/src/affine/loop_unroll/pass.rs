//! The `affine-loop-unroll` pass.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::definitions::interfaces::function::{
    FunctionOpInterfaceModel, FunctionOpInterfaceRef,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::threshold::FullUnrollThreshold;
use crate::affine::ForOp;
use crate::affine::loop_utils::{
    constant_trip_count, loop_unroll_by_factor, loop_unroll_full, loop_unroll_up_to_factor,
};

/// Unroll affine loops
///
/// MLIR's `affine-loop-unroll` (`AffineLoopUnroll`), on functions
/// (`FunctionOpInterface`; a declaration is left alone): each round
/// unrolls every innermost `affine.for` (one with no `affine.for` nested
/// anywhere in it) by `unroll-factor`, and the rounds repeat up to
/// `unroll-num-reps` times while some loop was unrolled. Unrolling
/// multiplies the step, copies the body with the induction variable bumped
/// by `affine.apply` and the carried values threaded through the copies,
/// adds a cleanup loop when the factor may not divide the trip count
/// (not for a `max` lower bound or a `min` upper bound), and promotes a
/// loop left with one iteration into its block. A constant trip count
/// below the factor leaves the loop alone.
///
/// `unroll-factor=-1` unrolls the innermost loops fully (those with a
/// constant trip count); with `unroll-full-threshold` given as well, every
/// loop, innermost first, whose constant trip count is at most the
/// threshold is unrolled fully instead. `unroll-up-to-factor` unrolls a
/// loop with a smaller constant trip count by that count; `cleanup-unroll`
/// unrolls fully a loop that would need a cleanup loop or runs fewer times
/// than the factor. Any other factor below 1 is an error.
#[pass(argument = "affine-loop-unroll", name = "AffineLoopUnroll", anchor = dyn FunctionOpInterface)]
#[derive(Debug)]
pub struct AffineLoopUnroll {
    /// Use this unroll factor for all loops being unrolled, set it to -1, and it will fully unroll.
    #[option(name = "unroll-factor", default = 4)]
    unroll_factor: i64,
    /// Allow unrolling up to the factor specified
    #[option(name = "unroll-up-to-factor", default = false)]
    unroll_up_to_factor: bool,
    /// Unroll innermost loops repeatedly this many times
    #[option(name = "unroll-num-reps", default = 1)]
    num_repetitions: u32,
    /// Unroll all loops with trip count less than or equal to this
    #[option(name = "unroll-full-threshold", default = FullUnrollThreshold::DEFAULT)]
    unroll_full_threshold: FullUnrollThreshold,
    /// Fully unroll the cleanup loop when possible.
    #[option(name = "cleanup-unroll", default = false)]
    cleanup_unroll: bool,
}

impl Pass for AffineLoopUnroll {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        if self.unroll_factor < 1 && self.unroll_factor != -1 {
            let loc = cx.ctx().unknown_loc();
            cx.emit(Diagnostic::error(
                loc,
                "Invalid option: 'unroll-factor' should be greater than 0 or equal to -1",
            ));
            return cx.signal_failure();
        }
        let func = cx.op();
        match FunctionOpInterfaceRef::get(cx, func) {
            Some(f) if !f.is_external(cx) => {}
            _ => return,
        }
        let threshold = self.unroll_full_threshold;
        if self.unroll_factor == -1 && threshold.given {
            let short: Vec<ForOp> = loops(cx, func, false)
                .into_iter()
                .filter(|&l| {
                    constant_trip_count(cx, l).is_some_and(|c| c <= threshold.value.into())
                })
                .collect();
            for for_op in short {
                loop_unroll_full(cx, for_op);
            }
            return;
        }
        for _ in 0..self.num_repetitions {
            let innermost = loops(cx, func, true);
            if innermost.is_empty() {
                break;
            }
            let mut unrolled = false;
            for for_op in innermost {
                unrolled |= self.unroll(cx, for_op);
            }
            if !unrolled {
                break;
            }
        }
    }
}

impl AffineLoopUnroll {
    /// Unrolls one loop as the options say; `false` when nothing was done.
    fn unroll(&self, ir: &mut IrView, for_op: ForOp) -> bool {
        if self.unroll_factor == -1 {
            return loop_unroll_full(ir, for_op);
        }
        let factor = self.unroll_factor as u64;
        if self.unroll_up_to_factor {
            return loop_unroll_up_to_factor(ir, for_op, factor);
        }
        loop_unroll_by_factor(ir, for_op, factor, self.cleanup_unroll)
    }
}

/// The `affine.for` ops in `root`, inner loops before the loops around
/// them; with `innermost`, only those with no `affine.for` inside.
fn loops(ir: &IrView, root: Op, innermost: bool) -> Vec<ForOp> {
    let mut found = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |ir, op| {
        if let Some(for_op) = ForOp::try_from_op(ir, op)
            && (!innermost || !contains_loop(ir, op))
        {
            found.push(for_op);
        }
        WalkControl::Advance
    });
    found
}

/// Whether an `affine.for` is nested anywhere in `op`.
fn contains_loop(ir: &IrView, op: Op) -> bool {
    !ir.walk(op, WalkOrder::PreOrder, |ir, nested| {
        if nested != op && ForOp::isa(ir, nested) {
            WalkControl::Interrupt
        } else {
            WalkControl::Advance
        }
    })
}
