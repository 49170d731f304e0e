//! The custom form of Toy's binary ops (`toy.add`, `toy.mul`), written by
//! hand because it depends on the types: `%a, %b : T` when both operands
//! and the result have type `T`, else `%a, %b : (T1, T2) -> T3`.

use mlir_rs::prelude::*;

use super::ops::{AddOp, MulOp};

/// Parses what follows the op name: two operands, an optional attribute
/// dictionary, `:` and either one type for all or a function type.
fn parse_binary(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let at = p.offset();
    let operands = p.parse_operand_list()?;
    state.attrs.extend(p.parse_optional_attr_dict()?);
    p.parse_literal(":")?;
    let ty = p.parse_any_type()?;
    if let Some((inputs, results)) = ty.as_function(p.context()) {
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        p.resolve_operands(&operands, &inputs, at, &mut state.operands)?;
        state.result_types.extend(results);
    } else {
        p.resolve_operands_of_type(&operands, ty, &mut state.operands)?;
        state.result_types.push(ty);
    }
    Ok(())
}

/// Prints what [`parse_binary`] reads.
fn print_binary(printer: &mut AsmPrinter<'_>, op: Op) {
    let ir = printer.ir();
    printer.write_str(" ");
    let operands: Vec<Value> = op.operands(ir).collect();
    for (i, value) in operands.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        printer.print_value_use(*value);
    }
    let attrs = printer.op_attributes(op);
    printer.print_optional_attr_dict(&attrs, &[]);
    printer.write_str(" : ");
    let inputs: Vec<Type> = operands.iter().map(|v| v.ty(ir)).collect();
    let results: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
    let result = results.first().copied();
    if result.is_some() && results.len() == 1 && inputs.iter().all(|t| Some(*t) == result) {
        printer.print_type(results[0]);
    } else {
        printer.print_type(printer.ctx().function_type(&inputs, &results));
    }
}

impl AddOp {
    /// Parses `%a, %b : T` (see the module's doc).
    pub fn parse(parser: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_binary(parser, state)
    }

    /// Prints `%a, %b : T`.
    pub fn print(self, printer: &mut AsmPrinter<'_>) {
        print_binary(printer, self.as_op());
    }
}

impl MulOp {
    /// Parses `%a, %b : T` (see the module's doc).
    pub fn parse(parser: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_binary(parser, state)
    }

    /// Prints `%a, %b : T`.
    pub fn print(self, printer: &mut AsmPrinter<'_>) {
        print_binary(printer, self.as_op());
    }
}
