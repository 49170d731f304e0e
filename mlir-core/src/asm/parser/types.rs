//! Parsing of types: builtin types, dialect (opaque) types and `!alias`es.

use crate::asm::parser::{PResult, Parser};
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::memref_layout::is_memref_layout;
use crate::context::builtin::type_verifiers::{is_valid_memref_element, is_valid_tensor_element};
use crate::context::builtin::types::{
    ComplexType, DYNAMIC, IntegerType, MemRefType, Type, TypeData, UnrankedMemRefType, VectorType,
};
use crate::support::apint::Signedness;
use crate::support::float::FloatKind;
use crate::support::lexer::TokenKind;

impl Parser<'_> {
    /// Parses a type (function types included).
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        if self.is(TokenKind::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// `(inputs) -> results`: one level of nesting, as any other type.
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        self.nested(|p| {
            let inputs = p.parse_type_list_parens()?;
            p.expect(TokenKind::Arrow, "expected '->' in function type")?;
            let results = p.parse_function_result_types()?;
            Ok(p.ctx.function_type(&inputs, &results))
        })
    }

    /// `(T, …)`, possibly empty.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        let mut types = Vec::new();
        self.parse_comma_list(
            TokenKind::LParen,
            TokenKind::RParen,
            "expected '('",
            "expected ')'",
            |p| {
                types.push(p.parse_type()?);
                Ok(())
            },
        )?;
        Ok(types)
    }

    /// The result side of a function type: `(T, …)` or a single non-function type.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.is(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// A type that is not a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        self.nested(|p| p.parse_non_function_type_inner())
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokenKind::ExclaimIdent => return self.parse_dialect_type(),
            TokenKind::BareIdent => {}
            _ => return Err(self.wrong_token("expected non-function type")),
        }
        let s = self.spelling();
        let ctx = self.ctx;
        if let Some(kind) = FloatKind::from_keyword(s) {
            self.bump();
            return Ok(ctx.float_type(kind));
        }
        if let Some((width, signedness)) = int_width(s) {
            // mlir-opt reads the width as a 32-bit unsigned number first: a
            // width that does not fit is not a width at all.
            let Some(width) = width else {
                return Err(self.error_here("invalid integer width"));
            };
            if let Err(message) = IntegerType::verify(ctx, &width, &signedness) {
                return Err(self.error_here(message));
            }
            self.bump();
            return Ok(ctx.integer_type_with(width, signedness));
        }
        match s {
            "index" => {
                self.bump();
                Ok(ctx.index_type())
            }
            "none" => {
                self.bump();
                Ok(ctx.none_type())
            }
            "complex" => {
                self.bump();
                self.expect(TokenKind::Less, "expected '<' in complex type")?;
                let elt_loc = self.tok.start;
                let element = self.parse_type()?;
                self.expect(TokenKind::Greater, "expected '>' in complex type")?;
                if let Err(message) = ComplexType::verify(ctx, &element) {
                    return Err(self.error_at(elt_loc, message));
                }
                Ok(ComplexType::get(ctx, element).into())
            }
            "tuple" => {
                self.bump();
                self.expect(TokenKind::Less, "expected '<' in tuple type")?;
                let mut elements = Vec::new();
                if !self.eat(TokenKind::Greater) {
                    loop {
                        elements.push(self.parse_type()?);
                        if !self.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                    self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
                }
                Ok(ctx.tuple_type(&elements))
            }
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => Err(self.wrong_token("expected non-function type")),
        }
    }

    fn parse_dialect_type(&mut self) -> PResult<Type> {
        let spelling = &self.spelling()[1..];
        let start = self.tok.start;
        let name = spelling.to_owned();
        if !name.contains('.') && self.source().get(self.tok.end) != Some(&b'<') {
            // `!alias`
            let Some(ty) = self.type_alias(&name) else {
                return Err(self.undefined_alias(&name));
            };
            self.bump();
            return Ok(ty);
        }
        self.bump();
        let (dialect, data) = self.parse_dialect_symbol_body(&name, start)?;
        if self.ctx.is_dialect_registered(&dialect) {
            // `!d.body` or `!d<body>`: the body starts after the dot or `<`.
            let body_start = start + 1 + dialect.len() + 1;
            let body_end = if name.contains('.') { self.prev_end() } else { self.prev_end() - 1 };
            return self.parse_registered_dialect_type(&dialect, body_start, body_end);
        }
        if !self.ctx.allows_unregistered_dialects() {
            return Err(self.error_at(
                start,
                format!("dialect '{dialect}' not found for custom type '{}' ", name),
            ));
        }
        let dialect = self.ctx.ident(&dialect);
        Ok(self.ctx.get_type(TypeData::Opaque { dialect, data: data.into() }))
    }

    /// The dialect and body of `!name…`/`#name…` just consumed: `d.x<…>` or
    /// `d<x…>` both give body `x…` (mlir-opt treats them alike).
    pub(crate) fn parse_dialect_symbol_body(
        &mut self,
        name: &str,
        name_at: usize,
    ) -> PResult<(String, String)> {
        let (dialect, mut data, dotted) = match name.split_once('.') {
            Some((d, r)) => (d.to_owned(), r.to_owned(), true),
            None => (name.to_owned(), String::new(), false),
        };
        let valid =
            dialect.as_bytes().first().is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
                && dialect.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$');
        if !valid {
            // mlir-opt points after the dot when there is one.
            let at = if dotted { name_at + 1 + dialect.len() + 1 } else { name_at };
            return Err(self.error_at(at, format!("invalid dialect namespace '\"{dialect}\"'")));
        }
        if self.tok.start == self.prev_end() && self.is(TokenKind::Less) {
            let body = self.parse_pretty_body()?;
            if !dotted {
                data = body[1..body.len() - 1].to_owned();
            } else {
                data.push_str(&body);
            }
        }
        Ok((dialect, data))
    }

    /// Consumes a balanced `<…>` starting at the current `<` token and
    /// returns its exact source text (MLIR's "pretty dialect body").
    ///
    /// Strings inside are read as tokens, as mlir-opt reads them (so one
    /// cannot span lines), and its errors point at the last token read: the
    /// `<`, or the last string.
    pub(crate) fn parse_pretty_body(&mut self) -> PResult<String> {
        let start = self.tok.start;
        let src = self.source();
        let mut depth: Vec<u8> = Vec::new();
        let mut i = start;
        // mlir-opt reports at its current token: the `<`, or the last string
        // it lexed to skip it.
        let mut error_at = start;
        loop {
            // The end of the input and a nul byte both end the body early:
            // mlir-opt names the innermost bracket still open.
            let c = src.get(i).copied().unwrap_or(0);
            if c == 0 {
                let innermost = depth.last().copied().unwrap_or(b'<');
                return Err(self.error_at(
                    error_at,
                    format!("unbalanced '{}' character in pretty dialect name", innermost as char),
                ));
            }
            match c {
                b'<' | b'[' | b'(' | b'{' => depth.push(c),
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    // `->` inside the body is not a closing angle bracket.
                    if c == b'>' && i > 0 && src[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    // mlir-opt names the innermost open bracket and points
                    // at the body's start.
                    let innermost = depth.pop().unwrap_or(b'<');
                    if innermost != open {
                        return Err(self.error_at(
                            error_at,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                innermost as char
                            ),
                        ));
                    }
                    if depth.is_empty() {
                        i += 1;
                        break;
                    }
                }
                b'"' => {
                    // Strings are skipped by lexing them, so a malformed
                    // one (unterminated, a bad escape) is the lexer's error.
                    self.lexer.reset_to(i);
                    let string = self.lexer.next_token();
                    if string.kind != TokenKind::String {
                        return Err(self.lexer_error());
                    }
                    error_at = i;
                    i = string.end - 1;
                }
                _ => {}
            }
            i += 1;
        }
        // The body is kept as text that keeps bytes (`text_bytes`): mlir-opt
        // prints it back byte for byte.
        let body =
            crate::support::text_bytes::from_bytes(self.source().get(start..i).unwrap_or_default())
                .into_owned();
        self.reset_to(i);
        self.set_prev_end(i);
        Ok(body)
    }

    /// Parses `dims x` prefixes. `allow_dynamic` admits `?`; `allow_scalable`
    /// admits `[N]`. Stops before the element type.
    pub(crate) fn parse_dimension_list_with(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let is_scalable = allow_scalable && self.is(TokenKind::LSquare);
            let dim = if self.is(TokenKind::Question) {
                if !allow_dynamic {
                    // Not a dimension: the element type parser reports it.
                    break;
                }
                self.bump();
                DYNAMIC
            } else if self.is(TokenKind::Integer) || is_scalable {
                if is_scalable {
                    self.bump();
                    if !self.is(TokenKind::Integer) {
                        return Err(self.error_here("invalid dimension"));
                    }
                }
                let text = self.spelling();
                let start = self.tok.start;
                let value = if text.starts_with("0x") {
                    // `0x4` lexed as hex: it is the dimension 0 then `x4`.
                    self.reset_to(start + 1);
                    self.set_prev_end(start + 1);
                    0
                } else {
                    let v =
                        text.parse::<i64>().map_err(|_| self.error_here("invalid dimension"))?;
                    self.bump();
                    v
                };
                if is_scalable {
                    self.expect(TokenKind::RSquare, "missing ']' closing scalable dimension")?;
                }
                value
            } else {
                break;
            };
            shape.push(dim);
            scalable.push(is_scalable);
            // Now expect an `x`, possibly glued to what follows.
            if !self.is(TokenKind::BareIdent) || !self.spelling().starts_with('x') {
                return Err(self.wrong_token("expected 'x' in dimension list"));
            }
            let after_x = self.tok.start + 1;
            self.reset_to(after_x);
            self.set_prev_end(after_x);
        }
        Ok((shape, scalable))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let type_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let (shape, scalable) = self.parse_dimension_list_with(false, true)?;
        let element = self.parse_type()?;
        let ctx = self.ctx;
        // The type's checks run once it is complete (mlir-opt builds it
        // after the `>`).
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        let scalable: Box<[bool]> =
            if scalable.iter().any(|&s| s) { scalable.into() } else { Box::new([]) };
        let shape: Box<[i64]> = shape.into();
        if let Err(message) = VectorType::verify(ctx, &shape, &scalable, &element) {
            return Err(self.error_at(type_at, message));
        }
        Ok(ctx.get_type(TypeData::Vector { shape, scalable, element }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let ctx = self.ctx;
        if self.is(TokenKind::Star) {
            self.bump();
            self.expect_x()?;
            let elt_at = self.tok.start;
            let element = self.parse_type()?;
            // An encoding parses, then is rejected after the `>` and the
            // element type's check, as in mlir-opt; the comma may stand
            // alone (the encoding is optional).
            let encoded =
                if self.eat(TokenKind::Comma) { self.parse_optional_attribute()? } else { None };
            self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
            if !is_valid_tensor_element(ctx, element) {
                return Err(self.error_at(elt_at, "invalid tensor element type"));
            }
            if encoded.is_some() {
                return Err(self.error_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(ctx.get_type(TypeData::UnrankedTensor { element }));
        }
        let (shape, _) = self.parse_dimension_list_with(true, false)?;
        let elt_at = self.tok.start;
        let element = self.parse_type()?;
        let encoding =
            if self.eat(TokenKind::Comma) { self.parse_optional_attribute()? } else { None };
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if !is_valid_tensor_element(ctx, element) {
            return Err(self.error_at(elt_at, "invalid tensor element type"));
        }
        Ok(ctx.get_type(TypeData::RankedTensor { shape: shape.into(), element, encoding }))
    }

    fn expect_x(&mut self) -> PResult<()> {
        if !self.is(TokenKind::BareIdent) || !self.spelling().starts_with('x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        let after_x = self.tok.start + 1;
        self.reset_to(after_x);
        self.set_prev_end(after_x);
        Ok(())
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let type_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let ctx = self.ctx;
        let unranked = self.eat(TokenKind::Star);
        let shape: Box<[i64]> = if unranked {
            self.expect_x()?;
            Box::default()
        } else {
            self.parse_dimension_list_with(true, false)?.0.into()
        };
        let elt_at = self.tok.start;
        let element = self.parse_type()?;
        if !is_valid_memref_element(ctx, element) {
            return Err(self.error_at(elt_at, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        // Layouts and memory spaces are one comma-separated list: a later
        // layout replaces an earlier one, a memory space must come last, and
        // each of these errors points at the token after the offending item.
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            if self.is(TokenKind::Greater) {
                return Err(self.wrong_token("expected list element"));
            }
            loop {
                let attr = self.parse_attribute(None)?;
                if is_memref_layout(ctx, attr) {
                    layout = Some(attr);
                    if unranked {
                        return Err(
                            self.error_here("cannot have affine map for unranked memref type")
                        );
                    }
                    if memory_space.is_some() {
                        return Err(
                            self.error_here("expected memory space to be last in memref type")
                        );
                    }
                } else if memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(attr);
                }
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "expected ',' or '>'")?;
        }
        // The type's own checks run once it is complete: the layout against
        // the rank first, then the memory space.
        let checked = if unranked {
            UnrankedMemRefType::verify(ctx, &element, &memory_space)
        } else {
            MemRefType::verify(ctx, &shape, &element, &layout, &memory_space)
        };
        if let Err(message) = checked {
            return Err(self.error_at(type_at, message));
        }
        // The identity affine map and the default memory space (integer 0)
        // are not stored (a dialect's identity layout is, and not printed).
        if let Some(l) = layout
            && let AttrData::AffineMap(map) = l.data(ctx)
            && map.is_identity()
        {
            layout = None;
        }
        if let Some(ms) = memory_space
            && let Some(v) = ms.as_integer(ctx)
            && v.is_zero()
        {
            memory_space = None;
        }
        if unranked {
            return Ok(ctx.get_type(TypeData::UnrankedMemRef { element, memory_space }));
        }
        Ok(ctx.get_type(TypeData::MemRef { shape, element, layout, memory_space }))
    }
}

/// Whether a bare keyword starts a builtin type (MLIR's
/// `parseOptionalType` tries to parse a type only at these).
pub(crate) fn is_type_keyword(s: &str) -> bool {
    FloatKind::from_keyword(s).is_some()
        || int_width(s).is_some()
        || matches!(s, "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref")
}

/// Whether a bare keyword is `iN`, `siN` or `uiN`: what MLIR's lexer
/// makes an integer-type token rather than an identifier.
pub(crate) fn is_integer_type_keyword(s: &str) -> bool {
    int_width(s).is_some()
}

/// Recognizes `iN`, `siN`, `uiN`: returns the width (if it parses as a
/// number) and signedness.
fn int_width(s: &str) -> Option<(Option<u32>, Signedness)> {
    let (digits, signedness) = if let Some(d) = s.strip_prefix("si") {
        (d, Signedness::Signed)
    } else if let Some(d) = s.strip_prefix("ui") {
        (d, Signedness::Unsigned)
    } else if let Some(d) = s.strip_prefix('i') {
        (d, Signedness::Signless)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((digits.parse().ok(), signedness))
}

impl Parser<'_> {
    /// Parses the body of a type of a registered dialect (spanning
    /// `body_start..body_end`, already checked for balanced brackets) with
    /// the definition registered under its mnemonic.
    fn parse_registered_dialect_type(
        &mut self,
        dialect: &str,
        body_start: usize,
        body_end: usize,
    ) -> PResult<Type> {
        let (resume, resume_prev_end) = (self.tok.start, self.prev_end());
        if !self.ctx.dialect_has_types(dialect) {
            return Err(self.error_at(
                body_start,
                format!("dialect '{dialect}' provides no type parsing hook"),
            ));
        }
        self.reset_to(body_start);
        if !self.is(TokenKind::BareIdent) {
            return Err(self.error_here("expected valid keyword"));
        }
        let mnemonic = self.spelling();
        let Some(def) = self.ctx.lookup_type_def(dialect, mnemonic) else {
            let own = self.ctx.dialect_hooks(dialect).and_then(|h| h.unknown_type_message);
            let message = match own {
                Some(text) => format!("{text}{mnemonic}"),
                // mlir-opt's wording, two blanks included.
                None => format!("unknown  type `{mnemonic}` in dialect `{dialect}`"),
            };
            return Err(self.error_at(body_start, message));
        };
        self.bump();
        // A dialect type's own errors are not the enclosing op's.
        let outer = self.custom_op_prefix.take();
        let ty = self.nested(|p| (def.param_syntax().parse)(p, def));
        self.custom_op_prefix = outer;
        let ty = ty?;
        if self.tok.start < body_end {
            return Err(self.error_here("expected end of type parameters"));
        }
        self.reset_to(resume);
        self.set_prev_end(resume_prev_end);
        Ok(ty)
    }
}
