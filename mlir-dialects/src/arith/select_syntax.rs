//! `arith.select`'s custom form (upstream writes it by hand, not with a
//! declarative format):
//!
//! ```text
//! %r = arith.select %cond, %a, %b : i32
//! %v = arith.select %mask, %x, %y : vector<4xi1>, vector<4xf32>
//! ```
//!
//! The condition's type is written only when it is not `i1`.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::OperationState;

use super::ops::SelectOp;

impl SelectOp {
    /// Parses `%c, %a, %b {attrs} : T` or `… : C, T`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let name_at = p.custom_op_name_offset();
        let at = p.offset();
        let operands = p.parse_operand_list()?;
        if operands.len() != 3 {
            return Err(p.error_at_offset(at, "expected 3 operands"));
        }
        let attrs = p.parse_optional_attr_dict()?;
        state.attrs.extend(attrs);
        p.parse_literal(":")?;
        let mut result_type = p.parse_any_type()?;
        let condition_type = if p.parse_optional_comma() {
            let condition = result_type;
            result_type = p.parse_any_type()?;
            condition
        } else {
            p.context().integer_type(1)
        };
        state.result_types.push(result_type);
        let types = [condition_type, result_type, result_type];
        p.resolve_operands(&operands, &types, name_at, &mut state.operands)
    }

    /// Prints ` %c, %a, %b {attrs} : T`, with `C, ` before `T` when the
    /// condition is a vector or tensor.
    pub fn print(self, p: &mut AsmPrinter<'_>) {
        let ir = p.ir();
        let op = self.as_op();
        p.write_char(' ');
        p.print_separated(op.operands(ir), AsmPrinter::print_value_use);
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.write_str(" : ");
        let condition = op.operand(ir, 0).ty(ir);
        if condition.as_integer(p.ctx()).is_none() {
            p.print_type(condition);
            p.write_str(", ");
        }
        p.print_type(op.result(ir, 0).ty(ir));
    }
}
