//! Interface models of the Toy ops: what lets the core treat `toy.func` as
//! a function and a symbol, `toy.generic_call` as a call, and `toy.cast`
//! as a cast.

use std::ops::Range;

use mlir_rs::core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_rs::prelude::*;

/// `toy.func`: a symbol (a declaration when its body is empty) and a
/// callable function whose signature is its `function_type`. The
/// `FunctionOpInterface` defaults read the `function_type`, `arg_attrs` and
/// `res_attrs` attributes, the names `toy.func` uses.
pub struct FuncModel;

impl SymbolOpInterfaceModel for FuncModel {
    fn is_declaration(&self, op: Op, ir: &IrView) -> bool {
        FunctionOpInterfaceModel::is_external(self, op, ir)
    }
}

impl CallableOpInterfaceModel for FuncModel {
    fn callable_region(&self, op: Op, ir: &IrView) -> Option<Region> {
        let external = FunctionOpInterfaceModel::is_external(self, op, ir);
        if external { None } else { FunctionOpInterfaceModel::function_body(self, op, ir) }
    }

    fn argument_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        FunctionOpInterfaceModel::argument_types(self, op, ir)
    }

    fn result_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        FunctionOpInterfaceModel::result_types(self, op, ir)
    }
}

impl ArgAndResultAttrsOpInterfaceModel for FuncModel {}

impl FunctionOpInterfaceModel for FuncModel {}

/// `toy.generic_call`: calls the symbol `callee` with all its operands.
pub struct GenericCallModel;

impl CallOpInterfaceModel for GenericCallModel {
    fn callee(&self, op: Op, ir: &IrView) -> Option<Callee> {
        op.get_attr(ir, "callee").map(Callee::Symbol)
    }

    fn arg_operands(&self, op: Op, ir: &IrView) -> Range<usize> {
        0..op.num_operands(ir)
    }
}

/// `toy.cast`: between tensors of the same element type, one of them
/// unranked or both of the same type (the tutorial's rule).
pub struct TensorCast;

impl CastOpInterfaceModel for TensorCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([input], [output]) = (inputs, outputs) else { return false };
        let is_tensor = |ty: &Type| {
            matches!(ty.data(ctx), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
        };
        if !is_tensor(input) || !is_tensor(output) {
            return false;
        }
        if input.element_type(ctx) != output.element_type(ctx) {
            return false;
        }
        let ranked = |ty: &Type| ty.shape_and_element(ctx).is_some();
        !ranked(input) || !ranked(output) || input == output
    }
}
