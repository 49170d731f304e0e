//! The parser half of the format interpreter: walks an [`OpFormat`],
//! collects operands, types, attributes, successors and regions as MLIR's
//! generated parsers do (same calls, same messages, same positions), then
//! resolves the operands against their types, written or inferred (the
//! finish stage, `parse/finish.rs`).

mod finish;

use super::{Anchor, AttrSyntax, Element, FormatParseState, OpFormat, TypeOf};
use crate::asm::parser::{PResult, Parser, UnresolvedOperand};
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::Type;
use crate::context::dialect_type::TypeDef;
use crate::definitions::format_tables::{OperandGroup, TypeGroup};
use crate::definitions::op_def::OpDef;
use crate::ir::{Block, BodyId, OperationState, Region};
use crate::semantics::op_invariants::Arity;
use crate::support::lexer::TokenKind;
use finish::finish;
use smallvec::SmallVec;

impl FormatParseState {
    fn new(format: &OpFormat, def: &OpDef) -> FormatParseState {
        let n_operands = format.operands.specs.len();
        let n_results = format.results.specs.len();
        FormatParseState {
            operands: SmallVec::from_elem(OperandGroup::new(), n_operands),
            operand_at: SmallVec::from_elem(0, n_operands),
            all_operands: None,
            operand_types: SmallVec::from_elem(None, n_operands),
            all_operand_types: None,
            result_types: SmallVec::from_elem(None, n_results),
            all_result_types: None,
            attrs: vec![None; def.property_names.len()],
            successors: SmallVec::from_elem(Vec::new(), format.successors.len()),
            all_successors: None,
            regions: Vec::new(),
            format_regions: Vec::new(),
            region_arity: format.regions,
            region_body: None,
        }
    }

    /// The body the op's regions are created in.
    pub(super) fn region_body(&mut self, p: &mut Parser<'_>, state: &OperationState) -> BodyId {
        *self.region_body.get_or_insert_with(|| p.region_body_for(state))
    }

    /// Whether region group `group` is variadic.
    pub(super) fn region_group_is_variadic(&self, group: u16) -> bool {
        self.region_arity.get(usize::from(group)) == Some(&Arity::Variadic)
    }

    /// Records parsed regions of group `group`.
    pub(super) fn add_regions(&mut self, group: u16, regions: Vec<Region>) {
        self.regions.extend(regions.into_iter().map(|r| (group, r)));
    }

    /// Parses one region `{…}` of the op.
    fn parse_region(&mut self, p: &mut Parser<'_>, state: &OperationState) -> PResult<Region> {
        let body = self.region_body(p, state);
        // The format looks into its regions only to add an implicit
        // terminator, which a deferred region gets when it is parsed.
        let region = p.parse_detached_region(state.name, body, None, true)?;
        self.format_regions.push(region);
        Ok(region)
    }

    /// Takes the operands of group `group` (a custom directive fills them
    /// and puts them back with [`put_operands`](Self::put_operands)).
    pub fn take_operands(&mut self, group: u16) -> Vec<UnresolvedOperand> {
        self.operands.get_mut(usize::from(group)).map(std::mem::take).unwrap_or_default().into_vec()
    }

    /// Stores the operands of group `group`; `at` is where they were written.
    pub fn put_operands(&mut self, group: u16, operands: Vec<UnresolvedOperand>, at: usize) {
        self.put_operand_group(group, OperandGroup::from_vec(operands), at);
    }

    /// [`put_operands`](Self::put_operands) without leaving the inline
    /// group the format's own elements parse into.
    fn put_operand_group(&mut self, group: u16, operands: OperandGroup, at: usize) {
        if let Some(slot) = self.operands.get_mut(usize::from(group)) {
            *slot = operands;
            self.operand_at[usize::from(group)] = at;
        }
    }

    /// Takes the types of `of` written so far.
    pub fn take_types(&mut self, of: TypeOf) -> Vec<Type> {
        match of {
            TypeOf::Operand(g) => {
                self.operand_types[usize::from(g)].take().unwrap_or_default().into_vec()
            }
            TypeOf::Result(g) => {
                self.result_types[usize::from(g)].take().unwrap_or_default().into_vec()
            }
            TypeOf::Operands => self.all_operand_types.take().unwrap_or_default(),
            TypeOf::Results => self.all_result_types.take().unwrap_or_default(),
        }
    }

    /// Stores the types of `of`.
    pub fn put_types(&mut self, of: TypeOf, types: Vec<Type>) {
        match of {
            TypeOf::Operand(g) => {
                self.operand_types[usize::from(g)] = Some(TypeGroup::from_vec(types))
            }
            TypeOf::Result(g) => {
                self.result_types[usize::from(g)] = Some(TypeGroup::from_vec(types))
            }
            TypeOf::Operands => self.all_operand_types = Some(types),
            TypeOf::Results => self.all_result_types = Some(types),
        }
    }

    /// [`put_types`](Self::put_types) from the inline group the format's
    /// own elements parse into.
    fn put_type_group(&mut self, of: TypeOf, types: TypeGroup) {
        match of {
            TypeOf::Operand(g) => self.operand_types[usize::from(g)] = Some(types),
            TypeOf::Result(g) => self.result_types[usize::from(g)] = Some(types),
            TypeOf::Operands => self.all_operand_types = Some(types.into_vec()),
            TypeOf::Results => self.all_result_types = Some(types.into_vec()),
        }
    }

    /// The types of `of` written so far (`ref(type($x))`).
    pub fn types(&mut self, of: TypeOf) -> Vec<Type> {
        match of {
            TypeOf::Operand(g) => {
                self.operand_types[usize::from(g)].as_deref().unwrap_or_default().to_vec()
            }
            TypeOf::Result(g) => {
                self.result_types[usize::from(g)].as_deref().unwrap_or_default().to_vec()
            }
            TypeOf::Operands => self.all_operand_types.clone().unwrap_or_default(),
            TypeOf::Results => self.all_result_types.clone().unwrap_or_default(),
        }
    }

    /// The attribute in property slot `slot` so far.
    pub fn attr(&self, slot: u16) -> Option<Attribute> {
        self.attrs.get(usize::from(slot)).copied().flatten()
    }

    /// Sets the attribute in property slot `slot`.
    pub fn set_attr(&mut self, slot: u16, attr: Option<Attribute>) {
        if let Some(s) = self.attrs.get_mut(usize::from(slot)) {
            *s = attr;
        }
    }

    /// Takes the blocks of successor group `group`.
    pub fn take_successors(&mut self, group: u16) -> Vec<Block> {
        self.successors.get_mut(usize::from(group)).map(std::mem::take).unwrap_or_default()
    }

    /// Stores the blocks of successor group `group`.
    pub fn put_successors(&mut self, group: u16, blocks: Vec<Block>) {
        if let Some(slot) = self.successors.get_mut(usize::from(group)) {
            *slot = blocks;
        }
    }
}

/// Parses an op's custom form (after its name) as `format` describes.
pub fn parse(p: &mut Parser<'_>, state: &mut OperationState, format: &OpFormat) -> PResult<()> {
    let ctx = p.context();
    let Some(def) = state.name.def(ctx) else {
        return Err(p.error_at_token("op has no definition"));
    };
    let mut s = FormatParseState::new(format, def);
    parse_elements(p, state, &mut s, format, format.elements)?;
    finish(p, state, s, format, def)
}

fn parse_elements(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    s: &mut FormatParseState,
    format: &OpFormat,
    elements: &[Element],
) -> PResult<()> {
    for element in elements {
        parse_element(p, state, s, format, element)?;
    }
    Ok(())
}

fn arity(groups: &crate::semantics::op_invariants::ValueGroups, group: u16) -> Arity {
    groups.specs.get(usize::from(group)).map_or(Arity::Single, |s| s.arity)
}

fn parse_operand_group(p: &mut Parser<'_>, arity: Arity) -> PResult<OperandGroup> {
    let mut group = OperandGroup::new();
    match arity {
        Arity::Single => group.push(p.parse_operand()?),
        Arity::Optional | Arity::Variadic if !p.at(TokenKind::PercentIdent) => {}
        Arity::Optional => group.push(p.parse_operand()?),
        Arity::Variadic => loop {
            group.push(p.parse_operand()?);
            if !p.parse_optional_token(TokenKind::Comma) {
                break;
            }
        },
    }
    Ok(group)
}

fn parse_successor_group(p: &mut Parser<'_>, arity: Arity) -> PResult<Vec<Block>> {
    if arity == Arity::Single {
        return Ok(vec![p.parse_successor()?]);
    }
    let mut blocks = Vec::new();
    if p.at(TokenKind::CaretIdent) {
        blocks.push(p.parse_successor()?);
        while p.parse_optional_token(TokenKind::Comma) {
            blocks.push(p.parse_successor()?);
        }
    }
    Ok(blocks)
}

fn type_arity(format: &OpFormat, of: TypeOf) -> Arity {
    match of {
        TypeOf::Operand(g) => arity(format.operands, g),
        TypeOf::Result(g) => arity(format.results, g),
        TypeOf::Operands | TypeOf::Results => Arity::Variadic,
    }
}

fn parse_types(
    p: &mut Parser<'_>,
    format: &OpFormat,
    of: TypeOf,
    stripped: Option<&'static TypeDef>,
) -> PResult<TypeGroup> {
    let mut types = TypeGroup::new();
    match type_arity(format, of) {
        Arity::Single => types.push(parse_one_type(p, stripped)?),
        Arity::Optional => {
            if at_type_of(p, stripped) {
                types.push(parse_one_type(p, stripped)?);
            }
        }
        Arity::Variadic if stripped.is_some() => {
            types.push(parse_one_type(p, stripped)?);
            while p.parse_optional_token(TokenKind::Comma) {
                types.push(parse_one_type(p, stripped)?);
            }
        }
        Arity::Variadic => return p.parse_type_list().map(TypeGroup::from_vec),
    }
    Ok(types)
}

/// A type, written stripped (`<…>`, read by the kind's own parser) when
/// `stripped` names a dialect type kind, or in full.
fn parse_one_type(p: &mut Parser<'_>, stripped: Option<&'static TypeDef>) -> PResult<Type> {
    match stripped {
        Some(def) if !p.at(TokenKind::ExclaimIdent) => (def.param_syntax().parse)(p, def),
        _ => p.parse_any_type(),
    }
}

/// Whether a type (stripped when `stripped` names a kind) can start here.
fn at_type_of(p: &Parser<'_>, stripped: Option<&'static TypeDef>) -> bool {
    p.at_type() || (stripped.is_some() && p.at(TokenKind::Less))
}

fn parse_region_group(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    s: &mut FormatParseState,
    format: &OpFormat,
    group: u16,
) -> PResult<()> {
    let variadic = format.regions.get(usize::from(group)) == Some(&Arity::Variadic);
    if !variadic {
        let r = s.parse_region(p, state)?;
        s.regions.push((group, r));
        return Ok(());
    }
    if p.at(TokenKind::LBrace) {
        loop {
            let r = s.parse_region(p, state)?;
            s.regions.push((group, r));
            if !p.parse_optional_token(TokenKind::Comma) {
                break;
            }
        }
    }
    Ok(())
}

fn parse_element(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    s: &mut FormatParseState,
    format: &OpFormat,
    element: &Element,
) -> PResult<()> {
    match *element {
        Element::Literal { text, .. } => p.parse_literal(text)?,
        Element::Space | Element::Newline => {}
        Element::Operand { group, .. } => {
            let at = p.offset();
            let list = parse_operand_group(p, arity(format.operands, group))?;
            s.put_operand_group(group, list, at);
        }
        Element::Operands { .. } => {
            let at = p.offset();
            let list = p.parse_operand_list()?;
            s.all_operands = Some((list, at));
        }
        Element::Attr { slot, syntax, kind, .. } => {
            let at = p.offset();
            let attr = parse_attr(p, syntax, prop_name(p, state, slot))?;
            check_attr_kind(p, attr, kind, at)?;
            s.set_attr(slot, Some(attr));
        }
        Element::Successor { group, .. } => {
            let blocks = parse_successor_group(
                p,
                format.successors.get(usize::from(group)).copied().unwrap_or(Arity::Single),
            )?;
            s.put_successors(group, blocks);
        }
        Element::Successors { .. } => {
            let blocks = parse_successor_group(p, Arity::Variadic)?;
            s.all_successors = Some(blocks);
        }
        Element::Region { group, .. } => parse_region_group(p, state, s, format, group)?,
        Element::Regions { .. } => {
            if p.at(TokenKind::LBrace) {
                let mut group = 0u16;
                loop {
                    let r = s.parse_region(p, state)?;
                    s.regions.push((group, r));
                    group = group.saturating_add(1);
                    if !p.parse_optional_token(TokenKind::Comma) {
                        break;
                    }
                }
            }
        }
        Element::Type { of, kind, stripped, .. } => {
            let at = p.offset();
            let types = parse_types(p, format, of, stripped)?;
            check_type_kind(p, &types, kind, at)?;
            s.put_type_group(of, types);
        }
        Element::FunctionalType { inputs, results, .. } => {
            let at = p.offset();
            let ty = p.parse_any_type()?;
            let ctx = p.context();
            let Some((ins, outs)) = ty.as_function(ctx) else {
                let found = crate::asm::printer::type_to_string(ctx, ty);
                return Err(p.error_at_offset(
                    at,
                    format!(
                        "invalid kind of type specified: expected builtin.function, but found '{found}'"
                    ),
                ));
            };
            let (ins, outs) = (ins.to_vec(), outs.to_vec());
            s.put_types(inputs, ins);
            s.put_types(results, outs);
        }
        Element::AttrDict { keyword } => {
            let at = p.offset();
            let present = if keyword {
                p.parse_optional_keyword("attributes")
            } else {
                p.at(TokenKind::LBrace)
            };
            if present {
                let entries = p.parse_attr_dict()?;
                p.verify_inherent_attrs(state.name, &entries, at)?;
                state.attrs.extend(entries);
            }
        }
        Element::PropDict { .. } => {
            if p.parse_optional_token(TokenKind::Less) {
                let at = p.offset();
                let dict = p.parse_attr()?;
                let ctx = p.context();
                let Some(entries) = dict.as_dictionary(ctx) else {
                    return Err(p.plain_error_at(at, "expected '{' to start properties"));
                };
                let def = state.name.def(ctx);
                for entry in entries {
                    let name = entry.name.as_str(ctx);
                    if let Some(slot) =
                        def.and_then(|d| d.property_names.iter().position(|n| *n == name))
                    {
                        let spec = def.and_then(|d| d.attr_specs.get(slot));
                        let value = spec.map_or(entry.value, |s| (s.normalize)(ctx, entry.value));
                        s.set_attr(slot as u16, Some(value));
                    }
                }
                p.parse_token(TokenKind::Greater, "expected '>' to close properties")?;
            }
        }
        Element::Custom { directive, .. } => (directive.parse)(p, state, s)?,
        Element::Optional(group) => {
            // Blanks before the first element parse as nothing.
            let skip = group
                .then
                .iter()
                .take_while(|e| matches!(e, Element::Space | Element::Newline))
                .count();
            let (first, rest) = match group.then[skip..].split_first() {
                Some(split) => split,
                None => return Ok(()),
            };
            if parse_optional_first(p, state, s, format, first)? {
                if let Anchor::ElidedUnitAttr(slot) = group.anchor {
                    let unit = p.context().unit_attr();
                    s.set_attr(slot, Some(unit));
                }
                parse_elements(p, state, s, format, rest)?;
            } else {
                parse_elements(p, state, s, format, group.otherwise)?;
            }
        }
        Element::OIList(clauses) => {
            let mut seen = vec![false; clauses.len()];
            while let Some(i) = clauses.iter().position(|c| p.at_keyword(c.keyword)) {
                if seen[i] {
                    // At the op's name, as MLIR reports it.
                    return Err(p.error_at_offset(p.custom_op_name_offset(), format!(
                        "`{}` clause can appear at most once in the expansion of the oilist directive",
                        clauses[i].keyword
                    )));
                }
                seen[i] = true;
                p.skip_token();
                if let Anchor::ElidedUnitAttr(slot) = clauses[i].anchor {
                    let unit = p.context().unit_attr();
                    s.set_attr(slot, Some(unit));
                }
                parse_elements(p, state, s, format, clauses[i].elements)?;
            }
        }
    }
    Ok(())
}

/// The name of property slot `slot`.
fn prop_name(p: &Parser<'_>, state: &OperationState, slot: u16) -> &'static str {
    state
        .name
        .def(p.context())
        .and_then(|d| d.property_names.get(usize::from(slot)).copied())
        .unwrap_or("")
}

/// Parses the first element of an optional group if it is present;
/// returns whether it was.
fn parse_optional_first(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    s: &mut FormatParseState,
    format: &OpFormat,
    first: &Element,
) -> PResult<bool> {
    match *first {
        Element::Literal { text, .. } => Ok(p.parse_optional_literal(text)),
        Element::Operand { group, .. } => {
            let at = p.offset();
            // Absent unless it starts here, whatever the group's arity.
            let list = match arity(format.operands, group) {
                Arity::Single if !p.at(TokenKind::PercentIdent) => OperandGroup::new(),
                arity => parse_operand_group(p, arity)?,
            };
            let present = !list.is_empty();
            s.put_operand_group(group, list, at);
            Ok(present)
        }
        Element::Operands { .. } => {
            let at = p.offset();
            let list = p.parse_operand_list()?;
            let present = !list.is_empty();
            s.all_operands = Some((list, at));
            Ok(present)
        }
        Element::Attr { slot, syntax, kind, .. } => {
            let at = p.offset();
            let attr = parse_optional_attr(p, syntax, prop_name(p, state, slot))?;
            if let Some(attr) = attr {
                check_attr_kind(p, attr, kind, at)?;
            }
            let present = attr.is_some();
            s.set_attr(slot, attr);
            Ok(present)
        }
        Element::Successor { group, .. } => {
            if !p.at(TokenKind::CaretIdent) {
                return Ok(false);
            }
            let blocks = parse_successor_group(
                p,
                format.successors.get(usize::from(group)).copied().unwrap_or(Arity::Single),
            )?;
            s.put_successors(group, blocks);
            Ok(true)
        }
        Element::Region { group, .. } => {
            if !p.at(TokenKind::LBrace) {
                return Ok(false);
            }
            parse_region_group(p, state, s, format, group)?;
            Ok(true)
        }
        Element::Type { of, kind, stripped, .. } => {
            if !at_type_of(p, stripped) {
                return Ok(false);
            }
            let at = p.offset();
            let types = parse_types(p, format, of, stripped)?;
            check_type_kind(p, &types, kind, at)?;
            s.put_type_group(of, types);
            Ok(true)
        }
        _ => {
            parse_element(p, state, s, format, first)?;
            Ok(true)
        }
    }
}

/// A parsed attribute must be of its constraint's storage kind.
fn check_attr_kind(
    p: &Parser<'_>,
    attr: Attribute,
    kind: fn(&crate::context::Context, Attribute) -> bool,
    at: usize,
) -> PResult<()> {
    if kind(p.context(), attr) {
        Ok(())
    } else {
        Err(p.error_at_offset(at, "invalid kind of attribute specified"))
    }
}

/// Parsed types must be of the kind a type directive requires.
fn check_type_kind(
    p: &Parser<'_>,
    types: &[Type],
    kind: Option<super::TypeKind>,
    at: usize,
) -> PResult<()> {
    let Some(kind) = kind else { return Ok(()) };
    match types.iter().find(|t| !(kind.check)(p.context(), **t)) {
        None => Ok(()),
        Some(&ty) => {
            if kind.name.is_empty() {
                return Err(p.error_at_offset(at, "invalid kind of type specified"));
            }
            let found = crate::asm::printer::type_to_string(p.context(), ty);
            Err(p.error_at_offset(
                at,
                format!(
                    "invalid kind of type specified: expected {}, but found '{found}'",
                    kind.name
                ),
            ))
        }
    }
}

/// Parses an attribute variable.
fn parse_attr(p: &mut Parser<'_>, syntax: AttrSyntax, name: &str) -> PResult<Attribute> {
    let ctx = p.context();
    let at = p.offset();
    match syntax {
        AttrSyntax::Full | AttrSyntax::Unit | AttrSyntax::SymbolRef => p.parse_attr(),
        AttrSyntax::Str => p.parse_attribute_of_type(ctx.none_type()),
        AttrSyntax::WithoutType(ty) => p.parse_attribute_of_type(ty(ctx)),
        AttrSyntax::UnitKeyword => Ok(if p.parse_optional_keyword("unit") {
            ctx.unit_attr()
        } else {
            ctx.bool_attr(false)
        }),
        AttrSyntax::SymbolName => {
            if !p.at(TokenKind::AtIdent) {
                // MLIR's `parseSymbolName`: at the token, from the op's parser.
                if p.at(TokenKind::Error) {
                    return Err(p.error_at_token(""));
                }
                let message = "expected valid '@'-identifier for symbol name";
                return Err(p.error_at_offset(p.offset(), message));
            }
            let name = p.parse_optional_symbol_name()?.unwrap_or_default();
            Ok(ctx.string_attr(&name))
        }
        AttrSyntax::TypeAttr => {
            let ty = p.parse_any_type()?;
            Ok(ctx.type_attr(ty))
        }
        AttrSyntax::DenseArray(elem) => {
            if p.at(TokenKind::HashIdent) {
                return p.parse_attr();
            }
            p.parse_dense_array_elements(elem(ctx))
        }
        AttrSyntax::Stripped(def) => {
            if p.at(TokenKind::HashIdent) {
                let attr = p.parse_attr()?;
                return match attr.data(ctx) {
                    AttrData::Dialect(d) if std::ptr::eq(d.def, def) => Ok(attr),
                    _ => Err(p.error_at_offset(at, "invalid kind of attribute specified")),
                };
            }
            (def.param_syntax().parse)(p, def)
        }
        AttrSyntax::NamedEnum(named) => {
            let value = named.parse(p)?;
            Ok(named.def.int_attr(ctx, value))
        }
        AttrSyntax::EnumKeyword(e) => match parse_optional_enum_keyword(p, e, name)? {
            Some(attr) => Ok(attr),
            None => {
                let keywords: Vec<&str> = e.cases.iter().map(|c| c.keyword).collect();
                Err(p.error_at_offset(
                    at,
                    format!(
                        "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                        name,
                        keywords.join(", ")
                    ),
                ))
            }
        },
    }
}

/// Parses an attribute variable if one starts here.
fn parse_optional_attr(
    p: &mut Parser<'_>,
    syntax: AttrSyntax,
    name: &str,
) -> PResult<Option<Attribute>> {
    let present = match syntax {
        AttrSyntax::EnumKeyword(e) => return parse_optional_enum_keyword(p, e, name),
        AttrSyntax::SymbolName | AttrSyntax::SymbolRef => p.at(TokenKind::AtIdent),
        AttrSyntax::Str => p.at(TokenKind::String),
        AttrSyntax::UnitKeyword => p.at_keyword("unit"),
        AttrSyntax::NamedEnum(named) => p.at_keyword(named.mnemonic),
        AttrSyntax::TypeAttr => p.at_type(),
        AttrSyntax::DenseArray(_) => p.at(TokenKind::LSquare) || p.at(TokenKind::HashIdent),
        AttrSyntax::Stripped(_) => p.at(TokenKind::Less) || p.at(TokenKind::HashIdent),
        AttrSyntax::Full | AttrSyntax::Unit | AttrSyntax::WithoutType(_) => match p.token_kind() {
            kind if Parser::kind_starts_attribute(kind) => true,
            TokenKind::BareIdent => {
                matches!(
                    p.token_text(),
                    "true"
                        | "false"
                        | "unit"
                        | "affine_map"
                        | "affine_set"
                        | "array"
                        | "dense"
                        | "dense_resource"
                        | "sparse"
                        | "strided"
                        | "distinct"
                        | "loc"
                ) || p.at_type()
            }
            _ => false,
        },
    };
    if present { parse_attr(p, syntax, name).map(Some) } else { Ok(None) }
}

/// An integer-stored enum: one of its keywords, or a string holding one.
fn parse_optional_enum_keyword(
    p: &mut Parser<'_>,
    e: &'static crate::context::enum_attr::EnumDef,
    name: &str,
) -> PResult<Option<Attribute>> {
    let ctx = p.context();
    let at = p.offset();
    let text = if p.at(TokenKind::BareIdent) && e.keyword_value(p.token_text()).is_some() {
        let t = p.token_text().to_owned();
        p.skip_token();
        t
    } else if p.at(TokenKind::String) {
        let bytes = p.token_string_value();
        p.skip_token();
        crate::support::text_bytes::from_vec(bytes.into_owned())
    } else {
        return Ok(None);
    };
    match e.symbolize(&text) {
        Some(v) => Ok(Some(e.int_attr(ctx, v))),
        None => {
            Err(p
                .error_at_offset(at, format!("invalid {name} attribute specification: \"{text}\"")))
        }
    }
}
