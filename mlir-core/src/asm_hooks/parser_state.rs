//! The parser's state: [`Parser`], the struct custom parse hooks receive,
//! with everything it holds (the lexer, alias tables, SSA name scopes,
//! pending location fixups) and the error type of every parsing step. Only
//! the types live here, in the layer below the definitions, so that
//! `OpDef`'s hooks can name them; their behaviour is in the files of
//! `asm::parser` (listed in its module doc), in the textual-format layer.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::context::{Context, Identifier};
use crate::support::lexer::{Lexer, Token};
// The line index is shared with the diagnostic renderer, which sits in a
// lower layer and quotes source lines with it.
use crate::context::builtin::attributes::NamedAttr;
pub use crate::context::diagnostics::LineIndex;
use crate::context::registrations::OpName;
use crate::ir::{Block, BodyId, IrView, Op, Value};

/// A parse failure: where and what, in mlir-opt's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset the error points at.
    pub offset: usize,
    /// The message.
    pub message: String,
    /// Notes: offset and message.
    pub notes: Vec<(usize, String)>,
    /// Further errors reported together with this one (mlir-opt reports
    /// every undefined value name, and every undefined block of a region,
    /// at once).
    pub more: Vec<(usize, String)>,
}

/// Result of a parsing step.
pub type PResult<T> = Result<T, ParseError>;

/// The dialect attributes, generic-op property dictionaries and signatures
/// a parser has read, by exact spelling (filled and read by `asm/parser/spelling_memo.rs`).
#[derive(Default)]
pub(crate) struct SpellingMemo {
    pub(crate) attrs: SpellingMap<Attribute>,
    pub(crate) signatures: SpellingMap<Type>,
    pub(crate) props: SpellingMap<Attribute>,
    /// The property slots a registered op's `<{…}>` dictionary converted
    /// to, when no attribute dictionary stood beside it: they depend on
    /// the op's name and the dictionary alone.
    pub(crate) prop_slots: FxHashMap<(OpName, Attribute), Vec<Option<Attribute>>>,
    /// The names of generic ops by their quoted spelling, each one allowed
    /// here (registered, or of a dialect that may be parsed).
    pub(crate) op_names: FxHashMap<Box<[u8]>, OpName>,
}

/// What each spelling read as.
pub(crate) struct SpellingMap<T>(pub(crate) FxHashMap<Box<[u8]>, T>);

impl<T> Default for SpellingMap<T> {
    fn default() -> Self {
        SpellingMap(FxHashMap::default())
    }
}

/// The shared state of the parser.
pub struct Parser<'a> {
    /// Borrowed, not shared: the parsers of deferred regions run on
    /// several threads, and cloning one `Arc` per type or attribute bounced
    /// its count between their cores.
    pub(crate) ctx: &'a Context,
    pub(crate) ir: &'a mut IrView,
    pub(crate) src: &'a [u8],
    /// `src` as text when it is all UTF-8 (the usual case), so token
    /// spellings need no validation each (see `Parser::spelling`).
    pub(crate) text: Option<&'a str>,
    pub(crate) lexer: Lexer<'a>,
    pub(crate) tok: Token,
    pub(crate) prev_end: usize,
    pub(crate) file: Identifier,
    /// Shared with the parsers of deferred regions (see `parallel.rs`).
    pub(crate) lines: Arc<LineIndex>,
    /// File position (line, column) of the text's first character.
    pub(crate) origin: (u32, u32),
    /// The file's type and attribute aliases, shared with the parsers of
    /// deferred regions.
    pub(crate) aliases: Arc<AliasTables>,
    /// Aliases defined at or after this offset are not visible: a deferred
    /// region sees only those defined before it, as a serial parse does.
    pub(crate) alias_limit: usize,
    pub(crate) distincts: FxHashMap<u64, Attribute>,
    /// Dialect attributes and signatures already read, by spelling.
    pub(crate) spelling_memo: SpellingMemo,
    pub(crate) depth: u32,
    pub(crate) ssa: SsaState,
    /// The last `file:line:col` location made and its offset: an op asks
    /// for its own location several times in a row. (A map of every
    /// offset's location cost 31 MiB at 1M ops and almost never hit.)
    pub(crate) last_loc: Option<(usize, Location)>,
    /// The 0-based line of the last location made, where the line of the
    /// next one is looked for first.
    pub(crate) line_hint: usize,
    /// Default dialect of each region being parsed (innermost last).
    pub(crate) default_dialects: Vec<&'static str>,
    /// Locations written as not-yet-defined aliases: target, alias, offset.
    pub(crate) loc_fixups: Vec<(LocFixup, String, usize)>,
    /// Offset of the name of the custom-form op being parsed (MLIR's
    /// `getNameLoc`), where format-level errors are placed.
    pub(crate) current_op_start: usize,
    /// The op whose custom form is being parsed, while its own parser (not
    /// a nested attribute, type or region) runs: errors it emits are
    /// prefixed `custom op 'NAME' `, as mlir-opt's custom-op parser does.
    pub(crate) custom_op_prefix: Option<OpName>,
    /// The type of the dialect attribute being parsed: the `: type`
    /// written after it, or the type its context gives (what MLIR passes
    /// to a dialect's attribute parser).
    pub(crate) attr_type: Option<Type>,
    /// Offset of the mnemonic of the dialect attribute being parsed (MLIR's
    /// `getNameLoc` in an attribute parser).
    pub(crate) attr_name_start: usize,
    /// Set when the bodies of isolated ops may be deferred to other
    /// threads (see `parallel.rs`): the regions put off so far.
    pub(crate) deferral: Option<Box<Deferral>>,
    /// Told of the source the parse has read (see
    /// `ParseConfig::release_read_source`), in a serial parse.
    pub(crate) release: Option<ReleaseSourceFn>,
    /// The source before this offset has been handed to `release`.
    pub(crate) released_to: usize,
    /// Where the region this parser was made for ends (its `}`), when its
    /// entry block may be read in segments on several threads (see the
    /// parser's `segments.rs`); taken by the first block read.
    pub(crate) segmented_region_end: Option<usize>,
    /// Put-off regions at least this many bytes long read their entry block
    /// in segments (`ParseConfig::segmented_min_bytes`).
    pub(crate) segmented_min_bytes: Option<usize>,
    /// In the parser of one segment: the names defined inside its ops'
    /// regions, with their offsets, which must not clash with names the
    /// segments before it define.
    pub(crate) nested_definitions: Option<Vec<(SsaName, usize)>>,
}

/// Called with a range of the source that the parse has read and will
/// not read again, except to quote it in an error message.
#[derive(Clone)]
pub struct ReleaseSourceFn(pub Arc<dyn Fn(std::ops::Range<usize>) + Send + Sync>);

impl std::fmt::Debug for ReleaseSourceFn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ReleaseSourceFn")
    }
}

/// The aliases `#name = …` and `!name = …` of a file, each with the
/// offset of its definition.
#[derive(Clone, Default)]
pub(crate) struct AliasTables {
    pub(crate) types: FxHashMap<String, (Type, usize)>,
    pub(crate) attrs: FxHashMap<String, (Attribute, usize)>,
}

/// The regions whose parsing a parse put off, to run on rayon's threads
/// once the rest of the file is read.
#[derive(Default)]
pub(crate) struct Deferral {
    pub(crate) regions: Vec<DeferredRegion>,
    /// Set when something needed a deferred region's contents before they
    /// were parsed: the file is then parsed again, serially.
    pub(crate) serial_needed: bool,
}

/// One region of an isolated op, skipped by the parse that found it and
/// parsed later, on its own, into the op's body.
pub(crate) struct DeferredRegion {
    pub(crate) region: crate::ir::Region,
    /// The op owning the region, known once it is created.
    pub(crate) op: Option<Op>,
    /// Offset of the region's `{`.
    pub(crate) start: usize,
    /// Offset just past its `}`.
    pub(crate) end: usize,
    /// The default dialect inside it.
    pub(crate) default_dialect: &'static str,
    /// How the region is read.
    pub(crate) syntax: OwnedRegionSyntax,
    /// The terminator to add when the last block lacks one (an op with
    /// `SingleBlockImplicitTerminator`), and the location to give it.
    pub(crate) implicit_terminator: Option<(&'static str, Location)>,
}

/// What a region's text is parsed with.
#[derive(Clone, Copy)]
pub(crate) enum RegionSyntax<'x> {
    /// `{ blocks }`, blocks declaring their own arguments.
    Plain,
    /// `{ … }` whose entry block takes arguments the op's syntax declared.
    WithArguments(&'x [RegionArgument]),
}

/// [`RegionSyntax`] kept by a deferred region.
pub(crate) enum OwnedRegionSyntax {
    Plain,
    WithArguments(Vec<RegionArgument>),
}

/// A definition of a name: the values of its result group.
pub(crate) struct Definition {
    pub(crate) values: Vec<Value>,
    pub(crate) offset: usize,
}

/// An unresolved use of `%name#index`.
pub(crate) struct ForwardRef {
    pub(crate) index: u32,
    pub(crate) placeholder: Value,
    pub(crate) offset: usize,
    /// Whether the placeholder lives in a nested isolated body.
    pub(crate) crossed: bool,
}

/// Block names of one region.
#[derive(Default)]
pub(crate) struct BlockScope {
    pub(crate) blocks: FxHashMap<SsaName, (Block, Option<usize>, usize)>,
    pub(crate) order: Vec<SsaName>,
}

pub(crate) struct IsolatedScope {
    pub(crate) body: BodyId,
    pub(crate) values: FxHashMap<SsaName, Definition>,
    pub(crate) region_frames: Vec<Vec<SsaName>>,
    pub(crate) forward: FxHashMap<SsaName, Vec<ForwardRef>>,
    pub(crate) blocks: Vec<BlockScope>,
}

/// All name scopes of a parse.
#[derive(Default)]
pub(crate) struct SsaState {
    pub(crate) scopes: Vec<IsolatedScope>,
}

/// A location written as `loc(#alias)` before the alias is defined.
pub(crate) enum LocFixup {
    Op(Op),
    Arg(Value),
}

/// An operand reference `%name#index` awaiting its type.
#[derive(Clone, Debug)]
pub struct UnresolvedOperand {
    /// The name without `%`.
    pub name: SsaName,
    /// The result index (`#N`).
    pub index: u32,
    /// Offset of the `%` token.
    pub offset: usize,
}

/// An argument of a region, declared by the op's own syntax rather than by
/// a block header: `%name: type {attrs} loc(…)`, or a type alone.
#[derive(Clone, Debug)]
pub struct RegionArgument {
    /// The SSA name without `%`; `None` for an argument written as a type.
    pub name: Option<String>,
    /// Byte offset of the `%name` (of the type when unnamed): errors point
    /// here, and a block argument without `loc(…)` is located here.
    pub offset: usize,
    /// The argument's type.
    pub ty: Type,
    /// The attribute dictionary written after the type (empty when none).
    pub attrs: Vec<NamedAttr>,
    /// The `loc(…)` written after it, if any.
    pub loc: Option<ParsedLocation>,
}

/// A `loc(…)` specifier: a location, or an alias defined later in the file
/// (resolved when the file is parsed).
#[derive(Clone, Debug)]
pub struct ParsedLocation(pub(crate) LocSpec);

#[derive(Clone, Debug)]
pub(crate) enum LocSpec {
    Resolved(Location),
    Deferred { alias: String, offset: usize },
}

/// A value or block name as written, without its sigil (`%`, `^`): kept
/// inline when it is short, as nearly all are (`0`, `arg3`, `c42_i32`), so
/// reading an operand or defining a value allocates nothing. Reads as a
/// `str`.
#[derive(Clone)]
pub struct SsaName(NameRepr);

/// Longest name kept inline.
const INLINE_NAME: usize = 22;

#[derive(Clone)]
enum NameRepr {
    Inline { len: u8, bytes: [u8; INLINE_NAME] },
    Heap(Box<str>),
}

impl SsaName {
    /// The name as text. Names are read many times per op (hashed, compared)
    /// and are not validated again each time.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            NameRepr::Inline { len, bytes } => {
                let bytes = &bytes[..usize::from(*len)];
                // SAFETY: `From<&str>` is the only constructor of an inline
                // name, and it copies a `str`'s bytes whole: they are UTF-8.
                #[allow(unsafe_code)]
                unsafe {
                    std::str::from_utf8_unchecked(bytes)
                }
            }
            NameRepr::Heap(name) => name,
        }
    }
}

impl From<&str> for SsaName {
    fn from(name: &str) -> SsaName {
        if name.len() <= INLINE_NAME {
            let mut bytes = [0; INLINE_NAME];
            bytes[..name.len()].copy_from_slice(name.as_bytes());
            SsaName(NameRepr::Inline { len: name.len() as u8, bytes })
        } else {
            SsaName(NameRepr::Heap(name.into()))
        }
    }
}

impl From<String> for SsaName {
    fn from(name: String) -> SsaName {
        SsaName::from(name.as_str())
    }
}

impl std::ops::Deref for SsaName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl std::borrow::Borrow<str> for SsaName {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for SsaName {
    fn eq(&self, other: &SsaName) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for SsaName {}

impl PartialEq<str> for SsaName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl std::hash::Hash for SsaName {
    // As `str` hashes, so maps keyed by names are searched with a `&str`.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl std::fmt::Debug for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl std::fmt::Display for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
