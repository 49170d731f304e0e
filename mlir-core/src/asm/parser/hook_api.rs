//! The public parsing API of custom parse hooks (dialect attributes now,
//! generated op formats next): punctuation, keywords, attributes and types,
//! each failing with mlir-opt's message at mlir-opt's position.

use crate::asm::lexer::TokenKind;
use crate::asm::parser::{PResult, ParseError, Parser};
use crate::builtin::attributes::Attribute;
use crate::builtin::types::Type;
use crate::context::Context;

impl Parser<'_> {
    /// The context the parser builds in.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The byte offset of the current token (for errors placed later).
    pub fn offset(&self) -> usize {
        self.tok.start
    }

    /// An error at byte offset `offset` (see [`Parser::offset`]).
    pub fn error_at_offset(&self, offset: usize, message: impl Into<String>) -> ParseError {
        self.error_at(offset, message)
    }

    /// `<`, else "expected '<'".
    pub fn parse_less(&mut self) -> PResult<()> {
        self.expect(TokenKind::Less, "expected '<'")
    }

    /// `>`, else "expected '>'".
    pub fn parse_greater(&mut self) -> PResult<()> {
        self.expect(TokenKind::Greater, "expected '>'")
    }

    /// Consumes `,` if it is next.
    pub fn parse_optional_comma(&mut self) -> bool {
        self.eat(TokenKind::Comma)
    }

    /// Consumes `|` if it is next.
    pub fn parse_optional_vertical_bar(&mut self) -> bool {
        self.eat(TokenKind::Vertical)
    }

    /// A bare keyword or a string literal, else "expected valid keyword or
    /// string".
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        if self.is(TokenKind::String) {
            let bytes = self.string_value();
            self.bump();
            return Ok(String::from_utf8_lossy(&bytes).into_owned());
        }
        if self.is(TokenKind::BareIdent) {
            let text = self.spelling().to_owned();
            self.bump();
            return Ok(text);
        }
        Err(self.wrong_token("expected valid keyword or string"))
    }

    /// A bare keyword, else "expected valid keyword".
    pub fn parse_keyword(&mut self) -> PResult<String> {
        if self.is(TokenKind::BareIdent) {
            let text = self.spelling().to_owned();
            self.bump();
            return Ok(text);
        }
        Err(self.wrong_token("expected valid keyword"))
    }

    /// Any attribute.
    pub fn parse_attr(&mut self) -> PResult<Attribute> {
        self.parse_attribute(None)
    }

    /// Any type.
    pub fn parse_any_type(&mut self) -> PResult<Type> {
        self.parse_type()
    }
}
