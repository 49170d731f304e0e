//! Parsing of element-list attributes: `array<…>`, `dense<…>`,
//! `dense_resource<…>` and `sparse<…>` (the resource blobs themselves are
//! in the file metadata section, `file_metadata.rs`).
//!
//! `dense<…>` and `sparse<…>` follow MLIR 22's `TensorLiteralParser`: the
//! literal is read into a shape and a flat list of element tokens first,
//! and only converted once the type is known, so the errors (wording and
//! position) are mlir-opt's: token errors point at the token, shape and
//! count errors at the `dense`/`sparse` keyword (or at the start of a
//! sparse literal's indices or values).

use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::type_to_string;
use crate::context::builtin::attributes::{AttrData, Attribute, SparseElementsAttr};
use crate::context::builtin::dense::{ElementKind, from_raw, raw_buffer_shape, raw_from_values};
use crate::context::builtin::types::{Type, TypeData};
use crate::support::apint::{APInt, Signedness};
use crate::support::float::FloatKind;
use crate::support::lexer::{TokenKind, unescape};

/// What an element token of a literal is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum ElemKind {
    Int,
    Float,
    True,
    False,
    Str,
}

/// One element token of a literal, kept until the type is known.
#[derive(Copy, Clone, Debug)]
struct ElemTok {
    kind: ElemKind,
    /// Whether a `-` preceded the token.
    neg: bool,
    start: usize,
    end: usize,
}

/// A parsed `dense`/`sparse` literal: the shape of its nesting (empty for
/// a bare element, a splat), its element tokens in order (a complex
/// element contributes two), or the string token of the hex form.
#[derive(Default)]
struct TensorLiteral {
    shape: Vec<i64>,
    storage: Vec<ElemTok>,
    hex: Option<(usize, usize)>,
}

impl Parser<'_> {
    // ----- array<…> -----

    /// `array<T: e, …>` / `array<T>`.
    pub(crate) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let ty_at = self.tok.start;
        let element = match self.parse_type() {
            Ok(t) => t,
            Err(mut e) => {
                if self.tok.kind != TokenKind::Error {
                    e.more.push((ty_at, "expected an integer or floating point type".to_owned()));
                }
                return Err(e);
            }
        };
        let ctx = self.ctx;
        let kind = match ElementKind::of(ctx, element) {
            Some(k @ (ElementKind::Int { .. } | ElementKind::Float(_))) => k,
            // `index` passes mlir-opt's check and then crashes it; reject it.
            _ => {
                let got = type_to_string(ctx, element);
                return Err(
                    self.fail_at(ty_at, format!("expected integer or float type, got: '{got}'"))
                );
            }
        };
        let width = match kind {
            ElementKind::Float(k) => k.bit_width(),
            ElementKind::Int { width, .. } => width,
            _ => 0,
        };
        if !kind.is_bool() && width % 8 != 0 {
            return Err(self.fail_at(ty_at, "element type bitwidth must be a multiple of 8"));
        }
        if self.eat(TokenKind::Greater) {
            return Ok(ctx.get_attr(AttrData::DenseArray { element, len: 0, data: Box::new([]) }));
        }
        self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
        let mut data = Vec::new();
        let mut len = 0usize;
        loop {
            match kind {
                ElementKind::Float(fk) => {
                    let neg = self.eat(TokenKind::Minus);
                    if self.is(TokenKind::Error) {
                        return Err(self.error_here(""));
                    }
                    let tok = self.elem_tok(neg);
                    let bits = self.float_element(fk, tok)?;
                    self.bump();
                    let n = fk.bit_width().div_ceil(8) as usize;
                    data.extend_from_slice(&bits.to_le_bytes()[..n]);
                }
                _ => self.dense_array_int(element, &mut data)?,
            }
            len += 1;
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        Ok(ctx.get_attr(AttrData::DenseArray { element, len, data: data.into() }))
    }

    /// `[1, 2]`: a dense array of integer element type `element` written
    /// without `array<T: …>` (a declarative format's stripped form).
    pub(crate) fn parse_dense_array_body(&mut self, element: Type) -> PResult<Attribute> {
        let ctx = self.ctx;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut data = Vec::new();
        let mut len = 0usize;
        if !self.eat(TokenKind::RSquare) {
            loop {
                self.dense_array_int(element, &mut data)?;
                len += 1;
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ']'")?;
        }
        Ok(ctx.get_attr(AttrData::DenseArray { element, len, data: data.into() }))
    }

    /// One integer element of `array<…>` (MLIR's `parseIntegerElement`).
    fn dense_array_int(&mut self, element: Type, data: &mut Vec<u8>) -> PResult<()> {
        let ctx = self.ctx;
        let (width, signedness) = element.as_integer(ctx).unwrap_or((64, Signedness::Signless));
        let negative = self.eat(TokenKind::Minus);
        if self.is_keyword("true") || self.is_keyword("false") {
            if width != 1 {
                return Err(self.error_current("expected i1 type for 'true' or 'false' values"));
            }
            data.push(u8::from(self.is_keyword("true")));
            self.bump();
            return Ok(());
        }
        if !self.is(TokenKind::Integer) {
            return Err(self.error_current("expected integer literal"));
        }
        let text = self.spelling();
        self.bump();
        if width == 1 {
            return Err(self.error_current("expected 'true' or 'false' values for i1 type"));
        }
        // A negative literal is fine for `uiN` here (`array<ui8: -1>` is 255).
        let signedness =
            if signedness == Signedness::Unsigned { Signedness::Signless } else { signedness };
        let value = APInt::parse_literal(text, negative, width, signedness)
            .map_err(|e| self.error_current(e.array_message()))?;
        data.extend_from_slice(&value.to_le_bytes());
        Ok(())
    }

    // ----- dense<…> -----

    /// `dense<literal> : shaped-type`; without the `: shaped-type` where
    /// the context gives the type (`ty`, as a custom form's
    /// `parseAttribute` with a type does).
    pub(crate) fn parse_dense_elements(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let literal = if self.eat(TokenKind::Greater) {
            TensorLiteral::default()
        } else {
            let l = self.parse_tensor_literal(true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
            l
        };
        let ty = self.parse_elements_type(loc, ty)?;
        self.literal_to_attr(&literal, loc, ty)
    }

    /// `: type` after an elements literal, or the type the context gives
    /// (`given`): a statically shaped type. Errors point at `loc`, the
    /// attribute keyword.
    fn parse_elements_type(&mut self, loc: usize, given: Option<Type>) -> PResult<Type> {
        let ty = match given {
            Some(ty) => ty,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let ctx = self.ctx;
        match ty.data(ctx) {
            TypeData::RankedTensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => {
                if shape.iter().any(|&d| d < 0) {
                    return Err(self.fail_at(loc, "elements literal type must have static shape"));
                }
                Ok(ty)
            }
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                Err(self.fail_at(loc, "elements literal type must have static shape"))
            }
            _ => Err(self.fail_at(loc, "elements literal must be a shaped type")),
        }
    }

    /// A literal: the hex string (if allowed), a nested list, or one element.
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut literal = TensorLiteral::default();
        if allow_hex && self.is(TokenKind::String) {
            literal.hex = Some((self.tok.start, self.tok.end));
            self.bump();
        } else if self.is(TokenKind::LSquare) {
            literal.shape = self.parse_literal_list(&mut literal.storage)?;
        } else {
            self.parse_literal_element(&mut literal.storage)?;
        }
        Ok(literal)
    }

    /// `[e, …]` (nested to any depth), appending element tokens; returns
    /// the shape. Iterative: one frame (element count, shape of the first
    /// element) per open list.
    fn parse_literal_list(&mut self, storage: &mut Vec<ElemTok>) -> PResult<Vec<i64>> {
        let mut open: Vec<(i64, Option<Vec<i64>>)> = Vec::new();
        loop {
            // The start of an item: a list or an element.
            let mut dims = if self.is(TokenKind::LSquare) {
                self.bump();
                if !self.eat(TokenKind::RSquare) {
                    open.push((0, None));
                    continue;
                }
                vec![0]
            } else {
                self.parse_literal_element(storage)?;
                Vec::new()
            };
            // A complete item: count it in its list, closing lists that end.
            loop {
                let Some((size, first)) = open.last_mut() else {
                    return Ok(dims);
                };
                *size += 1;
                if let Some(prev) = first.as_ref() {
                    if *prev != dims {
                        return Err(self.error_current(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                } else {
                    *first = Some(dims);
                }
                if self.eat(TokenKind::Comma) {
                    break;
                }
                self.expect(TokenKind::RSquare, "expected ']'")?;
                let (size, first) = open.pop().unwrap_or_default();
                dims = std::iter::once(size).chain(first.unwrap_or_default()).collect();
            }
        }
    }

    /// The current token as an element token.
    fn elem_tok(&self, neg: bool) -> ElemTok {
        let kind = match self.tok.kind {
            TokenKind::Integer => ElemKind::Int,
            TokenKind::Float => ElemKind::Float,
            TokenKind::String => ElemKind::Str,
            _ if self.is_keyword("true") => ElemKind::True,
            _ if self.is_keyword("false") => ElemKind::False,
            // Not an element: conversions report it like a string token.
            _ => ElemKind::Str,
        };
        ElemTok { kind, neg, start: self.tok.start, end: self.tok.end }
    }

    /// One element: a number, `true`/`false`, a string, or `(re, im)`
    /// (whose parts are elements again; iterative, one flag per open `(`
    /// saying whether its first part is done).
    fn parse_literal_element(&mut self, storage: &mut Vec<ElemTok>) -> PResult<()> {
        let mut open: Vec<bool> = Vec::new();
        loop {
            match self.tok.kind {
                TokenKind::LParen => {
                    self.bump();
                    open.push(false);
                    continue;
                }
                TokenKind::Integer | TokenKind::Float | TokenKind::String => {
                    storage.push(self.elem_tok(false));
                    self.bump();
                }
                TokenKind::BareIdent if self.is_keyword("true") || self.is_keyword("false") => {
                    storage.push(self.elem_tok(false));
                    self.bump();
                }
                TokenKind::Minus => {
                    self.bump();
                    if !self.is(TokenKind::Integer) && !self.is(TokenKind::Float) {
                        return Err(
                            self.error_current("expected integer or floating point literal")
                        );
                    }
                    storage.push(self.elem_tok(true));
                    self.bump();
                }
                _ => return Err(self.error_current("expected element literal of primitive type")),
            }
            // A complete element: finish the complex literals it ends.
            loop {
                let Some(first_done) = open.last_mut() else {
                    return Ok(());
                };
                if !*first_done {
                    *first_done = true;
                    self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                    break;
                }
                self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
                open.pop();
            }
        }
    }

    /// Builds the attribute of a literal for a statically shaped type
    /// (MLIR's `TensorLiteralParser::getAttr`); errors point at `loc`.
    fn literal_to_attr(
        &mut self,
        literal: &TensorLiteral,
        loc: usize,
        ty: Type,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let Some((shape, element)) = ty.shape_and_element(ctx) else {
            return Err(self.fail_at(loc, "elements literal must be a shaped type"));
        };
        let shape = shape.to_vec();
        let n = shape.iter().fold(1u64, |acc, &d| acc.saturating_mul(d.max(0) as u64));
        let kind = ElementKind::of(ctx, element);
        if let (Some((start, end)), Some(kind)) = (literal.hex, kind) {
            return self.hex_to_attr(start, end, loc, ty, kind, n);
        }
        if !literal.shape.is_empty() && literal.shape != shape {
            return Err(self.fail_at(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join(&literal.shape),
                    join(&shape)
                ),
            ));
        }
        if literal.hex.is_none() && literal.storage.is_empty() && n != 0 {
            let t = type_to_string(ctx, ty);
            return Err(self.fail_at(
                loc,
                format!("parsed zero elements, but type ('{t}') expected at least 1"),
            ));
        }
        let Some(kind) = kind else {
            return self.strings_to_attr(literal, loc, ty, n);
        };
        let count = literal.storage.len() as u64;
        if let ElementKind::Complex(_) = kind {
            let splat = literal.shape.is_empty() && n != 0;
            if splat && count != 2 {
                let t = type_to_string(ctx, element);
                return Err(self.fail_at(
                    loc,
                    format!("parsed {count} elements, but type ('{t}') expected 2 elements"),
                ));
            }
            if !literal.shape.is_empty() && u128::from(count) != u128::from(n) * 2 {
                let t = type_to_string(ctx, ty);
                let want = u128::from(n) * 2;
                return Err(self.fail_at(
                    loc,
                    format!("parsed {count} elements, but type ('{t}') expected {want} elements"),
                ));
            }
        }
        let mut values = Vec::with_capacity(literal.storage.len());
        for &tok in &literal.storage {
            values.push(self.convert_element(kind, element, tok)?);
        }
        let per = if matches!(kind, ElementKind::Complex(_)) { 2 } else { 1 };
        let elements = (values.len() / per) as u64;
        values.truncate(elements as usize * per);
        // Fewer values than elements (`dense<(1, 2)> : tensor<3xi32>`) make
        // mlir-opt read past its buffer; the missing elements read as zeros.
        let raw = raw_from_values(kind, &values);
        let (_, known_splat) = raw_buffer_shape(kind, n, raw.len(), raw.first().copied());
        let (splat, data) = from_raw(kind, n, &raw, known_splat);
        Ok(ctx.get_attr(AttrData::DenseElements { ty, splat, data: data.into() }))
    }

    /// `dense<"0x…">` for an integer, float or complex element type.
    fn hex_to_attr(
        &mut self,
        start: usize,
        end: usize,
        loc: usize,
        ty: Type,
        kind: ElementKind,
        n: u64,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let inner = self.source_text((start + 1).min(end), end.saturating_sub(1).max(start));
        let Some(raw) = inner.strip_prefix("0x").and_then(hex_to_bytes) else {
            return Err(
                self.fail_at(start, "expected string containing hex digits starting with `0x`")
            );
        };
        let (valid, known_splat) = raw_buffer_shape(kind, n, raw.len(), raw.first().copied());
        if !valid {
            let t = type_to_string(ctx, ty);
            return Err(self.fail_at(
                loc,
                format!("elements hex data size is invalid for provided type: '{t}'"),
            ));
        }
        let (splat, data) = from_raw(kind, n, &raw, known_splat);
        Ok(ctx.get_attr(AttrData::DenseElements { ty, splat, data: data.into() }))
    }

    /// Dense string elements (any element type that is not int/float/complex).
    fn strings_to_attr(
        &mut self,
        literal: &TensorLiteral,
        loc: usize,
        ty: Type,
        n: u64,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let src = self.source();
        let string_at = |start: usize, end: usize| {
            unescape(src.get(start + 1..end.saturating_sub(1).max(start + 1)).unwrap_or_default())
        };
        let mut values: Vec<Box<[u8]>> = Vec::new();
        if let Some((start, end)) = literal.hex {
            values.push(string_at(start, end).into());
        } else {
            for tok in &literal.storage {
                if tok.kind != ElemKind::Str {
                    let got = crate::support::text_bytes::from_bytes(
                        src.get(tok.start..tok.end).unwrap_or_default(),
                    );
                    return Err(self.fail_at(loc, format!("expected string token, got {got}")));
                }
                values.push(string_at(tok.start, tok.end).into());
            }
        }
        let count = values.len() as u64;
        // Fewer strings than elements make mlir-opt read past its list; the
        // missing ones print empty.
        let splat = count == 1 || (count > 1 && values.iter().all(|v| *v == values[0]));
        values.truncate(if splat { 1 } else { n.min(count) as usize });
        Ok(ctx.get_attr(AttrData::DenseStrings { ty, splat, values: values.into() }))
    }

    /// Converts one element token to a value of the element (or complex
    /// part) type: an integer as wide as the type, a float as its encoding.
    fn convert_element(
        &mut self,
        kind: ElementKind,
        element: Type,
        tok: ElemTok,
    ) -> PResult<APInt> {
        let ctx = self.ctx;
        match kind {
            ElementKind::Complex(part) => {
                let part_ty = match element.data(ctx) {
                    TypeData::Complex(t) => *t,
                    _ => element,
                };
                self.convert_element(part.as_kind(), part_ty, tok)
            }
            ElementKind::Float(fk) => {
                let bits = self.float_element(fk, tok)?;
                let words = [bits as u64, (bits >> 64) as u64];
                Ok(APInt::from_words(fk.bit_width(), &words))
            }
            ElementKind::Int { .. } | ElementKind::Index { .. } => {
                let (width, signedness) =
                    element.as_integer(ctx).unwrap_or((64, Signedness::Signed));
                if tok.neg && signedness == Signedness::Unsigned {
                    return Err(self.fail_at(
                        tok.start,
                        "expected unsigned integer elements, but parsed negative value",
                    ));
                }
                match tok.kind {
                    ElemKind::Float => Err(self.fail_at(
                        tok.start,
                        "expected integer elements, but parsed floating-point",
                    )),
                    ElemKind::True | ElemKind::False => {
                        if width != 1 || element.is_index(ctx) {
                            return Err(self.fail_at(
                                tok.start,
                                "expected i1 type for 'true' or 'false' values",
                            ));
                        }
                        Ok(APInt::from_u64(1, u64::from(tok.kind == ElemKind::True)))
                    }
                    ElemKind::Str => {
                        Err(self.fail_at(tok.start, "integer constant out of range for type"))
                    }
                    ElemKind::Int => {
                        let text = self.source_text(tok.start, tok.end);
                        APInt::parse_literal(text, tok.neg, width, signedness)
                            .map_err(|e| self.fail_at(tok.start, e.dense_message()))
                    }
                }
            }
        }
    }

    /// A float element (MLIR's `parseFloatFromLiteral`), as the encoding
    /// MLIR stores.
    fn float_element(&mut self, kind: FloatKind, tok: ElemTok) -> PResult<u128> {
        let is_float = match tok.kind {
            ElemKind::Float => true,
            ElemKind::Int => false,
            _ => return Err(self.fail_at(tok.start, "expected floating point literal")),
        };
        let text = self.source_text(tok.start, tok.end);
        let bits = self.float_bits(kind, text, tok.neg, is_float, tok.start)?;
        Ok(kind.storage_bits(bits))
    }

    // ----- dense_resource<…> -----

    /// `dense_resource<key> : shaped-type`.
    pub(crate) fn parse_dense_resource(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let Some(key) = self.keyword_or_string() else {
            return Err(self.error_current("expected identifier key for 'resource' entry"));
        };
        self.bump();
        let ctx = self.ctx;
        let key = ctx.resources.declare(ctx, &key);
        self.expect(TokenKind::Greater, "expected '>'")?;
        let type_at = self.tok.start;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        if ty.element_type(ctx).is_none() {
            return Err(self.fail_at(type_at, "`dense_resource` expected a shaped type"));
        }
        Ok(ctx.get_attr(AttrData::DenseResource { ty, key }))
    }

    /// The current token as a resource key: a bare identifier or a string.
    pub(super) fn keyword_or_string(&self) -> Option<String> {
        match self.tok.kind {
            TokenKind::BareIdent => Some(self.spelling().to_owned()),
            TokenKind::String => {
                Some(crate::support::text_bytes::from_vec(self.string_value().into_owned()))
            }
            _ => None,
        }
    }

    // ----- sparse<…> -----

    /// `sparse<indices, values> : shaped-type` / `sparse<> : shaped-type`
    /// (the type left out where the context gives it, `given`).
    pub(crate) fn parse_sparse(&mut self, given: Option<Type>) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let ctx = self.ctx;
        let i64t = ctx.integer_type(64);
        if self.eat(TokenKind::Greater) {
            let ty = self.parse_elements_type(loc, given)?;
            let (shape, element) =
                ty.shape_and_element(ctx).map_or((Vec::new(), ty), |(s, e)| (s.to_vec(), e));
            let indices_ty = ctx.ranked_tensor_type(&[0, shape.len() as i64], i64t);
            let values_ty = ctx.ranked_tensor_type(&[0], element);
            let indices = ctx.get_attr(AttrData::DenseElements {
                ty: indices_ty,
                splat: false,
                data: Box::new([]),
            });
            let values = if ElementKind::of(ctx, element).is_some() {
                ctx.get_attr(AttrData::DenseElements {
                    ty: values_ty,
                    splat: false,
                    data: Box::new([]),
                })
            } else {
                ctx.get_attr(AttrData::DenseStrings {
                    ty: values_ty,
                    splat: false,
                    values: Box::new([]),
                })
            };
            return self.finish_sparse(loc, ty, indices, values);
        }
        let indices_at = self.tok.start;
        let idx = self.parse_tensor_literal(false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let values_at = self.tok.start;
        let vals = self.parse_tensor_literal(true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_type(loc, given)?;
        let (shape, element) =
            ty.shape_and_element(ctx).map_or((Vec::new(), ty), |(s, e)| (s.to_vec(), e));
        let indices_shape =
            if idx.shape.is_empty() { vec![1, shape.len() as i64] } else { idx.shape.clone() };
        let indices_ty = ctx.ranked_tensor_type(&indices_shape, i64t);
        let indices = self.literal_to_attr(&idx, indices_at, indices_ty)?;
        let values_shape =
            if vals.shape.is_empty() { vec![indices_shape[0]] } else { vals.shape.clone() };
        let values_ty = ctx.ranked_tensor_type(&values_shape, element);
        let values = self.literal_to_attr(&vals, values_at, values_ty)?;
        self.finish_sparse(loc, ty, indices, values)
    }

    /// Checks a sparse attribute with its verifier (MLIR's
    /// `SparseElementsAttr::verify`) and builds it; errors point at `loc`.
    fn finish_sparse(
        &mut self,
        loc: usize,
        ty: Type,
        indices: Attribute,
        values: Attribute,
    ) -> PResult<Attribute> {
        match SparseElementsAttr::verify(self.ctx, &ty, &indices, &values) {
            Ok(()) => Ok(SparseElementsAttr::get(self.ctx, ty, indices, values).into()),
            Err(message) => Err(self.fail_at(loc, message)),
        }
    }

    /// An error at `offset`. When the current token is a lexer error,
    /// mlir-opt has already reported that one and drops this, so the
    /// lexer's error is returned instead.
    pub(super) fn fail_at(
        &self,
        offset: usize,
        message: impl Into<String>,
    ) -> crate::asm::parser::ParseError {
        if self.tok.kind == TokenKind::Error {
            return self.error_here("");
        }
        self.error_at(offset, message)
    }

    /// An error at the current token, as MLIR's `emitError(message)`
    /// places it: at end of input, one character back.
    pub(super) fn error_current(
        &self,
        message: impl Into<String>,
    ) -> crate::asm::parser::ParseError {
        if self.tok.kind == TokenKind::Eof {
            return self.error_at(self.tok.start.saturating_sub(1), message);
        }
        self.error_here(message)
    }
}

fn join(shape: &[i64]) -> String {
    shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// Decodes an even number of hex digits (either case) into bytes.
pub(crate) fn hex_to_bytes(text: &str) -> Option<Vec<u8>> {
    let digits = text.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let nibble = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    digits.chunks_exact(2).map(|p| Some(nibble(p[0])? << 4 | nibble(p[1])?)).collect()
}
