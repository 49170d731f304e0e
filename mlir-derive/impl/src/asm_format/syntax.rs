//! The syntax of declarative assembly format strings (MLIR's
//! `assemblyFormat`): a lexer and a recursive-descent parser producing the
//! unresolved tree. Every node keeps its byte offset in the string, so
//! errors can point at it.

/// One element of a format as written.
#[derive(Clone, Debug)]
pub(crate) enum Node {
    /// `` `text` `` (``` `` ```, `` ` ` `` and `` `\n` `` included).
    Literal(String),
    /// `$name`.
    Var(String),
    /// A keyword directive without arguments (`attr-dict`, `operands`, …).
    Directive(String),
    /// `name(args)`: `type`, `qualified`, `functional-type`, `ref`.
    Call(String, Vec<Item>),
    /// `custom<Name>(args)`.
    Custom(String, Vec<Item>),
    /// `(then)?` or `(then) : (else)?`.
    Optional(Vec<Item>, Vec<Item>),
    /// `oilist(`kw` elements | …)`.
    OIList(Vec<Vec<Item>>),
}

/// A node with its offset and whether `^` follows it.
#[derive(Clone, Debug)]
pub(crate) struct Item {
    pub node: Node,
    pub at: usize,
    pub anchor: bool,
}

/// A syntax error: message and offset.
pub(crate) type SyntaxError = (String, usize);

struct Lexer<'s> {
    src: &'s str,
    pos: usize,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Literal(String),
    Var(String),
    Ident(String),
    Punct(char),
    Eof,
}

impl Lexer<'_> {
    fn next(&mut self) -> Result<(Tok, usize), SyntaxError> {
        let bytes = self.src.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        let Some(&c) = bytes.get(self.pos) else { return Ok((Tok::Eof, start)) };
        match c {
            b'`' => {
                let Some(len) = self.src[start + 1..].find('`') else {
                    return Err(("unterminated literal: a `` ` `` is missing".into(), start));
                };
                self.pos = start + 1 + len + 1;
                Ok((Tok::Literal(self.src[start + 1..start + 1 + len].to_owned()), start))
            }
            b'$' => {
                self.pos += 1;
                let name = self.ident();
                if name.is_empty() {
                    return Err(("expected a variable name after `$`".into(), start));
                }
                Ok((Tok::Var(name), start))
            }
            b'(' | b')' | b'?' | b'^' | b',' | b':' | b'<' | b'>' | b'|' => {
                self.pos += 1;
                Ok((Tok::Punct(c as char), start))
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let name = self.ident();
                Ok((Tok::Ident(name), start))
            }
            _ => {
                let ch = self.src[start..].chars().next().unwrap_or(' ');
                Err((format!("unexpected `{ch}` (literals are written in backquotes)"), start))
            }
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*` (directive names contain `-`).
    fn ident(&mut self) -> String {
        let bytes = self.src.as_bytes();
        let start = self.pos;
        while self.pos < bytes.len()
            && (bytes[self.pos].is_ascii_alphanumeric()
                || bytes[self.pos] == b'_'
                || bytes[self.pos] == b'-')
        {
            self.pos += 1;
        }
        self.src[start..self.pos].to_owned()
    }
}

struct FormatParser<'s> {
    lexer: Lexer<'s>,
    tok: Tok,
    at: usize,
    /// A parameter format (`params` and `struct(…)` are directives).
    params: bool,
}

/// Parses a whole format string.
pub(crate) fn parse(src: &str) -> Result<Vec<Item>, SyntaxError> {
    parse_as(src, false)
}

/// Parses the parameter format of a dialect type or attribute kind, whose
/// directives are `params`, `struct(…)`, `qualified(…)` and `custom<…>(…)`.
pub(crate) fn parse_params_format(src: &str) -> Result<Vec<Item>, SyntaxError> {
    parse_as(src, true)
}

fn parse_as(src: &str, params: bool) -> Result<Vec<Item>, SyntaxError> {
    let mut lexer = Lexer { src, pos: 0 };
    let (tok, at) = lexer.next()?;
    let mut p = FormatParser { lexer, tok, at, params };
    let items = p.items(&[])?;
    if p.tok != Tok::Eof {
        return Err(("unexpected token".into(), p.at));
    }
    Ok(items)
}

/// The directives without arguments.
const KEYWORD_DIRECTIVES: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "prop-dict",
    "operands",
    "results",
    "regions",
    "successors",
];

impl FormatParser<'_> {
    fn bump(&mut self) -> Result<(), SyntaxError> {
        let (tok, at) = self.lexer.next()?;
        self.tok = tok;
        self.at = at;
        Ok(())
    }

    fn expect(&mut self, c: char, what: &str) -> Result<(), SyntaxError> {
        if self.tok == Tok::Punct(c) {
            self.bump()
        } else {
            Err((format!("expected `{c}` {what}"), self.at))
        }
    }

    /// Items until one of `stops` (a punctuation) or the end.
    fn items(&mut self, stops: &[char]) -> Result<Vec<Item>, SyntaxError> {
        let mut items = Vec::new();
        loop {
            match &self.tok {
                Tok::Eof => return Ok(items),
                Tok::Punct(c) if stops.contains(c) => return Ok(items),
                _ => items.push(self.item()?),
            }
        }
    }

    fn item(&mut self) -> Result<Item, SyntaxError> {
        let at = self.at;
        let node = match self.tok.clone() {
            Tok::Literal(text) => {
                self.bump()?;
                Node::Literal(text)
            }
            Tok::Var(name) => {
                self.bump()?;
                Node::Var(name)
            }
            Tok::Punct('(') => return self.optional_group(),
            Tok::Ident(name) => {
                self.bump()?;
                self.directive(name, at)?
            }
            Tok::Punct(c @ (',' | ':' | '<' | '>')) => {
                return Err((format!("unexpected `{c}` (literals are written in backquotes)"), at));
            }
            Tok::Punct(c) => return Err((format!("unexpected `{c}`"), at)),
            Tok::Eof => return Err(("unexpected end of format".into(), at)),
        };
        let anchor = self.eat_anchor()?;
        Ok(Item { node, at, anchor })
    }

    fn eat_anchor(&mut self) -> Result<bool, SyntaxError> {
        if self.tok == Tok::Punct('^') {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn directive(&mut self, name: String, at: usize) -> Result<Node, SyntaxError> {
        if KEYWORD_DIRECTIVES.contains(&name.as_str()) || (self.params && name == "params") {
            return Ok(Node::Directive(name));
        }
        match name.as_str() {
            "struct" if self.params => {
                self.expect('(', "after `struct`")?;
                let args = self.arguments()?;
                Ok(Node::Call(name, args))
            }
            "type" | "qualified" | "functional-type" | "ref" => {
                self.expect('(', &format!("after `{name}`"))?;
                let args = self.arguments()?;
                Ok(Node::Call(name, args))
            }
            "custom" => {
                self.expect('<', "after `custom`")?;
                let Tok::Ident(directive) = self.tok.clone() else {
                    return Err(("expected the custom directive's name".into(), self.at));
                };
                self.bump()?;
                self.expect('>', "after the custom directive's name")?;
                self.expect('(', "to start the custom directive's arguments")?;
                let args = self.arguments()?;
                Ok(Node::Custom(directive, args))
            }
            "oilist" => {
                self.expect('(', "after `oilist`")?;
                let mut clauses = vec![self.items(&['|', ')'])?];
                while self.tok == Tok::Punct('|') {
                    self.bump()?;
                    clauses.push(self.items(&['|', ')'])?);
                }
                self.expect(')', "to end `oilist`")?;
                Ok(Node::OIList(clauses))
            }
            _ => Err((format!("unknown directive `{name}`"), at)),
        }
    }

    /// `a, b)`: a comma-separated argument list after its `(`.
    fn arguments(&mut self) -> Result<Vec<Item>, SyntaxError> {
        let mut args = Vec::new();
        if self.tok == Tok::Punct(')') {
            self.bump()?;
            return Ok(args);
        }
        loop {
            args.push(self.item()?);
            if self.tok == Tok::Punct(',') {
                self.bump()?;
                continue;
            }
            self.expect(')', "to end the argument list")?;
            return Ok(args);
        }
    }

    /// `(…)?`, `(…) : (…)?`, at `(`.
    fn optional_group(&mut self) -> Result<Item, SyntaxError> {
        let at = self.at;
        self.bump()?;
        let then = self.items(&[')'])?;
        self.expect(')', "to end the optional group")?;
        let mut otherwise = Vec::new();
        if self.tok == Tok::Punct(':') {
            self.bump()?;
            self.expect('(', "to start the else group")?;
            otherwise = self.items(&[')'])?;
            self.expect(')', "to end the else group")?;
        }
        if self.tok != Tok::Punct('?') {
            return Err(("expected `?` after the optional group".into(), self.at));
        }
        self.bump()?;
        Ok(Item { node: Node::Optional(then, otherwise), at, anchor: false })
    }
}

/// The message of an error at `at` in `src`, with the line and a caret.
pub(crate) fn excerpt(src: &str, at: usize, len: usize, message: &str) -> String {
    let at = at.min(src.len());
    let line_start = src[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[at..].find('\n').map_or(src.len(), |i| at + i);
    let line = &src[line_start..line_end];
    let trimmed = line.trim_start();
    let indent = line.len() - trimmed.len();
    let col = src[line_start..at].chars().count().saturating_sub(indent);
    let len = len.clamp(1, line_end.saturating_sub(at).max(1));
    format!(
        "format: {message}\n  {}\n  {}{}",
        trimmed.trim_end(),
        " ".repeat(col),
        "^".repeat(src[at..at + len.min(src.len() - at)].chars().count().max(1))
    )
}

/// The error of a literal that is neither a keyword nor one of the
/// punctuation MLIR's formats accept (`None` when it is valid).
pub(crate) fn invalid_literal(text: &str) -> Option<String> {
    const PUNCT: &[&str] = &[
        "->", ":", ",", "=", "(", ")", "[", "]", "{", "}", "<", ">", "?", "*", "+", "-", "|", "...",
    ];
    (!PUNCT.contains(&text) && !is_keyword(text)).then(|| {
        format!(
            "`{text}` is not a valid literal: a keyword or one of `-> : , = ( ) [ ] {{ }} < > ? * + - | ...`"
        )
    })
}

/// Whether a literal is a keyword (`[A-Za-z_][A-Za-z0-9_$.]*`).
pub(crate) fn is_keyword(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_underlines_the_offending_part() {
        let src = "$lhs `%` $rhs attr-dict";
        assert_eq!(
            excerpt(src, 5, 3, "bad literal"),
            "format: bad literal\n  $lhs `%` $rhs attr-dict\n       ^^^"
        );
    }

    #[test]
    fn excerpt_quotes_only_the_line_without_its_indentation() {
        // A format continued over lines of the Rust string.
        let src = "$lhs `,`\n        $rhs $nope attr-dict";
        let at = src.find("$nope").unwrap();
        assert_eq!(
            excerpt(src, at, 5, "unknown"),
            "format: unknown\n  $rhs $nope attr-dict\n       ^^^^^"
        );
        // On the first line: the caret stays within it.
        assert_eq!(excerpt(src, 5, 40, "long"), "format: long\n  $lhs `,`\n       ^^^");
    }

    #[test]
    fn excerpt_counts_columns_in_characters() {
        let src = "`…` $x attr-dict";
        let at = src.find("$x").unwrap();
        assert_eq!(at, 6);
        assert_eq!(excerpt(src, at, 2, "m"), "format: m\n  `…` $x attr-dict\n      ^^");
        // A multi-byte literal is underlined by its characters.
        assert_eq!(excerpt(src, 0, 5, "m"), "format: m\n  `…` $x attr-dict\n  ^^^");
    }

    #[test]
    fn excerpt_at_the_end_and_with_no_length() {
        let src = "type(";
        // The end of the string (an unexpected end): one caret past it.
        assert_eq!(excerpt(src, 5, 1, "end"), "format: end\n  type(\n       ^");
        // Offsets past the end are clamped; a length of 0 still shows a caret.
        assert_eq!(excerpt(src, 99, 0, "end"), "format: end\n  type(\n       ^");
        assert_eq!(excerpt(src, 0, 0, "start"), "format: start\n  type(\n  ^");
        assert_eq!(excerpt("", 0, 1, "empty"), "format: empty\n  \n  ^");
    }

    #[test]
    fn parse_keeps_offsets_and_anchors() {
        let items = parse("$a `,` ($b^ type($b))? attr-dict").unwrap();
        let summary: Vec<(usize, bool)> = items.iter().map(|i| (i.at, i.anchor)).collect();
        assert_eq!(summary, [(0, false), (3, false), (7, false), (23, false)]);
        let Node::Optional(then, otherwise) = &items[2].node else { panic!("{items:?}") };
        assert!(otherwise.is_empty());
        assert_eq!(
            then.iter().map(|i| (i.at, i.anchor)).collect::<Vec<_>>(),
            [(8, true), (12, false)]
        );
        assert!(
            matches!(&then[1].node, Node::Call(name, args) if name == "type" && args.len() == 1)
        );
    }

    #[test]
    fn parse_reports_the_offset_of_syntax_errors() {
        let error = |src: &str| parse(src).unwrap_err();
        assert_eq!(error("$a `,"), ("unterminated literal: a `` ` `` is missing".into(), 3));
        assert_eq!(error("$a ($b^)"), ("expected `?` after the optional group".into(), 8));
        assert_eq!(error("$a , $b").1, 3);
        assert_eq!(error("custom<X($a)").0, "expected `>` after the custom directive's name");
        assert_eq!(error("$a typo($a)"), ("unknown directive `typo`".into(), 3));
    }
}
