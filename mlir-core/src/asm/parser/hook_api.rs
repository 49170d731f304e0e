//! The public parsing API of custom parse hooks (dialect attributes now,
//! generated op formats next): punctuation, keywords, attributes and types,
//! operands, successors and regions, each failing with mlir-opt's message
//! at mlir-opt's position.

use crate::asm::parser::{PResult, ParseError, Parser, UnresolvedOperand};
use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::ir::{OperationState, Region};
use crate::support::lexer::TokenKind;

impl Parser<'_> {
    /// The dimensions of a shape and the `x` after each (`4x?x8x` before
    /// `f32`, possibly none), as MLIR's `parseDimensionList` reads them
    /// with their trailing `x`: `?` (when `allow_dynamic`) is
    /// [`DYNAMIC`](crate::context::builtin::types::DYNAMIC). Stops before the
    /// element type, which the caller reads (`parse_any_type`).
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> PResult<Vec<i64>> {
        Ok(self.parse_dimension_list_with(allow_dynamic, false)?.0)
    }

    /// `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<String>> {
        if !self.is(TokenKind::AtIdent) {
            return Ok(None);
        }
        let name = self.symbol_name()?;
        self.bump();
        Ok(Some(name))
    }

    /// The context the parser builds in.
    pub fn context(&self) -> &Context {
        self.ctx
    }

    /// In a dialect attribute's parse hook, the attribute's type: the
    /// `: type` written after it (parsed before the hook runs, as mlir-opt
    /// parses it), or the type its context gives; `None` when neither.
    /// A kind with a `#[param(self_type)]` parameter stores it there.
    pub fn attribute_type(&self) -> Option<Type> {
        self.attr_type
    }

    /// The byte offset of the current token (for errors placed later).
    pub fn offset(&self) -> usize {
        self.tok.start
    }

    /// An error at byte offset `offset` (see [`Parser::offset`]), as a
    /// custom parser emits it: inside an op's custom form mlir-opt prefixes
    /// it with `custom op 'NAME' `.
    pub fn error_at_offset(&self, offset: usize, message: impl Into<String>) -> ParseError {
        self.op_error(offset, message)
    }

    /// `message` as a custom parser emits it (see
    /// [`Parser::error_at_offset`]), for errors attached to another.
    pub fn emitted(&self, message: impl Into<String>) -> String {
        self.emitted_message(message.into())
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
    /// string". A string's bytes that are not UTF-8 are kept, encoded as
    /// [`crate::support::text_bytes`] does.
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        if self.is(TokenKind::String) {
            let bytes = self.string_value().into_owned();
            self.bump();
            return Ok(crate::support::text_bytes::from_vec(bytes));
        }
        if self.is(TokenKind::BareIdent) {
            let text = self.spelling().to_owned();
            self.bump();
            return Ok(text);
        }
        Err(self.emit_here("expected valid keyword or string"))
    }

    /// A bare keyword, else "expected valid keyword".
    pub fn parse_keyword(&mut self) -> PResult<String> {
        if self.is(TokenKind::BareIdent) {
            let text = self.spelling().to_owned();
            self.bump();
            return Ok(text);
        }
        Err(self.emit_here("expected valid keyword"))
    }

    /// Any attribute.
    pub fn parse_attr(&mut self) -> PResult<Attribute> {
        self.parse_attribute(None)
    }

    /// Any type.
    pub fn parse_any_type(&mut self) -> PResult<Type> {
        self.parse_type()
    }

    /// A format literal: a keyword or punctuation (`:`, `(`, `->`, …),
    /// else "expected '…'" as MLIR's `parseKeyword`/`parseColon`/… report it.
    pub fn parse_literal(&mut self, text: &str) -> PResult<()> {
        crate::asm::format::parse_literal(self, text)
    }

    /// Consumes the literal `text` if it is next.
    pub fn parse_optional_literal(&mut self, text: &str) -> bool {
        crate::asm::format::eat_literal(self, text)
    }

    /// `%name` or `%name#N`, else "expected SSA operand".
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_operand_ref()
    }

    /// Zero or more comma-separated operands (MLIR's `parseOperandList`).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        crate::asm::format::parse_operand_list(self)
    }

    /// Zero or more comma-separated operands, none with a result number
    /// (`%a#1` is "result number not allowed in argument list"): MLIR's
    /// `parseOperandList` with `allowResultNumber` false.
    pub fn parse_operand_list_without_result_numbers(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        crate::asm::format::parse_operand_list_with(self, false)
    }

    /// One or more comma-separated types (MLIR's `parseTypeList`).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        crate::asm::format::parse_type_list(self)
    }

    /// `^name`, else "expected block name".
    pub fn parse_successor(&mut self) -> PResult<crate::ir::Block> {
        crate::asm::format::parse_successor(self)
    }

    /// A possibly negative integer as `i64`, else "expected integer value"
    /// or "integer value too large".
    pub fn parse_integer_i64(&mut self) -> PResult<i64> {
        // Both errors are placed at the literal's start (MLIR's
        // `parseInteger`), a leading `-` included.
        let at = self.tok.start;
        let negative = self.is(TokenKind::Minus);
        let digits = if negative { self.peek_kind_after_minus() } else { self.tok.kind };
        if digits != TokenKind::Integer {
            return Err(self.emit_here("expected integer value"));
        }
        self.parse_i64_literal().map_err(|_| self.op_error(at, "integer value too large"))
    }

    /// An error at the current token as a custom parser emits it.
    fn emit_here(&self, message: &str) -> ParseError {
        if self.is(TokenKind::Error) {
            return self.error_here("");
        }
        self.error_here(self.emitted_message(message.to_owned()))
    }

    /// The kind of the token after a `-` (an integer or not).
    fn peek_kind_after_minus(&self) -> TokenKind {
        let rest = self.source().get(self.tok.end..).unwrap_or_default().trim_ascii_start();
        if rest.first().is_some_and(u8::is_ascii_digit) {
            TokenKind::Integer
        } else {
            TokenKind::Error
        }
    }

    /// Parses one region `{…}` for the op being built in `state`: in the
    /// current body, or in the op's child body when it is isolated.
    pub fn parse_region_for(
        &mut self,
        state: &mut OperationState,
        is_graph_entry_args: bool,
    ) -> PResult<Region> {
        let _ = is_graph_entry_args;
        self.parse_region_of_op(state, crate::asm::parser::RegionSyntax::Plain)
    }

    /// Resolves `operands` against `types`, one each, into values, with
    /// MLIR's errors ("number of operands and types do not match", a use of
    /// another type); `at` is where the operands were written.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        at: usize,
        out: &mut Vec<crate::ir::Value>,
    ) -> PResult<()> {
        crate::asm::format::resolve_operands(self, operands, types, at, out)
    }

    /// Resolves every one of `operands` as a value of type `ty` (MLIR's
    /// `resolveOperands` with one type for all), with MLIR's errors.
    pub fn resolve_operands_of_type(
        &mut self,
        operands: &[UnresolvedOperand],
        ty: Type,
        out: &mut Vec<crate::ir::Value>,
    ) -> PResult<()> {
        for operand in operands {
            out.push(self.resolve_value_use(&operand.name, operand.index, ty, operand.offset)?);
        }
        Ok(())
    }
}
