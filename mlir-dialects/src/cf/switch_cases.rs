//! `custom<SwitchOpCases>`: the case list of `cf.switch`,
//!
//! ```text
//!   default: ^bb1(%a : i32),
//!   42: ^bb2,
//!   -1: ^bb3(%b, %c : f32, i1)
//! ```
//!
//! one case per line after the default. Values are read as signed 64-bit
//! integers and truncated to the flag's width; they are printed as
//! unsigned numbers of the flag's width, clamped to 64 bits (mlir-opt's
//! `getLimitedValue`), so `-1 : i8` prints as `255`.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::ir::{Block, Op, Value};
use mlir_core::support::apint::APInt;
use mlir_core::{Attribute, Type};

use crate::switch_support::{case_values_attr, case_values_of, parse_optional_use_list};

/// Parses the default destination and the cases.
#[allow(clippy::too_many_arguments)]
pub(super) fn parse_switch_op_cases(
    p: &mut Parser<'_>,
    flag_type: &[Type],
    default_destination: &mut Vec<Block>,
    default_operands: &mut Vec<UnresolvedOperand>,
    default_types: &mut Vec<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<Block>,
    case_operands: &mut Vec<UnresolvedOperand>,
    case_types: &mut Vec<Type>,
    case_operand_segments: &mut Option<Attribute>,
) -> PResult<()> {
    p.parse_literal("default")?;
    p.parse_literal(":")?;
    default_destination.push(p.parse_successor()?);
    parse_optional_use_list(p, default_operands, default_types, false)?;
    let ctx = p.context();
    let flag = flag_type.first().copied();
    let width = flag.and_then(|t| t.as_integer(ctx)).map_or(64, |(w, _)| w);
    let mut values = Vec::new();
    let mut segments = Vec::new();
    while p.parse_optional_comma() {
        let value = p.parse_integer_i64()?;
        values.push(APInt::from_i64(width, value));
        p.parse_literal(":")?;
        case_destinations.push(p.parse_successor()?);
        segments.push(parse_optional_use_list(p, case_operands, case_types, true)? as i32);
    }
    let ctx = p.context();
    *case_values = flag.and_then(|flag| case_values_attr(ctx, flag, &values));
    *case_operand_segments = Some(ctx.dense_i32_array(&segments));
    Ok(())
}

/// Prints the default destination and the cases.
#[allow(clippy::too_many_arguments)]
pub(super) fn print_switch_op_cases(
    p: &mut AsmPrinter<'_>,
    _op: Op,
    _flag_type: &[Type],
    default_destination: &[Block],
    default_operands: &[Value],
    _default_types: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[Block],
    case_operands: &[Value],
    _case_types: &[Type],
    case_operand_segments: Option<Attribute>,
) {
    p.write_str("  default: ");
    if let Some(&dest) = default_destination.first() {
        p.print_successor_and_use_list(dest, default_operands);
    }
    let ctx = p.ctx();
    let Some(values) = case_values.and_then(|v| case_values_of(ctx, v)) else { return };
    let segments =
        case_operand_segments.and_then(|a| a.as_dense_i32_array(ctx)).unwrap_or_default();
    let mut start = 0usize;
    for (i, value) in values.iter().enumerate() {
        p.write_char(',');
        p.newline();
        p.write_str("  ");
        p.write_str(&value.as_u64().unwrap_or(u64::MAX).to_string());
        p.write_str(": ");
        let len = segments.get(i).map_or(0, |&s| s.max(0) as usize);
        let end = (start + len).min(case_operands.len());
        let operands = &case_operands[start.min(end)..end];
        start = end;
        if let Some(&dest) = case_destinations.get(i) {
            p.print_successor_and_use_list(dest, operands);
        }
    }
    p.newline();
}
