//! The textual parser of affine maps and integer sets, with `mlir-opt`'s
//! diagnostics (wording and caret position).
//!
//! The parser reads what follows `affine_map<` / `affine_set<`:
//!
//! ```text
//! map ::= dims symbols? `->` `(` (expr (`,` expr)*)? `)`
//! set ::= dims symbols? `:` `(` (constraint (`,` constraint)*)? `)`
//! dims ::= `(` (id (`,` id)*)? `)`        symbols ::= `[` (id (`,` id)*)? `]`
//! constraint ::= expr (`>=` | `<=` | `==`) expr
//! ```
//!
//! Identifiers may be any word (`i`, `N`, even keywords such as `index`);
//! they name positions, which is all that is kept. Expressions are built with
//! the simplifying constructors in the order MLIR's recursive-descent parser
//! builds them (left-associative, `*`/`floordiv`/`ceildiv`/`mod` binding
//! tighter than `+`/`-`, unary minus tightest), so the results print as
//! `mlir-opt` prints them. The expression parser keeps its state in explicit
//! stacks instead of recursing, so nesting depth is bounded only by memory.
//!
//! Diagnostics reproduce MLIR's two conventions for the caret: most errors
//! point at the offending token (one byte back at end of input), while
//! "wrong token" errors (`expected ')' …`, `use of undeclared identifier`,
//! …) point just past the previous non-blank text, skipping back over blank
//! lines and `//` comments. Lexical errors keep the lexer's own position.
//! When MLIR emits a follow-up error as well (`missing operand of
//! negation`), only the first one is reported.

use std::fmt;

use rustc_hash::FxHashMap;

mod ssa_ids;

pub use ssa_ids::{SsaIdMap, SsaListDelimiter, parse_affine_map_of_ssa_ids};

use crate::context::builtin::affine::expr::{AffineBinaryOp, AffineExpr};
use crate::context::builtin::affine::lex::{Lexer, Token, TokenKind};
use crate::context::builtin::affine::map::AffineMap;
use crate::context::builtin::affine::set::IntegerSet;

/// The value of an `affine_map<…>` or `affine_set<…>` body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineMapOrSet {
    /// `(…)[…] -> (…)`.
    Map(AffineMap),
    /// `(…)[…] : (…)`.
    Set(IntegerSet),
}

/// A syntax error, positioned and worded as `mlir-opt` reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    /// Byte offset into the parsed text where `mlir-opt` puts its caret.
    /// (The one case where `mlir-opt` points before the text, an empty text
    /// at the very end of the input, is clamped to 0.)
    pub offset: usize,
    /// The diagnostic message, exactly as `mlir-opt` words it.
    pub message: String,
    /// Further errors `mlir-opt` reports after this one (offset, message):
    /// each unary minus whose operand failed adds its own.
    pub more: Vec<(usize, String)>,
    /// Where the parser stood when it failed (the start of its current
    /// token), so an enclosing parser can go on reporting from there as
    /// mlir-opt's single lexer does; `None` when lexing failed.
    pub resume: Option<usize>,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

/// Parses the body of an `affine_map<…>` or `affine_set<…>` attribute.
///
/// `src` starts right after the `<` and should run to the end of the input
/// (what follows the body matters for lexing and for where MLIR puts carets
/// at end of input). On success, returns the map or set and the offset of
/// the first token after it (past whitespace and comments): normally the
/// closing `>`, which the caller checks. The token after the body is lexed,
/// so a lexical error there is reported here, as `mlir-opt` does.
pub fn parse_affine_map_or_set(
    src: &(impl AsRef<[u8]> + ?Sized),
) -> Result<(AffineMapOrSet, usize), AffineParseError> {
    let mut parser = Parser::new(src.as_ref())?;
    let value = parser.parse_map_or_set().map_err(|e| parser.with_resume(e))?;
    Ok((value, parser.tok.start))
}

/// Parses the body of an `affine_map<…>` attribute, like
/// [`parse_affine_map_or_set`], rejecting an integer set with MLIR's
/// `expected AffineMap, but got IntegerSet` (at the first token).
pub fn parse_affine_map(
    src: &(impl AsRef<[u8]> + ?Sized),
) -> Result<(AffineMap, usize), AffineParseError> {
    let mut parser = Parser::new(src.as_ref())?;
    let first = parser.tok.start;
    match parser.parse_map_or_set().map_err(|e| parser.with_resume(e))? {
        AffineMapOrSet::Map(map) => Ok((map, parser.tok.start)),
        AffineMapOrSet::Set(_) => Err(AffineParseError {
            offset: first,
            message: "expected AffineMap, but got IntegerSet".to_string(),
            more: Vec::new(),
            resume: Some(parser.tok.start),
        }),
    }
}

/// Parses the body of an `affine_set<…>` attribute, like
/// [`parse_affine_map_or_set`], rejecting an affine map with MLIR's
/// `expected IntegerSet, but got AffineMap` (at the first token).
pub fn parse_integer_set(
    src: &(impl AsRef<[u8]> + ?Sized),
) -> Result<(IntegerSet, usize), AffineParseError> {
    let mut parser = Parser::new(src.as_ref())?;
    let first = parser.tok.start;
    match parser.parse_map_or_set().map_err(|e| parser.with_resume(e))? {
        AffineMapOrSet::Set(set) => Ok((set, parser.tok.start)),
        AffineMapOrSet::Map(_) => Err(AffineParseError {
            offset: first,
            message: "expected IntegerSet, but got AffineMap".to_string(),
            more: Vec::new(),
            resume: Some(parser.tok.start),
        }),
    }
}

/// `+` and `-`.
#[derive(Clone, Copy)]
enum LowOp {
    Add,
    Sub,
}

/// One level of parenthesization in the expression parser. The fields mirror
/// the arguments MLIR's recursive functions pass down: the pending left
/// operand of a `+`/`-` chain, the pending left operand of a
/// `*`/`floordiv`/… chain with the location of its operator.
struct Frame {
    low: Option<(AffineExpr, LowOp)>,
    high: Option<(AffineExpr, AffineBinaryOp, usize)>,
    /// Unary minuses written before the `(` that opened this frame.
    negations: usize,
}

impl Frame {
    fn new(negations: usize) -> Self {
        Frame { low: None, high: None, negations }
    }
}

struct Parser<'a> {
    src: &'a [u8],
    lexer: Lexer<'a>,
    /// The current (not yet consumed) token.
    tok: Token,
    /// Declared identifiers and the dimension or symbol they name.
    names: FxHashMap<&'a str, AffineExpr>,
    num_dims: u32,
    num_symbols: u32,
    /// Unary minuses read before the operand being parsed (those before a
    /// `(` move into its frame).
    operand_negations: usize,
    /// Whether lexing failed: mlir-opt adds no error after a lexical one.
    lex_failed: bool,
    /// The SSA names read so far, when expressions may name SSA values
    /// (`%i`, `symbol(%n)`) as an op's custom form does.
    ssa: Option<ssa_ids::SsaIds<'a>>,
}

/// `a - b`, built as MLIR builds it: `a + b * -1`.
fn subtract(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    let negated = AffineExpr::binary(AffineBinaryOp::Mul, b, AffineExpr::constant(-1));
    AffineExpr::binary(AffineBinaryOp::Add, a, negated)
}

fn combine_low(op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match op {
        LowOp::Add => AffineExpr::binary(AffineBinaryOp::Add, lhs, rhs),
        LowOp::Sub => subtract(lhs, rhs),
    }
}

/// Applies unary minuses, each built as MLIR's parser does: `(-1) * x`.
fn negate(mut value: AffineExpr, count: usize) -> AffineExpr {
    for _ in 0..count {
        value = AffineExpr::binary(AffineBinaryOp::Mul, AffineExpr::constant(-1), value);
    }
    value
}

/// The value of an integer token, as MLIR's `getUInt64IntegerValue`.
fn integer_value(spelling: &str) -> Option<u64> {
    match spelling.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => spelling.parse().ok(),
    }
}

impl<'a> Parser<'a> {
    fn new(src: &'a [u8]) -> Result<Self, AffineParseError> {
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token()?;
        Ok(Parser {
            src,
            lexer,
            tok,
            names: FxHashMap::default(),
            num_dims: 0,
            num_symbols: 0,
            operand_negations: 0,
            lex_failed: false,
            ssa: None,
        })
    }

    /// Records in a failure where parsing stopped, unless lexing failed.
    fn with_resume(&self, mut e: AffineParseError) -> AffineParseError {
        if !self.lex_failed {
            e.resume = Some(self.tok.start);
        }
        e
    }

    /// Consumes the current token. Like MLIR, the following token is lexed
    /// right away, so its lexical errors surface here.
    fn advance(&mut self) -> Result<(), AffineParseError> {
        match self.lexer.next_token() {
            Ok(tok) => {
                self.tok = tok;
                Ok(())
            }
            Err(e) => {
                self.lex_failed = true;
                Err(e)
            }
        }
    }

    fn spelling(&self) -> &'a str {
        // Affine tokens are ASCII; anything else is no name.
        std::str::from_utf8(self.src.get(self.tok.start..self.tok.end).unwrap_or_default())
            .unwrap_or("")
    }

    fn is(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    fn consume_if(&mut self, kind: TokenKind) -> Result<bool, AffineParseError> {
        if self.is(kind) {
            self.advance()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn error_at(offset: usize, message: impl Into<String>) -> AffineParseError {
        AffineParseError { offset, message: message.into(), more: Vec::new(), resume: None }
    }

    /// An error at the current token (one byte back at end of input), MLIR's
    /// plain `emitError`.
    fn error_here(&self, message: impl Into<String>) -> AffineParseError {
        let offset =
            if self.is(TokenKind::Eof) { self.tok.start.saturating_sub(1) } else { self.tok.start };
        Self::error_at(offset, message)
    }

    /// An error about an unexpected token, MLIR's `emitWrongTokenError`: the
    /// caret goes right after the last non-blank text before the token,
    /// looking back across blank lines and ignoring `//` comments.
    fn error_wrong_token(&self, message: impl Into<String>) -> AffineParseError {
        let bytes = self.src;
        let mut end =
            if self.is(TokenKind::Eof) { self.tok.start.saturating_sub(1) } else { self.tok.start };
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            // The `<` that precedes the text stops the search at offset 0.
            if end == 0 {
                break;
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                break;
            }
            end -= 1;
            let line_start =
                bytes[..end].iter().rposition(|&b| b == b'\n' || b == b'\r').unwrap_or(0);
            if let Some(comment) = bytes[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + comment;
            }
        }
        Self::error_at(end, message)
    }

    /// Consumes a token of `kind` or fails with a wrong-token error.
    fn expect(&mut self, kind: TokenKind, message: &str) -> Result<(), AffineParseError> {
        if self.is(kind) { self.advance() } else { Err(self.error_wrong_token(message)) }
    }

    fn parse_map_or_set(&mut self) -> Result<AffineMapOrSet, AffineParseError> {
        self.parse_id_list(false)?;
        if self.is(TokenKind::LSquare) {
            self.parse_id_list(true)?;
        }
        if self.consume_if(TokenKind::Arrow)? {
            return self.parse_map_range().map(AffineMapOrSet::Map);
        }
        self.expect(TokenKind::Colon, "expected '->' or ':'")?;
        self.parse_set_constraints().map(AffineMapOrSet::Set)
    }

    /// `(d0, d1)` or `[s0, s1]`.
    fn parse_id_list(&mut self, symbols: bool) -> Result<(), AffineParseError> {
        let (open, close, context) = if symbols {
            (TokenKind::LSquare, TokenKind::RSquare, "symbol list")
        } else {
            (TokenKind::LParen, TokenKind::RParen, "dimensional identifier list")
        };
        let (open_char, close_char) = if symbols { ('[', ']') } else { ('(', ')') };
        self.expect(open, &format!("expected '{open_char}' in {context}"))?;
        if self.consume_if(close)? {
            return Ok(());
        }
        loop {
            self.parse_id_definition(symbols)?;
            if !self.consume_if(TokenKind::Comma)? {
                break;
            }
        }
        self.expect(close, &format!("expected '{close_char}' in {context}"))
    }

    fn parse_id_definition(&mut self, symbol: bool) -> Result<(), AffineParseError> {
        if !self.is(TokenKind::Ident) {
            return Err(self.error_wrong_token("expected bare identifier"));
        }
        let name = self.spelling();
        if self.names.contains_key(name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        let position = if symbol { self.num_symbols } else { self.num_dims };
        // Unreachable in practice: four billion identifiers need gigabytes
        // of text; refuse rather than wrap.
        let Some(next) = position.checked_add(1) else {
            return Err(self.error_here("too many identifiers"));
        };
        if symbol {
            self.num_symbols = next;
        } else {
            self.num_dims = next;
        }
        let expr = if symbol { AffineExpr::symbol(position) } else { AffineExpr::dim(position) };
        self.names.insert(name, expr);
        self.advance()
    }

    /// `(expr, …)` after `->`.
    fn parse_map_range(&mut self) -> Result<AffineMap, AffineParseError> {
        const CONTEXT: &str = " in affine map range";
        self.expect(TokenKind::LParen, &format!("expected '('{CONTEXT}"))?;
        let mut results = Vec::new();
        if !self.consume_if(TokenKind::RParen)? {
            loop {
                results.push(self.parse_expr()?);
                if !self.consume_if(TokenKind::Comma)? {
                    break;
                }
            }
            self.expect(TokenKind::RParen, &format!("expected ')'{CONTEXT}"))?;
        }
        Ok(AffineMap::new(self.num_dims, self.num_symbols, results))
    }

    /// `(constraint, …)` after `:`.
    fn parse_set_constraints(&mut self) -> Result<IntegerSet, AffineParseError> {
        const CONTEXT: &str = " in integer set constraint list";
        self.expect(TokenKind::LParen, &format!("expected '('{CONTEXT}"))?;
        let mut constraints = Vec::new();
        if !self.consume_if(TokenKind::RParen)? {
            loop {
                constraints.push(self.parse_constraint()?);
                if !self.consume_if(TokenKind::Comma)? {
                    break;
                }
            }
            self.expect(TokenKind::RParen, &format!("expected ')'{CONTEXT}"))?;
        }
        // An empty list means "always true", which MLIR spells `0 == 0`.
        if constraints.is_empty() {
            constraints.push((AffineExpr::constant(0), true));
        }
        Ok(IntegerSet::new(self.num_dims, self.num_symbols, constraints))
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, as `expr >= 0` /
    /// `expr == 0`.
    fn parse_constraint(&mut self) -> Result<(AffineExpr, bool), AffineParseError> {
        use TokenKind::{Equal, Greater, Less};
        let lhs = self.parse_expr()?;
        // The comparison operators are two tokens each, tried in this order
        // with short-circuiting exactly as MLIR does (so a lone `>` is
        // consumed before `<=` is tried: `a > <= b` reads as `a <= b`).
        if self.consume_if(Greater)? && self.consume_if(Equal)? {
            let rhs = self.parse_expr()?;
            return Ok((subtract(lhs, rhs), false));
        }
        if self.consume_if(Less)? && self.consume_if(Equal)? {
            let rhs = self.parse_expr()?;
            return Ok((subtract(rhs, lhs), false));
        }
        if self.consume_if(Equal)? && self.consume_if(Equal)? {
            let rhs = self.parse_expr()?;
            return Ok((subtract(lhs, rhs), true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    /// The `*`, `floordiv`, `ceildiv` or `mod` at the current token.
    fn high_op(&self) -> Option<AffineBinaryOp> {
        match self.tok.kind {
            TokenKind::Star => Some(AffineBinaryOp::Mul),
            TokenKind::Ident => match self.spelling() {
                "floordiv" => Some(AffineBinaryOp::FloorDiv),
                "ceildiv" => Some(AffineBinaryOp::CeilDiv),
                "mod" => Some(AffineBinaryOp::Mod),
                _ => None,
            },
            _ => None,
        }
    }

    /// Builds `lhs op rhs` for a tightly binding operator, rejecting what is
    /// not affine; the error points at `op_loc`, the operator MLIR blames
    /// (for a chain `a * b * c` that is the operator *after* the product).
    fn combine_high(
        op: AffineBinaryOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_loc: usize,
    ) -> Result<AffineExpr, AffineParseError> {
        if op == AffineBinaryOp::Mul {
            if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                return Err(Self::error_at(
                    op_loc,
                    "non-affine expression: at least one of the multiply operands has to be \
                     either a constant or symbolic",
                ));
            }
        } else if !rhs.is_symbolic_or_constant() {
            return Err(Self::error_at(
                op_loc,
                format!(
                    "non-affine expression: right operand of {} has to be either a constant \
                     or symbolic",
                    op.spelling()
                ),
            ));
        }
        Ok(AffineExpr::binary(op, lhs, rhs))
    }

    /// Parses an operand: unary minuses and opening parentheses (which push
    /// frames), then a primary. Returns the primary with its minuses
    /// applied.
    fn parse_operand(&mut self, frames: &mut Vec<Frame>) -> Result<AffineExpr, AffineParseError> {
        self.operand_negations = 0;
        loop {
            // The wording of some errors depends on whether a left operand
            // is pending at this level.
            let has_lhs = frames.last().is_some_and(|f| f.low.is_some() || f.high.is_some());
            let value = match self.tok.kind {
                TokenKind::Minus => {
                    self.advance()?;
                    self.operand_negations += 1;
                    continue;
                }
                TokenKind::LParen => {
                    self.advance()?;
                    if self.is(TokenKind::RParen) {
                        return Err(self.error_here("no expression inside parentheses"));
                    }
                    frames.push(Frame::new(std::mem::take(&mut self.operand_negations)));
                    continue;
                }
                TokenKind::Integer => {
                    let value = integer_value(self.spelling()).and_then(|v| i64::try_from(v).ok());
                    let Some(value) = value else {
                        return Err(self.error_here("constant too large for index"));
                    };
                    self.advance()?;
                    AffineExpr::constant(value)
                }
                TokenKind::Ident if self.spelling() == "symbol" && self.ssa.is_some() => {
                    self.parse_ssa_symbol()?
                }
                TokenKind::Percent if self.ssa.is_some() => self.parse_ssa_id(false)?,
                TokenKind::Ident if self.spelling() == "symbol" => {
                    // `symbol(%x)` needs SSA values, which attributes lack.
                    self.advance()?;
                    self.expect(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
                    return Err(self.error_wrong_token("unexpected ssa identifier"));
                }
                TokenKind::Ident => {
                    let Some(expr) = self.names.get(self.spelling()).cloned() else {
                        return Err(self.error_wrong_token("use of undeclared identifier"));
                    };
                    self.advance()?;
                    expr
                }
                TokenKind::Percent => {
                    return Err(self.error_wrong_token("unexpected ssa identifier"));
                }
                TokenKind::Plus | TokenKind::Star if !has_lhs => {
                    return Err(self.error_here("missing left operand of binary operator"));
                }
                _ if has_lhs => {
                    return Err(self.error_here("missing right operand of binary operator"));
                }
                _ => return Err(self.error_here("expected affine expression")),
            };
            return Ok(negate(value, std::mem::take(&mut self.operand_negations)));
        }
    }

    /// Parses one affine expression without recursion: each open parenthesis
    /// is a [`Frame`] on an explicit stack.
    fn parse_expr(&mut self) -> Result<AffineExpr, AffineParseError> {
        let mut frames: Vec<Frame> = vec![Frame::new(0)];
        self.parse_expr_in(&mut frames).map_err(|mut e| {
            // Every unary minus whose operand (an operand read, or a
            // parenthesis still open) failed reports once more, at the
            // current token, unless the failure was lexical.
            if !self.lex_failed {
                let pending = std::mem::take(&mut self.operand_negations)
                    + frames.iter().map(|f| f.negations).sum::<usize>();
                let at = self.error_here("").offset;
                e.more.extend((0..pending).map(|_| (at, "missing operand of negation".to_owned())));
            }
            e
        })
    }

    /// [`Parser::parse_expr`] on its stack of open parentheses.
    fn parse_expr_in(&mut self, frames: &mut Vec<Frame>) -> Result<AffineExpr, AffineParseError> {
        'operand: loop {
            let mut value = self.parse_operand(frames)?;
            // Fold the operand into the innermost frame; a closed
            // parenthesis yields an operand of the frame below.
            loop {
                let Some(frame) = frames.last_mut() else {
                    // Unreachable: the outermost frame returns below.
                    return Ok(value);
                };
                if let Some(op) = self.high_op() {
                    let op_loc = self.tok.start;
                    self.advance()?;
                    let lhs = match frame.high.take() {
                        Some((l, l_op, _)) => Self::combine_high(l_op, l, value, op_loc)?,
                        None => value,
                    };
                    frame.high = Some((lhs, op, op_loc));
                    continue 'operand;
                }
                let term = match frame.high.take() {
                    Some((l, l_op, l_loc)) => Self::combine_high(l_op, l, value, l_loc)?,
                    None => value,
                };
                let low = match self.tok.kind {
                    TokenKind::Plus => Some(LowOp::Add),
                    TokenKind::Minus => Some(LowOp::Sub),
                    _ => None,
                };
                if let Some(op) = low {
                    self.advance()?;
                    let lhs = match frame.low.take() {
                        Some((l, l_op)) => combine_low(l_op, l, term),
                        None => term,
                    };
                    frame.low = Some((lhs, op));
                    continue 'operand;
                }
                let expr = match frame.low.take() {
                    Some((l, l_op)) => combine_low(l_op, l, term),
                    None => term,
                };
                if frames.len() == 1 {
                    return Ok(expr);
                }
                self.expect(TokenKind::RParen, "expected ')'")?;
                let negations = frames.pop().map_or(0, |f| f.negations);
                value = negate(expr, negations);
            }
        }
    }
}
