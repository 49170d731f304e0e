//! The checks of the Toy ops that their constraints cannot express, with
//! the messages of MLIR's Toy tutorial.

use mlir_rs::prelude::*;

use super::ops::{AddOp, ConstantOp, FuncOp, MulOp, ReshapeOp, ReturnOp, TransposeOp};

impl ConstantOp {
    /// A ranked result type has the value's shape. (The custom form takes
    /// the result type from the value; the generic form can disagree.)
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let Some((result_shape, _)) = self.output(ir).ty(ir).shape_and_element(ctx) else {
            return Ok(());
        };
        let value_type = self.value_attr(ir).typed(ctx);
        let Some((value_shape, _)) = value_type.and_then(|t| t.shape_and_element(ctx)) else {
            return Ok(());
        };
        let op = self.as_op();
        if value_shape.len() != result_shape.len() {
            let message = format!(
                "return type must match the one of the attached value attribute: {} != {}",
                value_shape.len(),
                result_shape.len()
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        let mismatch = value_shape.iter().zip(result_shape).position(|(a, b)| a != b);
        if let Some(dim) = mismatch {
            let message = format!(
                "return type shape mismatches its attribute at dimension {dim}: {} != {}",
                value_shape[dim], result_shape[dim]
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

impl TransposeOp {
    /// Between ranked types, the result's shape is the input's reversed.
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let input = self.input(ir).ty(ir).shape_and_element(ctx);
        let output = self.output(ir).ty(ir).shape_and_element(ctx);
        let (Some((input, _)), Some((output, _))) = (input, output) else { return Ok(()) };
        if input.len() == output.len() && input.iter().eq(output.iter().rev()) {
            return Ok(());
        }
        let message = "expected result shape to be a transpose of the input";
        Err(self.as_op().emit_error(ir, message).into())
    }
}

impl ReturnOp {
    /// As many values as the function returns (at most one), of its result
    /// type unless either side is unranked.
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        // `HasParent<FuncOp>` is verified first, so the parent is a function.
        let Some(func) = op.parent_op(ir).and_then(|p| FuncOp::try_from_op(ir, p)) else {
            return Ok(());
        };
        let results = func
            .function_type(ir)
            .as_function(ctx)
            .map(|(_, results)| results.to_vec())
            .unwrap_or_default();
        let returned: Vec<Type> = op.operands(ir).map(|v| v.ty(ir)).collect();
        if returned.len() != results.len() {
            let message = format!(
                "does not return the same number of values ({}) as the enclosing function ({})",
                returned.len(),
                results.len()
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        let (Some(&returned), Some(&expected)) = (returned.first(), results.first()) else {
            return Ok(());
        };
        let unranked = |t: Type| matches!(t.data(ctx), TypeData::UnrankedTensor { .. });
        if returned == expected || unranked(returned) || unranked(expected) {
            return Ok(());
        }
        let message = format!(
            "type of return operand ({}) doesn't match function result type ({})",
            returned.display(ctx),
            expected.display(ctx)
        );
        Err(op.emit_error(ir, message).into())
    }
}

/// The shape of a ranked tensor type.
fn ranked_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    let TypeData::RankedTensor { .. } = ty.data(ctx) else { return None };
    ty.shape_and_element(ctx).map(|(shape, _)| shape.to_vec())
}

/// An element-wise op's ranked operands and result have one shape: Toy
/// has no broadcasting. (Unranked ones wait for shape inference.)
fn same_shapes(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let values = op.operands(ir).chain(op.results(ir));
    let shapes: Vec<(Type, Vec<i64>)> =
        values.filter_map(|v| Some((v.ty(ir), ranked_shape(ctx, v.ty(ir))?))).collect();
    let Some((first_ty, first)) = shapes.first() else { return Ok(()) };
    match shapes.iter().find(|(_, shape)| shape != first) {
        None => Ok(()),
        Some((other_ty, _)) => {
            let message = format!(
                "operands and result must have the same shape, got {} and {}",
                first_ty.display(ctx),
                other_ty.display(ctx)
            );
            Err(op.emit_op_error(ir, message).into())
        }
    }
}

impl AddOp {
    /// The ranked operands and result have one shape.
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        same_shapes(ir, self.as_op())
    }
}

impl MulOp {
    /// The ranked operands and result have one shape.
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        same_shapes(ir, self.as_op())
    }
}

impl ReshapeOp {
    /// A ranked input of static shape has as many elements as the result.
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let input = ranked_shape(ctx, self.input(ir).ty(ir));
        let output = ranked_shape(ctx, self.output(ir).ty(ir));
        let (Some(input), Some(output)) = (input, output) else { return Ok(()) };
        if input.iter().any(|&d| d < 0) {
            return Ok(());
        }
        let (have, want) = (input.iter().product::<i64>(), output.iter().product::<i64>());
        if have == want {
            return Ok(());
        }
        let message = format!("cannot reshape {have} elements into a tensor of {want}");
        Err(self.as_op().emit_op_error(ir, message).into())
    }
}
