//! The public parsing API for ops whose own syntax declares the arguments
//! of their regions (`func.func @f(%arg0: i32 {attrs} loc(…)) { … }`, MLIR's
//! `OpAsmParser::Argument` and `parseRegion(region, arguments)`), and the
//! pieces such syntaxes are made of: optional punctuation and keywords,
//! attribute dictionaries, `loc(…)` specifiers, and the attributes a
//! custom parser collected, stored as MLIR stores them.
//!
//! Every failure carries mlir-opt's message at mlir-opt's position.

use crate::asm::parser::LocFixup;
use crate::asm::parser::RegionSyntax;
use crate::asm::parser::ops::DefaultDialect;
use crate::asm::parser::{PResult, ParsedLocation, Parser, RegionArgument};
use crate::asm_hooks::parser_state::LocSpec;
use crate::context::builtin::attributes::NamedAttr;
use crate::context::builtin::location::Location;
use crate::definitions::op_def::ParsedAttrPlace;
use crate::ir::{Block, IrView, OperationState, Region};
use crate::support::lexer::TokenKind;

impl ParsedLocation {
    /// The location, unless it names an alias not defined yet.
    pub fn resolved(&self) -> Option<Location> {
        match self.0 {
            LocSpec::Resolved(loc) => Some(loc),
            LocSpec::Deferred { .. } => None,
        }
    }

    /// The location, or the name and offset of the alias to resolve once
    /// the file is parsed.
    pub(super) fn into_parts(self) -> Result<Location, (String, usize)> {
        match self.0 {
            LocSpec::Resolved(loc) => Ok(loc),
            LocSpec::Deferred { alias, offset } => Err((alias, offset)),
        }
    }
}

impl Parser<'_> {
    /// The byte offset of the name of the custom-form op being parsed
    /// (MLIR's `getNameLoc`): where mlir-opt places errors about the op as
    /// a whole.
    pub fn custom_op_name_offset(&self) -> usize {
        self.current_op_start
    }

    /// The IR being built (to inspect what a hook has parsed so far).
    pub fn ir(&self) -> &IrView {
        self.ir
    }

    /// Consumes a bare keyword if it is one of `allowed`, and returns it.
    pub fn parse_optional_keyword_of(&mut self, allowed: &[&str]) -> Option<String> {
        if !self.is(TokenKind::BareIdent) || !allowed.contains(&self.spelling()) {
            return None;
        }
        let keyword = self.spelling().to_owned();
        self.bump();
        Some(keyword)
    }

    /// `(`, else "expected '('".
    pub fn parse_lparen(&mut self) -> PResult<()> {
        self.expect(TokenKind::LParen, "expected '('")
    }

    /// `)`, else "expected ')'".
    pub fn parse_rparen(&mut self) -> PResult<()> {
        self.expect(TokenKind::RParen, "expected ')'")
    }

    /// Consumes `(` if it is next.
    pub fn parse_optional_lparen(&mut self) -> bool {
        self.eat(TokenKind::LParen)
    }

    /// Consumes `)` if it is next.
    pub fn parse_optional_rparen(&mut self) -> bool {
        self.eat(TokenKind::RParen)
    }

    /// Consumes `->` if it is next.
    pub fn parse_optional_arrow(&mut self) -> bool {
        self.eat(TokenKind::Arrow)
    }

    /// Consumes `...` if it is next.
    pub fn parse_optional_ellipsis(&mut self) -> bool {
        self.eat(TokenKind::Ellipsis)
    }

    /// An attribute dictionary `{name = value, unit_name, …}` in the order
    /// written (a duplicate name is an error).
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        self.parse_attr_dict_entries()
    }

    /// An attribute dictionary if one is next (`{`), else nothing.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        if self.is(TokenKind::LBrace) { self.parse_attr_dict_entries() } else { Ok(Vec::new()) }
    }

    /// `attributes {…}` if the keyword is next, else nothing.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<Vec<NamedAttr>> {
        if self.eat_keyword("attributes") { self.parse_attr_dict() } else { Ok(Vec::new()) }
    }

    /// `loc(…)` if the keyword is next. An alias without a `.` must name a
    /// location; one not defined yet is resolved at the end of the file.
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<ParsedLocation>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let spec = if self.is(TokenKind::HashIdent) && !self.spelling().contains('.') {
            let alias = self.spelling()[1..].to_owned();
            let offset = self.tok.start;
            self.bump();
            match self.attr_alias(&alias) {
                None => LocSpec::Deferred { alias, offset },
                Some(attr) => match attr.as_location(self.ctx) {
                    Some(loc) => LocSpec::Resolved(loc),
                    None => {
                        let text = crate::asm::printer::attr_to_string(self.ctx, attr);
                        return Err(
                            self.error_at(offset, format!("expected location, but found '{text}'"))
                        );
                    }
                },
            }
        } else {
            LocSpec::Resolved(self.parse_location_instance()?)
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(Some(ParsedLocation(spec)))
    }

    /// `%name: type`, then with `allow_attrs` an optional attribute
    /// dictionary, then an optional `loc(…)`, if a `%name` is next (MLIR's
    /// `parseOptionalArgument` with a type).
    pub fn parse_optional_argument(
        &mut self,
        allow_attrs: bool,
    ) -> PResult<Option<RegionArgument>> {
        if !self.is(TokenKind::PercentIdent) {
            return Ok(None);
        }
        let name = self.spelling()[1..].to_owned();
        let offset = self.tok.start;
        self.bump();
        if self.is(TokenKind::HashIdent) {
            return Err(self.error_here("result number not allowed in argument list"));
        }
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        let attrs = if allow_attrs { self.parse_optional_attr_dict()? } else { Vec::new() };
        let loc = self.parse_optional_location_specifier()?;
        Ok(Some(RegionArgument { name: Some(name), offset, ty, attrs, loc }))
    }

    /// A region `{…}` of the op being built in `state` whose entry block
    /// takes `arguments` (MLIR's `parseRegion(region, arguments)`).
    ///
    /// Named arguments become the entry block's arguments, visible inside
    /// the region by their names; the entry block then cannot have a label.
    /// With unnamed arguments (types only) the entry block may declare its
    /// arguments in a `^bb0(…):` header, at most as many as `arguments`.
    /// Without arguments, `{}` is a region without blocks.
    pub fn parse_region_with_arguments(
        &mut self,
        state: &mut OperationState,
        arguments: &[RegionArgument],
    ) -> PResult<Region> {
        self.parse_region_of_op(state, RegionSyntax::WithArguments(arguments))
    }

    /// A region `{…}` of an op named `op` whose regions live in `body`
    /// ([`Parser::region_body_for`]), not added to any op state: a plain
    /// region, or with `arguments` one whose entry block takes them (as
    /// [`Parser::parse_region_with_arguments`]). With `deferrable`, a parse
    /// on several threads may fill the region's contents later: the caller
    /// looks no further into it than [`Parser::parsed_region_is_empty`]
    /// until the parse ends, as the declarative formats do.
    pub fn parse_detached_region(
        &mut self,
        op: crate::context::registrations::OpName,
        body: crate::ir::BodyId,
        arguments: Option<&[RegionArgument]>,
        deferrable: bool,
    ) -> PResult<Region> {
        let syntax = match arguments {
            Some(arguments) => RegionSyntax::WithArguments(arguments),
            None => RegionSyntax::Plain,
        };
        self.parse_region_in(op, body, syntax, deferrable)
    }

    /// [`Parser::parse_region_with_arguments`] if a `{` is next.
    pub fn parse_optional_region_with_arguments(
        &mut self,
        state: &mut OperationState,
        arguments: &[RegionArgument],
    ) -> PResult<Option<Region>> {
        self.optional_region_with_arguments(state, arguments, false)
    }

    /// The body of a function-like op (`parse_function_op`), if a `{` is
    /// next: [`Parser::parse_optional_region_with_arguments`], except that
    /// the region may be deferred to another thread, as the function syntax
    /// asks only whether it is empty ([`Parser::parsed_region_is_empty`]).
    pub(crate) fn parse_optional_function_body(
        &mut self,
        state: &mut OperationState,
        arguments: &[RegionArgument],
    ) -> PResult<Option<Region>> {
        self.optional_region_with_arguments(state, arguments, true)
    }

    fn optional_region_with_arguments(
        &mut self,
        state: &mut OperationState,
        arguments: &[RegionArgument],
        deferrable: bool,
    ) -> PResult<Option<Region>> {
        if !self.is(TokenKind::LBrace) {
            return Ok(None);
        }
        let syntax = RegionSyntax::WithArguments(arguments);
        self.parse_region_of_op_in(state, DefaultDialect::OfOp, syntax, deferrable).map(Some)
    }

    /// Whether `region`, just parsed, has no block; a deferred region never
    /// is (a region is deferred only when its text holds something).
    pub fn parsed_region_is_empty(&self, region: Region) -> bool {
        !self.is_deferred(region) && region.is_empty(self.ir)
    }

    /// Stores the attributes a custom parser collected (MLIR's
    /// `result.attributes`) in `state` as MLIR does when it creates the op:
    /// a name given twice is an error at the op name; an inherent attribute
    /// goes to its property slot, silently dropped when the property cannot
    /// hold its kind of attribute; the others are discardable.
    pub fn set_parsed_attributes(
        &mut self,
        state: &mut OperationState,
        attrs: Vec<NamedAttr>,
    ) -> PResult<()> {
        let ctx = self.ctx;
        // MLIR reports the first duplicate in name order.
        let mut names: Vec<&str> = attrs.iter().map(|a| a.name.as_str(ctx)).collect();
        names.sort_unstable();
        if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
            let message =
                format!("attribute '{}' occurs more than once in the attribute list", w[0]);
            return Err(self.op_error(self.current_op_start, message));
        }
        let Some(def) = state.name.def(ctx) else {
            state.attrs.extend(attrs);
            return Ok(());
        };
        state.props.resize(def.property_names.len(), None);
        for attr in attrs {
            match def.place_parsed_attr(ctx, attr.name.as_str(ctx), attr.value) {
                ParsedAttrPlace::Property(slot) => state.props[slot] = Some(attr.value),
                ParsedAttrPlace::Dropped => {}
                ParsedAttrPlace::Discardable => state.attrs.push(attr),
            }
        }
        Ok(())
    }

    pub(crate) fn parse_region_body_with_arguments(
        &mut self,
        region: Region,
        arguments: &[RegionArgument],
    ) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        if arguments.is_empty() && self.is(TokenKind::RBrace) {
            self.bump();
            return Ok(());
        }
        self.push_region_scope();
        let named = arguments.first().is_some_and(|a| a.name.is_some());
        let entry = if named {
            if self.is(TokenKind::CaretIdent) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            let block = self.ir.create_block(region.body);
            self.ir.append_block(region, block);
            for arg in arguments {
                self.define_region_argument(block, arg)?;
            }
            block
        } else if self.is(TokenKind::CaretIdent) {
            self.parse_block_header(region)?
        } else {
            let block = self.ir.create_block(region.body);
            self.ir.append_block(region, block);
            block
        };
        self.parse_block_ops(entry)?;
        if !arguments.is_empty() && entry.num_args(self.ir) > arguments.len() {
            return Err(self.error_here("entry block arguments were already defined"));
        }
        while self.is(TokenKind::CaretIdent) {
            let block = self.parse_block_header(region)?;
            self.parse_block_ops(block)?;
        }
        if !self.is(TokenKind::RBrace) {
            return Err(self.wrong_token("expected '}' to end region"));
        }
        self.bump();
        self.pop_region_scope()
    }

    /// Adds `arg` to the entry block and defines its name; a name already
    /// defined or referenced is an error, as in mlir-opt.
    fn define_region_argument(&mut self, block: Block, arg: &RegionArgument) -> PResult<()> {
        if let Some(name) = &arg.name
            && let Some(prior) = self.reference_offset(name, 0)
        {
            let mut e = self
                .error_at(arg.offset, format!("region entry argument '%{name}' is already in use"));
            self.add_note(&mut e, prior, "previously referenced here");
            return Err(e);
        }
        let here = self.loc_at(arg.offset);
        let loc = arg.loc.as_ref().and_then(ParsedLocation::resolved).unwrap_or(here);
        let value = self.ir.add_block_arg(block, arg.ty, loc);
        if let Some(ParsedLocation(LocSpec::Deferred { alias, offset })) = &arg.loc {
            self.loc_fixups.push((LocFixup::Arg(value), alias.clone(), *offset));
        }
        match &arg.name {
            Some(name) => self.define_values(name, vec![value], arg.offset),
            None => Ok(()),
        }
    }
}
