//! Parsing of locations: `loc(…)` literals and the location instances
//! nested in them.

use crate::asm::parser::{PResult, Parser};
use crate::context::builtin::location::{Location, LocationData};
use crate::support::lexer::TokenKind;

impl Parser<'_> {
    /// Parses `loc(…)` at the current `loc` keyword where an attribute
    /// stands (mlir-opt calls it an inline location in its messages).
    pub(crate) fn parse_inline_location(&mut self) -> PResult<Location> {
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in inline location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in inline location")?;
        Ok(loc)
    }

    /// Parses a location without the `loc(…)` wrapper.
    pub(crate) fn parse_location_instance(&mut self) -> PResult<Location> {
        self.nested(|p| p.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        match self.tok.kind {
            TokenKind::HashIdent => {
                let attr = self.parse_attribute(None)?;
                // mlir-opt points after the attribute and appends it to
                // the message without a space.
                attr.as_location(ctx).ok_or_else(|| {
                    let text = crate::asm::printer::attr_to_string(ctx, attr);
                    self.error_here(format!("expected location attribute, but got{text}"))
                })
            }
            TokenKind::String => {
                let name_bytes = self.string_value();
                // File and location names are identifiers, which are text
                // (see `text_of`).
                let name = super::text_of(name_bytes);
                self.bump();
                if self.eat(TokenKind::Colon) {
                    return self.parse_file_line_col(&name);
                }
                let id = ctx.ident(&name);
                if self.eat(TokenKind::LParen) {
                    let child = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' after child location of NameLoc")?;
                    return Ok(
                        ctx.get_location(LocationData::Name { name: id, child: Some(child) })
                    );
                }
                Ok(ctx.get_location(LocationData::Name { name: id, child: None }))
            }
            TokenKind::BareIdent => match self.spelling() {
                "unknown" => {
                    self.bump();
                    Ok(ctx.unknown_loc())
                }
                "callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.eat_keyword("at") {
                        return Err(self.wrong_token("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(ctx.get_location(LocationData::CallSite { callee, caller }))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.eat(TokenKind::Less) {
                        let m = self.parse_attribute(None)?;
                        self.expect(
                            TokenKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                        Some(m)
                    } else {
                        None
                    };
                    let mut locations = Vec::new();
                    self.parse_comma_list(
                        TokenKind::LSquare,
                        TokenKind::RSquare,
                        "expected '[' in fused location",
                        "expected ']' in fused location",
                        |p| {
                            locations.push(p.parse_location_instance()?);
                            Ok(())
                        },
                    )?;
                    Ok(ctx.get_location(LocationData::Fused {
                        locations: locations.into(),
                        metadata,
                    }))
                }
                _ => Err(self.wrong_token("expected location instance")),
            },
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    fn parse_file_line_col(&mut self, file: &str) -> PResult<Location> {
        let ctx = self.ctx;
        let line = self.parse_u32_token("expected integer line number in FileLineColRange")?;
        let mut col = None;
        if self.eat(TokenKind::Colon) {
            col = Some(self.parse_u32_token("expected integer column number in FileLineColRange")?);
        }
        let mut end = None;
        if col.is_some() && self.eat_keyword("to") {
            if self.eat(TokenKind::Colon) {
                let end_col =
                    self.parse_u32_token("expected integer column number in FileLineColRange")?;
                end = Some((None, end_col));
            } else if self.is(TokenKind::Integer) {
                let end_line =
                    self.parse_u32_token("expected integer line number in FileLineColRange")?;
                if !self.eat(TokenKind::Colon) {
                    return Err(self.wrong_token(
                        "expected either integer or `:` post `to` in FileLineColRange",
                    ));
                }
                let end_col =
                    self.parse_u32_token("expected integer column number in FileLineColRange")?;
                end = Some((Some(end_line), end_col));
            } else {
                return Err(self
                    .wrong_token("expected either integer or `:` post `to` in FileLineColRange"));
            }
        }
        let file = ctx.ident(file);
        Ok(ctx.get_location(LocationData::FileLineCol { file, line, col, end }))
    }

    fn parse_u32_token(&mut self, message: &str) -> PResult<u32> {
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token(message));
        }
        let v = super::parse_u64_text(self.spelling())
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| self.error_here(message.to_owned()))?;
        self.bump();
        Ok(v)
    }
}
