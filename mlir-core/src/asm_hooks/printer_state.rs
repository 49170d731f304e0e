//! The printer's state: [`AsmPrinter`], the struct custom print hooks
//! receive, with everything it holds (options, alias and SSA-name tables,
//! the engine's deferred tasks). Only the types live here, in the layer
//! below the definitions, so that `OpDef`'s hooks can name them; their
//! behaviour is in `asm::printer` (the engine in `ops.rs`, the hook API in
//! `hook_api.rs`, …), in the textual-format layer.

use rustc_hash::FxHashMap;

use crate::context::builtin::attributes::{Attribute, NamedAttr};
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::context::dialect_alias::AliasSource;
use crate::context::{Context, Identifier};
use crate::ir::{Block, IrView, Op, Region};

/// Printing options (the `--mlir-print-*` and `--mlir-elide-*` flags).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases, everything inline.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_larger_than: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (default 100; `None` disables).
    pub hex_elements_larger_than: Option<u64>,
    /// Bytes to reserve for the output up front (e.g. the input's size), so
    /// a large output is not copied while it grows.
    pub capacity_hint: usize,
    /// The threads functions print on (`--threads=N`); `None`: rayon's
    /// current pool.
    pub threads: Option<std::sync::Arc<rayon::ThreadPool>>,
    /// `--mlir-print-assume-verified`: print the custom form without
    /// verifying the op first.
    pub assume_verified: bool,
    /// Print every region as `{...}` (MLIR's `OpPrintingFlags::skipRegions`,
    /// no flag of mlir-opt's: messages that show an op set it).
    pub skip_regions: bool,
}

impl PrintOptions {
    /// mlir-opt's defaults.
    pub fn new() -> PrintOptions {
        PrintOptions { hex_elements_larger_than: Some(100), ..PrintOptions::default() }
    }
}

/// Whether the printer is collecting aliases or writing output.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    Collect,
    Print,
}

/// The printer state shared by the op printer and custom printers.
pub struct AsmPrinter<'a> {
    pub(crate) ir: Option<&'a IrView>,
    pub(crate) ctx: &'a Context,
    pub(crate) opts: PrintOptions,
    pub(crate) out: String,
    pub(crate) mode: Mode,
    pub(crate) aliases: AliasState<'a>,
    /// Shared with the printers of parallel runs of ops (see `parallel.rs`).
    pub(crate) names: std::sync::Arc<SsaNames>,
    pub(crate) indent: usize,
    /// Operands printed as missing (`<<NULL VALUE>>`, of type `<<NULL
    /// TYPE>>`): a diagnostic shows so an op whose operand a pass dropped.
    pub(crate) null_values: Vec<crate::ir::Value>,
    /// Print-order numbers of distinct attributes.
    pub(crate) distinct_ids: FxHashMap<Attribute, u64>,
    /// Default dialect of each enclosing region (for prefix elision).
    pub(crate) default_dialects: Vec<&'static str>,
    /// Whether values being visited belong to an op's trailing location
    /// (their aliases may be deferred after the top-level op).
    pub(crate) in_op_location: bool,
    /// Whether the op engine is running (a custom printer's regions are then deferred).
    pub(crate) in_engine: bool,
    /// Regions and ops a running custom printer deferred, with their output positions.
    pub(crate) deferred: Vec<(usize, Task)>,
    /// Resource keys referenced by printed attributes, in print order.
    pub(crate) used_resources: Vec<Identifier>,
    /// Where finished output goes while printing (`print_ir_to`): the
    /// engine hands `out` over between its tasks, so memory does not grow
    /// with the output. `None`: everything stays in `out`.
    pub(crate) sink: Option<&'a mut dyn std::io::Write>,
    /// The first error the sink reported; later output is dropped.
    pub(crate) sink_error: Option<std::io::Error>,
    /// How many offsets into `out` are held (a dialect type's or
    /// attribute's parameters, which the printer may rewrite once they are
    /// done): output is handed over only when none is. A running custom
    /// printer holds none until it defers a region (see [`Self::handed`]).
    pub(crate) pinned: u32,
    /// Bytes of output handed over so far: a position in the whole output
    /// is `handed + ` an offset into `out`, so a custom printer's positions
    /// stay right when `out` is handed over under it.
    pub(crate) handed: usize,
    /// A printer of ops on another thread (no sink, see `parallel.rs`):
    /// the most output it keeps before giving up, so that one huge op
    /// prints on the streaming printer instead. `usize::MAX`: no limit.
    pub(crate) keep_at_most: usize,
    /// Whether output went over [`Self::keep_at_most`]: the text is
    /// incomplete and the work left is skipped.
    pub(crate) overflowed: bool,
    /// What is left to print of the types, attributes and locations being
    /// printed (see [`Piece`]); each printing call works above the length
    /// it found, so a dialect hook printing a parameter starts its own run
    /// on top.
    pub(crate) pieces: Vec<Piece<'a>>,
    /// The ops printed on their own on rayon's threads, and the texts
    /// printed ahead (see `parallel.rs`); `None`: everything in order here.
    pub(crate) units: Option<Box<PrintUnits<'a>>>,
}

/// What other threads print or collect aliases of (see
/// `printer/parallel.rs`).
#[derive(Clone, Default)]
pub(crate) struct Units {
    /// Ops printed one by one, each numbering its own values.
    pub(crate) ops: rustc_hash::FxHashSet<Op>,
    /// Blocks whose ops print in runs, with the names of the whole IR.
    pub(crate) blocks: rustc_hash::FxHashSet<Block>,
}

/// The units of a print, and what other threads did ahead.
pub(crate) struct PrintUnits<'a> {
    pub(crate) units: Units,
    /// What was done ahead, in op order.
    pub(crate) ready: std::collections::VecDeque<ReadyUnit<'a>>,
}

/// The output of a unit: one op, or a run of ops of a block.
pub(crate) struct ReadyUnit<'a> {
    /// The unit's first op and its last (the same op for a lone op).
    pub(crate) first: Op,
    pub(crate) last: Op,
    pub(crate) result: UnitResult<'a>,
}

/// What a unit's printer produced.
pub(crate) enum UnitResult<'a> {
    /// Print mode: the text and the resources it used.
    Text(String, Vec<Identifier>),
    /// Collect mode: the values it visited, in visit order.
    Aliases(Vec<Entry<'a>>),
    /// Print mode: the text grew past what a unit may keep; its ops print
    /// on the printer that streams, with the names the unit's printer
    /// gave them when it numbered its own values (a lone op).
    TooLong(Option<std::sync::Arc<SsaNames>>),
}

/// What remains to print of a type, attribute or location: printing works
/// through a stack of these instead of recursing on nesting depth, so
/// `tuple<tuple<…>>` 10,000 deep needs heap, not machine stack. The slices
/// borrow the context's uniqued payloads.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Piece<'a> {
    /// A type, as its alias when it has one.
    Type(Type),
    /// An attribute, as its alias when it has one; `true`: an `i64`
    /// integer or a decimal `f64` float drops its `: type`.
    Attr(Attribute, bool),
    /// A location without `loc(…)`, as its alias when it has one.
    Loc(Location),
    /// Literal text.
    Str(&'static str),
    /// Collect mode: leave the value entered last (its children are done).
    ExitAlias,
    /// The types of a list from an index on, separated by `, `.
    Types(&'a [Type], usize),
    /// The elements of an array attribute from an index on, then `]`.
    Elements(&'a [Attribute], usize),
    /// The entries of a dictionary attribute from an index on, then `}`.
    Entries(&'a [NamedAttr], usize),
    /// The parts of a fused location from an index on, then `]`.
    Parts(&'a [Location], usize),
}

/// A type or attribute that may get an alias.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum AliasKey {
    Type(Type),
    Attr(Attribute),
}

pub(crate) struct Entry<'a> {
    pub(crate) key: AliasKey,
    /// The sanitized alias name before numbering, if the value gets one
    /// (builtin's are static, the hooks' interned in the context).
    pub(crate) base: Option<&'a str>,
    pub(crate) depth: u32,
    pub(crate) can_defer: bool,
    /// Aliased values directly below this one (to propagate non-deferral).
    pub(crate) children: Vec<usize>,
}

pub(crate) struct Frame {
    pub(crate) entry: usize,
    pub(crate) new: bool,
    pub(crate) max_child: u32,
    pub(crate) aliased_children: Vec<usize>,
}

/// Alias state: recording during the collect pass, names afterwards.
#[derive(Default)]
pub(crate) struct AliasState<'a> {
    /// No aliases at all (standalone printing, `--mlir-print-local-scope`).
    pub disabled: bool,
    /// Collect mode: the dialects' alias sources (their
    /// `OpAsmDialectInterface` models), in registration order.
    pub(crate) hooks: Vec<Box<dyn AliasSource>>,
    pub(crate) visited: FxHashMap<AliasKey, usize>,
    pub(crate) entries: Vec<Entry<'a>>,
    pub(crate) stack: Vec<Frame>,
    /// Shared with the printers of parallel units (see `parallel.rs`).
    pub(crate) names: std::sync::Arc<FxHashMap<AliasKey, String>>,
    /// Final order: key, name, deferred.
    pub(crate) ordered: Vec<(AliasKey, String, bool)>,
}

/// The printed name of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum NameSlot {
    /// Not numbered (not visible from the printed op).
    Unnamed,
    /// `%argN`.
    Arg(u32),
    /// `%N`, or `%N#i` for result `i` of a multi-result op.
    Num(u32),
    /// A name an op asked for, as an index into [`SsaNames`]' name table.
    Named(u32),
}

/// Counters carried from a region into its nested regions.
#[derive(Copy, Clone, Default, Debug)]
pub(crate) struct Counters {
    pub(crate) next_value: u32,
    pub(crate) next_arg: u32,
    pub(crate) next_conflict: u32,
}

/// Names of all values and blocks of the printed IR.
#[derive(Default, Debug)]
pub(crate) struct SsaNames {
    /// `[body][value]` → name. A result inside a group holds its group's
    /// name.
    pub(crate) values: Vec<Vec<NameSlot>>,
    pub(crate) blocks: FxHashMap<Block, u32>,
    /// The text of every requested name, back to back.
    pub(crate) text: String,
    /// `(start, end)` of each name in `text`.
    pub(crate) spans: Vec<(u32, u32)>,
    /// First result of each result group (`0` first, ascending), for ops
    /// whose names start groups after result 0.
    pub(crate) groups: FxHashMap<Op, Box<[u32]>>,
}

/// How a region prints (see [`AsmPrinter::print_region`]).
#[derive(Copy, Clone, Debug)]
pub(crate) struct RegionStyle {
    pub(crate) print_entry_args: bool,
    pub(crate) print_empty_entry: bool,
    pub(crate) print_terminators: bool,
}

/// One step of the printing engine.
#[derive(Debug)]
pub(crate) enum Task {
    /// Print an op at the given indentation.
    Op(Op, usize),
    /// Print a region of an op at the op's indentation, under a default dialect.
    Region(Region, RegionStyle, usize, &'static str),
    /// Append text.
    Text(String),
    /// A new line at an indentation.
    Newline(usize),
    /// A block label with arguments; `None`: the entry block (no pred
    /// comment), else its predecessors' numbers.
    BlockHeader(Block, Option<Vec<u32>>),
    /// The part of a generic op after its regions.
    GenericTail(Op),
    /// An op's trailing ` loc(…)`.
    Loc(Op),
    /// Leave the default dialect of a region.
    PopDialect,
    /// Print this op and the ones after it in its block, each on a new line
    /// at the indentation, stopping before the op given (an elided terminator).
    OpsFrom(Op, usize, Option<Op>),
    /// Name values with these names from here on (around an op that
    /// numbers its own values, see `parallel.rs`).
    UseNames(std::sync::Arc<SsaNames>),
}
