//! The `(a, %v, b)` lists of `scf.forall`'s bounds (MLIR's
//! `custom<DynamicIndexList>` with parentheses): each entry an integer or
//! an SSA value. The op stores them as a static `array<i64>`, with
//! [`DYNAMIC`] (`ShapedType::kDynamic`) where a value is used, and the
//! values as operands in order.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::ir::Value;
use mlir_core::support::lexer::TokenKind;

/// A parsed list: the static entries and the values of the dynamic ones.
#[derive(Default)]
pub(super) struct IndexList {
    /// One entry per element, [`DYNAMIC`] for an SSA value.
    pub(super) statics: Vec<i64>,
    /// The SSA values, in order.
    pub(super) values: Vec<UnresolvedOperand>,
}

/// `(a, %v, …)`, possibly empty. A malformed list fails with the
/// element's error and, as upstream, a second one at the op name: "expected
/// SSA value or integer".
pub(super) fn parse_index_list(p: &mut Parser<'_>) -> PResult<IndexList> {
    parse_entries(p).map_err(|mut error| {
        let at = p.custom_op_name_offset();
        error.more.push((at, p.emitted("expected SSA value or integer")));
        error
    })
}

fn parse_entries(p: &mut Parser<'_>) -> PResult<IndexList> {
    let mut list = IndexList::default();
    p.parse_token(TokenKind::LParen, "expected '(' in dynamic index list")?;
    if p.parse_optional_rparen() {
        return Ok(list);
    }
    loop {
        if p.at(TokenKind::PercentIdent) {
            list.values.push(p.parse_operand()?);
            list.statics.push(DYNAMIC);
        } else {
            list.statics.push(p.parse_integer_i64()?);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_token(TokenKind::RParen, "expected ')' in dynamic index list")?;
    Ok(list)
}

/// `(a, %v, …)`: each static entry as an integer, each [`DYNAMIC`] one as
/// the next of `values`.
pub(super) fn print_index_list(pr: &mut AsmPrinter<'_>, statics: &[i64], values: &[Value]) {
    pr.write_char('(');
    let mut values = values.iter();
    for (i, &entry) in statics.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        match (entry == DYNAMIC).then(|| values.next()).flatten() {
            Some(&value) => pr.print_value_use(value),
            // A dynamic entry without its value (IR that failed to verify,
            // printed for the diagnostic) shows the placeholder itself.
            None => pr.write_str(&entry.to_string()),
        }
    }
    pr.write_char(')');
}
