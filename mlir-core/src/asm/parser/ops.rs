//! Parsing of operations (generic and custom form), regions, blocks and the
//! top level of a file (aliases, resource sections, the implicit module).
//!
//! Region nesting recurses through [`Parser::parse_region`], which grows the
//! stack on the heap when it runs low, so arbitrarily deep input cannot
//! overflow it.

use std::sync::Arc;

use rayon::prelude::*;
use smallvec::SmallVec;

use crate::asm::parser::types::is_integer_type_keyword;
use crate::asm::parser::{BYTES_PER_OP_AT_LEAST, PResult, Parser, ReleaseSourceFn};
use crate::asm::parser::{LocFixup, RegionSyntax, SsaName, UnresolvedOperand};
use crate::context::Context;
use crate::context::builtin::attributes::{Attribute, NamedAttr};
use crate::context::diagnostics::Diagnostic;
use crate::definitions::op_def::OpName;
use crate::ir::{Block, BodyId, InsertPoint, Ir, Op, OperationState, Region, Value};
use crate::semantics::traits::OpTraits;
use crate::support::lexer::TokenKind;

/// Stack space kept free before recursing into a region; below it the
/// stack grows by another segment on the heap.
pub(super) const STACK_RED_ZONE: usize = 128 * 1024;
/// Size of each additional stack segment.
pub(super) const STACK_SEGMENT: usize = 4 * 1024 * 1024;

/// Options of one parse.
#[derive(Clone, Debug)]
pub struct ParseConfig {
    /// File name recorded in locations.
    pub filename: String,
    /// Line (1-based) of the text's first character in the file: a chunk
    /// of a split file reports whole-file positions.
    pub first_line: u32,
    /// Column (1-based) of the text's first character.
    pub first_col: u32,
    /// Sources at least this many bytes long parse the bodies of isolated
    /// ops (functions) on rayon's threads, when the context allows threads
    /// ([`Context::multithreading`]) and rayon has more than one; `None`
    /// parses serially. The IR and the diagnostics are the same either way.
    pub parallel_min_bytes: Option<usize>,
    /// A body parsed on a thread of its own whose text is at least this
    /// many bytes long (one function of a million ops) reads its first
    /// block in segments on several threads; `None`: never. The IR and
    /// the diagnostics are the same either way.
    pub segmented_min_bytes: Option<usize>,
    /// Told of each stretch of the source (a few MiB) that the parse has
    /// read and will not read again, except to quote it in an error
    /// message: a caller that maps a file into memory may drop those pages,
    /// which lowers the peak memory of a big file. A parse in parallel
    /// tells only of the text before the first body it puts off.
    pub release_read_source: Option<ReleaseSourceFn>,
}

impl ParseConfig {
    /// A whole file named `filename`, parsed in parallel from
    /// [`PARALLEL_PARSE_MIN_BYTES`](super::PARALLEL_PARSE_MIN_BYTES).
    pub fn new(filename: &str) -> ParseConfig {
        ParseConfig {
            filename: filename.to_owned(),
            first_line: 1,
            first_col: 1,
            parallel_min_bytes: Some(super::PARALLEL_PARSE_MIN_BYTES),
            segmented_min_bytes: Some(super::SEGMENTED_MIN_BYTES),
            release_read_source: None,
        }
    }

    /// Whether `src` parses in parallel under `ctx`.
    fn parallel(&self, ctx: &Context, src: &[u8]) -> bool {
        self.parallel_min_bytes.is_some_and(|min| src.len() >= min)
            && ctx.multithreading()
            && rayon::current_num_threads() > 1
            && !defines_file_scoped_entities(src)
    }
}

/// Whether `src` may hold distinct attributes or resource references:
/// their numbering and declaration order are the file's, which a parse in
/// parallel would not keep.
fn defines_file_scoped_entities(src: &[u8]) -> bool {
    // A piece's search runs into the next piece by a needle's length, so
    // that a needle across the boundary is found.
    const PIECE: usize = 1 << 20;
    const NEEDLES: [&[u8]; 2] = [b"distinct", b"_resource"];
    let overlap = NEEDLES.iter().map(|n| n.len() - 1).max().unwrap_or(0);
    let found_from = |start: usize| {
        let piece = &src[start..(start + PIECE + overlap).min(src.len())];
        NEEDLES.iter().any(|needle| memchr::memmem::find(piece, needle).is_some())
    };
    (0..src.len()).into_par_iter().step_by(PIECE).any(found_from)
}

/// The result of parsing a file.
pub struct ParsedFile {
    /// The IR: its root block holds the one top-level `builtin.module`.
    pub ir: Ir,
}

impl ParsedFile {
    /// The top-level module op.
    pub fn module(&self) -> Op {
        self.ir.root_block().first_op(&self.ir).expect("a parsed file has its module")
    }
}

/// One named result group bound by `%name:N =`.
struct ResultBinding {
    name: SsaName,
    count: u32,
    offset: usize,
}

/// The least stretch of read source handed to
/// [`ParseConfig::release_read_source`] at once: a few pages would cost a
/// system call each for little.
const RELEASE_STEP: usize = 4 << 20;

/// A body the parser fills with this many ops gets room reserved for the
/// rest of the file ([`Parser::presize_body`]): past a few megabytes of
/// records, growing by doubling costs a copy and a transient of the old
/// pools.
const PRESIZE_AT_OPS: usize = 1 << 15;

impl Parser<'_> {
    /// Hands the source before `upto` (the start of the op about to be
    /// parsed: nothing before it is read again) to the release function,
    /// once a [`RELEASE_STEP`] of it has gathered. A deferring parse stops
    /// at the first region it has put off, which is read later.
    fn release_read_source(&mut self, upto: usize) {
        let Some(release) = &self.release else { return };
        let pending = self.deferral.as_ref().and_then(|d| d.regions.first()).map(|r| r.start);
        let upto = pending.map_or(upto, |start| start.min(upto));
        if upto >= self.released_to + RELEASE_STEP {
            (release.0)(self.released_to..upto);
            self.released_to = upto;
        }
    }
}

/// Parses a whole source buffer into a new [`Ir`]. The source is bytes:
/// as in mlir-opt, strings may hold any byte and columns count bytes.
pub fn parse_source(
    ctx: Arc<Context>,
    src: &(impl AsRef<[u8]> + ?Sized),
    config: &ParseConfig,
) -> Result<ParsedFile, Vec<Diagnostic>> {
    let src = src.as_ref();
    if config.parallel(&ctx, src)
        && let Some(parsed) = parse_deferring(ctx.clone(), src, config)
    {
        return Ok(parsed);
    }
    let mut ir = Ir::new(ctx.clone());
    {
        let mut p = Parser::new(
            &ctx,
            &mut ir,
            src,
            &config.filename,
            (config.first_line, config.first_col),
        );
        p.release = config.release_read_source.clone();
        let parsed = p.parse_top_level_items().and_then(|()| p.finish_top_level());
        if let Err(e) = parsed {
            return Err(p.diagnostics_of(e));
        }
    }
    Ok(ParsedFile { ir })
}

/// Parses `src` with the bodies of isolated ops deferred to rayon's
/// threads (see `parallel.rs`); `None` when anything fails, for a serial
/// parse to report it.
fn parse_deferring(ctx: Arc<Context>, src: &[u8], config: &ParseConfig) -> Option<ParsedFile> {
    let mut ir = Ir::new(ctx.clone());
    {
        let origin = (config.first_line, config.first_col);
        let mut p = Parser::new(&ctx, &mut ir, src, &config.filename, origin);
        p.enable_deferral();
        p.segmented_min_bytes = config.segmented_min_bytes;
        p.release = config.release_read_source.clone();
        p.parse_top_level_items().ok()?;
        if !p.parse_deferred_regions() {
            return None;
        }
        p.finish_top_level().ok()?;
    }
    Some(ParsedFile { ir })
}

/// Runs `parse` (one attribute, one type) on `src`, a source of its own
/// named `name`, and requires it to read all of it; the basis of
/// `parse_attribute` and `parse_type`.
pub fn parse_fragment<T>(
    ctx: Arc<Context>,
    src: &[u8],
    name: &str,
    parse: impl FnOnce(&mut Parser<'_>) -> PResult<T>,
) -> Result<T, Vec<Diagnostic>> {
    let mut ir = Ir::new(ctx.clone());
    let mut p = Parser::new(&ctx, &mut ir, src, name, (1, 1));
    let result = parse(&mut p).and_then(|value| {
        if p.tok.kind == TokenKind::Eof {
            Ok(value)
        } else {
            Err(p.error_here("expected end of string"))
        }
    });
    result.map_err(|e| p.diagnostics_of(e))
}

impl Parser<'_> {
    /// Reads the top level of the file: its ops, aliases and resource
    /// section.
    fn parse_top_level_items(&mut self) -> PResult<()> {
        let root = self.ir.root_body();
        let block = self.ir.root_block();
        self.push_isolated_scope(root);
        self.push_region_scope();
        self.default_dialects.push("builtin");
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Error => return Err(self.error_here("")),
                TokenKind::HashIdent | TokenKind::ExclaimIdent => self.parse_alias_definition()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(block)?,
            }
        }
        self.pop_region_scope()?;
        self.pop_isolated_scope()
    }

    /// Ends the parse of a file: location aliases resolved, the implicit
    /// module made.
    fn finish_top_level(&mut self) -> PResult<()> {
        self.resolve_loc_fixups()?;
        self.wrap_in_implicit_module();
        Ok(())
    }

    fn parse_alias_definition(&mut self) -> PResult<()> {
        let is_type = self.is(TokenKind::ExclaimIdent);
        let name = self.spelling()[1..].to_owned();
        let at = self.tok.start;
        if name.contains('.') {
            let kind = if is_type { "type" } else { "attribute" };
            return Err(self.error_here(format!(
                "{kind} names with a '.' are reserved for dialect-defined names"
            )));
        }
        let exists = if is_type {
            self.aliases.types.contains_key(&name)
        } else {
            self.aliases.attrs.contains_key(&name)
        };
        if exists {
            let kind = if is_type { "type" } else { "attribute" };
            return Err(self.error_at(at, format!("redefinition of {kind} alias id '{name}'")));
        }
        self.bump();
        let kind = if is_type { "type" } else { "attribute" };
        self.expect(TokenKind::Equal, &format!("expected '=' in {kind} alias definition"))?;
        if is_type {
            let ty = self.parse_type()?;
            Arc::make_mut(&mut self.aliases).types.insert(name, (ty, at));
        } else {
            let attr = self.parse_attribute(None)?;
            Arc::make_mut(&mut self.aliases).attrs.insert(name, (attr, at));
        }
        Ok(())
    }

    fn resolve_loc_fixups(&mut self) -> PResult<()> {
        for (fixup, name, at) in std::mem::take(&mut self.loc_fixups) {
            let ctx = self.ctx;
            let alias = self.aliases.attrs.get(&name).map(|&(attr, _)| attr);
            let Some(loc) = alias.and_then(|a| a.as_location(ctx)) else {
                let msg = if let Some(attr) = alias {
                    format!(
                        "expected location, but found '{}'",
                        crate::asm::printer::attr_to_string(ctx, attr)
                    )
                } else {
                    "operation location alias was never defined".to_string()
                };
                return Err(self.error_at(at, msg));
            };
            match fixup {
                LocFixup::Op(op) => self.ir.set_loc(op, loc),
                LocFixup::Arg(v) => self.ir.set_block_arg_loc(v, loc),
            }
        }
        Ok(())
    }

    /// Unless the file is exactly one `builtin.module`, wraps the top-level
    /// ops in an implicit module located at `file:0:0`.
    fn wrap_in_implicit_module(&mut self) {
        let ctx = self.ctx;
        let module_name = ctx.op_name("builtin.module");
        let ops = self.ir.top_level_ops();
        if ops.len() == 1 && ops[0].name(self.ir) == module_name {
            return;
        }
        // The implicit module sits at `file:0:0`, or for a later chunk of a
        // split file at the chunk's start.
        let (line, col) = if self.origin == (1, 1) { (0, 0) } else { self.origin };
        let loc = ctx.file_point_loc(self.file, line, col);
        self.ir.wrap_root_in_isolated_op(module_name, loc);
    }

    /// Parses one operation (results, generic or custom body, trailing
    /// location) and appends it to `block`.
    pub(crate) fn parse_operation(&mut self, block: Block) -> PResult<()> {
        let stmt_start = self.tok.start;
        self.release_read_source(stmt_start);
        let mut bindings: Vec<ResultBinding> = Vec::new();
        if self.is(TokenKind::PercentIdent) {
            loop {
                if !self.is(TokenKind::PercentIdent) {
                    return Err(self.wrong_token("expected valid ssa identifier"));
                }
                let name = SsaName::from(&self.spelling()[1..]);
                let offset = self.tok.start;
                self.bump();
                let mut count = 1;
                if self.eat(TokenKind::Colon) {
                    if !self.is(TokenKind::Integer) {
                        return Err(self.wrong_token("expected integer number of results"));
                    }
                    let v = super::parse_u64_text(self.spelling()).unwrap_or(0);
                    if v < 1 || v > u32::MAX as u64 {
                        return Err(
                            self.error_here("expected named operation to have at least 1 result")
                        );
                    }
                    count = v as u32;
                    self.bump();
                }
                bindings.push(ResultBinding { name, count, offset });
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            TokenKind::String => self.parse_generic_operation(block)?,
            // MLIR's lexer makes `i32`, `si8`, `ui16` integer-type tokens,
            // which no op name is.
            TokenKind::BareIdent if !is_integer_type_keyword(self.spelling()) => {
                self.parse_custom_operation(block)?
            }
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        self.parse_trailing_op_loc(op)?;
        let num_results = op.num_results(self.ir) as u32;
        let bound: u32 = bindings.iter().map(|b| b.count).sum();
        if !bindings.is_empty() && num_results == 0 {
            return Err(self.error_at(stmt_start, "cannot name an operation with no results"));
        }
        if !bindings.is_empty() && bound != num_results {
            return Err(self.error_at(
                stmt_start,
                format!("operation defines {num_results} results but was provided {bound} to bind"),
            ));
        }
        let mut next = 0usize;
        for b in bindings {
            let values: Vec<Value> =
                (0..b.count as usize).map(|i| op.result(self.ir, next + i)).collect();
            next += b.count as usize;
            self.define_values(&b.name, values, b.offset)?;
        }
        Ok(())
    }

    fn parse_trailing_op_loc(&mut self, op: Op) -> PResult<()> {
        self.parse_trailing_loc(LocFixup::Op(op))
    }

    /// An optional `loc(…)` after an op or a block argument, read as custom
    /// forms read theirs: an alias not defined yet is resolved at the end.
    fn parse_trailing_loc(&mut self, target: LocFixup) -> PResult<()> {
        let Some(parsed) = self.parse_optional_location_specifier()? else {
            return Ok(());
        };
        match parsed.into_parts() {
            Ok(loc) => match target {
                LocFixup::Op(op) => self.ir.set_loc(op, loc),
                LocFixup::Arg(v) => self.ir.set_block_arg_loc(v, loc),
            },
            Err((alias, at)) => self.loc_fixups.push((target, alias, at)),
        }
        Ok(())
    }

    fn check_op_name_allowed(&self, name: OpName, at: usize) -> PResult<()> {
        let ctx = &self.ctx;
        if name.registered(ctx).is_some() {
            return Ok(());
        }
        let dialect = name.dialect(ctx);
        // An unknown op of a registered dialect parses; the verifier rejects it.
        if ctx.is_dialect_registered(dialect) {
            return Ok(());
        }
        if ctx.allows_unregistered_dialects() {
            return Ok(());
        }
        Err(self.error_at(
            at,
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    /// The quoted name of a generic op, checked to be allowed here; each
    /// spelling is read and checked once.
    fn parse_generic_op_name(&mut self) -> PResult<OpName> {
        let spelling = self.src.get(self.tok.start..self.tok.end).unwrap_or_default();
        if let Some(&op_name) = self.spelling_memo.op_names.get(spelling) {
            self.bump();
            return Ok(op_name);
        }
        // Op names are text (see `text_of`).
        let name = super::text_of(self.string_value());
        if name.is_empty() {
            return Err(self.error_here("empty operation name is invalid"));
        }
        self.bump();
        let op_name = self.ctx.op_name(&name);
        self.check_op_name_allowed(op_name, self.tok.start)?;
        if self.spelling_memo.op_names.len() < super::spelling_memo::MAX_SPELLINGS {
            self.spelling_memo.op_names.insert(spelling.into(), op_name);
        }
        Ok(op_name)
    }

    fn parse_generic_operation(&mut self, block: Block) -> PResult<Op> {
        let op_start = self.tok.start;
        let ctx = self.ctx;
        let op_name = self.parse_generic_op_name()?;
        let loc = self.loc_at(op_start);
        let mut state = OperationState::new(op_name, loc);
        // Operands.
        let mut operands: SmallVec<[UnresolvedOperand; 4]> = SmallVec::new();
        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        if self.is(TokenKind::PercentIdent) {
            loop {
                operands.push(self.parse_operand_ref()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;
        // Successors.
        if self.is(TokenKind::LSquare) {
            // A registered op without the terminator trait takes none (an
            // unregistered one might be a terminator).
            if op_name.registered(ctx).is_some()
                && !op_name.traits(ctx).contains(OpTraits::TERMINATOR)
            {
                return Err(self.error_here("successors in non-terminator"));
            }
            let mut succs = Vec::new();
            self.parse_comma_list(
                TokenKind::LSquare,
                TokenKind::RSquare,
                "expected '['",
                "expected ',' or ']'",
                |p| {
                    if !p.is(TokenKind::CaretIdent) {
                        return Err(p.wrong_token("expected block name"));
                    }
                    let name = p.spelling()[1..].to_owned();
                    let at = p.tok.start;
                    p.bump();
                    succs.push(p.block_by_name(&name, at));
                    Ok(())
                },
            )?;
            state.successors = succs;
        }
        // Properties.
        let mut props_dict: Option<Attribute> = None;
        if self.is(TokenKind::Less) {
            self.bump();
            let at = self.tok.start;
            let attr = self.parse_generic_props()?;
            // An unregistered op keeps any attribute; a registered one needs a dictionary.
            if attr.as_dictionary(ctx).is_none() && op_name.registered(ctx).is_some() {
                return Err(self.error_at(at, "expected '{' to start properties"));
            }
            props_dict = Some(attr);
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        // Regions.
        if self.is(TokenKind::LParen) {
            self.bump();
            loop {
                // The generic form keeps the enclosing default dialect
                // (mlir-opt reads `return` inside a generic `"func.func"`
                // as `builtin.return`).
                self.parse_region_of_op_in(
                    &mut state,
                    DefaultDialect::Inherit,
                    RegionSyntax::Plain,
                    true,
                )?;
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }
        // Attributes.
        if self.is(TokenKind::LBrace) {
            state.attrs = self.parse_attr_dict_entries()?;
        }
        if !self.is(TokenKind::Colon) {
            return Err(self.wrong_token("expected ':' followed by operation type"));
        }
        self.bump();
        let type_at = self.tok.start;
        let fn_ty = self.parse_generic_signature()?;
        let Some((inputs, results)) = fn_ty.as_function(ctx) else {
            return Err(self.error_at(type_at, "expected function type"));
        };
        if inputs.len() != operands.len() {
            // mlir-opt writes a NUL byte where the plural `s` would go.
            let s = if operands.len() == 1 { "\0" } else { "s" };
            return Err(self.error_at(
                type_at,
                format!("expected {} operand type{s} but had {}", operands.len(), inputs.len()),
            ));
        }
        state.operands.reserve_exact(operands.len());
        for (r, ty) in operands.iter().zip(inputs) {
            let v = self.resolve_value_use(&r.name, r.index, *ty, r.offset)?;
            state.operands.push(v);
        }
        state.result_types = results.to_vec();
        self.apply_props(&mut state, props_dict, op_start)?;
        Ok(self.finish_op(block, state))
    }

    /// Moves properties into slots: an unregistered op keeps the whole
    /// dictionary; a registered op takes its declared names (from the
    /// properties dictionary, or else from the attribute dictionary).
    pub(crate) fn apply_props(
        &mut self,
        state: &mut OperationState,
        props: Option<Attribute>,
        op_start: usize,
    ) -> PResult<()> {
        let ctx = self.ctx;
        match state.name.def(ctx) {
            None => {
                if let Some(p) = props {
                    state.props = vec![Some(p)];
                }
            }
            Some(def) => {
                let memo_key = match props {
                    Some(dict) if state.attrs.is_empty() => Some((state.name, dict)),
                    _ => None,
                };
                if let Some(slots) = memo_key.and_then(|k| self.spelling_memo.prop_slots.get(&k)) {
                    state.props = slots.clone();
                    return Ok(());
                }
                let given: &[NamedAttr] = match props {
                    Some(p) => p.as_dictionary(ctx).unwrap_or(&[]),
                    None => &[],
                };
                let mut slots = Vec::with_capacity(def.property_names.len());
                // Entries convert in the dictionary's (name) order; the first
                // failure is reported.
                for entry in given {
                    let name = current_prop_name(entry.name.as_str(ctx));
                    let Some(slot) = def.property_names.iter().position(|p| *p == name) else {
                        continue;
                    };
                    let error = def.prop_converts.get(slot).and_then(|f| f(ctx, name, entry.value));
                    if let Some(error) = error {
                        let dict =
                            crate::asm::printer::attr_to_string(ctx, props.unwrap_or(entry.value));
                        return Err(self.error_at(
                            op_start,
                            format!("invalid properties {dict} for op {}: {error}", def.name),
                        ));
                    }
                }
                // As MLIR's, the parser checks inherent attributes written in
                // the attribute dictionary only when no `<{…}>` was given.
                if props.is_none() {
                    self.check_inherent_attrs(state.name, &state.attrs, op_start)?;
                }
                for (slot, pname) in def.property_names.iter().enumerate() {
                    let id = ctx.ident(pname);
                    let spec = def.attr_specs.get(slot);
                    let from_props = given
                        .iter()
                        .find(|a| a.name == id || current_prop_name(a.name.as_str(ctx)) == *pname)
                        .map(|a| spec.map_or(a.value, |s| (s.normalize)(ctx, a.value)));
                    // A property no attribute backs is never taken from
                    // the attribute dictionary.
                    let from_attrs = if spec.is_some_and(|s| s.property) {
                        None
                    } else {
                        state
                            .attrs
                            .iter()
                            .position(|a| a.name == id)
                            .map(|i| state.attrs.remove(i).value)
                    };
                    slots.push(from_props.or(from_attrs));
                }
                if let Some(key) = memo_key
                    && self.spelling_memo.prop_slots.len() < super::spelling_memo::MAX_SPELLINGS
                {
                    self.spelling_memo.prop_slots.insert(key, slots.clone());
                }
                state.props = slots;
            }
        }
        Ok(())
    }

    /// Checks the inherent attributes written in an attribute dictionary
    /// against their constraints, in name order, as MLIR's parser does (an
    /// error here, at `at`, has no op note).
    pub(crate) fn check_inherent_attrs(
        &self,
        name: OpName,
        attrs: &[NamedAttr],
        at: usize,
    ) -> PResult<()> {
        let ctx = &self.ctx;
        let Some(def) = name.def(ctx) else { return Ok(()) };
        for entry in attrs {
            let name = entry.name.as_str(ctx);
            let Some(spec) = def.attr_specs.iter().find(|s| s.name == name && !s.property) else {
                continue;
            };
            if !(spec.check)(ctx, entry.value) {
                return Err(self.op_error(
                    at,
                    format!(
                        "'{}' op attribute '{name}' failed to satisfy constraint: {}",
                        def.name,
                        (spec.description)()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Reserves room in a body that reached [`PRESIZE_AT_OPS`] ops for what
    /// the rest of the source may hold: one op a line, bounded by its bytes
    /// (a body that big is most often most of the file: generated code).
    fn presize_body(&mut self, body: BodyId) {
        let offset = self.tok.start;
        let (line, _) = self.lines.line_col_after(offset, &mut self.line_hint);
        let lines_left = self.lines.len().saturating_sub(line as usize);
        let bytes_left = self.src.len().saturating_sub(offset);
        self.ir.body_mut(body).presize(lines_left.min(bytes_left / BYTES_PER_OP_AT_LEAST));
    }

    /// Creates the op and appends it to `block`.
    pub(crate) fn finish_op(&mut self, block: Block, state: OperationState) -> Op {
        let child_body = state.regions.first().map(|r| r.body);
        let op = self.ir.create_op(block.body, state);
        if self.ir.body(block.body).ops.len() == PRESIZE_AT_OPS {
            self.presize_body(block.body);
        }
        if let Some(body) = child_body {
            self.adopt_deferred_regions(op, body);
        }
        self.ir.insert_op(op, InsertPoint::BlockEnd(block));
        op
    }

    /// `%name` or `%name#index`.
    pub(crate) fn parse_operand_ref(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_operand_ref_with(true)
    }

    /// `%name`, and with `result_number` an optional `#N`; without it, a
    /// `#N` is "result number not allowed in argument list".
    pub(crate) fn parse_operand_ref_with(
        &mut self,
        result_number: bool,
    ) -> PResult<UnresolvedOperand> {
        if !self.is(TokenKind::PercentIdent) {
            return Err(self.wrong_token("expected SSA operand"));
        }
        let name = SsaName::from(&self.spelling()[1..]);
        let offset = self.tok.start;
        self.bump();
        let mut index = 0;
        if !result_number && self.is(TokenKind::HashIdent) {
            return Err(self.error_here("result number not allowed in argument list"));
        }
        if self.is(TokenKind::HashIdent) && self.tok.start == self.prev_end() {
            let digits = &self.spelling()[1..];
            index = digits
                .parse::<u32>()
                .map_err(|_| self.error_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(UnresolvedOperand { name, index, offset })
    }

    /// The body a new region of the op `state` describes lives in: the
    /// current one, or for an isolated op its one child body (shared by all
    /// its regions).
    pub fn region_body_for(&mut self, state: &OperationState) -> BodyId {
        if state.name.is_isolated(self.ctx) {
            match state.regions.first() {
                Some(r) => r.body,
                None => self.ir.new_body(),
            }
        } else {
            self.current_body()
        }
    }

    /// Creates a region for the op `state` describes and parses it as
    /// `syntax` says, under the op's default dialect and (for an isolated
    /// op) in a fresh isolated name scope; the region is added to `state`.
    pub(crate) fn parse_region_of_op(
        &mut self,
        state: &mut OperationState,
        syntax: RegionSyntax<'_>,
    ) -> PResult<Region> {
        self.parse_region_of_op_in(state, DefaultDialect::OfOp, syntax, false)
    }

    /// [`Parser::parse_region_of_op`] with the region's default dialect
    /// chosen by `default_dialect`; with `deferrable`, the region of an
    /// isolated op may be parsed later, on another thread (see
    /// `parallel.rs`), which only callers that do not look into the region
    /// before the op is created may allow.
    pub(crate) fn parse_region_of_op_in(
        &mut self,
        state: &mut OperationState,
        default_dialect: DefaultDialect,
        syntax: RegionSyntax<'_>,
        deferrable: bool,
    ) -> PResult<Region> {
        let body_id = self.region_body_for(state);
        let region = self.parse_region_with_default(
            state.name,
            body_id,
            default_dialect,
            syntax,
            deferrable,
        )?;
        state.regions.push(region);
        Ok(region)
    }

    /// Creates a region of an op named `name` in `body_id` (see
    /// [`Parser::region_body_for`]) and parses it as `syntax` says, under
    /// the op's default dialect and (for an isolated op) in a fresh isolated
    /// name scope; the region is not added to any op state. `deferrable` as
    /// for [`Parser::parse_region_of_op_in`].
    pub(crate) fn parse_region_in(
        &mut self,
        name: OpName,
        body_id: BodyId,
        syntax: RegionSyntax<'_>,
        deferrable: bool,
    ) -> PResult<Region> {
        self.parse_region_with_default(name, body_id, DefaultDialect::OfOp, syntax, deferrable)
    }

    /// [`Parser::parse_region_in`] with the region's default dialect chosen
    /// by `default_dialect`.
    fn parse_region_with_default(
        &mut self,
        name: OpName,
        body_id: BodyId,
        default_dialect: DefaultDialect,
        syntax: RegionSyntax<'_>,
        deferrable: bool,
    ) -> PResult<Region> {
        let ctx = self.ctx;
        let isolated = name.is_isolated(ctx);
        let region = self.ir.create_detached_region(body_id);
        let default_dialect = match default_dialect {
            DefaultDialect::OfOp => {
                crate::definitions::interfaces::op_asm::default_dialect_of(ctx, name)
            }
            DefaultDialect::Inherit => self.default_dialects.last().copied().unwrap_or(""),
        };
        if isolated && deferrable && self.try_defer_region(name, region, default_dialect, syntax) {
            return Ok(region);
        }
        self.default_dialects.push(default_dialect);
        if isolated {
            self.push_isolated_scope(body_id);
        }
        // The ops inside are not this op's: their errors get no prefix.
        let outer_prefix = self.custom_op_prefix.take();
        let r = stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || {
            self.parse_region_text(region, syntax)
        });
        self.custom_op_prefix = outer_prefix;
        if isolated {
            // Pop even on error so scopes stay balanced; the first error wins.
            let popped = self.pop_isolated_scope();
            r?;
            popped?;
        } else {
            r?;
        }
        self.default_dialects.pop();
        Ok(region)
    }

    /// Parses the text of `region`, from its `{` to its `}`, as `syntax`
    /// says.
    pub(super) fn parse_region_text(
        &mut self,
        region: Region,
        syntax: RegionSyntax<'_>,
    ) -> PResult<()> {
        match syntax {
            RegionSyntax::Plain => self.parse_region_body(region),
            RegionSyntax::WithArguments(arguments) => {
                self.parse_region_body_with_arguments(region, arguments)
            }
        }
    }

    pub(crate) fn parse_region_body(&mut self, region: Region) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.push_region_scope();
        if !self.is(TokenKind::RBrace) {
            let entry = if self.is(TokenKind::CaretIdent) {
                self.parse_block_header(region)?
            } else {
                let b = self.ir.create_block(region.body);
                self.ir.append_block(region, b);
                b
            };
            self.parse_block_ops(entry)?;
            while self.is(TokenKind::CaretIdent) {
                let b = self.parse_block_header(region)?;
                self.parse_block_ops(b)?;
            }
        }
        if !self.is(TokenKind::RBrace) {
            return Err(self.wrong_token("expected '}' to end region"));
        }
        self.bump();
        self.pop_region_scope()
    }

    /// The ops of `block`, up to the next block label or the region's end;
    /// the first block of a long put-off region is read in segments.
    pub(super) fn parse_block_ops(&mut self, block: Block) -> PResult<()> {
        if let Some(region_end) = self.segmented_region_end.take() {
            self.parse_ops_in_segments(block, region_end);
        }
        while !matches!(self.tok.kind, TokenKind::CaretIdent | TokenKind::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// `^name(%a: T loc(…), …):` — defines the block and appends it.
    pub(crate) fn parse_block_header(&mut self, region: Region) -> PResult<Block> {
        let name = self.spelling()[1..].to_owned();
        let at = self.tok.start;
        self.bump();
        let block = self.define_block(&name, at)?;
        self.ir.append_block(region, block);
        if self.is(TokenKind::LParen) {
            self.parse_comma_list(
                TokenKind::LParen,
                TokenKind::RParen,
                "expected '('",
                "expected ')'",
                |p| {
                    if !p.is(TokenKind::PercentIdent) {
                        return Err(p.wrong_token("expected SSA operand"));
                    }
                    let arg_name = p.spelling()[1..].to_owned();
                    let arg_at = p.tok.start;
                    p.bump();
                    p.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
                    let ty = p.parse_type()?;
                    let loc = p.loc_at(arg_at);
                    let v = p.ir.add_block_arg(block, ty, loc);
                    p.parse_trailing_loc(LocFixup::Arg(v))?;
                    p.define_values(&arg_name, vec![v], arg_at)
                },
            )?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        Ok(block)
    }

    /// The error for a custom-form op name that names no registered op
    /// with a custom form, worded as mlir-opt 22 words it: a name without
    /// a `.` was also tried in the default dialect; a dialect that is not
    /// registered gets a note listing those that are.
    fn unknown_custom_op(
        &self,
        spelled: &str,
        at: usize,
        default_dialect: &str,
    ) -> crate::asm::parser::ParseError {
        let (dialect, tried) = match spelled.split_once('.') {
            Some((dialect, _)) => (dialect, None),
            None => (default_dialect, Some(format!("{default_dialect}.{spelled}"))),
        };
        let tried_too = tried.map(|t| format!(" (tried '{t}' as well)")).unwrap_or_default();
        if !dialect.is_empty() && self.ctx.is_dialect_registered(dialect) {
            return self.error_at(at, format!("custom op '{spelled}' is unknown{tried_too}"));
        }
        let mut error = self.error_at(
            at,
            format!("Dialect `{dialect}' not found for custom op '{spelled}' {tried_too}"),
        );
        let mut available = self.ctx.dialect_namespaces();
        available.sort_unstable();
        error.notes.push((
            at,
            format!(
                "Available dialects: {} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/\
                 #registered-loaded-dependent-whats-up-with-dialects-management",
                available.join(", ")
            ),
        ));
        error
    }

    fn parse_custom_operation(&mut self, block: Block) -> PResult<Op> {
        let op_start = self.tok.start;
        let spelled = self.spelling().to_owned();
        let ctx = self.ctx;
        let default_dialect = self.default_dialects.last().copied().unwrap_or("");
        // The full name, or a name without a dialect prefix in the default
        // dialect only: builtin's ops go without `builtin.` where builtin is
        // the default (the top level, `module` bodies, generic-form ops
        // there), not inside `func.func` or ops of no default dialect.
        let bare = !spelled.contains('.');
        let name = ctx.lookup_registered_op(&spelled).or_else(|| {
            bare.then(|| ctx.lookup_registered_op(&format!("{default_dialect}.{spelled}")))
                .flatten()
        });
        let has_custom_form =
            |n: &OpName| n.def(ctx).is_some_and(|d| d.parse.is_some() || d.format.is_some());
        let Some(name) = name.filter(has_custom_form) else {
            // mlir-opt takes the name before it looks it up: a lexical
            // error right after the name is the one reported. A registered
            // op without a custom form is found, and its parser refuses.
            let error = match name {
                Some(_) => self.error_at(
                    op_start,
                    format!("custom op '{spelled}' has no custom assembly form"),
                ),
                None => self.unknown_custom_op(&spelled, op_start, default_dialect),
            };
            self.bump();
            if self.tok.kind == TokenKind::Error {
                return Err(self.lexer_error());
            }
            return Err(error);
        };
        let def = name.def(ctx).expect("registered");
        self.bump();
        let loc = self.loc_at(op_start);
        let mut state = OperationState::new(name, loc);
        let outer_op_start = std::mem::replace(&mut self.current_op_start, op_start);
        let outer_prefix = self.custom_op_prefix.replace(name);
        let parsed = match (def.format, def.parse) {
            (Some(format), _) => crate::asm::format::parse(self, &mut state, format),
            (None, Some(parse)) => parse(self, &mut state),
            (None, None) => Err(self.error_at(op_start, "op has no custom form")),
        };
        self.current_op_start = outer_op_start;
        self.custom_op_prefix = outer_prefix;
        parsed?;
        Ok(self.finish_op(block, state))
    }

    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.parse_file_metadata_dictionary()
    }
}

/// The property a name in `<{…}>` sets: MLIR still reads the segment sizes
/// under their old snake-case names.
fn current_prop_name(name: &str) -> &str {
    match name {
        "operand_segment_sizes" => "operandSegmentSizes",
        "result_segment_sizes" => "resultSegmentSizes",
        other => other,
    }
}

/// Which default dialect (the dialect an op name without a `.` is looked up
/// in) holds inside a region being parsed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum DefaultDialect {
    /// The op's own (`OpAsmOpInterface::default_dialect`, none without
    /// the interface): regions of an op in its custom form.
    OfOp,
    /// The enclosing region's: regions of an op in the generic form.
    Inherit,
}
