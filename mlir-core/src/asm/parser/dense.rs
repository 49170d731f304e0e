//! Parsing of element-list attributes: `array<…>`, `dense<…>`,
//! `dense_resource<…>`, `sparse<…>`, and the file's `dialect_resources`
//! section that holds the resource blobs.

use crate::asm::lexer::TokenKind;
use crate::asm::parser::{PResult, Parser};
use crate::builtin::attributes::{AttrData, Attribute};
use crate::builtin::dense::{element_storage_bytes, ElementKind};
use crate::builtin::types::{Type, TypeData};

/// One scalar of an elements literal.
#[derive(Clone, Debug)]
enum Scalar {
    /// Integer or float literal: text, negated, is-float, offset.
    Number(String, bool, bool, usize),
    Bool(bool, usize),
    Str(Vec<u8>),
    Complex(Box<Scalar>, Box<Scalar>),
}

/// A parsed elements literal: flat scalars and the shape of the nesting.
struct Literal {
    scalars: Vec<Scalar>,
    shape: Vec<i64>,
    /// Whether the literal was a bare scalar (a splat).
    splat: bool,
}

impl Parser<'_> {
    /// `array<T: e, …>` / `array<T>`.
    pub(crate) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let ty_at = self.tok.start;
        let element = self.parse_type()?;
        let ctx = self.ctx.clone();
        let kind = ElementKind::of(&ctx, element)
            .filter(|k| !matches!(k, ElementKind::Complex(_) | ElementKind::Index { .. }))
            .ok_or_else(|| self.error_at(ty_at, "expected integer or float type, got: ".to_owned() + &crate::asm::printer::type_to_string(&ctx, element)))?;
        let mut data = Vec::new();
        let mut len = 0usize;
        if self.eat(TokenKind::Colon) {
            loop {
                let s = self.parse_scalar()?;
                self.append_scalar(kind, element, &s, &mut data)?;
                len += 1;
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        Ok(ctx.get_attr(AttrData::DenseArray { element, len, data: data.into() }))
    }

    /// `dense<literal> : shaped-type`.
    pub(crate) fn parse_dense_elements(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let lit_at = self.tok.start;
        let ctx = self.ctx.clone();
        // Hex form.
        if self.is(TokenKind::String) && self.spelling().starts_with("\"0x") {
            let text = self.spelling()[3..self.spelling().len() - 1].to_owned();
            self.bump();
            self.expect(TokenKind::Greater, "expected '>'")?;
            let ty = self.parse_elements_type()?;
            let bytes = hex_to_bytes(&text).ok_or_else(|| self.error_at(lit_at, "expected string containing hex digits starting with `0x`"))?;
            return self.dense_from_hex(ty, bytes, lit_at);
        }
        let literal = if self.is(TokenKind::Greater) {
            Literal { scalars: Vec::new(), shape: vec![0], splat: false }
        } else {
            self.parse_elements_literal()?
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_type()?;
        let (shape, element) = ty.shape_and_element(&ctx).map(|(s, e)| (s.to_vec(), e)).expect("checked shaped");
        if !literal.splat && literal.shape != shape && !(literal.scalars.is_empty() && ty.num_elements(&ctx) == Some(0)) {
            return Err(self.error_at(
                lit_at,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join(&literal.shape),
                    join(&shape)
                ),
            ));
        }
        // String elements (an empty literal of a non-numeric type too).
        let numeric = ElementKind::of(&ctx, element).is_some();
        if literal.scalars.iter().any(|s| matches!(s, Scalar::Str(_))) || (!numeric && literal.scalars.is_empty()) {
            let mut values = Vec::new();
            for s in &literal.scalars {
                match s {
                    Scalar::Str(b) => values.push(b.clone().into_boxed_slice()),
                    _ => return Err(self.error_at(lit_at, "expected string token, got integer")),
                }
            }
            return Ok(ctx.get_attr(AttrData::DenseStrings { ty, splat: literal.splat, values: values.into() }));
        }
        let Some(kind) = ElementKind::of(&ctx, element) else {
            return Err(self.error_at(lit_at, "expected integer or float elements type"));
        };
        let mut data = Vec::new();
        for s in &literal.scalars {
            self.append_scalar(kind, element, s, &mut data)?;
        }
        // A list whose elements are all equal is stored as a splat, as MLIR does.
        let elem_bytes = element_storage_bytes(&ctx, element);
        let mut splat = literal.splat;
        if !splat && literal.scalars.len() > 1 && elem_bytes > 0 {
            let first = &data[..elem_bytes];
            if data.chunks(elem_bytes).all(|c| c == first) {
                data.truncate(elem_bytes);
                splat = true;
            }
        }
        if !splat && literal.scalars.len() == 1 && ty.num_elements(&ctx) == Some(1) {
            splat = true;
        }
        Ok(ctx.get_attr(AttrData::DenseElements { ty, splat, data: data.into() }))
    }

    fn parse_elements_type(&mut self) -> PResult<Type> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        let at = self.tok.start;
        let ty = self.parse_type()?;
        let ctx = self.ctx.clone();
        match ty.data(&ctx) {
            TypeData::RankedTensor { shape, .. } | TypeData::Vector { shape, .. } => {
                if shape.iter().any(|&d| d < 0) {
                    return Err(self.error_at(at, "elements literal type must have static shape"));
                }
                Ok(ty)
            }
            _ => Err(self.error_at(at, "elements literal must be a shaped type")),
        }
    }

    fn dense_from_hex(&mut self, ty: Type, bytes: Vec<u8>, at: usize) -> PResult<Attribute> {
        let ctx = self.ctx.clone();
        let element = ty.element_type(&ctx).expect("shaped");
        let n = ty.num_elements(&ctx).unwrap_or(0) as usize;
        let data = crate::builtin::dense::from_raw_hex(&ctx, element, n, &bytes)
            .ok_or_else(|| self.error_at(at, "elements hex data size is invalid for provided type".to_string()))?;
        let elem_bytes = element_storage_bytes(&ctx, element);
        let (splat, data) = if n > 0 && data.len() == elem_bytes && n != 1 {
            (true, data)
        } else if n > 1 && elem_bytes > 0 && data.chunks(elem_bytes).all(|c| c == &data[..elem_bytes]) {
            (true, data[..elem_bytes].to_vec())
        } else {
            (n == 1, data)
        };
        Ok(ctx.get_attr(AttrData::DenseElements { ty, splat, data: data.into() }))
    }

    fn parse_elements_literal(&mut self) -> PResult<Literal> {
        if !self.is(TokenKind::LSquare) {
            let s = self.parse_scalar()?;
            return Ok(Literal { scalars: vec![s], shape: Vec::new(), splat: true });
        }
        let mut scalars = Vec::new();
        let shape = self.parse_nested_list(&mut scalars)?;
        Ok(Literal { scalars, shape, splat: false })
    }

    /// Parses `[…]` (nested), appending scalars; returns the shape.
    fn parse_nested_list(&mut self, out: &mut Vec<Scalar>) -> PResult<Vec<i64>> {
        self.enter_nesting()?;
        let list_at = self.tok.start;
        self.bump();
        let mut count = 0i64;
        let mut inner: Option<Vec<i64>> = None;
        if !self.is(TokenKind::RSquare) {
            loop {
                let elem_shape = if self.is(TokenKind::LSquare) {
                    self.parse_nested_list(out)?
                } else {
                    out.push(self.parse_scalar()?);
                    Vec::new()
                };
                match &inner {
                    None => inner = Some(elem_shape),
                    Some(s) if *s != elem_shape => {
                        self.exit_nesting();
                        return Err(self.error_at(list_at, "tensor literal is invalid; ranks are not consistent between elements"));
                    }
                    _ => {}
                }
                count += 1;
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.exit_nesting();
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let mut shape = vec![count];
        shape.extend(inner.unwrap_or_default());
        Ok(shape)
    }

    fn parse_scalar(&mut self) -> PResult<Scalar> {
        match self.tok.kind {
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => {
                let neg = self.eat(TokenKind::Minus);
                if !self.is(TokenKind::Integer) && !self.is(TokenKind::Float) {
                    return Err(self.wrong_token("expected integer or floating point literal"));
                }
                let is_float = self.is(TokenKind::Float);
                let s = Scalar::Number(self.spelling().to_owned(), neg, is_float, self.tok.start);
                self.bump();
                Ok(s)
            }
            TokenKind::BareIdent if matches!(self.spelling(), "true" | "false") => {
                let v = self.spelling() == "true";
                let at = self.tok.start;
                self.bump();
                Ok(Scalar::Bool(v, at))
            }
            TokenKind::String => {
                let v = self.string_value();
                self.bump();
                Ok(Scalar::Str(v))
            }
            TokenKind::LParen => {
                self.bump();
                let re = self.parse_scalar()?;
                self.expect(TokenKind::Comma, "expected ','")?;
                let im = self.parse_scalar()?;
                self.expect(TokenKind::RParen, "expected ')'")?;
                Ok(Scalar::Complex(Box::new(re), Box::new(im)))
            }
            _ => Err(self.wrong_token("expected element literal of primitive type")),
        }
    }

    fn append_scalar(&mut self, kind: ElementKind, element: Type, s: &Scalar, out: &mut Vec<u8>) -> PResult<()> {
        let ctx = self.ctx.clone();
        match (kind, s) {
            (ElementKind::Complex(inner), Scalar::Complex(re, im)) => {
                let inner_ty = match element.data(&ctx) {
                    TypeData::Complex(t) => *t,
                    _ => element,
                };
                self.append_scalar(inner.as_kind(), inner_ty, re, out)?;
                self.append_scalar(inner.as_kind(), inner_ty, im, out)
            }
            (ElementKind::Complex(_), Scalar::Number(_, _, _, at) | Scalar::Bool(_, at)) => {
                Err(self.error_at(*at, "expected complex element literal"))
            }
            (ElementKind::Int { width, .. } | ElementKind::Index { width }, Scalar::Bool(v, at)) => {
                if width != 1 {
                    return Err(self.error_at(*at, "expected i1 type for 'true' or 'false' values".to_string()));
                }
                out.push(*v as u8);
                Ok(())
            }
            (ElementKind::Int { .. } | ElementKind::Index { .. }, Scalar::Number(text, neg, is_float, at)) => {
                if *is_float {
                    return Err(self.error_at(*at, "expected integer elements, but parsed floating-point"));
                }
                let v = self.int_value(element, text, *neg, *at)?;
                out.extend_from_slice(&v.to_le_bytes());
                Ok(())
            }
            (ElementKind::Float(fk), Scalar::Number(text, neg, is_float, at)) => {
                let bits = self.float_bits(fk, text, *neg, *is_float, *at)?;
                let n = fk.bit_width().div_ceil(8) as usize;
                out.extend_from_slice(&bits.to_le_bytes()[..n]);
                Ok(())
            }
            (ElementKind::Float(_), Scalar::Bool(_, at)) => Err(self.error_at(*at, "expected floating-point elements, but parsed integer")),
            (_, Scalar::Complex(..)) => Err(self.error_here("unexpected complex literal")),
            (_, Scalar::Str(_)) => Err(self.error_here("expected integer or floating point literal")),
        }
    }

    /// `dense_resource<key> : shaped-type`.
    pub(crate) fn parse_dense_resource(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<'")?;
        if !matches!(self.tok.kind, TokenKind::BareIdent | TokenKind::String) {
            return Err(self.wrong_token("expected identifier key for 'resource' entry"));
        }
        let key = if self.is(TokenKind::String) {
            String::from_utf8(self.string_value()).unwrap_or_default()
        } else {
            self.spelling().to_owned()
        };
        self.bump();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_type()?;
        let ctx = self.ctx.clone();
        let key = ctx.resources.declare(&ctx, &key);
        Ok(ctx.get_attr(AttrData::DenseResource { ty, key }))
    }

    /// `sparse<indices, values> : shaped-type`.
    pub(crate) fn parse_sparse(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'sparse'")?;
        let ctx = self.ctx.clone();
        let (idx_lit, val_lit) = if self.is(TokenKind::Greater) {
            (Literal { scalars: vec![], shape: vec![0], splat: false }, Literal { scalars: vec![], shape: vec![0], splat: false })
        } else {
            let i = self.parse_elements_literal()?;
            self.expect(TokenKind::Comma, "expected ','")?;
            let v = self.parse_elements_literal()?;
            (i, v)
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_type()?;
        let (shape, element) = ty.shape_and_element(&ctx).map(|(s, e)| (s.to_vec(), e)).expect("shaped");
        let i64t = ctx.integer_type(64);
        // Indices: [nnz, rank] (a flat list means one index of `rank` coordinates).
        let idx_shape: Vec<i64> = match idx_lit.shape.len() {
            _ if idx_lit.splat => vec![1, shape.len() as i64],
            1 if shape.len() > 1 || idx_lit.scalars.is_empty() => vec![if idx_lit.scalars.is_empty() { 0 } else { 1 }, idx_lit.shape[0]],
            1 => vec![idx_lit.shape[0], 1],
            _ => idx_lit.shape.clone(),
        };
        let mut idata = Vec::new();
        for s in &idx_lit.scalars {
            self.append_scalar(ElementKind::Int { width: 64, signed: true }, i64t, s, &mut idata)?;
        }
        let idx_ty = ctx.ranked_tensor_type(&idx_shape, i64t);
        let indices = ctx.get_attr(AttrData::DenseElements { ty: idx_ty, splat: false, data: idata.into() });
        let nnz = if val_lit.splat { 1 } else { val_lit.scalars.len() as i64 };
        let val_ty = ctx.ranked_tensor_type(&[nnz], element);
        let kind = ElementKind::of(&ctx, element).ok_or_else(|| self.error_here("invalid sparse element type"))?;
        let mut vdata = Vec::new();
        for s in &val_lit.scalars {
            self.append_scalar(kind, element, s, &mut vdata)?;
        }
        let values = ctx.get_attr(AttrData::DenseElements { ty: val_ty, splat: val_lit.splat, data: vdata.into() });
        Ok(ctx.get_attr(AttrData::Sparse { ty, indices, values }))
    }

    /// `dialect_resources: { dialect: { key: "0x…", … }, … }`.
    pub(crate) fn parse_dialect_resources(&mut self) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{'")?;
        if self.eat(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            if !self.is(TokenKind::BareIdent) {
                return Err(self.wrong_token("expected identifier key for 'resource' entry"));
            }
            let dialect = self.spelling().to_owned();
            self.bump();
            self.expect(TokenKind::Colon, "expected ':'")?;
            self.expect(TokenKind::LBrace, "expected '{'")?;
            if !self.eat(TokenKind::RBrace) {
                loop {
                    let key_at = self.tok.start;
                    let key = match self.tok.kind {
                        TokenKind::BareIdent => self.spelling().to_owned(),
                        TokenKind::String => String::from_utf8(self.string_value()).unwrap_or_default(),
                        _ => return Err(self.wrong_token("expected identifier key for 'resource' entry")),
                    };
                    self.bump();
                    self.expect(TokenKind::Colon, "expected ':'")?;
                    if !self.is(TokenKind::String) {
                        return Err(self.wrong_token("expected string"));
                    }
                    let value_at = self.tok.start;
                    let text = self.spelling()[1..self.spelling().len() - 1].to_owned();
                    self.bump();
                    if dialect == "builtin" {
                        let bytes = text
                            .strip_prefix("0x")
                            .and_then(hex_to_bytes)
                            .filter(|b| b.len() >= 4)
                            .ok_or_else(|| self.error_at(value_at, "expected hex string blob for key"))?;
                        let ctx = self.ctx.clone();
                        if !ctx.resources.define(&ctx, &key, bytes) {
                            return Err(self.error_at(key_at, format!("unknown 'resource' key '{key}' for dialect 'builtin'")));
                        }
                    }
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::RBrace, "expected '}'")?;
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}'")
    }
}

fn join(shape: &[i64]) -> String {
    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

/// Decodes hex digits (even count) into bytes.
pub(crate) fn hex_to_bytes(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}
