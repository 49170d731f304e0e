//! Mixed static and dynamic index lists (MLIR's `custom<DynamicIndexList>`):
//! `[0, %i, 4]` or `(a, %v)`, each entry an integer or an SSA value. An op
//! stores such a list as a static `array<i64>` with [`DYNAMIC`]
//! (`ShapedType::kDynamic`) where a value is used, and the values as
//! operands in order. `scf.forall`'s bounds and the bases of `affine`'s
//! `linearize_index` and `delinearize_index` use the parenthesized form,
//! `memref`'s views the bracketed one (as a format's `custom<…>`).
//!
//! Also the lists' mixed form ([`OpFoldResult`] per entry), which the
//! canonicalizations turning constant values into static entries edit.

// Shared by `scf`, `memref` and `affine`: built without `scf` or
// `memref`, their parts are unused.
#![cfg_attr(not(all(feature = "scf", feature = "memref")), allow(dead_code))]

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::support::lexer::TokenKind;
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_core::{Attribute, Context};

/// The brackets around a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Delimiter {
    /// `( … )` (`scf.forall`'s bounds).
    Paren,
    /// `[ … ]`.
    Square,
}

impl Delimiter {
    fn tokens(self) -> (TokenKind, TokenKind, char, char) {
        match self {
            Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen, '(', ')'),
            Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, '[', ']'),
        }
    }
}

/// A parsed list: the static entries and the values of the dynamic ones.
#[derive(Default)]
pub(crate) struct IndexList {
    /// One entry per element, [`DYNAMIC`] for an SSA value.
    pub(crate) statics: Vec<i64>,
    /// The SSA values, in order.
    pub(crate) values: Vec<UnresolvedOperand>,
}

/// A list between `delimiter`s, possibly empty. A malformed list fails
/// with the element's error and, as upstream, a second one at the op name:
/// "expected SSA value or integer".
pub(crate) fn parse_index_list(p: &mut Parser<'_>, delimiter: Delimiter) -> PResult<IndexList> {
    parse_entries(p, delimiter).map_err(|mut error| {
        let at = p.custom_op_name_offset();
        error.more.push((at, p.emitted("expected SSA value or integer")));
        error
    })
}

fn parse_entries(p: &mut Parser<'_>, delimiter: Delimiter) -> PResult<IndexList> {
    let (open, close, open_char, close_char) = delimiter.tokens();
    let mut list = IndexList::default();
    p.parse_token(open, &format!("expected '{open_char}' in dynamic index list"))?;
    if p.at(close) {
        p.parse_token(close, "")?;
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
    p.parse_token(close, &format!("expected '{close_char}' in dynamic index list"))?;
    Ok(list)
}

/// The list: each static entry as an integer, each [`DYNAMIC`] one as the
/// next of `values`.
pub(crate) fn print_index_list(
    pr: &mut AsmPrinter<'_>,
    statics: &[i64],
    values: &[Value],
    delimiter: Delimiter,
) {
    let (_, _, open, close) = delimiter.tokens();
    pr.write_char(open);
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
    pr.write_char(close);
}

/// `custom<DynamicIndexList>($values, $statics)` in a declarative format:
/// the bracketed list, into the operand group and the `array<i64>`.
pub(crate) fn parse_dynamic_index_list(
    p: &mut Parser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    statics: &mut Option<Attribute>,
) -> PResult<()> {
    parse_delimited_index_list(p, values, statics, Delimiter::Square)
}

/// Prints what [`parse_dynamic_index_list`] reads.
pub(crate) fn print_dynamic_index_list(
    pr: &mut AsmPrinter<'_>,
    _op: Op,
    values: &[Value],
    statics: Option<Attribute>,
) {
    print_delimited_index_list(pr, values, statics, Delimiter::Square);
}

/// A format's list between `delimiter`s, into the operand group and the
/// `array<i64>` (MLIR's `parseDynamicIndexList` with its delimiter).
pub(crate) fn parse_delimited_index_list(
    p: &mut Parser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    statics: &mut Option<Attribute>,
    delimiter: Delimiter,
) -> PResult<()> {
    let list = parse_index_list(p, delimiter)?;
    values.extend(list.values);
    *statics = Some(p.context().dense_i64_array(&list.statics));
    Ok(())
}

/// Prints what [`parse_delimited_index_list`] reads.
pub(crate) fn print_delimited_index_list(
    pr: &mut AsmPrinter<'_>,
    values: &[Value],
    statics: Option<Attribute>,
    delimiter: Delimiter,
) {
    let ctx: &Context = pr.ctx();
    let statics = statics.and_then(|a| a.as_dense_i64_array(ctx)).unwrap_or_default();
    print_index_list(pr, &statics, values, delimiter);
}

/// The mixed form of a list: a static entry as an `index` attribute, a
/// dynamic one as its value.
pub(crate) fn mixed(
    ctx: &Context,
    statics: &[i64],
    values: impl IntoIterator<Item = Value>,
) -> Vec<OpFoldResult> {
    let index = ctx.index_type();
    let mut values = values.into_iter();
    statics
        .iter()
        .filter_map(|&entry| match entry {
            DYNAMIC => values.next().map(OpFoldResult::Value),
            _ => Some(OpFoldResult::Attr(ctx.integer_attr_i64(index, entry))),
        })
        .collect()
}

/// The integer an entry stands for: its attribute's, or the constant its
/// value is defined by.
pub(crate) fn constant_int(ir: &IrView, entry: &OpFoldResult) -> Option<i64> {
    let attr = match *entry {
        OpFoldResult::Attr(attr) => attr,
        OpFoldResult::Value(value) => constant_value(ir, value)?,
    };
    attr.as_integer(ir.ctx()).and_then(|v| v.as_i64())
}

/// The entry's static form: its integer, or [`DYNAMIC`] for a value.
pub(crate) fn static_entry(ctx: &Context, entry: &OpFoldResult) -> i64 {
    match *entry {
        OpFoldResult::Attr(attr) => {
            attr.as_integer(ctx).and_then(|v| v.as_i64()).unwrap_or(DYNAMIC)
        }
        OpFoldResult::Value(_) => DYNAMIC,
    }
}

/// Splits a mixed list into its static entries and its values.
pub(crate) fn decompose(ctx: &Context, list: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for entry in list {
        statics.push(static_entry(ctx, entry));
        if let OpFoldResult::Value(value) = *entry {
            values.push(value);
        }
    }
    (statics, values)
}

/// Replaces each value defined by an integer constant with the constant;
/// whether any was.
pub(crate) fn fold_constant_entries(ir: &IrView, list: &mut [OpFoldResult]) -> bool {
    let mut changed = false;
    for entry in list {
        let OpFoldResult::Value(value) = *entry else { continue };
        let Some(attr) = constant_value(ir, value) else { continue };
        // A non-integer constant (a poison) has no static form.
        if attr.as_integer(ir.ctx()).and_then(|v| v.as_i64()).is_some() {
            *entry = OpFoldResult::Attr(attr);
            changed = true;
        }
    }
    changed
}
