//! One long block read in segments on rayon's threads: the entry block of
//! a put-off region (`parallel.rs`) whose text is at least
//! [`SEGMENTED_MIN_BYTES`] long, as generated code often has (one function
//! of a million ops).
//!
//! The block's text is cut at lines that may start an op at the block's
//! level (`prescan::segment_cuts`); the last segment runs to the region's
//! `}`. Each segment is parsed on a thread by a parser of its own into an
//! [`Ir`] of its own, its ops in that IR's top block; a name it uses but
//! does not define stays a forward reference there. Window by window, the
//! segments are checked, their names joined on the threads into a table
//! split in shards by hash, and their ops appended in order to the block
//! ([`IrView::append_ir_to_block`]), while the next window is parsed.
//!
//! A segment merges only when that keeps the serial meaning exactly:
//! - its parse succeeded and ended just where the next segment starts (so
//!   every cut is at an op boundary, and the block ends with the region);
//! - a name it leaves open is defined, by the region's arguments or an
//!   earlier segment, with the type it was used with; its uses then join
//!   the value's use list where a serial parse links them;
//! - no name it defines, at its level or inside its ops' regions, is
//!   defined already;
//! - it defines no block name at its level and holds no isolated op.
//!
//! At the first segment that does not merge (any error, a second block), the
//! names merged so far join the parser's scope and the serial parser goes on
//! from that segment's start, as a serial parse is there: errors come out
//! exactly as serial.

use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::{FxBuildHasher, FxHashMap};

use crate::asm::parser::parallel::{PendingFixup, SharedSource};
use crate::asm::parser::prescan::segment_cuts;
use crate::asm::parser::{LocFixup, Parser, SsaName};
use crate::asm_hooks::parser_state::{Definition, ForwardRef};
use crate::context::Context;
use crate::ir::{Block, Ir, IrView, Op, Value, ValueId};
use crate::support::lexer::TokenKind;

/// Blocks whose text is at least this long are read in segments: the
/// The default of [`ParseConfig::segmented_min_bytes`](super::ParseConfig).
pub const SEGMENTED_MIN_BYTES: usize = 1 << 20;

/// Text of one segment: about a thousand ops, so that a segment's parser
/// and merge cost little beside its parse.
const SEGMENT_BYTES: usize = 64 * 1024;

/// The shortest segment, for a threshold of zero.
const MIN_SEGMENT_BYTES: usize = 64;

/// Segments parsed at once per thread, between merges.
const SEGMENTS_PER_THREAD: usize = 16;

/// Shards of the table of names: each is joined on one thread.
const NAME_SHARDS: usize = 64;

/// The names one segment defines in one shard of the table.
type NamesOfShard = Vec<(SsaName, Definition)>;

/// The shard of the table of names holding `name`.
fn shard_of(name: &str) -> usize {
    use std::hash::BuildHasher;
    (FxBuildHasher.hash_one(name) >> 32) as usize % NAME_SHARDS
}

/// What a segment's parser shares with the parser of the block.
struct SegmentSetting<'a> {
    source: SharedSource<'a>,
    ctx: Arc<Context>,
    alias_limit: usize,
    default_dialects: Vec<&'static str>,
}

/// One segment parsed: its ops in `ir`, and its names.
struct ParsedSegment {
    ir: Ir,
    /// Where the segment's last token ends.
    prev_end: usize,
    /// The names defined at the block's level, by shard ([`shard_of`]).
    defined: Vec<NamesOfShard>,
    /// The names used and not defined.
    open: Vec<(SsaName, ForwardRef)>,
    /// The names defined inside the regions of its ops.
    nested: Vec<(SsaName, usize)>,
    fixups: Vec<PendingFixup>,
}

impl SegmentSetting<'_> {
    /// Parses the ops of `src[start..end]` into an IR of their own; `None`
    /// when they do not parse, or do not end at `end`.
    fn parse(&self, start: usize, end: usize) -> Option<ParsedSegment> {
        let mut ir = Ir::new(Arc::clone(&self.ctx));
        let block = ir.root_block();
        let root = ir.root_body();
        let mut p = self.source.parser(&mut ir, self.alias_limit);
        p.default_dialects.clone_from(&self.default_dialects);
        p.nested_definitions = Some(Vec::new());
        p.push_isolated_scope(root);
        p.push_region_scope();
        p.reset_to(start);
        while p.tok.start < end {
            if matches!(p.tok.kind, TokenKind::CaretIdent | TokenKind::RBrace | TokenKind::Eof) {
                return None;
            }
            p.parse_operation(block).ok()?;
        }
        if p.tok.start != end || !p.distincts.is_empty() {
            return None;
        }
        let scope = p.ssa.scopes.pop()?;
        if scope.blocks.iter().any(|b| !b.blocks.is_empty()) {
            return None;
        }
        let prev_end = p.prev_end;
        let nested = p.nested_definitions.take().unwrap_or_default();
        let fixups = std::mem::take(&mut p.loc_fixups);
        drop(p);
        let mut defined: Vec<Vec<_>> = (0..NAME_SHARDS).map(|_| Vec::new()).collect();
        for (name, definition) in scope.values {
            defined[shard_of(&name)].push((name, definition));
        }
        let open = scope
            .forward
            .into_iter()
            .flat_map(|(n, refs)| refs.into_iter().map(move |f| (n.clone(), f)));
        Some(ParsedSegment { ir, prev_end, defined, open: open.collect(), nested, fixups })
    }

    /// Parses the segments `ranges` on rayon's threads.
    fn parse_window(&self, ranges: &[(usize, usize)]) -> Vec<Option<ParsedSegment>> {
        ranges.par_iter().map(|&(start, end)| self.parse(start, end)).collect()
    }
}

/// Where a name a segment left open is defined.
#[derive(Copy, Clone)]
enum OpenTarget {
    /// An argument of the region.
    Argument(Value),
    /// Value `id` of segment `segment` (in that segment's own IR).
    Segment { segment: usize, id: ValueId },
}

/// The state of one block read in segments.
struct SegmentedBlock {
    block: Block,
    /// The names the segments define at the block's level: name to the
    /// segment defining it and its definition in that segment's IR.
    names: Vec<FxHashMap<SsaName, (usize, Definition)>>,
    /// Where each merged segment's values start in the block's body.
    value_offsets: Vec<u32>,
    /// Where the serial parse goes on, and where its last token ended.
    resume: (usize, Option<usize>),
}

impl Parser<'_> {
    /// Reads the ops of `block` (the entry block of a put-off region
    /// ending at `region_end`) in segments on rayon's threads, when the
    /// block is long and its names are the region's only ones (see the
    /// module doc). The parser is left at the first op it did not merge.
    pub(super) fn parse_ops_in_segments(&mut self, block: Block, region_end: usize) {
        let from = self.tok.start;
        let threads = rayon::current_num_threads();
        let only_scope = self.ssa.scopes.len() == 1
            && self.ssa.scopes[0].forward.is_empty()
            && self.ssa.scopes[0].region_frames.len() == 2;
        let Some(min_bytes) = self.segmented_min_bytes else { return };
        if region_end.saturating_sub(from) < min_bytes
            || threads < 2
            || !self.ctx.multithreading()
            || !only_scope
            || !self.distincts.is_empty()
            || block.ops(self.ir).next().is_some()
        {
            return;
        }
        // Smaller thresholds (tests) cut smaller segments.
        let segment_bytes = (min_bytes / 16).clamp(MIN_SEGMENT_BYTES, SEGMENT_BYTES);
        let mut cuts = segment_cuts(self.src, from, region_end, segment_bytes);
        cuts.push(region_end);
        let ranges: Vec<(usize, usize)> = cuts.windows(2).map(|w| (w[0], w[1])).collect();
        let setting = SegmentSetting {
            source: SharedSource::of(self),
            ctx: Arc::clone(self.ir.ctx_arc()),
            alias_limit: self.alias_limit,
            default_dialects: self.default_dialects.clone(),
        };
        let mut state = SegmentedBlock {
            block,
            names: (0..NAME_SHARDS).map(|_| FxHashMap::default()).collect(),
            value_offsets: Vec::with_capacity(ranges.len()),
            resume: (from, None),
        };
        let window = SEGMENTS_PER_THREAD * threads;
        let mut windows = ranges.chunks(window).enumerate();
        let mut parsed = windows.next().map(|(i, w)| (i * window, w, setting.parse_window(w)));
        if let Some((_, first, segments)) = &parsed {
            let window_bytes = first.last().map_or(0, |r| r.1) - from;
            let parts: Vec<&Ir> = segments.iter().flatten().map(|s| &s.ir).collect();
            self.ir.reserve_for_parts(block.body, &parts, (region_end - from, window_bytes));
        }
        let mut failed = None;
        // Parse the next window while this one merges.
        while let Some((first_index, ranges, segments)) = parsed.take() {
            let mut next = None;
            rayon::in_place_scope(|scope| {
                if let Some((i, ranges)) = windows.next() {
                    let setting = &setting;
                    let next = &mut next;
                    scope.spawn(move |_| {
                        *next = Some((i * window, ranges, setting.parse_window(ranges)));
                    });
                }
                failed = self.merge_window(&mut state, first_index, ranges, segments);
            });
            if failed.is_some() {
                break;
            }
            parsed = next;
        }
        if let Some(failed) = failed {
            self.join_merged_names(&mut state, failed);
        }
        let SegmentedBlock { names, resume, .. } = state;
        // Dropping a million names takes a while: on the threads.
        names.into_par_iter().for_each(drop);
        self.reset_to(resume.0);
        if let Some(prev_end) = resume.1 {
            self.set_prev_end(prev_end);
        }
    }

    /// Merges the segments of one window (the first numbered
    /// `first_index`), in order; the index of the first that does not
    /// merge, if any.
    fn merge_window(
        &mut self,
        state: &mut SegmentedBlock,
        first_index: usize,
        ranges: &[(usize, usize)],
        mut segments: Vec<Option<ParsedSegment>>,
    ) -> Option<usize> {
        let mut failed = segments.iter().position(Option::is_none).unwrap_or(segments.len());
        segments.truncate(failed);
        let segments: Vec<ParsedSegment> = segments.into_iter().flatten().collect();
        let arguments = &self.ssa.scopes[0].values;
        // Join the names, shard by shard on the threads: a name defined
        // twice fails the later segment.
        let mut by_shard: Vec<Vec<(usize, NamesOfShard)>> =
            (0..NAME_SHARDS).map(|_| Vec::with_capacity(segments.len())).collect();
        let mut segments = segments;
        for (k, segment) in segments.iter_mut().enumerate() {
            for (shard, names) in by_shard.iter_mut().zip(&mut segment.defined) {
                shard.push((first_index + k, std::mem::take(names)));
            }
        }
        let clash = state
            .names
            .par_iter_mut()
            .zip(by_shard)
            .map(|(table, lists)| {
                let mut clash = usize::MAX;
                for (k, names) in lists {
                    for (name, definition) in names {
                        if arguments.contains_key(name.as_str()) {
                            clash = clash.min(k);
                            continue;
                        }
                        match table.entry(name) {
                            std::collections::hash_map::Entry::Occupied(_) => clash = clash.min(k),
                            std::collections::hash_map::Entry::Vacant(slot) => {
                                slot.insert((k, definition));
                            }
                        }
                    }
                }
                clash
            })
            .min()
            .unwrap_or(usize::MAX);
        failed = failed.min(clash.saturating_sub(first_index));
        // Check each segment's other names and resolve its open ones.
        let resolved: Vec<Option<Vec<(ValueId, OpenTarget)>>> = {
            let ir: &IrView = self.ir;
            let state = &*state;
            let segments = &segments;
            segments[..failed.min(segments.len())]
                .par_iter()
                .enumerate()
                .map(|(k, segment)| {
                    resolve_segment(
                        ir,
                        state,
                        arguments,
                        segments,
                        first_index,
                        first_index + k,
                        segment,
                    )
                })
                .collect()
        };
        if let Some(k) = resolved.iter().position(Option::is_none) {
            failed = failed.min(k);
        }
        for ((k, segment), resolved) in segments.into_iter().enumerate().zip(resolved) {
            if k >= failed {
                break;
            }
            let (Some(resolved), Some(ids)) =
                (resolved, self.ir.append_ir_to_block(&segment.ir, state.block))
            else {
                failed = k;
                break;
            };
            state.value_offsets.push(ids.value(ValueId::from_index(0)).as_u32());
            let body = state.block.body;
            for (placeholder, target) in resolved {
                let value = match target {
                    OpenTarget::Argument(value) => value,
                    OpenTarget::Segment { segment, id } => {
                        let at = state.value_offsets[segment] + id.as_u32();
                        Value { body, id: ValueId::from_index(at as usize) }
                    }
                };
                self.ir.move_uses_to_front(Value { body, id: ids.value(placeholder) }, value);
            }
            self.loc_fixups.extend(segment.fixups.into_iter().map(|(fixup, alias, at)| {
                let fixup = match fixup {
                    LocFixup::Op(op) => LocFixup::Op(Op { body, id: ids.op(op.id) }),
                    LocFixup::Arg(v) => LocFixup::Arg(Value { body, id: ids.value(v.id) }),
                };
                (fixup, alias, at)
            }));
            state.resume = (ranges[k].1, Some(segment.prev_end));
        }
        (failed < ranges.len()).then_some(first_index + failed)
    }

    /// After segment `failed` did not merge: the names of the segments
    /// before it join the parser's scope, as a serial parse has them there.
    fn join_merged_names(&mut self, state: &mut SegmentedBlock, failed: usize) {
        let body = state.block.body;
        let scope = &mut self.ssa.scopes[0];
        let frame = scope.region_frames.last_mut().expect("the block's region frame");
        for table in &mut state.names {
            for (name, (segment, mut definition)) in table.drain() {
                if segment >= failed {
                    continue;
                }
                let offset = state.value_offsets[segment];
                for value in &mut definition.values {
                    *value = Value {
                        body,
                        id: ValueId::from_index((offset + value.id.as_u32()) as usize),
                    };
                }
                frame.push(name.clone());
                scope.values.insert(name, definition);
            }
        }
    }
}

/// Checks that segment `index` (`segment`, in the window starting at
/// `first_index` whose segments are `window`) defines no name in its ops'
/// regions that the region or an earlier segment defines, and resolves the
/// names it left open; `None` when it may not merge.
fn resolve_segment(
    ir: &IrView,
    state: &SegmentedBlock,
    arguments: &FxHashMap<SsaName, Definition>,
    window: &[ParsedSegment],
    first_index: usize,
    index: usize,
    segment: &ParsedSegment,
) -> Option<Vec<(ValueId, OpenTarget)>> {
    let defined_before = |name: &str| {
        arguments.contains_key(name)
            || state.names[shard_of(name)].get(name).is_some_and(|(k, _)| *k < index)
    };
    if segment.nested.iter().any(|(name, _)| defined_before(name)) {
        return None;
    }
    let mut resolved = Vec::with_capacity(segment.open.len());
    for (name, f) in &segment.open {
        if f.crossed {
            return None;
        }
        let placeholder_type = f.placeholder.ty(&segment.ir);
        let (target, ty) = if let Some(definition) = arguments.get(name.as_str()) {
            let value = *definition.values.get(f.index as usize)?;
            (OpenTarget::Argument(value), value.ty(ir))
        } else {
            let (k, definition) = state.names[shard_of(name)].get(name.as_str())?;
            if *k >= index {
                return None;
            }
            let value = *definition.values.get(f.index as usize)?;
            let ty = match k.checked_sub(first_index) {
                Some(in_window) => value.ty(&window[in_window].ir),
                None => {
                    let at = state.value_offsets[*k] + value.id.as_u32();
                    Value { body: state.block.body, id: ValueId::from_index(at as usize) }.ty(ir)
                }
            };
            (OpenTarget::Segment { segment: *k, id: value.id }, ty)
        };
        if ty != placeholder_type {
            return None;
        }
        resolved.push((f.placeholder.id, target));
    }
    Some(resolved)
}
