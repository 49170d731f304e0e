//! The parser of MLIR's textual format: types, attributes, locations, the
//! generic op form, regions and blocks, aliases and the file-level resource
//! section. Parsing never panics and never recurses on the nesting depth of
//! regions (ops nested in regions are parsed from an explicit stack; types
//! and attributes nest through a depth-limited recursion that reports an
//! error instead of overflowing).
//!
//! Parse errors carry mlir-opt's wording and location.
//!
//! [`Parser`] itself and its state are in `asm_hooks::parser_state`, types
//! only: they sit in the layer below the definitions, so that the hooks
//! `OpDef` stores can name them (see the layer table of `ARCHITECTURE.md`). Its methods, by
//! file:
//! - `mod.rs`: construction, token stepping, error placement, the nesting
//!   limit, list helpers;
//! - `hook_api.rs`: the public API custom parse hooks use (punctuation,
//!   keywords, attributes, types, operands, successors, regions);
//! - `list_api.rs`: the public API for the lists structured ops write
//!   (untyped region arguments, assignment lists, arrow type lists);
//! - `token_api.rs`: the public token-level API (the current token, consuming
//!   it, errors placed at it);
//! - `op_state_api.rs`: the public API for the op being built (operands
//!   resolved one by one, inherent attributes checked, empty regions,
//!   implicit terminators, regions parsed before a hook looks into them);
//! - `region_api.rs`: its public companion for regions whose arguments the
//!   op's syntax declares, optional punctuation, attribute dictionaries,
//!   `loc(…)`, parsed attributes stored as properties;
//! - `ops.rs`: ops in generic and custom form, regions, blocks, the top
//!   level;
//! - `ssa.rs`: SSA name scopes, value and block definitions and uses;
//! - `types.rs`, `attrs.rs`, `locs.rs`: types, attributes, locations;
//!   `spelling_memo.rs`: dialect attributes, generic-op properties and
//!   signatures read once per spelling;
//! - `dense.rs`: `array<…>`, `dense<…>`, `dense_resource<…>`, `sparse<…>`;
//! - `file_metadata.rs`: the `{-# … #-}` resource section;
//! - `parallel.rs`: the bodies of isolated ops put off and parsed on
//!   rayon's threads; `prescan.rs`: where a put-off body ends;
//!   `deferred_release.rs`: their text handed back as the threads finish them;
//!   `segments.rs`: the entry block of one long put-off body read in
//!   segments on rayon's threads and merged in order.

mod attrs;
mod deferred_release;
mod dense;
mod file_metadata;
mod hook_api;
mod list_api;
mod locs;
mod op_state_api;
mod ops;
mod parallel;
mod prescan;
mod region_api;
mod segments;
mod spelling_memo;
mod ssa;
mod token_api;
mod types;

use std::borrow::Cow;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::builtin::location::Location;
use crate::context::diagnostics::Diagnostic;
use crate::ir::IrView;
use crate::support::lexer::{Lexer, TokenKind, unescape};

pub use crate::asm_hooks::parser_state::{
    LineIndex, PResult, ParseError, ParsedLocation, Parser, RegionArgument, ReleaseSourceFn,
    SsaName, UnresolvedOperand,
};
pub(crate) use crate::asm_hooks::parser_state::{LocFixup, RegionSyntax, SsaState};
pub(crate) use attrs::starts_attribute;
pub use ops::{ParseConfig, ParsedFile, parse_fragment, parse_source};
pub use parallel::PARALLEL_PARSE_MIN_BYTES;
pub use segments::SEGMENTED_MIN_BYTES;
pub(crate) use types::is_type_keyword;

/// Deepest nesting of types and attributes inside each other; deeper input
/// is rejected with a diagnostic instead of risking the stack.
const MAX_NESTING: u32 = 20_000;

/// Fewer bytes than an op line of a real file takes; the parser reserves
/// room in the interner's location runs for at most the source's size over
/// this many locations.
pub(super) const BYTES_PER_OP_AT_LEAST: usize = 24;

/// Sources at least this long have their lines indexed on rayon's threads.
const LINE_SCAN_ON_THREADS_MIN_BYTES: usize = 4 << 20;

impl<'a> Parser<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        ir: &'a mut IrView,
        src: &'a [u8],
        file: &str,
        origin: (u32, u32),
    ) -> Parser<'a> {
        let file = ctx.ident(file);
        let text = std::str::from_utf8(src).ok();
        let lines =
            Arc::new(if src.len() >= LINE_SCAN_ON_THREADS_MIN_BYTES && ctx.multithreading() {
                LineIndex::new_on_threads(src)
            } else {
                LineIndex::new(src)
            });
        // About one location per line is coming (each op's own), bounded by
        // the size so that a file of blank lines reserves little.
        ctx.file_points.reserve(lines.len().min(src.len() / BYTES_PER_OP_AT_LEAST));
        Parser::with_shared(ctx, ir, src, text, file, lines, origin)
    }

    /// A parser of `src` whose text check and line index are already made
    /// (shared by the parsers of one file's deferred regions).
    pub(super) fn with_shared(
        ctx: &'a Context,
        ir: &'a mut IrView,
        src: &'a [u8],
        text: Option<&'a str>,
        file: crate::context::Identifier,
        lines: Arc<LineIndex>,
        origin: (u32, u32),
    ) -> Parser<'a> {
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        Parser {
            ctx,
            ir,
            src,
            text,
            lexer,
            tok,
            prev_end: 0,
            file,
            lines,
            origin,
            aliases: Arc::default(),
            alias_limit: usize::MAX,
            distincts: FxHashMap::default(),
            spelling_memo: Default::default(),
            depth: 0,
            ssa: SsaState::default(),
            last_loc: None,
            line_hint: 0,
            default_dialects: Vec::new(),
            loc_fixups: Vec::new(),
            current_op_start: 0,
            attr_type: None,
            attr_name_start: 0,
            custom_op_prefix: None,
            deferral: None,
            release: None,
            released_to: 0,
            segmented_region_end: None,
            segmented_min_bytes: None,
            nested_definitions: None,
        }
    }

    /// The type alias `!name`, if defined before the parse's alias limit.
    pub(crate) fn type_alias(&self, name: &str) -> Option<crate::context::builtin::types::Type> {
        self.aliases.types.get(name).filter(|(_, at)| *at < self.alias_limit).map(|&(ty, _)| ty)
    }

    /// The attribute alias `#name`, if defined before the parse's alias limit.
    pub(crate) fn attr_alias(
        &self,
        name: &str,
    ) -> Option<crate::context::builtin::attributes::Attribute> {
        self.aliases.attrs.get(name).filter(|(_, at)| *at < self.alias_limit).map(|&(a, _)| a)
    }

    // ----- tokens -----

    /// The current token's text. Every token but a string, a quoted
    /// symbol and an error is ASCII; one of those holding bytes that are
    /// not UTF-8 gives `""` here (its bytes are in [`Self::spelling_bytes`]).
    pub(crate) fn spelling(&self) -> &'a str {
        match self.text {
            // Validating the file once is much cheaper than every token.
            Some(text) => text.get(self.tok.start..self.tok.end).unwrap_or(""),
            None => std::str::from_utf8(self.spelling_bytes()).unwrap_or(""),
        }
    }

    /// The current token's bytes, as written (they need not be UTF-8).
    pub(crate) fn spelling_bytes(&self) -> &'a [u8] {
        self.src.get(self.tok.start..self.tok.end).unwrap_or_default()
    }

    /// Whether the current token has kind `kind`.
    pub(crate) fn is(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the bare keyword `kw`.
    pub(crate) fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.spelling_bytes() == kw.as_bytes()
    }

    /// Advances to the next token.
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lexer.next_token();
    }

    /// Re-lexes from byte offset `pos` (used to split `4xf32`).
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lexer.reset_to(pos);
        self.tok = self.lexer.next_token();
    }

    /// Consumes a token of `kind` if present.
    pub(crate) fn eat(&mut self, kind: TokenKind) -> bool {
        if self.is(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if present.
    pub(crate) fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or fails with `message` (MLIR's
    /// wrong-token placement).
    pub(crate) fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<()> {
        if self.eat(kind) { Ok(()) } else { Err(self.wrong_token(message)) }
    }

    /// An error at the current token.
    pub(crate) fn error_here(&self, message: impl Into<String>) -> ParseError {
        if self.tok.kind == TokenKind::Error {
            return self.lexer_error();
        }
        if self.tok.kind == TokenKind::Eof {
            // At end of input mlir-opt points one character back.
            return self.error_at(self.tok.start.saturating_sub(1), message);
        }
        ParseError {
            offset: self.tok.start,
            message: message.into(),
            notes: Vec::new(),
            more: Vec::new(),
        }
    }

    /// An error a custom parser emits (MLIR's `emitError`) at `offset`:
    /// prefixed with `custom op 'NAME' ` inside an op's custom form.
    pub(crate) fn op_error(&self, offset: usize, message: impl Into<String>) -> ParseError {
        let message = self.emitted_message(message.into());
        self.error_at(offset, message)
    }

    /// `message` as a custom parser emits it (see [`Parser::op_error`]).
    pub(crate) fn emitted_message(&self, message: String) -> String {
        match self.custom_op_prefix {
            Some(op) => format!("custom op '{}' {message}", op.as_str(self.ctx)),
            None => message,
        }
    }

    /// An error at byte offset `offset`.
    pub(crate) fn error_at(&self, offset: usize, message: impl Into<String>) -> ParseError {
        // A lexer error at the current token was reported first (mlir-opt
        // emits it while lexing) and is the one that stands.
        if self.tok.kind == TokenKind::Error {
            return self.lexer_error();
        }
        ParseError { offset, message: message.into(), notes: Vec::new(), more: Vec::new() }
    }

    pub(super) fn lexer_error(&self) -> ParseError {
        ParseError {
            offset: self.lexer.error_offset,
            message: self.lexer.error_message.to_owned(),
            notes: Vec::new(),
            more: Vec::new(),
        }
    }

    /// The error for an alias name (the current token) that names no alias.
    /// mlir-opt has already read the next token then: when that is not a
    /// token (a byte no token starts with, such as one that is not UTF-8),
    /// its "unexpected character" is the error.
    pub(crate) fn undefined_alias(&mut self, name: &str) -> ParseError {
        let end = self.tok.end;
        self.bump();
        if self.tok.kind == TokenKind::Error {
            return self.lexer_error();
        }
        self.error_at(end, format!("undefined symbol alias id '{name}'"))
    }

    /// The error for an unexpected token, placed as mlir-opt places it:
    /// just after the previous non-blank text when only blanks, newlines and
    /// comments separate it from the current token.
    pub(crate) fn wrong_token(&self, message: &str) -> ParseError {
        if self.tok.kind == TokenKind::Error {
            return self.lexer_error();
        }
        let bytes = self.src;
        let mut end = self.tok.start;
        if self.tok.kind == TokenKind::Eof {
            // At end of input mlir-opt first steps back one character, onto
            // the last one of the input, whatever token it ends.
            end = end.saturating_sub(1);
        }
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(self.tok.start, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.error_at(end, message);
            }
            end -= 1;
            // A comment on the previous line is skipped too.
            let line_start =
                bytes[..end].iter().rposition(|&b| b == b'\n' || b == b'\r').map_or(0, |p| p + 1);
            if let Some(c) = self.src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + c;
            }
        }
    }

    /// Runs `f` one nesting level deeper, growing the stack on the heap when
    /// it runs low (types and attributes recurse through their parsers).
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.enter_nesting()?;
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || f(self));
        self.exit_nesting();
        r
    }

    /// Enters one level of type/attribute nesting.
    pub(crate) fn enter_nesting(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error_here("nesting of types and attributes is too deep"));
        }
        Ok(())
    }

    /// Leaves one level of nesting.
    pub(crate) fn exit_nesting(&mut self) {
        self.depth -= 1;
    }

    // ----- locations -----

    /// The `file:line:col` location of byte offset `offset`.
    pub(crate) fn loc_at(&mut self, offset: usize) -> Location {
        if let Some((at, loc)) = self.last_loc
            && at == offset
        {
            return loc;
        }
        let (line, col) = self.lines.line_col_after(offset, &mut self.line_hint);
        let col = if line == 1 { col + self.origin.1 - 1 } else { col };
        let loc = self.ctx.file_point_loc(self.file, line + self.origin.0 - 1, col);
        self.last_loc = Some((offset, loc));
        loc
    }

    /// Converts a parse error to diagnostics (the error and any further
    /// errors reported with it).
    pub(crate) fn diagnostics_of(&mut self, err: ParseError) -> Vec<Diagnostic> {
        let loc = self.loc_at(err.offset);
        let mut d = Diagnostic::error(loc, err.message);
        for (off, msg) in err.notes {
            let l = self.loc_at(off);
            d = d.with_note(l, msg);
        }
        let mut all = vec![d];
        for (off, msg) in err.more {
            let l = self.loc_at(off);
            all.push(Diagnostic::error(l, msg));
        }
        all
    }

    // ----- small helpers -----

    /// The unescaped bytes of the current string token: borrowed from the
    /// source when it has no escape (op names in the generic form, most
    /// attribute strings).
    pub(crate) fn string_value(&self) -> Cow<'a, [u8]> {
        let s = self.spelling_bytes();
        let body = s.get(1..s.len().saturating_sub(1)).unwrap_or_default();
        if body.contains(&b'\\') { Cow::Owned(unescape(body)) } else { Cow::Borrowed(body) }
    }

    /// Parses a comma-separated list delimited by `open`/`close`, calling
    /// `element` for each element. An empty list is allowed.
    pub(crate) fn parse_comma_list(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        open_msg: &str,
        close_msg: &str,
        element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        self.expect(open, open_msg)?;
        self.parse_list_until(close, close_msg, element)
    }

    /// MLIR's `parseCommaSeparatedListUntil`: a possibly empty list of
    /// elements separated by commas and ended by `close` (consumed).
    pub(crate) fn parse_list_until(
        &mut self,
        close: TokenKind,
        close_msg: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            element(self)?;
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(close, close_msg)
    }

    /// Parses a (possibly negative) integer literal as `i64`.
    pub(crate) fn parse_i64_literal(&mut self) -> PResult<i64> {
        let neg = self.eat(TokenKind::Minus);
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token("expected integer value"));
        }
        let text = self.spelling();
        let v = parse_u64_text(text).ok_or_else(|| self.error_here("integer value too large"))?;
        self.bump();
        if neg {
            if v > i64::MAX as u64 + 1 {
                return Err(self.error_at(self.prev_end, "integer value too large"));
            }
            Ok((v as i64).wrapping_neg())
        } else {
            i64::try_from(v).map_err(|_| self.error_at(self.prev_end, "integer value too large"))
        }
    }

    /// Overrides where the previous token ended (after a lexer reset).
    pub(crate) fn set_prev_end(&mut self, end: usize) {
        self.prev_end = end;
    }

    /// The byte offset where the previous token ended.
    pub(crate) fn prev_end(&self) -> usize {
        self.prev_end
    }

    /// The source between two byte offsets as text: `""` when it is out of
    /// bounds or not UTF-8 (callers ask for spans the lexer made of ASCII).
    pub(crate) fn source_text(&self, start: usize, end: usize) -> &'a str {
        match self.text {
            Some(text) => text.get(start..end).unwrap_or(""),
            None => std::str::from_utf8(self.src.get(start..end).unwrap_or_default()).unwrap_or(""),
        }
    }

    /// The source bytes (they need not be UTF-8).
    pub(crate) fn source(&self) -> &'a [u8] {
        self.src
    }
}

/// Bytes of a name that must become text (an identifier: op, symbol,
/// attribute and file names): bytes that are not UTF-8 are kept, encoded
/// (see [`crate::support::text_bytes`]), as mlir-opt keeps them.
pub(crate) fn text_of(bytes: Cow<'_, [u8]>) -> Cow<'_, str> {
    match bytes {
        Cow::Borrowed(bytes) => crate::support::text_bytes::from_bytes(bytes),
        Cow::Owned(bytes) => Cow::Owned(crate::support::text_bytes::from_vec(bytes)),
    }
}

/// Parses a decimal or `0x` hex integer spelling into `u64`.
pub(crate) fn parse_u64_text(text: &str) -> Option<u64> {
    if let Some(hex) = text.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).ok()
    } else {
        text.parse().ok()
    }
}
