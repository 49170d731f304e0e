//! Parsing of attributes: builtin attributes, dialect (opaque) attributes,
//! `#alias`es, and attribute dictionaries.

use rustc_hash::FxHashSet;

use crate::asm::parser::types::is_type_keyword;
use crate::asm::parser::{PResult, Parser, UnresolvedOperand, text_of};
use crate::asm::printer::attr_to_string;
use crate::context::Identifier;
use crate::context::builtin::affine::{
    AffineMap, AffineParseError, SsaListDelimiter, parse_affine_map, parse_affine_map_of_ssa_ids,
    parse_integer_set,
};
use crate::context::builtin::attributes::{AttrData, Attribute, NamedAttr};
use crate::context::builtin::types::{DYNAMIC, Type, TypeData};
use crate::support::apint::{APInt, Signedness};
use crate::support::lexer::TokenKind;

/// Whether a token of `kind` starts an attribute whatever its spelling
/// (a bare identifier starts one only as certain keywords or a type).
pub(crate) fn starts_attribute(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::LSquare
            | TokenKind::LBrace
            | TokenKind::AtIdent
            | TokenKind::String
            | TokenKind::Minus
            | TokenKind::Integer
            | TokenKind::Float
            | TokenKind::HashIdent
            | TokenKind::LParen
            | TokenKind::ExclaimIdent
    )
}

impl Parser<'_> {
    /// Parses an attribute. `ty` is a type known from context (an integer
    /// literal in a dense array, say); when `None` a trailing `: type` may
    /// follow literals.
    pub(crate) fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_inner(ty))
    }

    /// An attribute if the current token starts one, `None` otherwise.
    ///
    /// mlir-opt's optional form knows fewer starts than the full one:
    /// `array`, `strided` and `distinct` are not among them, so where only an optional attribute may stand (a tensor's
    /// encoding) they end the construct instead.
    pub(crate) fn parse_optional_attribute(&mut self) -> PResult<Option<Attribute>> {
        let starts = match self.tok.kind {
            kind if starts_attribute(kind) => true,
            TokenKind::BareIdent => {
                let kw = self.spelling();
                matches!(
                    kw,
                    "true"
                        | "false"
                        | "unit"
                        | "affine_map"
                        | "affine_set"
                        | "dense"
                        | "dense_resource"
                        | "sparse"
                        | "loc"
                ) || is_type_keyword(kw)
            }
            _ => false,
        };
        if starts { self.parse_attribute(None).map(Some) } else { Ok(None) }
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind {
            TokenKind::LSquare => {
                let mut elements = Vec::new();
                self.parse_comma_list(
                    TokenKind::LSquare,
                    TokenKind::RSquare,
                    "expected '['",
                    "expected ',' or ']'",
                    |p| {
                        elements.push(p.parse_attribute(None)?);
                        Ok(())
                    },
                )?;
                Ok(ctx.array_attr(&elements))
            }
            TokenKind::LBrace => {
                let entries = self.parse_attr_dict_entries()?;
                Ok(ctx.dictionary_attr(&entries))
            }
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::String => {
                let value = self.string_value();
                self.bump();
                let ty = if ty.is_none() && self.eat(TokenKind::Colon) {
                    Some(self.parse_type()?)
                } else {
                    ty
                };
                Ok(ctx.get_attr(AttrData::String { value: value.into_owned().into(), ty }))
            }
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => self.parse_number_attr(ty),
            TokenKind::HashIdent => self.parse_hash_attr(ty),
            TokenKind::BareIdent => {
                let kw = self.spelling();
                match kw {
                    "true" | "false" => {
                        self.bump();
                        let value = kw == "true";
                        // `true`/`false` never take a `: type` suffix.
                        if let Some(t) = ty
                            && !t.is_signless_integer(ctx, 1)
                        {
                            return Err(
                                self.error_here("expected i1 type for 'true' or 'false' values")
                            );
                        }
                        Ok(ctx.bool_attr(value))
                    }
                    "unit" => {
                        self.bump();
                        Ok(ctx.unit_attr())
                    }
                    "affine_map" | "affine_set" => self.parse_affine_attr(kw == "affine_map"),
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense_elements(ty),
                    "dense_resource" => self.parse_dense_resource(),
                    "sparse" => self.parse_sparse(ty),
                    "strided" => self.parse_strided(),
                    "distinct" => self.parse_distinct(),
                    "loc" => {
                        // A location as an attribute value may get an alias.
                        ctx.note_builtin_aliasable();
                        Ok(self.parse_inline_location()?.attr())
                    }
                    _ if is_type_keyword(kw) => {
                        let t = self.parse_type()?;
                        Ok(ctx.type_attr(t))
                    }
                    _ => Err(self.wrong_token("expected attribute value")),
                }
            }
            TokenKind::LParen | TokenKind::ExclaimIdent => {
                let t = self.parse_type()?;
                Ok(ctx.type_attr(t))
            }
            _ => Err(self.wrong_token("expected attribute value")),
        }
    }

    /// `{name = value, unit_name, …}`; duplicate names are an error.
    pub(crate) fn parse_attr_dict_entries(&mut self) -> PResult<Vec<NamedAttr>> {
        let mut entries: Vec<NamedAttr> = Vec::new();
        // The names seen so far, once there are many: a scan of `entries`
        // per entry would make a large dictionary quadratic, and a set for
        // the usual few entries costs more than the scan.
        const SCAN_BELOW: usize = 16;
        let mut seen: FxHashSet<Identifier> = FxHashSet::default();
        self.parse_comma_list(
            TokenKind::LBrace,
            TokenKind::RBrace,
            "expected '{' in attribute dictionary",
            "expected '}' in attribute dictionary",
            |p| {
                let at = p.tok.start;
                let name = match p.tok.kind {
                    TokenKind::String => {
                        let bytes = p.string_value();
                        // Names are identifiers, which are text (see
                        // `text_of`).
                        let s = text_of(bytes);
                        if s.is_empty() {
                            return Err(p.error_here("expected valid attribute name"));
                        }
                        s
                    }
                    TokenKind::BareIdent => std::borrow::Cow::Borrowed(p.spelling()),
                    _ => return Err(p.wrong_token("expected attribute name")),
                };
                p.bump();
                let name_id = p.ctx.ident(&name);
                let duplicate = if entries.len() < SCAN_BELOW {
                    entries.iter().any(|e| e.name == name_id)
                } else {
                    if seen.is_empty() {
                        seen.extend(entries.iter().map(|e| e.name));
                    }
                    !seen.insert(name_id)
                };
                if duplicate {
                    return Err(
                        p.error_at(at, format!("duplicate key '{name}' in dictionary attribute"))
                    );
                }
                let value = if p.eat(TokenKind::Equal) {
                    p.parse_attribute(None)?
                } else {
                    p.ctx.unit_attr()
                };
                entries.push(NamedAttr { name: name_id, value });
                Ok(())
            },
        )?;
        Ok(entries)
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name()?;
        self.bump();
        let mut nested = Vec::new();
        // `::` (two adjacent colons) introduces each nested reference.
        while self.is(TokenKind::Colon) && self.source().get(self.tok.end) == Some(&b':') {
            self.bump();
            self.bump();
            if !self.is(TokenKind::AtIdent) {
                // At the token itself, even at the end of the input.
                return Err(if self.tok.kind == TokenKind::Error {
                    self.lexer_error()
                } else {
                    self.error_at(self.tok.start, "expected nested symbol reference identifier")
                });
            }
            nested.push(self.symbol_name()?);
            self.bump();
        }
        let ctx = self.ctx;
        let root = ctx.ident(&root);
        let nested: Vec<_> = nested.iter().map(|n| ctx.ident(n)).collect();
        Ok(ctx.get_attr(AttrData::SymbolRef { root, nested: nested.into() }))
    }

    /// The name of the current `@` token (quoted names unescaped).
    pub(crate) fn symbol_name(&self) -> PResult<String> {
        let s = self.spelling_bytes().get(1..).unwrap_or_default();
        if s.starts_with(b"\"") {
            let bytes = crate::support::lexer::unescape(
                s.get(1..s.len().saturating_sub(1)).unwrap_or_default(),
            );
            // Symbol names are identifiers, which are text (see `text_of`).
            Ok(text_of(bytes.into()).into_owned())
        } else {
            Ok(crate::support::text_bytes::from_bytes(s).into_owned())
        }
    }

    fn parse_hash_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match ty {
            None => self.parse_hash_attr_remembered(),
            Some(_) => self.parse_hash_attr_text(ty),
        }
    }

    /// Reads the `#…` attribute at the current token: an alias, or a
    /// dialect's attribute through its parser.
    pub(super) fn parse_hash_attr_text(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let name = self.spelling()[1..].to_owned();
        let start = self.tok.start;
        let glued_angle = self.source().get(self.tok.end) == Some(&b'<');
        if !name.contains('.') && !glued_angle {
            let Some(attr) = self.attr_alias(&name) else {
                return Err(self.undefined_alias(&name));
            };
            self.bump();
            return Ok(attr);
        }
        self.bump();
        let (dialect, data) = self.parse_dialect_symbol_body(&name, start)?;
        if self.ctx.is_dialect_registered(&dialect) {
            // `#d.body` or `#d<body>`: the body starts after the dot or `<`.
            let body_start = start + 1 + dialect.len() + 1;
            let body_end = if name.contains('.') { self.prev_end() } else { self.prev_end() - 1 };
            return self.parse_registered_dialect_attr(&dialect, body_start, body_end, ty);
        }
        if !self.ctx.allows_unregistered_dialects() {
            return Err(self.error_at(
                start,
                format!("dialect '{dialect}' not found for custom attribute '{name}' "),
            ));
        }
        let ty = if self.eat(TokenKind::Colon) { Some(self.parse_type()?) } else { None };
        let ctx = self.ctx;
        let dialect = ctx.ident(&dialect);
        Ok(ctx.get_attr(AttrData::Opaque { dialect, data: data.into(), ty }))
    }

    /// An integer or float literal attribute with optional `: type`.
    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let negative = self.eat(TokenKind::Minus);
        let is_float = self.is(TokenKind::Float);
        if !self.is(TokenKind::Integer) && !is_float {
            return Err(self.wrong_token("expected constant integer or floating point value"));
        }
        let text = self.spelling().to_owned();
        let lit_at = self.tok.start;
        self.bump();
        let ctx = self.ctx;
        let ty = match ty {
            Some(t) => t,
            None if self.eat(TokenKind::Colon) => self.parse_type()?,
            None if is_float => ctx.float_type(crate::support::float::FloatKind::F64),
            None => ctx.integer_type(64),
        };
        self.number_to_attr(&text, negative, is_float, ty, lit_at)
    }

    /// Builds an integer or float attribute of type `ty` from a literal.
    pub(crate) fn number_to_attr(
        &mut self,
        text: &str,
        negative: bool,
        is_float: bool,
        ty: Type,
        lit_at: usize,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        match *ty.data(ctx) {
            TypeData::Float(kind) => {
                let bits = self.float_bits(kind, text, negative, is_float, lit_at)?;
                Ok(ctx.get_attr(AttrData::Float { ty, bits: bits.into() }))
            }
            // A float literal with any type but a float one: mlir-opt
            // points after the type here.
            _ if is_float => {
                Err(self.error_here("floating point value not valid for specified type"))
            }
            TypeData::Integer { .. } | TypeData::Index => {
                let value = self.int_value(ty, text, negative, lit_at)?;
                Ok(ctx.integer_attr(ty, value))
            }
            // Placed at the literal, after any minus sign.
            _ => Err(self.error_at(lit_at, "integer literal not valid for specified type")),
        }
    }

    /// Converts an integer literal to an [`APInt`] of `ty`'s width.
    pub(crate) fn int_value(
        &mut self,
        ty: Type,
        text: &str,
        negative: bool,
        at: usize,
    ) -> PResult<APInt> {
        let ctx = self.ctx;
        let (width, signedness) = match *ty.data(ctx) {
            TypeData::Integer { width, signedness } => (width, signedness),
            // An index literal must fit a signed 64-bit integer.
            _ => (64, Signedness::Signed),
        };
        APInt::parse_literal(text, negative, width, signedness)
            .map_err(|e| self.error_at(at, e.message()))
    }

    /// Converts a float (or hex integer) literal to raw bits of `kind`.
    pub(crate) fn float_bits(
        &mut self,
        kind: crate::support::float::FloatKind,
        text: &str,
        negative: bool,
        is_float: bool,
        at: usize,
    ) -> PResult<u128> {
        if !is_float && text.starts_with("0x") {
            if negative {
                return Err(
                    self.error_at(at, "hexadecimal float literal should not have a leading minus")
                );
            }
            let bits = u128::from_str_radix(&text[2..], 16).ok().filter(|&b| kind.is_valid_bits(b));
            return bits.ok_or_else(|| {
                self.error_at(at, "hexadecimal float constant out of range for type".to_string())
            });
        }
        if !is_float {
            let mut e =
                self.error_at(at, "unexpected decimal integer literal for a floating point value");
            e.notes.push((at, "add a trailing dot to make the literal a float".to_owned()));
            return Err(e);
        }
        // mlir-opt reads decimal literals as a double, then rounds to the type.
        let full = if negative { format!("-{text}") } else { text.to_owned() };
        let value: f64 =
            full.parse().map_err(|_| self.error_at(at, "invalid floating point literal"))?;
        Ok(kind.bits_from_f64(value))
    }

    fn parse_affine_attr(&mut self, is_map: bool) -> PResult<Attribute> {
        let what = if is_map { "affine map" } else { "integer set" };
        self.bump();
        if !self.is(TokenKind::Less) {
            return Err(self.wrong_token(&format!("expected '<' in {what}")));
        }
        let body_start = self.tok.end;
        let ctx = self.ctx;
        let attr = if is_map {
            let m = self.parse_affine_from(body_start, parse_affine_map)?;
            ctx.get_attr(AttrData::AffineMap(m))
        } else {
            let s = self.parse_affine_from(body_start, parse_integer_set)?;
            ctx.get_attr(AttrData::IntegerSet(Box::new(s)))
        };
        self.expect(TokenKind::Greater, &format!("expected '>' in {what}"))?;
        Ok(attr)
    }

    /// A bare affine map at the current token (`(d0) -> (d0)`, as a
    /// dialect parameter of type `AffineMap` is written).
    pub(crate) fn parse_bare_affine_map(&mut self) -> PResult<AffineMap> {
        // From the end of the previous token, so that a wrong first token
        // is reported there, as mlir-opt reports a wrong token.
        let start = self.prev_end().min(self.tok.start);
        self.parse_affine_from(start, parse_affine_map)
    }

    /// Affine expressions over SSA values in `delimiter`s (`[%i + 1,
    /// symbol(%n)]`): the map and its operands, dimensions then symbols.
    pub(crate) fn parse_ssa_affine_map(
        &mut self,
        delimiter: SsaListDelimiter,
    ) -> PResult<(AffineMap, Vec<UnresolvedOperand>)> {
        let start = self.prev_end().min(self.tok.start);
        let parsed =
            self.parse_affine_from(start, |src| parse_affine_map_of_ssa_ids(src, delimiter))?;
        let (end, prev_end) = (self.tok.start, self.prev_end());
        // The names are read again as operands, by the op parser's own rules.
        let mut operands = Vec::with_capacity(parsed.dims.len() + parsed.symbols.len());
        for name in parsed.dims.iter().chain(&parsed.symbols) {
            self.reset_to(start + name.start);
            operands.push(self.parse_operand_ref()?);
        }
        self.reset_to(end);
        self.set_prev_end(prev_end);
        Ok((parsed.map, operands))
    }

    /// Runs the affine parser `parse` on the source from `body_start` and
    /// moves past what it read.
    fn parse_affine_from<T>(
        &mut self,
        body_start: usize,
        parse: impl FnOnce(&[u8]) -> Result<(T, usize), AffineParseError>,
    ) -> PResult<T> {
        let rest = &self.source()[body_start..];
        let (value, used) = match parse(rest) {
            Ok(done) => done,
            Err(e) => {
                // On failure the parser moves to where the affine parser
                // stopped (mlir-opt parses both with one lexer), or onto a
                // lexer error.
                let mut err = self.error_at(body_start + e.offset, e.message);
                err.more.extend(e.more.into_iter().map(|(at, m)| (body_start + at, m)));
                match e.resume {
                    Some(at) => self.reset_to(body_start + at),
                    None => {
                        let at = body_start + e.offset;
                        self.tok = crate::support::lexer::Token {
                            kind: TokenKind::Error,
                            start: at,
                            end: at,
                        };
                    }
                }
                return Err(err);
            }
        };
        let end = body_start + used;
        self.reset_to(end);
        self.set_prev_end(end);
        Ok(value)
    }

    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ','")?;
            if !self.eat_keyword("offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        Ok(self.ctx.get_attr(AttrData::StridedLayout { offset, strides: strides.into() }))
    }

    /// A stride or offset of `strided<…>`: `?` or an integer whose magnitude
    /// fits `i64` (so not `i64::MIN`, which would read as `?`), negated by a
    /// leading `-`; any other form is reported where it starts.
    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let at = self.tok.start;
        let negative = self.eat(TokenKind::Minus);
        let magnitude = if self.is(TokenKind::Integer) {
            super::parse_u64_text(self.spelling()).and_then(|v| i64::try_from(v).ok())
        } else {
            None
        };
        let Some(magnitude) = magnitude else {
            return Err(self.error_at(at, "expected a 64-bit signed integer or '?'"));
        };
        self.bump();
        Ok(if negative { -magnitude } else { magnitude })
    }

    fn parse_distinct(&mut self) -> PResult<Attribute> {
        let keyword_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token("expected distinct ID"));
        }
        let id = super::parse_u64_text(self.spelling());
        // mlir-opt takes the integer before it checks its range, so a too
        // large ID is reported at the token after it.
        self.bump();
        let Some(id) = id else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let ctx = self.ctx;
        let referenced = if self.is(TokenKind::Greater) {
            ctx.unit_attr()
        } else {
            // mlir-opt adds an error of its own, where the referenced
            // attribute stopped, unless the lexer failed there.
            self.parse_attribute(None).map_err(|mut e| {
                if self.tok.kind != TokenKind::Error {
                    let at = self.error_here("").offset;
                    e.more.push((at, "expected attribute".to_owned()));
                }
                e
            })?
        };
        self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
        if let Some(&existing) = self.distincts.get(&id) {
            if let AttrData::Distinct { referenced: r, .. } = existing.data(ctx)
                && *r != referenced
            {
                let previous = attr_to_string(ctx, *r);
                return Err(self.error_at(
                    keyword_at,
                    format!("referenced attribute does not match previous definition: {previous}"),
                ));
            }
            return Ok(existing);
        }
        let attr = ctx.distinct_attr(referenced);
        self.distincts.insert(id, attr);
        Ok(attr)
    }
}

impl Parser<'_> {
    /// Parses the body of an attribute of a registered dialect (spanning
    /// `body_start..body_end`, already checked for balanced brackets) with
    /// the definition registered under its mnemonic; an optional `: type`
    /// after it (or `ty`, given by the context) is the kind's to keep
    /// (a typed attribute) or drop, as mlir-opt's generated parsers do.
    fn parse_registered_dialect_attr(
        &mut self,
        dialect: &str,
        body_start: usize,
        body_end: usize,
        ty: Option<Type>,
    ) -> PResult<Attribute> {
        // As mlir-opt does, the trailing `: type` is read before the body,
        // so the kind's parser gets it (`Parser::attribute_type`).
        let ty = match ty {
            Some(t) => Some(t),
            None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
            None => None,
        };
        if !self.ctx.dialect_has_attrs(dialect) {
            return Err(self.error_at(
                body_start,
                format!("dialect '{dialect}' provides no attribute parsing hook"),
            ));
        }
        let (resume, resume_prev_end) = (self.tok.start, self.prev_end());
        self.reset_to(body_start);
        if !self.is(TokenKind::BareIdent) {
            return Err(self.error_here("expected valid keyword"));
        }
        let mnemonic = self.spelling();
        let Some(def) = self.ctx.lookup_attr_def(dialect, mnemonic) else {
            return Err(self.error_at(
                body_start,
                format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
            ));
        };
        self.bump();
        // A dialect attribute's own errors are not the enclosing op's.
        let outer = self.custom_op_prefix.take();
        let outer_type = std::mem::replace(&mut self.attr_type, ty);
        let outer_name = std::mem::replace(&mut self.attr_name_start, body_start);
        let attr = self.nested(|p| (def.param_syntax().parse)(p, def));
        self.custom_op_prefix = outer;
        self.attr_type = outer_type;
        self.attr_name_start = outer_name;
        let attr = attr?;
        if self.tok.start < body_end {
            return Err(self.error_here("expected end of attribute parameters"));
        }
        self.reset_to(resume);
        self.set_prev_end(resume_prev_end);
        Ok(attr)
    }
}
