//! The pieces the affine ops' hand-written forms share: a map attribute
//! followed by its dimension and symbol operands, `#map(%i, %j)[%n]`.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::ir::{OperationState, Value};
use mlir_core::{Attribute, NamedAttr};

/// An affine map attribute, as MLIR's typed `parseAttribute` reads one:
/// anything else is "invalid kind of attribute specified" at its start.
pub(super) fn parse_map_attr(p: &mut Parser<'_>) -> PResult<(Attribute, AffineMap)> {
    let at = p.offset();
    let attr = p.parse_attr()?;
    match p.context().affine_map_of(attr) {
        Some(map) => Ok((attr, map)),
        None => Err(p.error_at_offset(at, "invalid kind of attribute specified")),
    }
}

/// `(%d, …)` then an optional `[%s, …]` (MLIR's `parseDimAndSymbolList`
/// pieces): the dimension operands and the symbol operands.
pub(super) fn parse_dims_and_symbols(
    p: &mut Parser<'_>,
) -> PResult<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
    let dims = p.parse_operand_list_in_parens()?;
    let symbols = p.parse_optional_operand_list_in_square()?;
    Ok((dims, symbols))
}

/// Resolves `operands` as `index` values into `state`.
pub(super) fn resolve_indices(
    p: &mut Parser<'_>,
    operands: &[UnresolvedOperand],
    state: &mut OperationState,
) -> PResult<()> {
    let index = p.context().index_type();
    p.resolve_operands_of_type(operands, index, &mut state.operands)
}

/// Adds the `map` attribute before the parsed dictionary's, as MLIR's
/// parsers do (so a second `map` is a duplicate), and stores them.
pub(super) fn set_map_and_attrs(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    map: Attribute,
    attrs: Vec<NamedAttr>,
) -> PResult<()> {
    let mut all = vec![NamedAttr { name: p.context().ident("map"), value: map }];
    all.extend(attrs);
    p.set_parsed_attributes(state, all)
}

/// Prints values separated by `, `.
pub(super) fn print_value_list(pr: &mut AsmPrinter<'_>, values: &[Value]) {
    for (i, &value) in values.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        pr.print_value_use(value);
    }
}

/// `(%d, …)[%s, …]` for the first `num_dims` operands and the rest, the
/// brackets only when there are symbols (MLIR's `printDimAndSymbolList`).
pub(super) fn print_dims_and_symbols(pr: &mut AsmPrinter<'_>, operands: &[Value], num_dims: usize) {
    let split = num_dims.min(operands.len());
    pr.write_char('(');
    print_value_list(pr, &operands[..split]);
    pr.write_char(')');
    if operands.len() > split {
        pr.write_char('[');
        print_value_list(pr, &operands[split..]);
        pr.write_char(']');
    }
}

/// A map attribute, its operands and the other attributes, as `affine.apply`,
/// `affine.min` and `affine.max` print them: ` #map(%d)[%s] {attrs}`.
pub(super) fn print_map_with_operands(
    pr: &mut AsmPrinter<'_>,
    op: mlir_core::ir::Op,
    map: Attribute,
) {
    let ir = pr.ir();
    let num_dims = pr.ctx().affine_map_of(map).map_or(0, |m| m.num_dims() as usize);
    let operands: Vec<Value> = op.operands(ir).collect();
    pr.write_char(' ');
    pr.print_attribute(map);
    print_dims_and_symbols(pr, &operands, num_dims);
    pr.print_optional_attr_dict(&pr.op_attributes(op), &["map"]);
}
