//! The piece memref's hand-written forms share: a memref with its indices,
//! `%m[%i, %j]`.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::ir::Value;

/// `%m[%i, …]`: the memref and its indices, unresolved.
pub(crate) fn parse_indexed(
    p: &mut Parser<'_>,
) -> PResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let memref = p.parse_operand()?;
    let indices = p.parse_operand_list_in_square()?;
    Ok((memref, indices))
}

/// Prints `%m[%i, …]`.
pub(crate) fn print_indexed(pr: &mut AsmPrinter<'_>, memref: Value, indices: &[Value]) {
    pr.print_value_use(memref);
    pr.write_char('[');
    for (i, &index) in indices.iter().enumerate() {
        pr.write_str(if i == 0 { "" } else { ", " });
        pr.print_value_use(index);
    }
    pr.write_char(']');
}
