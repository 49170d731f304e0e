//! The Toy lexer: source text to tokens, each with its location.
//!
//! The tutorial's token set: identifiers `[a-zA-Z][a-zA-Z0-9_]*`, the
//! keywords `def`, `var`, `return` and `struct`, numbers `[0-9][0-9.]*`
//! (no sign, no exponent: `-` is an operator and Toy has no unary minus),
//! the punctuation `( ) [ ] { } < > , ; = + - * .`, and `#` comments to the
//! end of the line. Columns count bytes from 1, as MLIR's locations do.

use std::ops::Range;
use std::rc::Rc;

use super::ast::Location;
use super::error::SyntaxError;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TokenKind {
    /// `def`.
    Def,
    /// `var`.
    Var,
    /// `return`.
    Return,
    /// `struct`.
    Struct,
    /// A name; its text is the token's span of the source.
    Identifier,
    /// A number, with its value.
    Number(f64),
    /// One of `( ) [ ] { } < > , ; = + - * .`.
    Punct(char),
    /// The end of the source.
    Eof,
}

/// A token: its kind, where it starts, and the bytes of the source it
/// covers.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Where its first character is.
    pub loc: Location,
    /// Its bytes in the source (empty for [`TokenKind::Eof`]).
    pub span: Range<usize>,
}

impl Token {
    /// The token's text in `source`, the text it was lexed from.
    pub fn text<'s>(&self, source: &'s str) -> &'s str {
        &source[self.span.clone()]
    }

    /// Whether the token is the punctuation `c`.
    pub fn is(&self, c: char) -> bool {
        self.kind == TokenKind::Punct(c)
    }
}

/// The characters that are tokens by themselves.
const PUNCTUATION: &[u8] = b"()[]{}<>,;=+-*.";

/// Splits `source` (the contents of the file named `file`) into tokens,
/// ending with one [`TokenKind::Eof`]; the first character that starts no
/// token is an error.
pub fn tokenize(file: &str, source: &str) -> Result<Vec<Token>, SyntaxError> {
    let file: Rc<str> = Rc::from(file);
    let bytes = source.as_bytes();
    let mut tokens = Vec::new();
    let (mut pos, mut line, mut col) = (0usize, 1u32, 1u32);
    loop {
        // Skip whitespace and comments; only '\n' starts a line ("\r\n" is a
        // '\r' of whitespace and a line break).
        while pos < bytes.len() {
            match bytes[pos] {
                b'\n' => {
                    line = line.saturating_add(1);
                    col = 1;
                    pos += 1;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                    col += 1;
                    pos += 1;
                }
                b'#' => {
                    // The comment ends before the line break, which the
                    // loop above then counts; a '\r' ends it as well.
                    let len = bytes[pos..]
                        .iter()
                        .position(|&b| b == b'\n' || b == b'\r')
                        .unwrap_or(bytes.len() - pos);
                    col = advance_col(col, &source[pos..pos + len]);
                    pos += len;
                }
                _ => break,
            }
        }
        let loc = Location { file: file.clone(), line, col };
        let start = pos;
        let Some(&first) = bytes.get(pos) else {
            tokens.push(Token { kind: TokenKind::Eof, loc, span: start..start });
            return Ok(tokens);
        };
        let kind = if first.is_ascii_alphabetic() {
            pos += 1;
            while pos < bytes.len() && (bytes[pos].is_ascii_alphanumeric() || bytes[pos] == b'_') {
                pos += 1;
            }
            match &source[start..pos] {
                "def" => TokenKind::Def,
                "var" => TokenKind::Var,
                "return" => TokenKind::Return,
                "struct" => TokenKind::Struct,
                _ => TokenKind::Identifier,
            }
        } else if first.is_ascii_digit() {
            pos += 1;
            while pos < bytes.len() && (bytes[pos].is_ascii_digit() || bytes[pos] == b'.') {
                pos += 1;
            }
            // The tutorial reads the digits with `strtod`, which ignores
            // what follows a valid prefix ("1.2.3" is 1.2); a second '.' is
            // more likely a typo, so it is an error here. A number too large
            // for an f64 is infinite, as with `strtod`.
            let text = &source[start..pos];
            match text.parse::<f64>() {
                Ok(value) => TokenKind::Number(value),
                Err(_) => {
                    return Err(SyntaxError::new(loc, format!("invalid number '{text}'")));
                }
            }
        } else if PUNCTUATION.contains(&first) {
            pos += 1;
            TokenKind::Punct(char::from(first))
        } else {
            // `pos` is on a character boundary (every token and comment
            // ends before an ASCII byte), but an error must not panic.
            let c = source.get(pos..).and_then(|rest| rest.chars().next());
            let c = c.unwrap_or(char::REPLACEMENT_CHARACTER);
            return Err(SyntaxError::new(
                loc,
                format!("unexpected character '{}'", c.escape_debug()),
            ));
        };
        col = advance_col(col, &source[start..pos]);
        tokens.push(Token { kind, loc, span: start..pos });
    }
}

/// The column after `text` (no line break in it) starting at `col`:
/// one column per byte, saturating rather than overflowing on absurdly
/// long lines.
fn advance_col(col: u32, text: &str) -> u32 {
    col.saturating_add(u32::try_from(text.len()).unwrap_or(u32::MAX))
}
