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

impl<'a> Parser<'a> {
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
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// In a dialect attribute's parse hook, the attribute's type: the
    /// `: type` written after it (parsed before the hook runs, as mlir-opt
    /// parses it), or the type its context gives; `None` when neither.
    /// A kind with a `#[param(self_type)]` parameter stores it there.
    pub fn attribute_type(&self) -> Option<Type> {
        self.attr_type
    }

    /// In a dialect attribute's parse hook, the byte offset of its
    /// mnemonic (MLIR's `getNameLoc`), where a hand-written parser reports
    /// what is wrong with the attribute as a whole.
    pub fn attr_name_offset(&self) -> usize {
        self.attr_name_start
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

    /// An attribute whose type is `ty` unless the text says otherwise
    /// (MLIR's `parseAttribute` with a type): `5` reads as an integer of
    /// type `ty`, and `ty` is not written after it.
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.parse_attribute(Some(ty))
    }

    /// The elements of a dense array of `element`s without `array<T:`
    /// and `>` (`[1, 2, 3]`), as a declarative format writes an
    /// `array<i64>` property.
    pub fn parse_dense_array_elements(&mut self, element: Type) -> PResult<Attribute> {
        self.parse_dense_array_body(element)
    }

    /// An affine map without `affine_map<` and `>` (`(d0) -> (d0)`), as a
    /// dialect parameter of type `AffineMap` is written.
    pub fn parse_affine_map_body(&mut self) -> PResult<crate::context::builtin::affine::AffineMap> {
        self.parse_bare_affine_map()
    }

    /// Affine expressions over SSA values in `delimiter`s, as affine memory
    /// accesses write their indices (`[%i + 1, symbol(%n)]`, MLIR's
    /// `parseAffineMapOfSSAIds`): the map, with a dimension per name read
    /// bare and a symbol per name read in `symbol(…)`, and the operands it
    /// takes, dimensions then symbols.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delimiter: crate::context::builtin::affine::SsaListDelimiter,
    ) -> PResult<(crate::context::builtin::affine::AffineMap, Vec<UnresolvedOperand>)> {
        self.parse_ssa_affine_map(delimiter)
    }

    /// Any type.
    pub fn parse_any_type(&mut self) -> PResult<Type> {
        self.parse_type()
    }

    /// A format literal: a keyword or punctuation (`:`, `(`, `->`, …),
    /// else "expected '…'" as MLIR's `parseKeyword`/`parseColon`/… report it.
    pub fn parse_literal(&mut self, text: &str) -> PResult<()> {
        match punctuation(text) {
            // The message is built only when it is needed (this runs for
            // every punctuation of every op).
            Some(kind) if self.eat(kind) => Ok(()),
            Some(kind) => self.expect(kind, &format!("expected '{text}'")),
            None if self.eat_keyword(text) => Ok(()),
            None if self.is(TokenKind::Error) => Err(self.error_here("")),
            None => {
                let message = self.emitted_message(format!("expected '{text}'"));
                Err(self.error_here(message))
            }
        }
    }

    /// Consumes the literal `text` if it is next.
    pub fn parse_optional_literal(&mut self, text: &str) -> bool {
        match punctuation(text) {
            Some(kind) => self.eat(kind),
            None => self.eat_keyword(text),
        }
    }

    /// `%name` or `%name#N`, else "expected SSA operand".
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_operand_ref()
    }

    /// Zero or more comma-separated operands (MLIR's `parseOperandList`).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        self.operand_list(true)
    }

    /// Zero or more comma-separated operands, none with a result number
    /// (`%a#1` is "result number not allowed in argument list"): MLIR's
    /// `parseOperandList` with `allowResultNumber` false.
    pub fn parse_operand_list_without_result_numbers(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        self.operand_list(false)
    }

    /// One or more comma-separated types (MLIR's `parseTypeList`).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut types = vec![self.parse_type()?];
        while self.eat(TokenKind::Comma) {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    /// `^name`, else "expected block name".
    pub fn parse_successor(&mut self) -> PResult<crate::ir::Block> {
        if !self.is(TokenKind::CaretIdent) {
            return Err(self.wrong_token("expected block name"));
        }
        let name = self.spelling()[1..].to_owned();
        let at = self.tok.start;
        self.bump();
        Ok(self.block_by_name(&name, at))
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
        if types.len() != operands.len() {
            return Err(self.op_error(
                at,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (r, ty) in operands.iter().zip(types) {
            let v = self.resolve_value_use(&r.name, r.index, *ty, r.offset)?;
            out.push(v);
        }
        Ok(())
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

impl Parser<'_> {
    /// Runs `f` one level of type or attribute nesting deeper: a custom
    /// parser that recurses into itself (a type whose parameters are types
    /// of its own dialect, read without going through `parse_any_type`)
    /// calls it at each level, so deep nesting grows the stack on the heap
    /// and too deep a nesting is "nesting of types and attributes is too
    /// deep" rather than a stack overflow.
    pub fn nested_level<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.nested(f)
    }

    /// `%a, %b, …`, zero or more; without `result_numbers`, a `%a#1` is
    /// "result number not allowed in argument list" at its `#1` (MLIR's
    /// `allowResultNumber`).
    fn operand_list(&mut self, result_numbers: bool) -> PResult<Vec<UnresolvedOperand>> {
        let mut list = Vec::new();
        if !self.is(TokenKind::PercentIdent) {
            return Ok(list);
        }
        loop {
            list.push(self.parse_operand_ref_with(result_numbers)?);
            if !self.eat(TokenKind::Comma) {
                return Ok(list);
            }
        }
    }

    /// Whether the current token can start a type (where MLIR's
    /// `parseOptionalType` tries one): `!dialect…`, `(` of a function type,
    /// or a builtin type's keyword.
    pub fn at_type(&self) -> bool {
        match self.tok.kind {
            TokenKind::ExclaimIdent | TokenKind::LParen => true,
            TokenKind::BareIdent => crate::asm::parser::is_type_keyword(self.spelling()),
            _ => false,
        }
    }

    /// Whether a token of `kind` starts an attribute whatever its spelling
    /// (a bare identifier starts one only as certain keywords or a type).
    pub fn kind_starts_attribute(kind: TokenKind) -> bool {
        crate::asm::parser::starts_attribute(kind)
    }

    /// Adds the op `name`, located at `loc`, at the end of `region`'s last
    /// block (created when the region has none) unless a terminator ends
    /// it: the terminator a format with `SingleBlockImplicitTerminator`
    /// leaves out of the text (the last block, as MLIR's `ensureTerminator`:
    /// a region written with several blocks, which the op's verifier
    /// refuses, is printed so in its note).
    pub(crate) fn add_implicit_terminator(
        &mut self,
        region: Region,
        name: &'static str,
        loc: crate::context::builtin::location::Location,
    ) {
        let ctx = self.ctx;
        let block = match region.blocks(self.ir).last() {
            Some(b) => b,
            None => {
                let b = self.ir.create_block(region.body);
                self.ir.append_block(region, b);
                b
            }
        };
        let ends_in_terminator = block.last_op(self.ir).is_some_and(|op| {
            op.name(self.ir).traits(ctx).contains(crate::semantics::traits::OpTraits::TERMINATOR)
        });
        if !ends_in_terminator {
            use crate::semantics::traits::OpTraits;
            let mut term = OperationState::new(ctx.op_name(name), loc);
            // A terminator that holds one block without terminator (the
            // combining ops of `scf.forall.in_parallel`) is built with that
            // block, empty, as its builder makes it.
            let holds_block = term
                .name
                .traits(ctx)
                .contains(OpTraits::NO_TERMINATOR.union(OpTraits::SINGLE_BLOCK));
            term.num_new_regions = usize::from(holds_block);
            let op = self.finish_op(block, term);
            if holds_block {
                let region = op.region(self.ir, 0);
                let body = self.ir.create_block(region.body);
                self.ir.append_block(region, body);
            }
        }
    }
}

/// The token kind of a punctuation literal.
fn punctuation(text: &str) -> Option<TokenKind> {
    Some(match text {
        "->" => TokenKind::Arrow,
        ":" => TokenKind::Colon,
        "," => TokenKind::Comma,
        "=" => TokenKind::Equal,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "|" => TokenKind::Vertical,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}
