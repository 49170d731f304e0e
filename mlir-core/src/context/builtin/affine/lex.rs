//! The slice of MLIR's lexer that the affine parser runs on.
//!
//! The affine syntax needs only a few token kinds, but the lexer must still
//! recognise (and fail on) everything MLIR's lexer recognises, because a
//! token that is lexically invalid produces a lexer diagnostic (with its own
//! wording and position) instead of the parser's. Tokens that no affine rule
//! accepts are lumped together as [`TokenKind::Other`].
//!
//! Reading past the end yields NUL bytes, mirroring the NUL terminator MLIR's
//! memory buffers guarantee; a NUL inside the text is skipped like
//! whitespace, as in MLIR.

use crate::context::builtin::affine::parse::AffineParseError;

/// The kinds of token the affine parser distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TokenKind {
    Eof,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Colon,
    Arrow,
    Minus,
    Plus,
    Star,
    Greater,
    Less,
    Equal,
    Integer,
    /// A bare identifier, a keyword or an integer type name (`i32`): every
    /// word MLIR lets the affine parser use as an identifier.
    Ident,
    /// An SSA name `%x`.
    Percent,
    /// Any other well-formed token (strings, `#x`, `@x`, floats, braces, …).
    Other,
}

/// A token: its kind and byte range in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Token {
    pub(super) kind: TokenKind,
    pub(super) start: usize,
    pub(super) end: usize,
}

/// A cursor over the source text.
pub(super) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn lex_error(offset: usize, message: &str) -> AffineParseError {
    AffineParseError { offset, message: message.to_string(), more: Vec::new(), resume: None }
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub(super) fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0 }
    }

    /// The byte at `i`, or NUL past the end.
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start, end: self.pos }
    }

    /// Lexes the next token, or reports a lexical error as MLIR does.
    pub(super) fn next_token(&mut self) -> Result<Token, AffineParseError> {
        use TokenKind::*;
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                return Ok(Token { kind: Eof, start: self.src.len(), end: self.src.len() });
            }
            let c = self.src[start];
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.at(self.pos) == b'/' => {
                    self.skip_comment();
                    continue;
                }
                b'_' => return Ok(self.lex_word(start)),
                c if c.is_ascii_alphabetic() => return Ok(self.lex_word(start)),
                c if c.is_ascii_digit() => return Ok(self.lex_number(start)),
                b':' => Colon,
                b',' => Comma,
                b'(' => LParen,
                b')' => RParen,
                b'[' => LSquare,
                b']' => RSquare,
                b'<' => Less,
                b'>' => Greater,
                b'=' => Equal,
                b'+' => Plus,
                b'*' => Star,
                // A lone `/` is a token in MLIR 22 (only `//` starts a comment).
                b'?' | b'|' | b'}' | b'/' => Other,
                b'-' if self.at(self.pos) == b'>' => {
                    self.pos += 1;
                    Arrow
                }
                b'-' => Minus,
                b'.' => {
                    // Only `...` is a token.
                    if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
                        return Err(lex_error(
                            self.pos,
                            "expected three consecutive dots for an ellipsis",
                        ));
                    }
                    self.pos += 2;
                    Other
                }
                b'{' => {
                    // `{-#` opens the file metadata section.
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                    }
                    Other
                }
                b'#' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    Other
                }
                b'#' => self.lex_prefixed(start, Other, "invalid attribute name")?,
                b'%' => self.lex_prefixed(start, Percent, "invalid SSA name")?,
                b'^' => self.lex_prefixed(start, Other, "invalid block name")?,
                b'!' => self.lex_prefixed(start, Other, "invalid type identifier")?,
                b'@' => self.lex_at_identifier()?,
                b'"' => {
                    self.lex_string()?;
                    Other
                }
                _ => return Err(lex_error(start, "unexpected character")),
            };
            return Ok(self.token(kind, start));
        }
    }

    /// Skips a `//` comment up to (and including) the end of its line.
    fn skip_comment(&mut self) {
        self.pos += 1;
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    /// Lexes the rest of a bare identifier, keyword or integer type name.
    fn lex_word(&mut self, start: usize) -> Token {
        while is_ident_char(self.at(self.pos)) {
            self.pos += 1;
        }
        self.token(TokenKind::Ident, start)
    }

    /// Lexes an integer (decimal, or hexadecimal `0x…`) or a float.
    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.at(self.pos) == b'x' {
            // `0x` not followed by a hex digit is the integer `0` followed by
            // an identifier starting with `x`.
            if self.at(self.pos + 1).is_ascii_hexdigit() {
                self.pos += 2;
                while self.at(self.pos).is_ascii_hexdigit() {
                    self.pos += 1;
                }
            }
            return self.token(TokenKind::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.token(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let next = self.at(self.pos + 1);
            if next.is_ascii_digit()
                || (matches!(next, b'+' | b'-') && self.at(self.pos + 2).is_ascii_digit())
            {
                self.pos += 2;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.token(TokenKind::Other, start)
    }

    /// Lexes the suffix of `#x`, `%x`, `^x` or `!x`: digits only, or a
    /// letter/punctuation start followed by letters, digits and `$._-`.
    fn lex_prefixed(
        &mut self,
        start: usize,
        kind: TokenKind,
        error: &str,
    ) -> Result<TokenKind, AffineParseError> {
        let is_punct = |c: u8| matches!(c, b'$' | b'.' | b'_' | b'-');
        let first = self.at(self.pos);
        if first.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if first.is_ascii_alphabetic() || is_punct(first) {
            while self.at(self.pos).is_ascii_alphanumeric() || is_punct(self.at(self.pos)) {
                self.pos += 1;
            }
        } else {
            return Err(lex_error(start, error));
        }
        Ok(kind)
    }

    /// Lexes `@name` or `@"string"`.
    fn lex_at_identifier(&mut self) -> Result<TokenKind, AffineParseError> {
        let first = self.at(self.pos);
        self.pos += 1;
        if first == b'"' {
            self.lex_string()?;
            return Ok(TokenKind::Other);
        }
        if !first.is_ascii_alphabetic() && first != b'_' {
            return Err(lex_error(
                self.pos - 1,
                "@ identifier expected to start with letter or '_'",
            ));
        }
        while is_ident_char(self.at(self.pos)) {
            self.pos += 1;
        }
        Ok(TokenKind::Other)
    }

    /// Lexes a string literal after its opening quote.
    fn lex_string(&mut self) -> Result<(), AffineParseError> {
        loop {
            let c = self.at(self.pos);
            self.pos += 1;
            match c {
                b'"' => return Ok(()),
                // A NUL inside the text is part of the string; past the end
                // it is the terminator.
                0 if self.pos <= self.src.len() => {}
                0 | b'\n' | 0x0B | 0x0C => {
                    return Err(lex_error(self.pos - 1, "expected '\"' in string literal"));
                }
                b'\\' => {
                    let e = self.at(self.pos);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return Err(lex_error(self.pos - 1, "unknown escape in string literal"));
                    }
                }
                _ => {}
            }
        }
    }
}
