//! Pieces of syntax several `scf` ops print: the attribute dictionary
//! after a custom form, an optional `-> types` list, and the
//! `(%arg = %init, …)` lists that bind region arguments to operands.

use mlir_core::Type;
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::ir::{Op, Value};

/// ` {…}` with the op's attributes (properties included) but `elided`, if
/// any is left (MLIR's `printOptionalAttrDict(getAttrs(), elided)`).
pub(super) fn print_trailing_attr_dict(pr: &mut AsmPrinter<'_>, op: Op, elided: &[&str]) {
    let attrs = pr.op_attributes(op);
    pr.print_optional_attr_dict(&attrs, elided);
}

/// ` attributes {…}` like [`print_trailing_attr_dict`].
pub(super) fn print_trailing_attr_dict_with_keyword(
    pr: &mut AsmPrinter<'_>,
    op: Op,
    elided: &[&str],
) {
    let attrs = pr.op_attributes(op);
    pr.print_optional_attr_dict_with_keyword(&attrs, elided);
}

/// ` -> T` or ` -> (T, …)` when `types` is not empty (MLIR's
/// `printOptionalArrowTypeList`).
pub(super) fn print_optional_arrow_type_list(pr: &mut AsmPrinter<'_>, types: &[Type]) {
    if !types.is_empty() {
        pr.write_str(" -> ");
        pr.print_result_types(types);
    }
}

/// `(%arg = %init, …)` after `prefix`, nothing when there are no pairs.
pub(super) fn print_assignment_list(
    pr: &mut AsmPrinter<'_>,
    prefix: &str,
    arguments: &[Value],
    inits: &[Value],
) {
    if arguments.is_empty() {
        return;
    }
    pr.write_str(prefix);
    pr.write_char('(');
    for (i, (&argument, &init)) in arguments.iter().zip(inits).enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        pr.print_value_use(argument);
        pr.write_str(" = ");
        pr.print_value_use(init);
    }
    pr.write_char(')');
}

/// `%a, %b, …`
pub(super) fn print_value_list(pr: &mut AsmPrinter<'_>, values: &[Value]) {
    for (i, &value) in values.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        pr.print_value_use(value);
    }
}
