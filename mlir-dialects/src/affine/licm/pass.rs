//! The `affine-loop-invariant-code-motion` pass.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrView, Op, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::invariance::Invariance;
use crate::affine::{ForOp, YieldOp};

/// Hoist loop invariant instructions outside of affine loops
///
/// MLIR's `affine-loop-invariant-code-motion` (the affine
/// `LoopInvariantCodeMotion`), on `func.func`: for each `affine.for`,
/// innermost first so that what leaves an inner loop may leave the outer
/// one too, the ops of its body that are invariant on it move before it,
/// in their order. Ops free of memory effects are invariant when their
/// operands are defined outside the loop or by ops that move;
/// `affine.if`, `affine.for` and `affine.parallel` when all their nested
/// ops are; an affine load or store when no other access to its memref in
/// the loop writes it (or, for a store, reads it). Memrefs are compared as
/// values, without alias analysis, and ops move whether or not the loop
/// runs, as upstream does.
#[pass(
    argument = "affine-loop-invariant-code-motion",
    name = "AffineLoopInvariantCodeMotion",
    anchor = "func.func"
)]
#[derive(Debug)]
pub struct AffineLoopInvariantCodeMotion {}

impl Pass for AffineLoopInvariantCodeMotion {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let mut loops = Vec::new();
        cx.walk(root, WalkOrder::PostOrder, |ir, op| {
            if let Some(for_op) = ForOp::try_from_op(ir, op) {
                loops.push(for_op);
            }
            WalkControl::Advance
        });
        for for_op in loops {
            hoist_from(cx, for_op);
        }
    }
}

/// Moves the invariant ops of `for_op`'s body before it.
fn hoist_from(ir: &mut IrView, for_op: ForOp) {
    let Some(body) = for_op.body(ir) else { return };
    let mut invariance = Invariance::default();
    let mut to_move: Vec<Op> = Vec::new();
    let ops: Vec<Op> = body.ops(ir).collect();
    for op in ops {
        if op.results(ir).any(|r| !r.use_empty(ir)) {
            invariance.with_users.insert(op);
        }
        if !YieldOp::isa(ir, op) && invariance.is_invariant(ir, op, for_op) {
            to_move.push(op);
        }
    }
    for op in to_move {
        ir.move_op(op, InsertPoint::Before(for_op.as_op()));
    }
}
