//! The syntax of `dlti`'s entries: `#dlti.dl_entry<key, value>` and the
//! lists in `<…>` the other attributes hold, each entry written `key =
//! value` (a type or a quoted identifier as the key) or as a
//! `#dlti.dl_entry`, printed `key = value`.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::support::lexer::TokenKind;
use mlir_core::{AttrData, Attribute, Context};

use super::attrs::DataLayoutEntryAttr;

/// What an entry list accepts.
#[derive(Copy, Clone)]
pub(super) struct EntryList {
    /// Whether a key may be a type.
    pub type_keys: bool,
    /// Whether the list may be empty (`<>`); otherwise "no DLTI entries
    /// provided".
    pub allow_empty: bool,
}

/// Reads `<key, value>` after `#dlti.dl_entry`: the key a type or a
/// quoted string, else "expected a type or a quoted string".
pub(super) fn parse_entry_attr(p: &mut Parser<'_>) -> PResult<(Attribute, Attribute)> {
    p.parse_less()?;
    let key = if p.at_type() {
        let ty = p.parse_any_type()?;
        p.context().type_attr(ty)
    } else if p.at(TokenKind::String) {
        string_key(p)
    } else {
        return Err(p.error_at_offset(p.offset(), "expected a type or a quoted string"));
    };
    p.parse_literal(",")?;
    let value = p.parse_attr()?;
    p.parse_greater()?;
    Ok((key, value))
}

/// Writes `<key, value>`.
pub(super) fn print_entry_attr(p: &mut AsmPrinter<'_>, entry: DataLayoutEntryAttr) {
    let ctx = p.ctx();
    p.write_char('<');
    print_key(p, entry.key(ctx));
    p.write_str(", ");
    p.print_attribute(entry.value(ctx));
    p.write_char('>');
}

/// Reads `<entry, …>`, each entry `key = value` or an entry attribute.
pub(super) fn parse_entry_list(
    p: &mut Parser<'_>,
    list: EntryList,
) -> PResult<Vec<DataLayoutEntryAttr>> {
    p.parse_less()?;
    let mut entries = Vec::new();
    if !p.parse_optional_token(TokenKind::Greater) {
        loop {
            entries.push(parse_entry(p, list.type_keys)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_greater()?;
    }
    if entries.is_empty() && !list.allow_empty {
        return Err(p.error_at_offset(p.attr_name_offset(), "no DLTI entries provided"));
    }
    Ok(entries)
}

/// Reads one entry of a list.
fn parse_entry(p: &mut Parser<'_>, type_keys: bool) -> PResult<DataLayoutEntryAttr> {
    let ctx = p.context();
    let key = if type_keys && p.at_type() {
        let ty = p.parse_any_type().map_err(|mut e| {
            // Upstream follows the type's own error with one of its own.
            e.more.push((p.offset(), p.emitted("error while parsing type DLTI key")));
            e
        })?;
        Some(ctx.type_attr(ty))
    } else if p.at(TokenKind::String) {
        Some(string_key(p))
    } else {
        None
    };
    if let Some(key) = key {
        p.parse_literal("=")?;
        let value = p.parse_attr()?;
        return Ok(DataLayoutEntryAttr::get(ctx, key, value));
    }
    let at = p.offset();
    let attr = p.parse_attr()?;
    DataLayoutEntryAttr::try_from(ctx, attr)
        .ok_or_else(|| p.error_at_offset(at, "invalid kind of attribute specified"))
}

/// Writes `<key = value, …>`.
pub(super) fn print_entry_list(p: &mut AsmPrinter<'_>, entries: &[DataLayoutEntryAttr]) {
    let ctx: &Context = p.ctx();
    p.write_char('<');
    for (i, &entry) in entries.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_key(p, entry.key(ctx));
        p.write_str(" = ");
        p.print_attribute(entry.value(ctx));
    }
    p.write_char('>');
}

/// Reads a quoted identifier as a string attribute.
fn string_key(p: &mut Parser<'_>) -> Attribute {
    let bytes = p.token_string_value().into_owned();
    p.skip_token();
    p.context().get_attr(AttrData::String { value: bytes.into(), ty: None })
}

/// Writes a key: a type, or an identifier quoted.
fn print_key(p: &mut AsmPrinter<'_>, key: Attribute) {
    match key.as_type(p.ctx()) {
        Some(ty) => p.print_type(ty),
        None => p.print_attribute(key),
    }
}
