//! Interface models of the Toy ops: what lets the core treat `toy.func` as
//! a function and a symbol, and `toy.generic_call` as a call.

use std::ops::Range;

use mlir_rs::prelude::*;

/// `toy.func`: a symbol (a declaration when its body is empty) and a
/// callable function whose signature is its `function_type`. The
/// `FunctionOpInterface` defaults read the `function_type`, `arg_attrs` and
/// `res_attrs` attributes, the names `toy.func` uses.
pub struct FuncModel;

impl SymbolOpInterface for FuncModel {
    fn is_declaration(&self, ir: &IrView, op: Op) -> bool {
        FunctionOpInterface::is_external(self, ir, op)
    }
}

impl CallableOpInterface for FuncModel {
    fn callable_region(&self, ir: &IrView, op: Op) -> Option<Region> {
        let external = FunctionOpInterface::is_external(self, ir, op);
        if external { None } else { FunctionOpInterface::function_body(self, ir, op) }
    }

    fn argument_types(&self, ir: &IrView, op: Op) -> Vec<Type> {
        FunctionOpInterface::argument_types(self, ir, op)
    }

    fn result_types(&self, ir: &IrView, op: Op) -> Vec<Type> {
        FunctionOpInterface::result_types(self, ir, op)
    }
}

impl ArgAndResultAttrsOpInterface for FuncModel {}

impl FunctionOpInterface for FuncModel {}

/// `toy.generic_call`: calls the symbol `callee` with all its operands.
pub struct GenericCallModel;

impl CallOpInterface for GenericCallModel {
    fn callee(&self, ir: &IrView, op: Op) -> Option<Callee> {
        op.get_attr(ir, "callee").map(Callee::Symbol)
    }

    fn arg_operands(&self, ir: &IrView, op: Op) -> Range<usize> {
        0..op.num_operands(ir)
    }
}
