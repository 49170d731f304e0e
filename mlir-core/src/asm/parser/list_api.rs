//! The public parsing API for the lists structured ops write (MLIR's
//! `OpAsmParser` calls of the same names): region arguments named before
//! their types are known (`%iv`, `(%i, %j)`), assignment lists binding
//! region arguments to operands (`iter_args(%acc = %init)`), result type
//! lists after an arrow (`-> i32`, `-> (i32, f32)`), and a successor with
//! the values it is passed (`^bb1(%a : i32)`).

use crate::asm::parser::{PResult, Parser, RegionArgument, UnresolvedOperand};
use crate::context::builtin::types::Type;
use crate::ir::{Block, Value};
use crate::support::lexer::TokenKind;

impl Parser<'_> {
    /// `%name`, a region argument whose type the syntax gives later (MLIR's
    /// `parseArgument` without a type): its `ty` is `none` until the
    /// caller sets it, before the region is parsed; an optional `loc(…)`
    /// may follow. A result number (`%a#1`) is "result number not allowed
    /// in argument list".
    pub fn parse_argument(&mut self) -> PResult<RegionArgument> {
        if !self.is(TokenKind::PercentIdent) {
            return Err(self.wrong_token("expected SSA operand"));
        }
        let name = self.spelling()[1..].to_owned();
        let offset = self.tok.start;
        self.bump();
        if self.is(TokenKind::HashIdent) {
            return Err(self.error_here("result number not allowed in argument list"));
        }
        let ty = self.ctx.none_type();
        let loc = self.parse_optional_location_specifier()?;
        Ok(RegionArgument { name: Some(name), offset, ty, attrs: Vec::new(), loc })
    }

    /// `(%a, %b, …)`, possibly empty: region arguments whose types come
    /// later (MLIR's `parseArgumentList` with parentheses, untyped).
    pub fn parse_argument_list_in_parens(&mut self) -> PResult<Vec<RegionArgument>> {
        let mut arguments = Vec::new();
        self.parse_comma_list(
            TokenKind::LParen,
            TokenKind::RParen,
            "expected '(' in argument list",
            "expected ')' in argument list",
            |p| {
                arguments.push(p.parse_argument()?);
                Ok(())
            },
        )?;
        Ok(arguments)
    }

    /// `(%a, %b, …)`, possibly empty: operands in parentheses (MLIR's
    /// `parseOperandList` with parentheses).
    pub fn parse_operand_list_in_parens(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        self.delimited_operands(TokenKind::LParen, TokenKind::RParen, ["(", ")"])
    }

    /// `[%a, %b, …]`, possibly empty: operands in square brackets (MLIR's
    /// `parseOperandList` with `Delimiter::Square`).
    pub fn parse_operand_list_in_square(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        self.delimited_operands(TokenKind::LSquare, TokenKind::RSquare, ["[", "]"])
    }

    /// [`Parser::parse_operand_list_in_square`] if a `[` is next, else no
    /// operands (MLIR's `Delimiter::OptionalSquare`).
    pub fn parse_optional_operand_list_in_square(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        if !self.is(TokenKind::LSquare) {
            return Ok(Vec::new());
        }
        self.parse_operand_list_in_square()
    }

    /// Operands between `open` and `close` (spelled as the messages
    /// write them).
    fn delimited_operands(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        [open_text, close_text]: [&str; 2],
    ) -> PResult<Vec<UnresolvedOperand>> {
        let mut operands = Vec::new();
        self.parse_comma_list(
            open,
            close,
            &format!("expected '{open_text}' in operand list"),
            &format!("expected '{close_text}' in operand list"),
            |p| {
                operands.push(p.parse_operand_ref()?);
                Ok(())
            },
        )?;
        Ok(operands)
    }

    /// `(%arg = %value, …)`, possibly empty: each region argument with the
    /// operand that initializes it (MLIR's `parseAssignmentList`).
    pub fn parse_assignment_list(&mut self) -> PResult<Vec<(RegionArgument, UnresolvedOperand)>> {
        match self.parse_optional_assignment_list()? {
            Some(pairs) => Ok(pairs),
            None => Err(self.op_error(self.tok.start, "expected '('")),
        }
    }

    /// [`Parser::parse_assignment_list`] if a `(` is next.
    pub fn parse_optional_assignment_list(
        &mut self,
    ) -> PResult<Option<Vec<(RegionArgument, UnresolvedOperand)>>> {
        if !self.eat(TokenKind::LParen) {
            return Ok(None);
        }
        let mut pairs = Vec::new();
        self.parse_list_until(TokenKind::RParen, "expected ',' or ')'", |p| {
            let argument = p.parse_argument()?;
            p.expect(TokenKind::Equal, "expected '='")?;
            pairs.push((argument, p.parse_operand_ref()?));
            Ok(())
        })?;
        Ok(Some(pairs))
    }

    /// `-> T` or `-> (T, …)` (MLIR's `parseArrowTypeList`).
    pub fn parse_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::Arrow, "expected '->'")?;
        self.parse_function_result_types()
    }

    /// [`Parser::parse_arrow_type_list`] if `->` is next; no types
    /// otherwise (MLIR's `parseOptionalArrowTypeList`).
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.is(TokenKind::Arrow) {
            return Ok(Vec::new());
        }
        self.parse_arrow_type_list()
    }

    /// `^bb1` or `^bb1(%a, %b : T, U)`: a successor and the values passed
    /// to it, resolved at once (MLIR's `parseSuccessorAndUseList`); `()`
    /// passes nothing. Its errors are the core parser's, without a custom
    /// op's prefix.
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(Block, Vec<Value>)> {
        let dest = self.parse_successor()?;
        let mut values = Vec::new();
        if !self.eat(TokenKind::LParen) {
            return Ok((dest, values));
        }
        let operands = self.parse_operand_list()?;
        if !operands.is_empty() {
            self.expect(TokenKind::Colon, "expected ':' in operand list")?;
            let types = self.parse_type_list()?;
            if types.len() != operands.len() {
                let message = format!("expected {} types to match operand list", operands.len());
                return Err(self.error_here(message));
            }
            for (operand, ty) in operands.iter().zip(types) {
                let value =
                    self.resolve_value_use(&operand.name, operand.index, ty, operand.offset)?;
                values.push(value);
            }
        }
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok((dest, values))
    }
}
