//! The file metadata section `{-# … #-}`: the builtin dialect's resource
//! blobs (`dialect_resources`) and the external resources
//! (`external_resources`).

use crate::asm::parser::dense::hex_to_bytes;
use crate::asm::parser::{PResult, Parser};
use crate::context::builtin::resources::ExternalValue;
use crate::support::lexer::{TokenKind, unescape};

/// The `key: value` token of a resource entry.
#[derive(Copy, Clone)]
struct ValueTok {
    kind: TokenKind,
    start: usize,
    end: usize,
}

impl Parser<'_> {
    /// The whole file metadata dictionary, at `{-#`:
    /// `{-# dialect_resources: {…}, external_resources: {…} #-}`.
    pub(crate) fn parse_file_metadata_dictionary(&mut self) -> PResult<()> {
        self.bump();
        self.parse_list_until(TokenKind::FileMetadataEnd, "expected ',' or '#-}'", |p| {
            let key_at = p.tok.start;
            if !p.is(TokenKind::BareIdent) {
                return Err(p.error_current("expected identifier key in file metadata dictionary"));
            }
            let key = p.spelling();
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            match key {
                "dialect_resources" => p.parse_resource_section(false),
                "external_resources" => p.parse_resource_section(true),
                _ => Err(
                    p.fail_at(key_at, format!("unknown key '{key}' in file metadata dictionary"))
                ),
            }
        })
    }

    /// `{ name: { key: value, … }, … }` of either resource section.
    fn parse_resource_section(&mut self, external: bool) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{'")?;
        self.parse_list_until(TokenKind::RBrace, "expected ',' or '}'", |p| {
            let name_at = p.tok.start;
            if !p.is(TokenKind::BareIdent) {
                return Err(p.error_current("expected identifier key for 'resource' entry"));
            }
            let name = p.spelling();
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            p.expect(TokenKind::LBrace, "expected '{'")?;
            if external {
                p.parse_external_group(name)
            } else {
                p.parse_dialect_group(name, name_at)
            }
        })
    }

    /// The entries of one dialect in `dialect_resources` (only the builtin
    /// dialect has resources).
    fn parse_dialect_group(&mut self, name: &str, name_at: usize) -> PResult<()> {
        let ctx = self.ctx;
        if name != "builtin" {
            if ctx.is_dialect_registered(name) {
                return Err(self
                    .error_current(format!("unexpected 'resource' section for dialect '{name}'")));
            }
            return Err(self.error_at(name_at, format!("dialect '{name}' is unknown")));
        }
        self.parse_list_until(TokenKind::RBrace, "expected ',' or '}'", |p| {
            let Some(key) = p.keyword_or_string() else {
                return Err(p.error_current("expected identifier key for 'resource' entry"));
            };
            p.bump();
            ctx.resources.declare(ctx, &key);
            p.expect(TokenKind::Colon, "expected ':'")?;
            let value = p.resource_value(&format!("expected hex string blob for key '{key}'"))?;
            let blob = p.resource_blob(&key, value)?;
            ctx.resources.define(ctx, &key, blob);
            Ok(())
        })
    }

    /// The entries of one `external_resources` group, kept verbatim.
    fn parse_external_group(&mut self, name: &str) -> PResult<()> {
        let ctx = self.ctx;
        ctx.resources.add_external_group(name);
        self.parse_list_until(TokenKind::RBrace, "expected ',' or '}'", |p| {
            let Some(key) = p.keyword_or_string() else {
                return Err(
                    p.error_current("expected identifier key for 'external_resources' entry")
                );
            };
            let key_loc = p.loc_at(p.tok.start);
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            let value_loc = p.loc_at(p.tok.start);
            let value = p.resource_value(&format!("expected string value for key '{key}'"))?;
            let text = p.source().get(value.start..value.end).unwrap_or_default();
            let parsed = if value.kind == TokenKind::BareIdent && matches!(text, b"true" | b"false")
            {
                ExternalValue::Bool(text == b"true")
            } else if text.starts_with(b"\"0x") {
                ExternalValue::Blob(p.resource_blob(&key, value)?)
            } else if value.kind == TokenKind::String {
                ExternalValue::String(unescape(
                    text.get(1..text.len().saturating_sub(1)).unwrap_or_default(),
                ))
            } else {
                return Err(
                    p.error_at(value.start, format!("expected string value for key '{key}'"))
                );
            };
            ctx.resources.add_external_at(name, &key, parsed, (key_loc, value_loc));
            Ok(())
        })
    }

    /// Takes the value token of a resource entry, whatever it is. On a
    /// lexer error mlir-opt reports that error and then `rejected`, the
    /// complaint about the value, at the same place.
    fn resource_value(&mut self, rejected: &str) -> PResult<ValueTok> {
        if self.is(TokenKind::Error) {
            let mut e = self.error_here("");
            e.more.push((e.offset, rejected.to_owned()));
            return Err(e);
        }
        let value = ValueTok { kind: self.tok.kind, start: self.tok.start, end: self.tok.end };
        self.bump();
        Ok(value)
    }

    /// A resource blob `"0x<alignment><data>"`: alignment word first.
    fn resource_blob(&self, key: &str, value: ValueTok) -> PResult<Vec<u8>> {
        let text = self.source_text(value.start, value.end);
        let bytes = (value.kind == TokenKind::String)
            .then(|| text.get(1..text.len().saturating_sub(1)))
            .flatten()
            .and_then(|s| s.strip_prefix("0x"))
            .and_then(hex_to_bytes);
        let Some(bytes) = bytes else {
            return Err(
                self.error_at(value.start, format!("expected hex string blob for key '{key}'"))
            );
        };
        let Some(&[a, b, c, d]) = bytes.first_chunk::<4>() else {
            return Err(self.error_at(
                value.start,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                ),
            ));
        };
        let align = u32::from_le_bytes([a, b, c, d]);
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error_at(
                value.start,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
                ),
            ));
        }
        Ok(bytes)
    }
}
