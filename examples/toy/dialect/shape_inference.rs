//! Chapter 4 of the tutorial: the `ShapeInference` op interface, declared
//! with `#[interface]` and implemented by the ops whose result shape
//! follows from their operands', and the `toy-shape-inference` pass
//! (`#[pass]`) that uses it to turn `tensor<*xf64>` results into ranked
//! ones.

use super::ops::{AddOp, CastOp, ConstantOp, FuncOp, MulOp, TransposeOp};
use mlir_rs::prelude::*;

/// Ops whose result type follows from their operands' types.
#[interface(op)]
pub trait ShapeInference {
    /// Sets the result's type from the operands' (all ranked by then).
    fn infer_shapes(&self, ir: &mut IrView);
}

/// An element-wise op's result takes its left operand's type.
fn same_as_lhs(ir: &mut IrView, op: Op) {
    let ty = op.operand(ir, 0).ty(ir);
    let result = op.result(ir, 0);
    ir.set_value_type(result, ty);
}

impl ShapeInference for ConstantOp {
    /// The value's type: a constant folded out of a struct (chapter 7) is
    /// made with the struct element's unranked type.
    fn infer_shapes(&self, ir: &mut IrView) {
        let value = self.value_attr(ir);
        let Some(ty) = value.typed(ir.ctx()) else { return };
        let result = self.output(ir);
        ir.set_value_type(result, ty);
    }
}

impl ShapeInference for AddOp {
    fn infer_shapes(&self, ir: &mut IrView) {
        same_as_lhs(ir, self.as_op());
    }
}

impl ShapeInference for MulOp {
    fn infer_shapes(&self, ir: &mut IrView) {
        same_as_lhs(ir, self.as_op());
    }
}

impl ShapeInference for CastOp {
    /// The input's type: the cast then converts nothing, and folds away.
    fn infer_shapes(&self, ir: &mut IrView) {
        let ty = self.input(ir).ty(ir);
        let result = self.output(ir);
        ir.set_value_type(result, ty);
    }
}

impl ShapeInference for TransposeOp {
    /// The input's shape reversed.
    fn infer_shapes(&self, ir: &mut IrView) {
        let input = self.input(ir).ty(ir);
        let ctx = ir.ctx_arc().clone();
        let Some((shape, element)) = input.shape_and_element(&ctx) else { return };
        let reversed: Vec<i64> = shape.iter().rev().copied().collect();
        let ty = ctx.ranked_tensor_type(&reversed, element);
        let result = self.output(ir);
        ir.set_value_type(result, ty);
    }
}

/// Whether a value's type is a ranked tensor.
fn is_ranked(ir: &IrView, value: Value) -> bool {
    matches!(value.ty(ir).data(ir.ctx()), TypeData::RankedTensor { .. })
}

/// Infers the shapes in `block` as the tutorial's pass does: while an op
/// with an unranked result has only ranked operands, ask its interface.
/// Returns the ops left with unranked results (none when all inferred).
pub fn infer_shapes_in(ir: &mut IrView, block: Block) -> Vec<Op> {
    let mut pending: Vec<Op> =
        block.ops(ir).filter(|op| op.results(ir).any(|r| !is_ranked(ir, r))).collect();
    loop {
        let ready = pending.iter().position(|&op| op.operands(ir).all(|v| is_ranked(ir, v)));
        let Some(index) = ready else { return pending };
        let op = pending.remove(index);
        match ShapeInferenceRef::get(ir, op) {
            Some(iface) => iface.infer_shapes(ir),
            // An op without the interface stays unranked.
            None => return std::iter::once(op).chain(pending).collect(),
        }
    }
}

/// Infer the shapes of a function's tensors
///
/// Chapter 4's `ShapeInference` pass: in each `toy.func`, every op whose
/// operands are all ranked gets its result shapes from its
/// `ShapeInference` interface, until none is left; an op left unranked
/// fails the pass, as the tutorial's does.
#[pass(argument = "toy-shape-inference", anchor = FuncOp)]
pub struct ShapeInferencePass {
    /// Leave ops whose shapes cannot be inferred unranked, without failing.
    #[option(default = false)]
    allow_partial: bool,
    /// Ops whose result shapes were inferred.
    #[statistic(name = "num-inferred", description = "Number of ops whose shapes were inferred")]
    inferred: Statistic,
}

impl Pass for ShapeInferencePass {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let func = cx.op();
        let Some(body) = func.region(cx, 0).first_block(cx) else { return };
        let unranked = body.ops(cx).filter(|op| op.results(cx).any(|r| !is_ranked(cx, r))).count();
        let left = infer_shapes_in(cx, body);
        self.inferred.add((unranked - left.len()) as u64);
        if !left.is_empty() && !self.allow_partial {
            let message =
                format!("Shape inference failed, {} operations couldn't be inferred", left.len());
            let error = func.emit_error(cx, message);
            cx.emit(error);
            cx.signal_failure();
        }
    }
}
