//! The textual form of enum kinds: reading and writing an enum's value
//! (keywords, and for bit enums several joined by the separator) and the
//! parameter of a dialect attribute wrapping an enum (`<nsw, nuw>` or a
//! bare keyword) and of an enum property written with its keyword
//! (`overflow<nsw>`), with mlir-opt's messages. The tables themselves
//! ([`EnumDef`]) sit below, in `context::enum_attr`.

use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::AsmPrinter;
use crate::context::builtin::attributes::Attribute;
use crate::context::dialect_attr::{AttrDef, AttrParam, DialectAttr};
use crate::context::enum_attr::{EnumAttrSyntax, EnumDef, NamedEnumProp};

impl EnumDef {
    /// Parses a value: a keyword or string, and for bit enums further ones
    /// after the separator. An unknown keyword fails with
    /// [`one_of_message`](Self::one_of_message) at the value's start.
    pub fn parse_value(&self, p: &mut Parser<'_>) -> PResult<u64> {
        // mlir-opt reads the whole list, then reports an unknown keyword at
        // the list's start.
        let at = p.offset();
        let mut value = 0;
        loop {
            let text = p.parse_keyword_or_string()?;
            match self.symbolize(&text) {
                Some(v) => value |= v,
                None => return Err(p.error_at_offset(at, self.one_of_message(&text))),
            }
            if !self.bits || !self.eat_separator(p) {
                return Ok(value);
            }
        }
    }

    fn eat_separator(&self, p: &mut Parser<'_>) -> bool {
        match self.separator_char() {
            '|' => p.parse_optional_vertical_bar(),
            _ => p.parse_optional_comma(),
        }
    }
}

/// Parses the parameter of a dialect attribute wrapping enum `e`; on a bad
/// value mlir-opt adds "failed to parse `ODS name` parameter 'value' …"
/// at the token after it.
pub fn parse_enum_attr(
    p: &mut Parser<'_>,
    def: &'static AttrDef,
    e: &EnumDef,
    syntax: EnumAttrSyntax,
) -> PResult<Attribute> {
    if syntax == EnumAttrSyntax::Angle {
        p.parse_less()?;
    }
    let value = match e.parse_value(p) {
        Ok(v) => v,
        Err(mut err) => {
            let message = format!(
                "failed to parse {} parameter '{}' which is to be a `{}`",
                def.ods_name, e.param_name, e.param_type
            );
            err.more.push((p.offset(), p.emitted(message)));
            return Err(err);
        }
    };
    if syntax == EnumAttrSyntax::Angle {
        p.parse_greater()?;
    }
    Ok(p.context().dialect_attr(def, vec![AttrParam::Int(value)]))
}

/// Prints the parameter of a dialect attribute wrapping enum `e`.
pub fn print_enum_attr(
    printer: &mut AsmPrinter<'_>,
    attr: &DialectAttr,
    e: &EnumDef,
    syntax: EnumAttrSyntax,
) {
    let text = attr.int_param(0).and_then(|v| e.stringify(v)).unwrap_or_default();
    match syntax {
        EnumAttrSyntax::Angle => {
            printer.write_char('<');
            printer.write_str(&text);
            printer.write_char('>');
        }
        EnumAttrSyntax::Bare => {
            printer.write_char(' ');
            printer.write_str(&text);
        }
    }
}

impl NamedEnumProp {
    /// Parses `mnemonic<case, …>` (ODS's field parser of the enum: only
    /// keywords, each checked where it stands) and returns the value.
    pub fn parse(&self, p: &mut Parser<'_>) -> PResult<u64> {
        if !p.parse_optional_keyword(self.mnemonic) {
            return Err(p.unexpected_token_error(&format!("expected '{}'", self.mnemonic)));
        }
        p.parse_less()?;
        let mut value = 0;
        loop {
            let at = p.offset();
            let keyword = match p.parse_keyword() {
                Ok(k) => k,
                Err(_) => {
                    let message = format!("expected keyword for {}", self.summary);
                    return Err(p.error_at_offset(at, message));
                }
            };
            match self.def.symbolize(&keyword) {
                Some(v) => value |= v,
                None => {
                    let cases: Vec<&str> = self.def.cases.iter().map(|c| c.keyword).collect();
                    let message = format!(
                        "expected one of [{}] for {}, got: {keyword}",
                        cases.join(", "),
                        self.summary
                    );
                    return Err(p.error_at_offset(at, message));
                }
            }
            if !self.def.bits || !self.def.eat_separator(p) {
                break;
            }
        }
        p.parse_greater()?;
        Ok(value)
    }

    /// Prints `mnemonic<case, …>` for `value`, or the attribute itself
    /// when it holds no valid value.
    pub fn print(&self, printer: &mut AsmPrinter<'_>, attr: Attribute) {
        let ctx = printer.ctx();
        let text =
            attr.as_integer(ctx).and_then(|v| v.as_u64()).and_then(|v| self.def.stringify(v));
        match text {
            Some(text) => {
                printer.write_str(self.mnemonic);
                printer.write_char('<');
                printer.write_str(&text);
                printer.write_char('>');
            }
            None => printer.print_attribute(attr),
        }
    }
}
