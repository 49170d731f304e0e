//! `func.func`'s custom syntax: the shared syntax of function-like ops
//! ([`mlir_core::asm::function_syntax`]) over its properties
//! `function_type`, `arg_attrs` and `res_attrs`.

use mlir_core::asm::function_syntax::{FunctionSyntax, parse_function_op, print_function_op};
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::OperationState;

use super::ops::FuncOp;

/// Where `func.func` keeps its signature.
const FUNC_SYNTAX: FunctionSyntax = FunctionSyntax::new("function_type", "arg_attrs", "res_attrs");

impl FuncOp {
    /// Parses the custom form after the op name:
    /// `[visibility] @name(args) [-> results] [attributes {…}] [{ body }]`.
    pub fn parse(parser: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_function_op(parser, state, &FUNC_SYNTAX)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, printer: &mut AsmPrinter<'_>) {
        print_function_op(printer, self.as_op(), &FUNC_SYNTAX, false);
    }
}
