//! The token-level public API of custom parse hooks: what the current
//! token is, consuming it, and errors placed at it. The generated op
//! formats read their input through this API and the rest of the hook API
//! only, as a user's hand-written parse hook does; the parser's engine
//! keeps its own short-named internals.

use std::borrow::Cow;

use crate::asm::parser::{PResult, ParseError, Parser};
use crate::support::lexer::TokenKind;

impl<'a> Parser<'a> {
    /// The kind of the current token.
    pub fn token_kind(&self) -> TokenKind {
        self.tok.kind
    }

    /// Whether the current token has kind `kind`.
    pub fn at(&self, kind: TokenKind) -> bool {
        self.is(kind)
    }

    /// Whether the current token is the bare keyword `keyword`.
    pub fn at_keyword(&self, keyword: &str) -> bool {
        self.is_keyword(keyword)
    }

    /// The current token's text as written (`""` for a string or quoted
    /// symbol whose bytes are not UTF-8).
    pub fn token_text(&self) -> &'a str {
        self.spelling()
    }

    /// The contents of the current string token, escapes decoded (its
    /// bytes need not be UTF-8).
    pub fn token_string_value(&self) -> Cow<'a, [u8]> {
        self.string_value()
    }

    /// Consumes the current token, whatever it is.
    pub fn skip_token(&mut self) {
        self.bump();
    }

    /// Consumes a token of kind `kind` if it is next.
    pub fn parse_optional_token(&mut self, kind: TokenKind) -> bool {
        self.eat(kind)
    }

    /// Consumes the bare keyword `keyword` if it is next (MLIR's
    /// `parseOptionalKeyword` with one keyword).
    pub fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        self.eat_keyword(keyword)
    }

    /// A token of kind `kind`, else `message`, placed as mlir-opt places an
    /// unexpected token (after the previous token when the current one
    /// starts another line).
    pub fn parse_token(&mut self, kind: TokenKind, message: &str) -> PResult<()> {
        self.expect(kind, message)
    }

    /// `message` at the current token as the parser's own errors are (no
    /// `custom op` prefix; see [`Parser::error_at_offset`] for that). At
    /// a malformed token the lexer's error stands instead.
    pub fn error_at_token(&self, message: impl Into<String>) -> ParseError {
        self.error_here(message)
    }

    /// `message` about an unexpected current token, placed as
    /// [`Parser::parse_token`] places it.
    pub fn unexpected_token_error(&self, message: &str) -> ParseError {
        self.wrong_token(message)
    }

    /// `message` at byte offset `offset`, as the parser's own errors are
    /// (no `custom op` prefix).
    pub fn plain_error_at(&self, offset: usize, message: impl Into<String>) -> ParseError {
        self.error_at(offset, message)
    }
}
