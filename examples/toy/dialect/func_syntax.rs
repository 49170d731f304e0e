//! `toy.func`'s custom form, the one `func.func` has:
//! `toy.func @name(%arg0: T) -> R attributes {…} { body }`, through the
//! core's shared syntax of function-like ops.

use mlir_rs::core::asm::function_syntax::{FunctionSyntax, parse_function_op, print_function_op};
use mlir_rs::prelude::*;

use super::ops::FuncOp;

/// Where `toy.func` keeps its signature: the attribute names of its fields.
const SYNTAX: FunctionSyntax = FunctionSyntax::new("function_type", "arg_attrs", "res_attrs");

impl FuncOp {
    /// Parses what follows `toy.func`.
    pub fn parse(parser: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_function_op(parser, state, &SYNTAX)
    }

    /// Prints what follows `toy.func`.
    pub fn print(self, printer: &mut AsmPrinter<'_>) {
        print_function_op(printer, self.as_op(), &SYNTAX, false);
    }
}
