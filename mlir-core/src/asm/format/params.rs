//! Parameter formats of dialect attributes and types (ODS's
//! `assemblyFormat` on `AttrDef`/`TypeDef`): a static [`ParamFormat`]
//! describes how the parameters after the mnemonic are written
//! (`<3, i32>`, `<a = 1, b = "x">`), and [`parse_params`] /
//! [`print_params`] interpret it for every kind, as the op-format
//! interpreter does for ops. The `#[attr_def]`/`#[type_def]` macros
//! generate these tables from `format = "…"`; a hand-written kind can
//! build one too.
//!
//! Spacing follows the same generator-time rules as op formats, so each
//! element carries its precomputed leading blank.
//!
//! The directives: literals, `$param`, `params`, `struct(…)`, `qualified(…)`,
//! `custom<…>` and optional groups. A parameter that is itself a dialect kind
//! prints stripped (without its dialect prefix) unless `qualified`.

use crate::asm::format::attr_param::AttrClassDef;
use crate::asm::format::cpp_type::CppType;
use crate::asm::format::parameter::Parameter;
use crate::asm::format::value_parameter::ValueSyntax;
use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::AsmPrinter;
use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::{Type, TypeData};
use crate::context::dialect_attr::{AttrDef, AttrParam};
use crate::context::dialect_type::TypeDef;
use crate::context::enum_attr::EnumDef;
use crate::context::param_value::ParamValue;
use crate::support::apint::APInt;
use crate::support::float::APFloat;
use crate::support::lexer::TokenKind;

/// How the parameters of one attribute or type kind are written.
#[derive(Debug)]
pub struct ParamFormat {
    /// The parameters, in storage order.
    pub params: &'static [ParamSpec],
    /// The elements, in order.
    pub elements: &'static [ParamElement],
}

/// One declared parameter.
#[derive(Copy, Clone, Debug)]
pub struct ParamSpec {
    /// Its name (`struct(…)` keys and messages).
    pub name: &'static str,
    /// What it holds.
    pub kind: ParamKind,
    /// The C++ type mlir-opt names in "failed to parse … parameter"
    /// messages (`uint64_t`, `::llvm::ArrayRef<int>`).
    pub cpp_type: CppType,
    /// Whether it may be absent (`OptionalParameter`), printed as nothing.
    pub optional: bool,
    /// Its default (`DefaultValuedParameter`): not printed when equal, used
    /// when not written.
    pub default: Option<fn(&Context) -> AttrParam>,
}

/// What a parameter holds and how it is written.
#[derive(Copy, Clone, Debug)]
pub enum ParamKind {
    /// A signed integer of that many bits (`int64_t`, `int`), stored
    /// sign-extended to 64 bits: a literal out of its range is "integer
    /// value too large", as MLIR's `parseInteger<IntT>` says.
    SignedInt(u32),
    /// An unsigned integer of that many bits (`uint64_t`, `unsigned`); a
    /// negative literal wraps when MLIR's reading lets it (`-1` is the
    /// largest value).
    UnsignedInt(u32),
    /// An arbitrary-precision integer (ODS's `APIntParameter`), written in
    /// decimal, read as wide as its digits need; stored as an
    /// [`APInt`] in a `Value`.
    APInt,
    /// A float of any kind (ODS's `APFloatParameter`), written as MLIR
    /// prints a float attribute's value, read as a float attribute
    /// (`1.5`, `1.5 : f32`; `f64` unless typed); stored as an [`APFloat`]
    /// in a `Value`.
    Float,
    /// An affine map written bare (`(d0) -> (d0)`, ODS's `AffineMap`),
    /// stored as a [`crate::context::builtin::affine::AffineMap`] in a `Value`.
    AffineMap,
    /// A string, written quoted.
    Str,
    /// A type.
    Type,
    /// An attribute, written in full.
    Attr,
    /// An attribute of one class (`StringAttr`, `BoolAttr`, a class a
    /// dialect defines), written in full; another attribute is "invalid
    /// kind of attribute specified".
    AttrOf(&'static AttrClassDef),
    /// An attribute of one dialect kind (`::test::CompoundAAttr`), written
    /// stripped (`<1, i32>`, without `#dialect.mnemonic`) unless the format
    /// says `qualified($param)`; either form is read.
    DialectAttr(&'static AttrDef),
    /// A type of one dialect kind, likewise (`<…>` for `!dialect.name<…>`).
    DialectType(&'static TypeDef),
    /// `true` or `false` (stored as the integer 1 or 0).
    Bool,
    /// Values of one kind separated by commas, at least one (ODS's
    /// `ArrayRefParameter`): `1, 2, 3`.
    List(&'static ParamKind),
    /// A case of an `#[enum_attr]` enum, written as its keyword (a bit
    /// set: keywords joined by `|`), stored as its value.
    Enum(&'static EnumDef),
    /// The attribute's own type (`#[param(self_type)]`): never written
    /// among the parameters (`params` and `struct(params)` leave it out)
    /// but after the attribute as `: type`; `none` when not written.
    SelfType,
    /// A value of a user's Rust type (`ValueParameter`), read and written
    /// by its own functions.
    Value(&'static ValueSyntax),
}

/// One element of a parameter format.
#[derive(Debug)]
pub enum ParamElement {
    /// A keyword or punctuation literal.
    Literal {
        /// The text.
        text: &'static str,
        /// Whether a blank precedes it.
        space: bool,
    },
    /// `$param`.
    Param {
        /// The parameter's index.
        index: u16,
        /// Whether a blank precedes it.
        space: bool,
    },
    /// `params`: every parameter, comma-separated.
    Params {
        /// Whether a blank precedes it.
        space: bool,
    },
    /// `struct($a, $b)`: `a = …, b = …` in any order when parsed.
    Struct {
        /// The parameters' indices, in print order.
        indices: &'static [u16],
        /// Whether a blank precedes it.
        space: bool,
    },
    /// `qualified($param)`: a dialect attribute or type parameter written
    /// in full.
    Qualified {
        /// The parameter's index.
        index: u16,
        /// Whether a blank precedes it.
        space: bool,
    },
    /// `custom<Name>($a, …)`: the user's functions read and write the
    /// parameters (generated wrappers hand them over typed).
    Custom {
        /// The directive's functions.
        directive: &'static ParamDirective,
        /// Whether a blank precedes it.
        space: bool,
    },
    /// `(…)?` and `(…) : (…)?`: the elements are printed when the anchor
    /// is present, the else elements otherwise (the other way round when
    /// `inverted`); parsed when the first element is, else the else
    /// elements are.
    Optional {
        /// The elements.
        elements: &'static [ParamElement],
        /// The else elements (`: (…)`), empty without an else group.
        otherwise: &'static [ParamElement],
        /// The anchoring parameters: the anchor is present when one of them
        /// is (and differs from its default). One for `$p^`, several for
        /// `params^` or `struct(…)^`.
        anchor: &'static [u16],
        /// The anchor is in the else group (`(`?`) : ($a^)?`).
        inverted: bool,
    },
}

/// The functions of one `custom<Name>(…)` use in a parameter format.
pub struct ParamDirective {
    /// The directive's name (for messages and debugging).
    pub name: &'static str,
    /// Parses the directive, storing the parameters it reads (by index).
    pub parse: fn(&mut Parser<'_>, &mut [Option<AttrParam>]) -> PResult<()>,
    /// Prints the directive from all the parameters.
    pub print: fn(&mut AsmPrinter<'_>, &[AttrParam]),
}

impl std::fmt::Debug for ParamDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// Parses the parameters of a kind with format `format`, the parser
/// standing after the mnemonic. `kind_name` is the ODS name mlir-opt puts
/// in messages (`TestAttrWithFormat`).
pub fn parse_params(
    p: &mut Parser<'_>,
    format: &ParamFormat,
    kind_name: &str,
) -> PResult<Vec<AttrParam>> {
    let mut values: Vec<Option<AttrParam>> = vec![None; format.params.len()];
    parse_elements(p, format, format.elements, kind_name, &mut values)?;
    let ctx = p.context();
    let mut out = Vec::with_capacity(values.len());
    for (spec, value) in format.params.iter().zip(values) {
        out.push(match value {
            Some(v) => v,
            None if matches!(spec.kind, ParamKind::SelfType) => {
                AttrParam::Type(p.attribute_type().unwrap_or_else(|| ctx.none_type()))
            }
            None => match spec.default {
                Some(default) => default(ctx),
                None => AttrParam::Absent,
            },
        });
    }
    Ok(out)
}

fn parse_elements(
    p: &mut Parser<'_>,
    format: &ParamFormat,
    elements: &[ParamElement],
    kind_name: &str,
    values: &mut [Option<AttrParam>],
) -> PResult<()> {
    for element in elements {
        match *element {
            ParamElement::Literal { text, .. } => p.parse_literal(text)?,
            ParamElement::Param { index, .. } | ParamElement::Qualified { index, .. } => {
                let i = usize::from(index);
                values[i] = parse_param(p, &format.params[i], kind_name)?;
            }
            ParamElement::Custom { directive, .. } => (directive.parse)(p, values)?,
            ParamElement::Params { .. } => {
                // Commas separate the parameters present: an optional one
                // after another parameter is introduced by its comma.
                let mut any = false;
                for (i, spec) in format.params.iter().enumerate() {
                    if matches!(spec.kind, ParamKind::SelfType) {
                        continue;
                    }
                    if any {
                        if spec.optional || spec.default.is_some() {
                            if !p.parse_optional_comma() {
                                continue;
                            }
                        } else {
                            p.parse_literal(",")?;
                        }
                    }
                    values[i] = parse_param(p, spec, kind_name)?;
                    any |= values[i].is_some();
                }
            }
            ParamElement::Struct { indices, .. } => {
                parse_struct(p, format, indices, kind_name, values)?;
            }
            ParamElement::Optional { elements, otherwise, .. } => {
                let Some((first, rest)) = elements.split_first() else { continue };
                let present = match *first {
                    ParamElement::Literal { text, .. } => p.parse_optional_literal(text),
                    ParamElement::Param { index, .. } | ParamElement::Qualified { index, .. } => {
                        let i = usize::from(index);
                        if at_param(p, format.params[i].kind) {
                            values[i] = parse_param(p, &format.params[i], kind_name)?;
                            true
                        } else {
                            false
                        }
                    }
                    _ => {
                        parse_elements(p, format, std::slice::from_ref(first), kind_name, values)?;
                        true
                    }
                };
                if present {
                    parse_elements(p, format, rest, kind_name, values)?;
                } else {
                    parse_elements(p, format, otherwise, kind_name, values)?;
                }
            }
        }
    }
    Ok(())
}

/// `key = value, …` in any order, each key once.
fn parse_struct(
    p: &mut Parser<'_>,
    format: &ParamFormat,
    indices: &[u16],
    kind_name: &str,
    values: &mut [Option<AttrParam>],
) -> PResult<()> {
    let mut seen = vec![false; indices.len()];
    let required = indices
        .iter()
        .filter(|&&i| {
            let spec = &format.params[usize::from(i)];
            !spec.optional && spec.default.is_none()
        })
        .count();
    let mut parsed_required = 0;
    // With every parameter required, exactly that many entries follow, so
    // a missing one is a missing comma (as MLIR parses it).
    let all_required = required == indices.len();
    // Otherwise entries follow while commas do, each key at most once.
    let mut n = 0;
    loop {
        if n > 0 {
            if all_required {
                if n == indices.len() {
                    break;
                }
                p.parse_literal(",")?;
            } else if !p.parse_optional_comma() {
                break;
            }
        } else if required == 0 && !p.at(TokenKind::BareIdent) {
            // No entry at all: only when every parameter may be left out.
            break;
        }
        n += 1;
        let key = match p.parse_keyword() {
            Ok(key) => key,
            Err(mut e) => {
                e.more.push((p.offset(), p.emitted("expected a parameter name in struct")));
                return Err(e);
            }
        };
        // The key is checked once its `=` is read, and reported there.
        p.parse_literal("=")?;
        let Some(k) = indices
            .iter()
            .position(|&i| format.params[usize::from(i)].name == key)
            .filter(|&k| !seen[k])
        else {
            return Err(p.error_at_offset(
                p.offset(),
                format!("duplicate or unknown struct parameter name: {key}"),
            ));
        };
        seen[k] = true;
        let i = usize::from(indices[k]);
        let spec = &format.params[i];
        if !spec.optional && spec.default.is_none() {
            parsed_required += 1;
        }
        // A key written needs its value, optional parameter or not.
        values[i] = Some(parse_present_param(p, spec, kind_name)?);
    }
    if parsed_required < required {
        let missing: Vec<&str> = indices
            .iter()
            .zip(&seen)
            .filter(|&(&i, &s)| {
                let spec = &format.params[usize::from(i)];
                !s && !spec.optional && spec.default.is_none()
            })
            .map(|(&i, _)| format.params[usize::from(i)].name)
            .collect();
        return Err(p.error_at_offset(
            p.offset(),
            format!("struct is missing required parameter: {}", missing.join(", ")),
        ));
    }
    Ok(())
}

/// Whether a parameter of `kind` can start at the current token.
fn at_param(p: &Parser<'_>, kind: ParamKind) -> bool {
    match kind {
        // MLIR's `parseOptionalInteger` also reads `true` and `false`.
        ParamKind::SignedInt(_) | ParamKind::UnsignedInt(_) | ParamKind::APInt => {
            p.at(TokenKind::Integer)
                || p.at(TokenKind::Minus)
                || (p.at(TokenKind::BareIdent) && matches!(p.token_text(), "true" | "false"))
        }
        ParamKind::Float => {
            p.at(TokenKind::Float) || p.at(TokenKind::Integer) || p.at(TokenKind::Minus)
        }
        ParamKind::AffineMap => p.at(TokenKind::LParen),
        ParamKind::Str => p.at(TokenKind::String),
        ParamKind::Type => p.at_type(),
        ParamKind::Attr | ParamKind::AttrOf(_) => !matches!(
            p.token_kind(),
            TokenKind::Greater | TokenKind::Comma | TokenKind::RParen | TokenKind::Eof
        ),
        ParamKind::DialectAttr(_) => p.at(TokenKind::Less) || p.at(TokenKind::HashIdent),
        ParamKind::DialectType(_) => p.at(TokenKind::Less) || p.at(TokenKind::ExclaimIdent),
        ParamKind::Bool => {
            p.at(TokenKind::Integer)
                || p.at(TokenKind::Minus)
                || (p.at(TokenKind::BareIdent) && matches!(p.token_text(), "true" | "false"))
        }
        ParamKind::List(element) => at_param(p, *element),
        ParamKind::Enum(_) => p.at(TokenKind::BareIdent),
        ParamKind::SelfType => false,
        // Only its own parser knows; a value ends at a closing token.
        ParamKind::Value(_) => !matches!(
            p.token_kind(),
            TokenKind::Greater | TokenKind::Comma | TokenKind::RParen | TokenKind::Eof
        ),
    }
}

/// One parameter value; an optional one may be absent (`None`).
fn parse_param(
    p: &mut Parser<'_>,
    spec: &ParamSpec,
    kind_name: &str,
) -> PResult<Option<AttrParam>> {
    if (spec.optional || spec.default.is_some()) && !at_param(p, spec.kind) {
        return Ok(None);
    }
    parse_present_param(p, spec, kind_name).map(Some)
}

/// One parameter value that must be there; an error names the parameter.
fn parse_present_param(
    p: &mut Parser<'_>,
    spec: &ParamSpec,
    kind_name: &str,
) -> PResult<AttrParam> {
    match parse_value(p, spec.kind) {
        Ok(v) => Ok(v),
        Err(mut e) => {
            let message = format!(
                "failed to parse {kind_name} parameter '{}' which is to be a `{}`",
                spec.name, spec.cpp_type
            );
            e.more.push((p.offset(), p.emitted(message)));
            Err(e)
        }
    }
}

/// One value of `kind`.
fn parse_value(p: &mut Parser<'_>, kind: ParamKind) -> PResult<AttrParam> {
    match kind {
        ParamKind::SignedInt(bits) => parse_c_int(p, bits, true),
        ParamKind::UnsignedInt(bits) => parse_c_int(p, bits, false),
        ParamKind::APInt => parse_int_literal(p).map(|(_, v)| AttrParam::Value(ParamValue::new(v))),
        ParamKind::Float => parse_float(p).map(|v| AttrParam::Value(ParamValue::new(v))),
        ParamKind::AffineMap => {
            p.parse_affine_map_body().map(|m| AttrParam::Value(ParamValue::new(m)))
        }
        ParamKind::Str => {
            if p.at(TokenKind::String) {
                let bytes = p.token_string_value();
                p.skip_token();
                Ok(AttrParam::Str(crate::support::text_bytes::from_vec(bytes.into_owned()).into()))
            } else {
                // At the token, as MLIR's `parseString` reports it.
                Err(p.error_at_offset(p.offset(), "expected string"))
            }
        }
        ParamKind::Type => p.parse_any_type().map(AttrParam::Type),
        ParamKind::Attr => p.parse_attr().map(AttrParam::Attr),
        ParamKind::AttrOf(class) => {
            let at = p.offset();
            let attr = p.parse_attr()?;
            if (class.accepts)(p.context(), attr) {
                Ok(AttrParam::Attr(attr))
            } else {
                Err(p.error_at_offset(at, "invalid kind of attribute specified"))
            }
        }
        ParamKind::DialectAttr(def) => parse_dialect_attr(p, def).map(AttrParam::Attr),
        ParamKind::DialectType(def) => parse_dialect_type(p, def).map(AttrParam::Type),
        // C++'s `bool` is read as an integer (`true`, `false`, 0 or 1).
        ParamKind::Bool => {
            let (at, literal) = parse_int_literal(p)?;
            // A negative literal is wide (`-1` is all ones): never 0 or 1
            // but for `-0`, which C++ reads as `false` too.
            match literal.as_u64() {
                Some(v @ (0 | 1)) => Ok(AttrParam::Int(v)),
                _ => Err(p.error_at_offset(at, "integer value too large")),
            }
        }
        ParamKind::Enum(def) => parse_enum_case(p, def),
        // Read after the attribute, never by the format.
        ParamKind::SelfType => Err(p.unexpected_token_error("expected the attribute's parameters")),
        ParamKind::Value(syntax) => (syntax.parse)(p),
        ParamKind::List(element) => {
            let mut items = vec![parse_value(p, *element)?];
            while p.parse_optional_comma() {
                items.push(parse_value(p, *element)?);
            }
            Ok(AttrParam::List(items.into()))
        }
    }
}

/// Reads a value of parameter type `T` as a parameter format reads it (a
/// dialect kind stripped or in full, a list separated by commas, …): what
/// a parameter's own parser (`#[param(parse = f)]`) uses for the parts it
/// does not read itself.
pub fn parse_param_value<T: Parameter>(p: &mut Parser<'_>) -> PResult<T> {
    let at = p.offset();
    let stored = parse_value(p, T::KIND)?;
    T::from_param(p.context(), &stored)
        .ok_or_else(|| p.error_at_offset(at, "invalid kind of attribute specified"))
}

/// Writes a value of parameter type `T` as a parameter format writes it
/// (a dialect kind stripped, or its alias): the counterpart of
/// [`parse_param_value`] for a parameter's own printer.
pub fn print_param_value<T: Parameter>(p: &mut AsmPrinter<'_>, value: &T) {
    print_of_kind(p, T::KIND, &value.to_param());
}

/// An integer literal read as MLIR's `parseInteger` into an `APInt` reads
/// it ([`APInt::from_asm_literal`]; `true` and `false` are 1-bit), with its
/// offset (a leading `-` included).
fn parse_int_literal(p: &mut Parser<'_>) -> PResult<(usize, APInt)> {
    let at = p.offset();
    if let Some(word) = p.parse_optional_keyword_of(&["true", "false"]) {
        return Ok((at, APInt::from_u64(1, u64::from(word == "true"))));
    }
    let negative = p.at(TokenKind::Minus);
    if negative {
        p.skip_token();
    }
    if !p.at(TokenKind::Integer) {
        return Err(p.error_at_offset(p.offset(), "expected integer value"));
    }
    let literal = APInt::from_asm_literal(p.token_text(), negative);
    p.skip_token();
    // MLIR reads any number of digits; past `APInt::MAX_WIDTH` we cannot.
    literal.map(|v| (at, v)).ok_or_else(|| p.error_at_offset(at, "integer value too large"))
}

/// A C++ integer of `bits` bits, stored as 64 bits (sign-extended when
/// `signed`); out of its range it is "integer value too large" at the
/// literal, the parser past it, as mlir-opt reports it.
fn parse_c_int(p: &mut Parser<'_>, bits: u32, signed: bool) -> PResult<AttrParam> {
    let (at, literal) = parse_int_literal(p)?;
    match literal.to_c_int(bits, signed) {
        Some(v) => Ok(AttrParam::Int(v)),
        None => Err(p.error_at_offset(at, "integer value too large")),
    }
}

/// A float value written as a float attribute (`1.5`, `-2.0 : f32`).
fn parse_float(p: &mut Parser<'_>) -> PResult<APFloat> {
    let at = p.offset();
    let attr = p.parse_attr()?;
    let ctx = p.context();
    if let AttrData::Float { ty, bits } = attr.data(ctx)
        && let Some(kind) = ty.as_float(ctx)
    {
        return Ok(APFloat::new(kind, bits.get()));
    }
    Err(p.error_at_offset(at, "invalid kind of attribute specified"))
}

/// A keyword of enum `def` (for a bit set, keywords joined by `|`).
fn parse_enum_case(p: &mut Parser<'_>, def: &'static EnumDef) -> PResult<AttrParam> {
    let at = p.offset();
    let mut text = p.parse_keyword()?;
    while def.bits && p.parse_optional_vertical_bar() {
        text.push('|');
        text.push_str(&p.parse_keyword()?);
    }
    let value = if def.bits {
        text.split('|').try_fold(0, |acc, k| Some(acc | def.keyword_value(k)?))
    } else {
        def.keyword_value(&text)
    };
    match value {
        Some(v) => Ok(AttrParam::Int(v)),
        None => Err(p.error_at_offset(at, def.one_of_message(&text))),
    }
}

/// An attribute of kind `def`: in full (`#dialect.mnemonic<…>`, checked to
/// be of the kind) or stripped (`<…>`, read by the kind's own parser).
fn parse_dialect_attr(p: &mut Parser<'_>, def: &'static AttrDef) -> PResult<Attribute> {
    if !p.at(TokenKind::HashIdent) {
        return (def.param_syntax().parse)(p, def);
    }
    let at = p.offset();
    let attr = p.parse_attr()?;
    match attr.data(p.context()) {
        AttrData::Dialect(d) if std::ptr::eq(d.def, def) => Ok(attr),
        _ => Err(p.error_at_offset(at, "invalid kind of attribute specified")),
    }
}

/// A type of kind `def`, in full or stripped (see [`parse_dialect_attr`]).
fn parse_dialect_type(p: &mut Parser<'_>, def: &'static TypeDef) -> PResult<Type> {
    if !p.at(TokenKind::ExclaimIdent) {
        return (def.param_syntax().parse)(p, def);
    }
    let at = p.offset();
    let ty = p.parse_any_type()?;
    match ty.data(p.context()) {
        TypeData::Dialect(d) if std::ptr::eq(d.def, def) => Ok(ty),
        _ => {
            let found = crate::asm::printer::type_to_string(p.context(), ty);
            let message = format!(
                "invalid kind of type specified: expected {}.{}, but found '{found}'",
                def.dialect, def.mnemonic
            );
            Err(p.error_at_offset(at, message))
        }
    }
}

/// Prints the parameters `values` of a kind with format `format`.
pub fn print_params(p: &mut AsmPrinter<'_>, format: &ParamFormat, values: &[AttrParam]) {
    print_elements(p, format, format.elements, values);
}

fn print_elements(
    p: &mut AsmPrinter<'_>,
    format: &ParamFormat,
    elements: &[ParamElement],
    values: &[AttrParam],
) {
    for element in elements {
        match *element {
            ParamElement::Literal { text, space } => {
                if space {
                    p.write_char(' ');
                }
                p.write_str(text);
            }
            ParamElement::Param { index, space } => {
                let i = usize::from(index);
                // An absent or default value is left out, blank included
                // (ODS guards both on the parameter's presence).
                if !present(p.ctx(), &format.params[i], values.get(i)) {
                    continue;
                }
                if space {
                    p.write_char(' ');
                }
                if let Some(v) = values.get(i) {
                    print_value(p, &format.params[i], v);
                }
            }
            ParamElement::Qualified { index, space } => {
                let i = usize::from(index);
                if !present(p.ctx(), &format.params[i], values.get(i)) {
                    continue;
                }
                if space {
                    p.write_char(' ');
                }
                match values.get(i) {
                    Some(AttrParam::Attr(a)) => p.print_attribute(*a),
                    Some(AttrParam::Type(t)) => p.print_type(*t),
                    Some(v) => print_value(p, &format.params[i], v),
                    None => {}
                }
            }
            ParamElement::Custom { directive, space } => {
                if space {
                    p.write_char(' ');
                }
                (directive.print)(p, values);
            }
            ParamElement::Params { space } => {
                if space {
                    p.write_char(' ');
                }
                let ctx = p.ctx();
                let shown = format.params.iter().zip(values).filter(|(spec, v)| {
                    !matches!(spec.kind, ParamKind::SelfType) && present(ctx, spec, Some(v))
                });
                p.print_separated(shown, |p, (spec, v)| print_value(p, spec, v));
            }
            ParamElement::Struct { indices, space } => {
                if space {
                    p.write_char(' ');
                }
                let ctx = p.ctx();
                let shown: Vec<usize> = indices
                    .iter()
                    .map(|&i| usize::from(i))
                    .filter(|&i| present(ctx, &format.params[i], values.get(i)))
                    .collect();
                p.print_separated(shown, |p, i| {
                    p.write_str(format.params[i].name);
                    p.write_str(" = ");
                    if let Some(v) = values.get(i) {
                        print_value(p, &format.params[i], v);
                    }
                });
            }
            ParamElement::Optional { elements, otherwise, anchor, inverted } => {
                let ctx = p.ctx();
                let anchored = anchor
                    .iter()
                    .map(|&i| usize::from(i))
                    .any(|i| present(ctx, &format.params[i], values.get(i)));
                if anchored != inverted {
                    print_elements(p, format, elements, values);
                } else {
                    print_elements(p, format, otherwise, values);
                }
            }
        }
    }
}

/// Whether a parameter is present and not its default.
fn present(ctx: &Context, spec: &ParamSpec, value: Option<&AttrParam>) -> bool {
    match value {
        None | Some(AttrParam::Absent) => false,
        Some(v) => spec.default.is_none_or(|d| d(ctx) != *v),
    }
}

fn print_value(p: &mut AsmPrinter<'_>, spec: &ParamSpec, value: &AttrParam) {
    print_of_kind(p, spec.kind, value);
}

/// `value`, a value of `kind`.
fn print_of_kind(p: &mut AsmPrinter<'_>, kind: ParamKind, value: &AttrParam) {
    // A parameter with a syntax of its own writes itself, whatever it
    // stores (a list, an attribute, a value of a user's type).
    if let ParamKind::Value(syntax) = kind {
        (syntax.print)(p, value);
        return;
    }
    match value {
        AttrParam::Int(v) => match kind {
            ParamKind::SignedInt(_) => p.write_str(&(*v as i64).to_string()),
            ParamKind::Bool => p.write_str(if *v != 0 { "true" } else { "false" }),
            ParamKind::Enum(def) => {
                let text = def.stringify(*v).unwrap_or_default();
                // A bit set is written with `|`, whatever its attribute uses.
                let parts: Vec<&str> = text.split(def.separator_char()).map(str::trim).collect();
                p.write_str(&parts.join("|"));
            }
            _ => p.write_str(&v.to_string()),
        },
        AttrParam::List(items) => {
            let element = match kind {
                ParamKind::List(element) => *element,
                other => other,
            };
            p.print_separated(items.iter(), |p, item| print_of_kind(p, element, item));
        }
        AttrParam::Value(v) => print_value_of_kind(p, kind, v),
        AttrParam::Attr(a) => match (kind, a.data(p.ctx())) {
            // Stripped, or its alias when it has one (MLIR's
            // `printStrippedAttrOrType`).
            (ParamKind::DialectAttr(def), AttrData::Dialect(d)) if std::ptr::eq(d.def, def) => {
                p.print_attribute_stripped(*a, |p| (def.param_syntax().print)(p, d))
            }
            _ => p.print_attribute(*a),
        },
        AttrParam::Type(t) => match (kind, t.data(p.ctx())) {
            (ParamKind::DialectType(def), TypeData::Dialect(d)) if std::ptr::eq(d.def, def) => {
                p.print_type_stripped(*t, |p| (def.param_syntax().print)(p, d))
            }
            _ => p.print_type(*t),
        },
        AttrParam::Str(s) => p.print_text_string(s),
        AttrParam::Absent => {}
    }
}

/// A value stored type-erased, written by its kind; a value of a Rust type
/// without a textual form of its own is written by a `custom<…>` directive,
/// never here.
fn print_value_of_kind(p: &mut AsmPrinter<'_>, kind: ParamKind, value: &ParamValue) {
    match kind {
        // Printed signed, as LLVM's `raw_ostream << APInt`.
        ParamKind::APInt => {
            if let Some(v) = value.downcast_ref::<APInt>() {
                p.write_str(&v.to_signed_string());
            }
        }
        ParamKind::Float => {
            if let Some(v) = value.downcast_ref::<APFloat>() {
                p.print_float_value(v.kind(), v.bits());
            }
        }
        ParamKind::AffineMap => {
            if let Some(m) = value.downcast_ref::<crate::context::builtin::affine::AffineMap>() {
                p.write_str(&m.to_string());
            }
        }
        _ => {}
    }
}

/// A signed integer parameter read back (stored as its bits).
pub fn signed_param(value: &AttrParam) -> Option<i64> {
    match value {
        AttrParam::Int(v) => Some(*v as i64),
        _ => None,
    }
}

/// The type in a type parameter.
pub fn type_param(value: &AttrParam) -> Option<Type> {
    match value {
        AttrParam::Type(t) => Some(*t),
        _ => None,
    }
}
