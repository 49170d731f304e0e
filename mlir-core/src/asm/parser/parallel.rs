//! Parsing the bodies of isolated ops (each `func.func`) on rayon's
//! threads.
//!
//! A deferring parse reads the file in order but skips the text of every
//! region it may defer: a non-blank region of an isolated op that is not a
//! symbol table (a module is read in order, its functions are deferred),
//! parsed with a syntax that does not look into the region before the op
//! exists (the generic form, declarative formats, the function syntax),
//! while no enclosing scope defines or awaits an SSA name (MLIR's names are
//! not scoped by isolation: a name inside a function clashes with one
//! defined outside it, and resolves a use pending outside it). The
//! fast scan of `prescan.rs` finds where the region ends; the region is
//! created empty in the op's own body and remembered with what its parse
//! needs (its start, its default dialect, the arguments its op's syntax
//! declared, an implicit terminator to add).
//!
//! Once the file is read, each deferred op's subtree of bodies moves to a
//! task ([`IrView::split_tasks`]) and its regions are parsed there, on
//! rayon's threads, by a parser of their own sharing the source, the line
//! index and the aliases (only those defined before the region count, as
//! in a serial parse). Names cannot cross an isolated op's boundary, so
//! the tasks need nothing from each other.
//!
//! Errors are not reported from here: a failed deferring parse (any error,
//! in the file or in a region, or a region ending elsewhere than the scan
//! said) is dropped and the file parsed again serially, which reports the
//! first error in file order exactly as a serial parse does. Valid input
//! gives the same IR as a serial parse; only the ids of bodies differ.
//!
//! A caller's `ParseConfig::release_read_source` is handed the text before
//! the first deferred region by the main pass, and the rest as the threads
//! finish its regions (`deferred_release.rs`).
//!
//! A parse defers only when the file is big enough
//! (`ParseConfig::parallel_min_bytes`); the driver's differential tests set it
//! to zero to run this path on every input.

use rayon::prelude::*;
use rustc_hash::FxHashSet;

use crate::asm::parser::deferred_release::PendingText;
use crate::asm::parser::ops::{STACK_RED_ZONE, STACK_SEGMENT};
use crate::asm::parser::prescan::region_extent;
use crate::asm::parser::{PResult, Parser};
use crate::asm_hooks::parser_state::{DeferredRegion, LocFixup, OwnedRegionSyntax, RegionSyntax};
use crate::context::builtin::location::Location;
use crate::definitions::op_def::OpName;
use crate::ir::{BodyId, IrView, Op, Region};
use crate::semantics::traits::OpTraits;
use crate::support::lexer::TokenKind;

/// Sources at least this many bytes long may parse in parallel (the
/// default of [`ParseConfig::parallel_min_bytes`](super::ParseConfig)):
/// below it, setting up the tasks costs more than it saves.
pub const PARALLEL_PARSE_MIN_BYTES: usize = 64 * 1024;

/// A location alias to resolve once the file is read.
pub(super) type PendingFixup = (LocFixup, String, usize);

impl Parser<'_> {
    /// Makes this parse defer the regions it may (see the module doc).
    pub(super) fn enable_deferral(&mut self) {
        self.deferral = Some(Box::default());
    }

    /// Skips the region of an op named `name` whose `{` is the current
    /// token, if this parse defers regions and may defer this one; the
    /// region (created empty) is parsed later by
    /// [`Parser::parse_deferred_regions`].
    pub(super) fn try_defer_region(
        &mut self,
        name: OpName,
        region: Region,
        default_dialect: &'static str,
        syntax: RegionSyntax<'_>,
    ) -> bool {
        if self.deferral.is_none()
            || self.tok.kind != TokenKind::LBrace
            || name.traits(self.ctx).contains(OpTraits::SYMBOL_TABLE)
            || !self.no_open_names()
        {
            return false;
        }
        let start = self.tok.start;
        let Some(extent) = region_extent(self.src, start) else { return false };
        if extent.blank {
            return false;
        }
        let syntax = match syntax {
            RegionSyntax::Plain => OwnedRegionSyntax::Plain,
            RegionSyntax::WithArguments(arguments) => {
                OwnedRegionSyntax::WithArguments(arguments.to_vec())
            }
        };
        if let Some(deferral) = self.deferral.as_mut() {
            deferral.regions.push(DeferredRegion {
                region,
                op: None,
                start,
                end: extent.end,
                default_dialect,
                syntax,
                implicit_terminator: None,
            });
        }
        self.reset_to(extent.end);
        self.prev_end = extent.end;
        true
    }

    /// The deferred regions whose op is not created yet, last first.
    fn unowned_deferred(&mut self) -> impl Iterator<Item = &mut DeferredRegion> {
        self.deferral
            .iter_mut()
            .flat_map(|d| d.regions.iter_mut().rev())
            .take_while(|r| r.op.is_none())
    }

    /// Whether `region`, of an op being parsed, was deferred.
    pub(crate) fn is_deferred(&self, region: Region) -> bool {
        self.deferral.as_ref().is_some_and(|d| {
            d.regions.iter().rev().take_while(|r| r.op.is_none()).any(|r| r.region == region)
        })
    }

    /// For a deferred `region`, remembers to add the implicit terminator
    /// `name` (located at `loc`) once it is parsed, and returns true.
    pub(crate) fn defer_implicit_terminator(
        &mut self,
        region: Region,
        name: &'static str,
        loc: Location,
    ) -> bool {
        match self.unowned_deferred().find(|r| r.region == region) {
            Some(deferred) => {
                deferred.implicit_terminator = Some((name, loc));
                true
            }
            None => false,
        }
    }

    /// Something is about to look into `regions`: if one was deferred, the
    /// file is parsed again serially.
    pub(crate) fn need_parsed_regions(&mut self, regions: &[Region]) {
        if regions.iter().any(|&r| self.is_deferred(r))
            && let Some(deferral) = self.deferral.as_mut()
        {
            deferral.serial_needed = true;
        }
    }

    /// Records `op`, just created with its regions in `body`, as the owner
    /// of the deferred regions in that body.
    pub(super) fn adopt_deferred_regions(&mut self, op: Op, body: BodyId) {
        for deferred in self.unowned_deferred() {
            if deferred.region.body == body {
                deferred.op = Some(op);
            }
        }
    }

    /// Parses every deferred region, each op's on a rayon thread, and
    /// returns whether all of them parsed (false: parse the file again
    /// serially). Their location aliases join this parse's, to be resolved
    /// with them.
    pub(super) fn parse_deferred_regions(&mut self) -> bool {
        let Some(deferral) = self.deferral.take() else { return true };
        if deferral.serial_needed {
            return false;
        }
        // One task per op, its regions in order.
        let mut anchors: Vec<Op> = Vec::new();
        let mut groups: Vec<Vec<DeferredRegion>> = Vec::new();
        for deferred in deferral.regions {
            let Some(op) = deferred.op else { return false };
            match groups.last_mut() {
                Some(group) if anchors.last() == Some(&op) => group.push(deferred),
                _ => {
                    anchors.push(op);
                    groups.push(vec![deferred]);
                }
            }
        }
        if anchors.is_empty() {
            return true;
        }
        let mut seen = FxHashSet::default();
        if !anchors.iter().all(|op| seen.insert(*op)) {
            return false;
        }
        let shared = SharedSource::of(self);
        // The text read so far goes back as the threads finish the rest.
        let pending = self.release.clone().map(|release| {
            let regions = groups.iter().flatten().map(|d| d.start..d.end);
            PendingText::new(release, self.src.len(), self.released_to, regions)
        });
        let (split, tasks) = self.ir.split_tasks(&anchors);
        let outcomes: Vec<_> = tasks
            .into_par_iter()
            .zip(groups)
            .map_init(
                || split.empty_view(),
                |view, (task, group)| {
                    view.load_task(task);
                    let fixups = shared.parse_group(view, &group);
                    if let Some(pending) = &pending {
                        group.iter().for_each(|d| pending.done(d.start..d.end));
                    }
                    (view.unload_task(), fixups)
                },
            )
            .collect();
        let mut all_parsed = true;
        let mut bodies = Vec::with_capacity(outcomes.len());
        for (task, fixups) in outcomes {
            bodies.push(task);
            match fixups {
                Some(fixups) => self.loc_fixups.extend(fixups),
                None => all_parsed = false,
            }
        }
        self.ir.rejoin_tasks(split, bodies);
        all_parsed
    }

    /// Parses one deferred region into its body, in this parser (made for
    /// its task), checking that it ends where the scan said.
    fn parse_deferred(&mut self, deferred: &DeferredRegion) -> PResult<()> {
        let region = deferred.region;
        if !self.ir.has_body(region.body) {
            return Err(self.error_at(deferred.start, "deferred region outside its task"));
        }
        self.reset_to(deferred.start);
        self.default_dialects.push(deferred.default_dialect);
        self.push_isolated_scope(region.body);
        let syntax = match &deferred.syntax {
            OwnedRegionSyntax::Plain => RegionSyntax::Plain,
            OwnedRegionSyntax::WithArguments(arguments) => RegionSyntax::WithArguments(arguments),
        };
        // The closing `}` is the last byte of the region's text.
        if self.segmented_min_bytes.is_some_and(|min| deferred.end - deferred.start >= min) {
            self.segmented_region_end = Some(deferred.end - 1);
        }
        let parsed = stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || {
            self.parse_region_text(region, syntax)
        });
        self.segmented_region_end = None;
        let popped = self.pop_isolated_scope();
        parsed?;
        popped?;
        self.default_dialects.pop();
        if self.prev_end != deferred.end {
            return Err(self.error_at(deferred.start, "region ends elsewhere than scanned"));
        }
        if let Some((name, loc)) = deferred.implicit_terminator {
            self.add_implicit_terminator(region, name, loc);
        }
        Ok(())
    }
}

/// What the parsers of deferred regions (and of segments, `segments.rs`)
/// share with the parse that made them.
#[derive(Clone)]
pub(super) struct SharedSource<'a> {
    ctx: &'a crate::context::Context,
    src: &'a [u8],
    text: Option<&'a str>,
    file: crate::context::Identifier,
    lines: std::sync::Arc<crate::context::diagnostics::LineIndex>,
    origin: (u32, u32),
    aliases: std::sync::Arc<crate::asm_hooks::parser_state::AliasTables>,
    segmented_min_bytes: Option<usize>,
}

impl<'a> SharedSource<'a> {
    /// What `parser` shares with the parsers it hands work to.
    pub(super) fn of(parser: &Parser<'a>) -> SharedSource<'a> {
        SharedSource {
            ctx: parser.ctx,
            src: parser.src,
            text: parser.text,
            file: parser.file,
            lines: parser.lines.clone(),
            origin: parser.origin,
            aliases: parser.aliases.clone(),
            segmented_min_bytes: parser.segmented_min_bytes,
        }
    }

    /// A parser of the source into `view`, with the aliases defined before
    /// `alias_limit`.
    pub(super) fn parser<'v>(&self, view: &'v mut IrView, alias_limit: usize) -> Parser<'v>
    where
        'a: 'v,
    {
        let mut p = Parser::with_shared(
            self.ctx,
            view,
            self.src,
            self.text,
            self.file,
            self.lines.clone(),
            self.origin,
        );
        p.aliases = self.aliases.clone();
        p.alias_limit = alias_limit;
        p.segmented_min_bytes = self.segmented_min_bytes;
        p
    }

    /// Parses the deferred regions of one op into `view` (its task); their
    /// unresolved location aliases, or `None` when one failed to parse.
    fn parse_group(
        &self,
        view: &mut IrView,
        group: &[DeferredRegion],
    ) -> Option<Vec<PendingFixup>> {
        let first = group.first()?;
        // Only aliases defined before the op's first region are visible.
        let mut p = self.parser(view, first.start);
        for deferred in group {
            p.parse_deferred(deferred).ok()?;
        }
        Some(std::mem::take(&mut p.loc_fixups))
    }
}
