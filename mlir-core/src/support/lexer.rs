//! The lexer of MLIR's textual format. Hand-written: dialect syntax re-enters
//! it (a parser may reset it to any offset, as the shape parser does to split
//! `4xf32`), and tokens carry byte offsets for diagnostics.

/// Kinds of tokens.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character that starts no token, or an unterminated construct.
    Error,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*` (keywords are bare identifiers).
    BareIdent,
    /// `@name` or `@"name"`.
    AtIdent,
    /// `%name`.
    PercentIdent,
    /// `^name`.
    CaretIdent,
    /// `#name`.
    HashIdent,
    /// `!name`.
    ExclaimIdent,
    /// Decimal or `0x` hexadecimal integer.
    Integer,
    /// Decimal float literal.
    Float,
    /// `"…"`.
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `...`
    Ellipsis,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
    /// `|`
    Vertical,
}

/// A token: its kind and byte span.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    /// The kind.
    pub kind: TokenKind,
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset just past the last character.
    pub end: usize,
}

/// The lexer: a cursor over the source bytes.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Message of the last `Error` token (MLIR's wording).
    pub error_message: &'static str,
    /// Offset the last error points at.
    pub error_offset: usize,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

/// Characters of a suffix id after `%`, `^`, `#`, `!`, `@`.
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Lexer<'a> {
        Lexer { src, pos: 0, error_message: "", error_offset: 0 }
    }

    /// Moves the cursor to byte offset `pos`.
    pub fn reset_to(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// The source bytes.
    pub fn source(&self) -> &'a [u8] {
        self.src
    }

    fn peek(&self, ahead: usize) -> u8 {
        self.src.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start, end: self.pos }
    }

    fn error(&mut self, start: usize, at: usize, message: &'static str) -> Token {
        self.error_message = message;
        self.error_offset = at;
        Token {
            kind: TokenKind::Error,
            start,
            end: self.pos.max(start + 1).min(self.src.len().max(start)),
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        {
            self.skip_trivia();
            let start = self.pos;
            if self.at_end() {
                return self.tok(TokenKind::Eof, start);
            }
            let c = self.peek(0);
            self.pos += 1;
            let kind = match c {
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'[' => TokenKind::LSquare,
                b']' => TokenKind::RSquare,
                b'}' => TokenKind::RBrace,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b'?' => TokenKind::Question,
                b'*' => TokenKind::Star,
                b'+' => TokenKind::Plus,
                b',' => TokenKind::Comma,
                b'=' => TokenKind::Equal,
                b'|' => TokenKind::Vertical,
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        TokenKind::FileMetadataBegin
                    } else {
                        TokenKind::LBrace
                    }
                }
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        TokenKind::Arrow
                    } else {
                        TokenKind::Minus
                    }
                }
                // `::` is two colons, as in MLIR's lexer; the symbol
                // reference parser checks that they are adjacent.
                b':' => TokenKind::Colon,
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        TokenKind::Ellipsis
                    } else {
                        return self.error(
                            start,
                            start + 1,
                            "expected three consecutive dots for an ellipsis",
                        );
                    }
                }
                b'"' => return self.lex_string(start),
                b'@' => return self.lex_at(start),
                b'%' => return self.lex_prefixed(start, TokenKind::PercentIdent),
                b'^' => return self.lex_prefixed(start, TokenKind::CaretIdent),
                b'!' => return self.lex_prefixed(start, TokenKind::ExclaimIdent),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        TokenKind::FileMetadataEnd
                    } else {
                        return self.lex_prefixed(start, TokenKind::HashIdent);
                    }
                }
                b'0'..=b'9' => return self.lex_number(start),
                c if is_ident_start(c) => {
                    while is_ident_char(self.peek(0)) {
                        self.pos += 1;
                    }
                    TokenKind::BareIdent
                }
                _ => {
                    // Step over a whole UTF-8 sequence so spans stay on char boundaries.
                    while self.pos < self.src.len() && (self.src[self.pos] & 0xC0) == 0x80 {
                        self.pos += 1;
                    }
                    return self.error(start, start, "unexpected character");
                }
            };
            self.tok(kind, start)
        }
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                // mlir-opt skips a NUL byte like a blank (its lexer only
                // treats the NUL after the buffer as the end); `peek` also
                // gives 0 at the end, hence the bound check.
                0 if !self.at_end() => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while !self.at_end() && self.peek(0) != b'\n' && self.peek(0) != b'\r' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.at_end() {
                let at = self.pos;
                return self.error(start, at, "expected '\"' in string literal");
            }
            let c = self.peek(0);
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                b'\n' | b'\r' => {
                    self.pos -= 1;
                    let at = self.pos;
                    return self.error(start, at, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.error(start, at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(self.pos - 1);
            return Token {
                kind: if t.kind == TokenKind::String { TokenKind::AtIdent } else { t.kind },
                start,
                end: t.end,
            };
        }
        if !(is_ident_start(c)) {
            return self.error(
                start,
                start + 1,
                "@ identifier expected to start with letter or '_'",
            );
        }
        // Unlike the other prefixed identifiers, a symbol has no `-`.
        while is_ident_char(self.peek(0)) {
            self.pos += 1;
        }
        self.tok(TokenKind::AtIdent, start)
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if is_ident_start(c) || matches!(c, b'$' | b'.' | b'-') {
            while is_suffix_char(self.peek(0)) {
                self.pos += 1;
            }
        } else {
            let message = match kind {
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                TokenKind::HashIdent => "invalid attribute name",
                _ => "invalid type identifier",
            };
            return self.error(start, start, message);
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let digit_at = if matches!(self.peek(1), b'+' | b'-') { 2 } else { 1 };
            if self.peek(digit_at).is_ascii_digit() {
                self.pos += digit_at;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }
}

/// Resolves the escapes of a string token's body (without the quotes).
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body.get(i + 1).copied().unwrap_or(0);
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                let hi = hex(n);
                let lo = hex(body.get(i + 2).copied().unwrap_or(b'0'));
                out.push(hi * 16 + lo);
                i += 3;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokenKind> {
        let mut lexer = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = lexer.next_token();
            out.push(t.kind);
            if matches!(t.kind, TokenKind::Eof | TokenKind::Error) {
                return out;
            }
        }
    }

    #[test]
    fn lexes_the_generic_form() {
        use TokenKind::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1)[^bb1] : (i32) -> f32 // c"),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                LSquare,
                CaretIdent,
                RSquare,
                Colon,
                LParen,
                BareIdent,
                RParen,
                Arrow,
                BareIdent,
                Eof
            ]
        );
        assert_eq!(kinds("1.5e-3 0x1F 4xf32"), vec![Float, Integer, Integer, BareIdent, Eof]);
        assert_eq!(kinds("{-# #-} ..."), vec![FileMetadataBegin, FileMetadataEnd, Ellipsis, Eof]);
        // A NUL byte separates tokens like a blank (as in mlir-opt).
        assert_eq!(kinds("a\0b\0"), vec![BareIdent, BareIdent, Eof]);
    }

    #[test]
    fn strings_unescape() {
        assert_eq!(unescape(br#"a\22\\\n\0A"#), b"a\"\\\n\n".to_vec());
        assert_eq!(kinds("\"abc"), vec![TokenKind::Error]);
    }
}
